import Diagnostics

/// What the user can do on a screen: a service call with its effects, or a synchronous `set`.
public struct Action: Sendable, Hashable {
    public enum Trigger: String, Sendable, Hashable, CaseIterable {
        case appear, disappear, tap, refresh, submit
        /// The last row of the list a `page: { append: list }` fills appeared: load the next page.
        case lastRow
    }

    /// `concurrency:`: what a new call of the action does while one of its calls runs.
    public enum Concurrency: String, Sendable, Hashable, CaseIterable {
        /// The new call does nothing.
        case ignore
        /// The running call is cancelled and its response dropped; the new call starts.
        case restart
        /// The new call waits until the running one has finished.
        case queue
        /// Both run; each response is applied when it arrives.
        case parallel
    }

    public var name: Located<String>
    public var doc: String?
    public var trigger: Located<Trigger>?
    /// `trigger: { change: query }`: the state property whose changes start the action (then `trigger`
    /// is nil). An action with one param gets the new value in it.
    @OutOfLine public var changeOf: Reference?
    /// `trigger: { change: query, debounce: 300ms }`: the action waits until the property has stopped
    /// changing for this many milliseconds.
    @OutOfLine public var debounceMilliseconds: Located<Int>?
    /// `trigger: { every: 1s, while: isRunning }`: the action repeats on a clock (then `trigger` is nil).
    @OutOfLine public var timer: Timer?
    /// `trigger: { scenePhase: background }`: the scene phase whose start starts the action (then `trigger`
    /// is nil): `active`, `inactive` or `background`.
    @OutOfLine public var scenePhase: Located<String>?
    public var params: [Parameter]
    /// The action does nothing while this holds.
    public var skipIf: Expression?
    public var call: Call?
    /// `steps:`: the calls made before `call`, in order (`call` is the last step; see `Step`).
    public var steps: [Step] = []
    /// A Bool state property that is true while the call runs.
    public var busy: Reference?
    /// A phase entered while the call runs.
    @OutOfLine public var start: Reference?
    /// What a new call does while one runs; nil keeps calls unmanaged (they overlap, as before the key).
    @OutOfLine public var concurrency: Located<Concurrency>?
    /// `optimistic:`: effects shown before the call returns and rolled back if it fails or is cancelled.
    @OutOfLine public var optimistic: OptimisticUpdate?
    public var success: [Effect]
    public var failure: [Effect]
    /// `page:`: the call loads a page of a list (append it, or start the list again).
    @OutOfLine public var page: Page?
    /// Effects of a synchronous action (no call): assignments, or entering a phase.
    public var set: [Effect]
    /// `success`, `failure` or `set` written as a list of `- if: … then: …` cases: the cases, tried
    /// before the plain effects above (which then hold the list's `- else:`).
    public var cases = EffectCases()
    /// `navigate: { to: Screen, as: sheet, with: { input: expr } }`: opens another screen of the spec.
    @OutOfLine public var navigate: Navigation?
    /// `onResult`: effects applied when the opened screen dismisses itself with a result (`$result`).
    public var onResult: [Effect] = []

    /// The navigation whose result this action applies (`onResult`), which gives the screen a result
    /// handler (`editDidReturn`): nil for an action that opens nothing or applies no result.
    public var resultNavigation: Navigation? { onResult.isEmpty ? nil : navigate }
    /// `dismiss: {}` or `dismiss: { result: expr }`: closes this screen, handing the result back.
    @OutOfLine public var dismiss: Dismissal?
    /// `confirm:`: the action asks first and runs once the user confirms.
    @OutOfLine public var confirm: ActionConfirmation?

    public init(
        name: Located<String>, doc: String? = nil, trigger: Located<Trigger>? = nil, params: [Parameter] = [],
        skipIf: Expression? = nil, call: Call? = nil, busy: Reference? = nil, start: Reference? = nil,
        success: [Effect] = [], failure: [Effect] = [], set: [Effect] = []
    ) {
        self.name = name
        self.doc = doc
        self.trigger = trigger
        self.params = params
        self.skipIf = skipIf
        self.call = call
        self.busy = busy
        self.start = start
        self.success = success
        self.failure = failure
        self.set = set
    }
}

