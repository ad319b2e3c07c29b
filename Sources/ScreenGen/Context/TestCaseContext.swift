import Mustache

/// One generated test, as a list of steps. Every style prints the same tests from these steps; a style
/// only decides how a step touches the screen (`screen.items` for a view model, `screen.state.items`
/// for the Actions style's harness). Steps that do not touch the screen are ready-made Swift lines.
struct TestCaseContext: TemplateValueConvertible {
    /// `test_load_success_appliesSuccessEffects`.
    var name: String
    /// What the test checks, one line safe in a `//` or `///` comment (it quotes scenario names and
    /// `skipIf` text, so it is made with `SwiftText.commentLine`; templates print it after `/// `).
    let summary: String
    /// `success`, `failure`, `cancellation`, `busyFlag`, `startPhase`, `callsOnce`, `skipIf`, `set`, `derived`,
    /// `scenario`.
    var kind: String
    var steps: [TestStep]
    /// True for the screen's first test (templates put blank lines between tests).
    var isFirst: Bool = false

    /// `summary` is spec text: it is escaped here, the one way in.
    init(name: String, summary: String, kind: String, steps: [TestStep]) {
        self.name = name
        self.summary = SwiftText.commentLine(summary)
        self.kind = kind
        self.steps = steps
    }

    var templateValue: Value {
        .object([
            "name": .string(name), "summary": .string(summary), "kind": .string(kind), "steps": steps.templateValue,
            "isFirst": .bool(isFirst),
        ])
    }
}

/// One statement of a test. Its template value sets exactly one of `code`, `blank`, `makeScreen`,
/// `capture`, `perform`, `assertion`, `edit`, `callStatus`, `check` (the others are null), so a template renders each with a section.
///
/// The value is built with the step: every step is converted once anyway, and a step a plan repeats
/// (an action's arrange lines, its `perform`, its usual `makeScreen`, in each of its tests) then
/// shares one value instead of converting each copy. The kind is an enum with the large cases boxed,
/// so copying a step is cheap.
struct TestStep: TemplateValueConvertible {
    enum Kind {
        /// A Swift line that does not touch the screen (mocks, stubs, locals, gate calls), relative
        /// indentation included.
        case line(String)
        /// An empty line between arrange, act and assert.
        case blankLine
        indirect case make(MakeScreen)
        indirect case capture(Capture)
        indirect case perform(Perform)
        indirect case assert(Assertion)
        indirect case edit(Edit)
        indirect case callStatus(CallStatus)
        indirect case check(Check)
    }

    let kind: Kind
    let templateValue: Value

    private init(_ kind: Kind, _ templateValue: Value) {
        self.kind = kind
        self.templateValue = templateValue
    }

    static func line(_ text: String) -> TestStep {
        TestStep(
            .line(text),
            .object([
                "code": .string(text), "blank": .bool(false), "makeScreen": .null, "capture": .null, "perform": .null,
                "assertion": .null, "edit": .null, "callStatus": .null, "check": .null,
            ]))
    }

    /// Every blank line is the same step.
    static let blankLine = TestStep(
        .blankLine,
        .object([
            "code": .null, "blank": .bool(true), "makeScreen": .null, "capture": .null, "perform": .null,
            "assertion": .null, "edit": .null, "callStatus": .null, "check": .null,
        ]))

    static func make(_ value: MakeScreen) -> TestStep {
        TestStep(
            .make(value),
            .object([
                "code": .null, "blank": .bool(false), "makeScreen": value.templateValue, "capture": .null,
                "perform": .null, "assertion": .null, "edit": .null, "callStatus": .null, "check": .null,
            ]))
    }

    static func capture(_ value: Capture) -> TestStep {
        TestStep(
            .capture(value),
            .object([
                "code": .null, "blank": .bool(false), "makeScreen": .null, "capture": value.templateValue,
                "perform": .null, "assertion": .null, "edit": .null, "callStatus": .null, "check": .null,
            ]))
    }

    static func perform(_ value: Perform) -> TestStep {
        TestStep(
            .perform(value),
            .object([
                "code": .null, "blank": .bool(false), "makeScreen": .null, "capture": .null,
                "perform": value.templateValue, "assertion": .null, "edit": .null, "callStatus": .null, "check": .null,
            ]))
    }

    static func assert(_ value: Assertion) -> TestStep {
        TestStep(
            .assert(value),
            .object([
                "code": .null, "blank": .bool(false), "makeScreen": .null, "capture": .null, "perform": .null,
                "assertion": value.templateValue, "edit": .null, "callStatus": .null, "check": .null,
            ]))
    }

    static func edit(_ value: Edit) -> TestStep {
        TestStep(
            .edit(value),
            .object([
                "code": .null, "blank": .bool(false), "makeScreen": .null, "capture": .null, "perform": .null,
                "assertion": .null, "edit": value.templateValue, "callStatus": .null, "check": .null,
            ]))
    }

