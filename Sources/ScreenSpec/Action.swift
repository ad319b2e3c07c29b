import Diagnostics

/// What the user can do on a screen: a service call with its effects, or a synchronous `set`.
public struct Action: Sendable, Hashable {
    public enum Trigger: String, Sendable, Hashable, CaseIterable {
        case appear, disappear, tap, refresh, submit
    }

    public var name: Located<String>
    public var doc: String?
    public var trigger: Located<Trigger>?
    /// `trigger: { change: query }`: the state property whose changes start the action (then `trigger`
    /// is nil). An action with one param gets the new value in it.
    public var changeOf: Reference?
    public var params: [Parameter]
    /// The action does nothing while this holds.
    public var skipIf: Expression?
    public var call: Call?
    /// A Bool state property that is true while the call runs.
    public var busy: Reference?
    /// A phase entered while the call runs.
    public var start: Reference?
    public var success: [Effect]
    public var failure: [Effect]
    /// Assignments of a synchronous action (no call).
    public var set: [Assignment]
    /// `navigate: { to: Screen, as: sheet, with: { input: expr } }`: opens another screen of the spec.
    public var navigate: Navigation?
    /// `onResult`: effects applied when the opened screen dismisses itself with a result (`$result`).
    public var onResult: [Effect] = []
    /// `dismiss: {}` or `dismiss: { result: expr }`: closes this screen, handing the result back.
    public var dismiss: Dismissal?
    /// `confirm:`: the action asks first and runs once the user confirms.
    public var confirm: ActionConfirmation?

    public init(
        name: Located<String>, doc: String? = nil, trigger: Located<Trigger>? = nil, params: [Parameter] = [],
        skipIf: Expression? = nil, call: Call? = nil, busy: Reference? = nil, start: Reference? = nil,
        success: [Effect] = [], failure: [Effect] = [], set: [Assignment] = []
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