/// The scene phases a `{ scenePhase: … }` trigger may name: SwiftUI's `ScenePhase` cases.
public enum ScenePhases {
    public static let all = ["active", "inactive", "background"]
}

/// `trigger: { every: 1s, while: isRunning }`: performed every `interval` while the Bool state property
/// `condition` holds. Views start it when they appear; generated tests advance a test clock.
public struct Timer: Sendable, Hashable {
    /// The interval in milliseconds (`1s` is 1000, `250ms` 250); more than zero.
    public var milliseconds: Located<Int>
    public var condition: Reference
    public init(milliseconds: Located<Int>, condition: Reference) {
        self.milliseconds = milliseconds
        self.condition = condition
    }

    /// `1s`, `1.5s`, `250ms` -> milliseconds; nil for anything else. At most a day, so it fits any `Duration`.
    public static func milliseconds(in text: String) -> Int? {
        let (number, scale): (Substring, Double) =
            text.hasSuffix("ms") ? (text.dropLast(2), 1) : text.hasSuffix("s") ? (text.dropLast(), 1000) : ("", 0)
        guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            let value = Double(number)
        else { return nil }
        let milliseconds = value * scale
        guard milliseconds <= 86_400_000, milliseconds == milliseconds.rounded() else { return nil }
        return Int(milliseconds)
    }
}

/// `call: Dependency.method` with its arguments.
///
/// After validation `arguments` holds one argument per method parameter, in the method's parameter order:
/// the `with: { param: expr }` expression when given, otherwise the action param or screen input of the
/// same name (an `Expression` that is just that name, escaped if it is a keyword, marked at the call).
public struct Call: Sendable, Hashable {
    public var dependency: Reference
    public var method: Reference
    public var arguments: [Argument]
    public var mark: Mark
    public init(dependency: Reference, method: Reference, arguments: [Argument] = [], mark: Mark) {
        self.dependency = dependency
        self.method = method
        self.arguments = arguments
        self.mark = mark
    }
}

/// `name: expression` — an explicit call argument, or an associated value of a phase being entered.
public struct Argument: Sendable, Hashable {
    public var name: Located<String>
    public var value: Expression
    public init(name: Located<String>, value: Expression) {
        self.name = name
        self.value = value
    }
}

/// `property: expression` — an assignment to a state property.
public struct Assignment: Sendable, Hashable {
    public var target: Reference
    public var value: Expression
    public init(target: Reference, value: Expression) {
        self.target = target
        self.value = value
    }
}

/// What `success` / `failure` do: assign state, or enter a phase with its values.
public enum Effect: Sendable, Hashable {
    case assign(Assignment)
    case enterPhase(phase: Reference, values: [Argument])
}

/// `navigate:` — another screen of the spec, how it is shown, and its input.
///
/// After validation `arguments` holds one argument per input of the destination, in its input order
/// (`with` when given, else the action param, screen input or state of the same name).
public struct Navigation: Sendable, Hashable {
    public enum Presentation: String, Sendable, Hashable, CaseIterable {
        /// Pushed on the presenting screen's navigation stack.
        case push
        case sheet
        /// Covers the whole screen (`fullScreenCover`, iOS only).
        case fullScreen
    }

    public var destination: Reference
    public var presentation: Presentation
    public var arguments: [Argument]
    public var mark: Mark
    public init(destination: Reference, presentation: Presentation = .push, arguments: [Argument] = [], mark: Mark) {
        self.destination = destination
        self.presentation = presentation
        self.arguments = arguments
        self.mark = mark
    }
}

/// `dismiss:` — the screen closes itself, optionally handing a value of its `result` type back.
public struct Dismissal: Sendable, Hashable {
    public var result: Expression?
    public var mark: Mark
    public init(result: Expression? = nil, mark: Mark) {
        self.result = result
        self.mark = mark
    }
}