    static func callStatus(_ value: CallStatus) -> TestStep {
        TestStep(
            .callStatus(value),
            .object([
                "code": .null, "blank": .bool(false), "makeScreen": .null, "capture": .null, "perform": .null,
                "assertion": .null, "edit": .null, "callStatus": value.templateValue, "check": .null,
            ]))
    }

    static func check(_ value: Check) -> TestStep {
        TestStep(
            .check(value),
            .object([
                "code": .null, "blank": .bool(false), "makeScreen": .null, "capture": .null, "perform": .null,
                "assertion": .null, "edit": .null, "callStatus": .null, "check": value.templateValue,
            ]))
    }

    /// `XCTAssertEqual(actual, expected, label)` or `#expect(actual == expected, label)`, per test framework.
    static func check(_ actual: String, equals expected: String, label: String? = nil) -> TestStep {
        .check(Check(actual: actual, expected: expected, label: label))
    }

    /// The expectation, for an `assert` step.
    var assertion: Assertion? {
        if case .assert(let value) = kind { return value }
        return nil
    }
}

/// `let screen = …`: creates the screen under test.
struct MakeScreen: TemplateValueConvertible {
    struct Argument: TemplateValueConvertible {
        var label: String
        var value: String

        var templateValue: Value { .object(["label": .string(label), "value": .string(value)]) }
    }
    /// Input values (locals named like the inputs).
    var input: [Argument]
    /// Dependencies (the mocks' locals).
    var dependencies: [Argument]
    /// Providers (`now: now`, `clock: clock`: the test doubles' locals), after the dependencies.
    var providers: [Argument] = []
    /// State properties that start somewhere other than their default.
    var state: [Argument]
    /// The phase to start in, when not the initial one (`.loaded(item: .fixture())`).
    var phase: String?
    /// `let scrumLibrary = ScrumLibrary(scrums: …)`: the shared stores the screen uses, made before it.
    var sharedStoreLines: [SharedStoreMaker] = []
    /// `scrumLibrary: scrumLibrary`, after the providers.
    var sharedStores: [Argument] = []
    /// Everything above in the view model's `init` order: `itemID: itemID, itemService: itemService, phase: …`.
    var viewModelArguments: String
    /// The same, one item each, for templates that put each argument on a line of its own.
    var argumentList: [ListItem]
    /// Whether the arguments go one per line (`LineWrapping`).
    var wrapsArguments: Bool { LineWrapping.wraps(viewModelArguments) }

    var templateValue: Value {
        .object([
            "input": input.templateValue, "dependencies": dependencies.templateValue,
            "providers": providers.templateValue, "state": state.templateValue,
            "phase": phase.templateValue, "viewModelArguments": .string(viewModelArguments),
            "sharedStoreLines": sharedStoreLines.templateValue, "sharedStores": sharedStores.templateValue,
            "wrapsArguments": .bool(wrapsArguments), "argumentList": argumentList.templateValue,
        ])
    }
}

/// `let items = screen.items`: the state before the action, for expectations that read it.
struct Capture: TemplateValueConvertible {
    var name: String
    /// The path from the screen's state (`items`); `isInput` paths live on the screen itself.
    var path: String
    /// `state.items`, or `itemID` for an input.
    var statePath: String
    /// `let`; `var` when a later step of a scenario captures the name again; nil for that later
    /// capture, which assigns the variable (a scenario's steps each read the state before them).
    var keyword: String? = "let"

    var templateValue: Value {
        .object([
            "name": .string(name), "path": .string(path), "statePath": .string(statePath),
            "keyword": keyword.templateValue,
        ])
    }
}

/// `screen.title = "…"`: what a view's binding does to `bindable` state.
struct Edit: TemplateValueConvertible {
    /// `title` (the view model's or store's property).
    var path: String
    /// `state.title` (the Actions style's view state).
    var statePath: String
    var value: String

    var templateValue: Value {
        .object(["path": .string(path), "statePath": .string(statePath), "value": .string(value)])
    }
}

/// Performs an action: `await screen.load()`, or inside `let task = Task { … }` to watch it run.
struct Perform: TemplateValueConvertible {
    /// `load()`, `delete(id: id)`.
    var invocation: String
    /// `await ` or empty.
    var awaitPrefix: String
    /// The task's name when the action runs in a `Task` (the test cancels or releases it), else null.
    var task: String?

    var templateValue: Value {
        .object(["invocation": .string(invocation), "awaitPrefix": .string(awaitPrefix), "task": task.templateValue])
    }
}

/// An expectation about something other than the screen (a mock's calls and arguments): a step of its
/// own, not a ready-made line, so that each test framework spells it its own way.
struct Check: TemplateValueConvertible {
    /// `itemService.fetchItemsCallCount`: a Swift expression.
    var actual: String
    /// `1`: a Swift expression (`expectedOperand` in the context: in parentheses where it is more than one
    /// term, for `#expect(a == b)`; `SwiftOperand`).
    var expected: String
    /// `"id"`: a Swift string literal naming what is compared, or nil.
    var label: String?

    var templateValue: Value {
        .object([
            "actual": .string(actual), "actualOperand": .string(SwiftOperand.rightOfEquals(actual)),
            "expected": .string(expected),
            "expectedOperand": .string(SwiftOperand.rightOfEquals(expected)), "label": label.templateValue,
            "hasLabel": .bool(label != nil),
            // One argument per line when long (`LineWrapping`), so the line stays within 120 columns.
            "wraps": .bool(LineWrapping.wraps(joined: actual, expected, label ?? "")),
        ])
    }
}

/// An expectation about the screen.
struct Assertion: TemplateValueConvertible {
    /// `items.count`, `phase`.
    var path: String
    /// `state.items.count`, or the bare path for an input.
    var statePath: String
    /// `"items.count"`: the path as a Swift string literal, the failure message's name for what differs.
    var label: String
    /// The expected Swift expression (equal / notEqual), or null. As `expectedOperand` in the context
    /// also in parentheses where it is more than one term (`#expect(a == b)`, `SwiftOperand`).
    var expected: String?
    /// `.failed`: for `isInPhase`, the case pattern.
    var pattern: String?
    var isEqual: Bool
    var isNotEqual: Bool
    var isNil: Bool
    var isNotNil: Bool
    var isTrue: Bool
    var isFalse: Bool
    var isInPhase: Bool
    /// The assertion's arguments go one per line (`LineWrapping`): the screen path, the expected value
    /// and the label would not fit in one line.
    var wraps: Bool { LineWrapping.wraps(joined: statePath, expected ?? "", label) }

    /// The wrapped `#expect(screen.path == expected,` line, for a style reading `path` or `statePath`:
    /// `read`, and whether it breaks before the operator (as swift-format does past 120 columns).
    /// `operand` is `expectedOperand` (nil without an expected value), worked out once for both.
    private func comparison(reading read: String, operand: String?) -> Value {
        guard let operand else { return .null }
        let width = LineWrapping.width(of: ["            screen.", read, " == ", operand, ","])
        return .object(["read": .string(read), "breaks": .bool(width > 120)])
    }

    var templateValue: Value {
        let operand = expected.map(SwiftOperand.rightOfEquals)
        return .object([
            "path": .string(path), "statePath": .string(statePath), "label": .string(label),
            "expected": expected.templateValue,
            "expectedOperand": operand.templateValue,
            "operator": .string(isNotEqual ? "!=" : "=="),
            "pathComparison": comparison(reading: path, operand: operand),
            "statePathComparison": comparison(reading: statePath, operand: operand),
            "pattern": pattern.templateValue, "isEqual": .bool(isEqual), "isNotEqual": .bool(isNotEqual),
            "isNil": .bool(isNil), "isNotNil": .bool(isNotNil), "isTrue": .bool(isTrue), "isFalse": .bool(isFalse),
            "isInPhase": .bool(isInPhase), "wraps": .bool(wraps),
        ])
    }

    enum Check {
        case equal(String)
        case notEqual(String)
        case isNil, notNil, isTrue, isFalse
        case inPhase(String)
    }

    init(path: String, statePath: String, _ check: Check) {
        self.path = path
        self.statePath = statePath
        label = SwiftText.stringLiteral(path)
        expected = nil
        pattern = nil
        (isEqual, isNotEqual, isNil, isNotNil, isTrue, isFalse, isInPhase) = (
            false, false, false, false, false, false, false
        )
        switch check {
        case .equal(let value):
            expected = value
            isEqual = true
        case .notEqual(let value):
            expected = value
            isNotEqual = true
        case .isNil: isNil = true
        case .notNil: isNotNil = true
        case .isTrue: isTrue = true
        case .isFalse: isFalse = true
        case .inPhase(let value):
            pattern = value
            isInPhase = true
        }
    }
}

/// Where the action's call stands at this point of a test, for a style that keeps that next to the
/// state (the store's `loadPhase`): running, succeeded, failed, or not run (a cancelled call leaves it as
/// it was before). The step is the same in every style; a style without such a member prints nothing
/// for it (the shared test case's `callStatusStep` block is empty).
struct CallStatus: TemplateValueConvertible {
    enum Status { case running, succeeded, failed, notRun }

    /// `loadPhase`: the naming authority's member for the action's call (`ActionNames.callPhase`).
    var member: String
    var status: Status
    /// `result`: the test's local holding what the call returned, when the action's success reads it
    /// (then the store's phase depends on the value: empty or not); else null.
    var result: String?

    var templateValue: Value {
        .object([
            "member": .string(member), "label": .string(SwiftText.stringLiteral(member)),
            "isRunning": .bool(status == .running), "isSucceeded": .bool(status == .succeeded),
            "isFailed": .bool(status == .failed), "isNotRun": .bool(status == .notRun),
            "result": result.templateValue,
        ])
    }
}
