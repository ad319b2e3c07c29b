import ScreenSpec

/// Decides which tests a screen gets and writes their steps (see `TestCaseContext`).
///
/// Per call action: success, failure, cancellation (async throwing calls), busy flag or start phase
/// (async calls), one call with the right arguments, `skipIf`. Per `set` action: its assignments.
/// Per derived value: its formula in several starting states. Per scenario: one test. Each test checks
/// something a broken screen would get wrong.
struct TestPlanner {
    let screen: Screen
    let expressions: ScreenExpressions
    let samples: SampleValues
    /// A value per input, state property, parameter and result that no other slot of the screen shares.
    let slots: SlotSamples

    // Pieces every test of the screen repeats, worked out once.
    let names: ScreenNames
    /// `let itemService = ItemServiceMock()`.
    let mockLines: [TestStep]
    /// `let itemID: UUID = …`.
    let inputLines: [TestStep]
    /// The screen's input and dependencies as `makeScreen` arguments.
    let inputArguments: [MakeScreen.Argument]
    let dependencyArguments: [MakeScreen.Argument]
    /// The screen's providers as `makeScreen` arguments (`now: now`), passed their test doubles' locals.
    let providerArguments: [MakeScreen.Argument]
    /// Whether the screen has a timer: its tests hold a `TestClock` in `clock`.
    let hasClock: Bool
    /// State, derived names and `phase`, in declaration order, with their capture steps: what a test may
    /// capture. `isWholeState` marks the names in `wholeState` (what cancellation tests capture).
    let capturable: [(name: String, step: TestStep, isWholeState: Bool)]
    /// Every state property's `.distinct` sample, in declaration order (where tests start); for an action's
    /// tests, with that action's guard made not to hold (`starting(for:)`).
    private(set) var distinctState: [(name: String, value: String)]
    /// Every state property and the phase: what must not change when a call is cancelled.
    let wholeState: [String]
    /// State properties some action uses as its busy flag (tests start them at their defaults).
    let busyFlags: Set<String>
    /// Positions in `distinctState` (declaration order) and `capturable`, by name: every test picks a few
    /// names out of these lists, and scanning the whole list per test made a screen's tests quadratic in
    /// its size (docs/performance.md).
    let statePositions: [String: Int]
    let derivedPositions: [String: Int]
    let capturablePositions: [String: Int]
    /// Where action tests start: every state property at its slot sample, busy flags at their defaults.
    var fullStart: [(name: String, value: String)] { distinctState.filter { !busyFlags.contains($0.name) } }

    /// The `result` type of each screen that has one: what `onResult` receives.
    let resultTypes: [String: TypeRef]
    /// `scanDerivedFormulas()` and `derivedChecks()`, which ends every outcome: the same each time, so
    /// scanned and rewritten once per screen rather than once per test (docs/performance.md).
    private(set) var derivedFormulas: [(read: Set<String>, check: TestStep)] = []
    private(set) var everyDerivedCheck: [TestStep] = []
    /// Per `wholeState` name, the assertion that it kept its captured value (`items == items`): every
    /// outcome and cancellation test ends with these, so they are made once per screen.
    private(set) var keptValueAssertions: [TestStep] = []

    init(
        screen: Screen, expressions: ScreenExpressions, samples: SampleValues, resultTypes: [String: TypeRef] = [:]
    ) {
        self.resultTypes = resultTypes
        self.screen = screen
        self.expressions = expressions
        self.samples = samples
        names = expressions.names
        let slots = SlotSamples(screen: screen, samples: samples.at(.tests))
        self.slots = slots
        let providers = ScreenProviders(screen).all
        mockLines =
            screen.dependencies.map { reference in
                let names = DependencyNames(dependency: reference.value)
                return .line("let \(Naming.swift(names.variable)) = \(names.mock)()")
            } + providers.map { .line("let \($0.name) = \($0.testValue)") }
        providerArguments = providers.map { MakeScreen.Argument(label: $0.name, value: $0.name) }
        hasClock = providers.contains { $0.name == ScreenProviders.clock.name }
        inputLines = screen.input.map {
            let sample = slots.input($0.name.value) ?? samples.expression(for: $0.type, .distinct)
            return .line("let \(Naming.swift($0.name.value)): \($0.type.swift) = \(sample)")
        }
        inputArguments = screen.input.map {
            MakeScreen.Argument(label: Naming.label($0.name.value), value: Naming.swift($0.name.value))
        }
        dependencyArguments = screen.dependencies.map { reference in
            let variable = DependencyNames(dependency: reference.value).variable
            return MakeScreen.Argument(label: Naming.label(variable), value: Naming.swift(variable))
        }
        let phase = expressions.names.hasPhases ? ["phase"] : []
        let wholeState = screen.state.map(\.name.value) + phase
        let wholeStateNames = Set(wholeState)
        capturable = (screen.state.map(\.name.value) + screen.derived.map(\.name.value) + phase).map { name in
            let swiftName = Naming.swift(name)
            let prefix = expressions.names.actionsPrefix(name)
            let step = TestStep.capture(Capture(name: swiftName, path: swiftName, statePath: prefix + swiftName))
            return (name, step, wholeStateNames.contains(name))
        }
        distinctState = screen.state.map {
            ($0.name.value, slots.state($0.name.value) ?? samples.expression(for: $0.type, .distinct))
        }
        self.wholeState = wholeState
        busyFlags = Set(screen.actions.compactMap { $0.busy?.value })
        statePositions = Self.positions(of: screen.state.map(\.name.value))
        derivedPositions = Self.positions(of: screen.derived.map(\.name.value))
        capturablePositions = Self.positions(of: capturable.map(\.name))
        derivedFormulas = scanDerivedFormulas()
        everyDerivedCheck = derivedChecks()
        keptValueAssertions = wholeState.map { name in
            let swiftName = Naming.swift(name)
            return assertion(path: swiftName, .equal(swiftName))
        }
    }

    private static func positions(of names: [String]) -> [String: Int] {
        Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The positions of those of `names` found in `positions`, in declaration order.
    private static func sortedPositions(of names: some Sequence<String>, in positions: [String: Int]) -> [Int] {
        names.compactMap { positions[$0] }.sorted()
    }

    /// This planner with the state samples changed where `action`'s own guard would hold on them: the
    /// screen's samples are moved past every guard in turn, and a later guard may undo what an earlier one
    /// needed (`skipIf: "!announced"` after `skipIf: announced`), which left that action's tests starting where
    /// it does nothing, so that they passed whether or not it worked.
    func starting(for action: Action) -> TestPlanner {
        let changes = slots.runningState(for: action, in: screen)
        guard !changes.isEmpty else { return self }
        var planner = self
        for (name, value) in changes {
            if let position = statePositions[name] { planner.distinctState[position].value = value }
        }
        return planner
    }

    func tests() -> [TestCaseContext] {
        var result: [TestCaseContext] = []
        for action in screen.actions {
            result += starting(for: action).actionTests(action)
        }
        result += derivedTests()
        result += bindingTests()
        result += alertTests()
        result += confirmationTests()
        var usedNames = Set(result.map(\.name))
        for scenario in screen.scenarios {
            var test = scenarioTest(scenario)
            var suffix = 2
            let base = test.name
            while usedNames.contains(test.name) {
                test.name = "\(base)_\(suffix)"
                suffix += 1
            }
            usedNames.insert(test.name)
            result.append(test)
        }
        if !result.isEmpty { result[0].isFirst = true }
        return result
    }

    /// Every test of one action, from this planner's start state.
    private func actionTests(_ action: Action) -> [TestCaseContext] {
        var result: [TestCaseContext] = []
        if let call = action.call, let method = samples.declarations.method(of: call) {
            result += callTests(action, call: call, method: method)
            result += stepTests(action)
            result += caseTests(action)
        } else if !action.set.isEmpty || !action.cases.set.isEmpty {
            // Effects with cases get a test per case (`caseTests`) instead.
            if action.cases.set.isEmpty { result.append(setTest(action)) } else { result += caseTests(action) }
            result += setGuardTests(action)
        } else if action.navigate != nil || action.dismiss != nil {
            result.append(navigationTest(action))
            result += navigationGuardTests(action)
        }
        if let test = onResultTest(action) { result.append(test) }
        if let timer = action.timer { result += timerTests(action, timer: timer) }
        if let debounce = action.debounceMilliseconds {
            result.append(debounceTest(action, milliseconds: debounce.value))
        }
        return result
    }

    // MARK: - Shared pieces

    func parameterLines(_ action: Action) -> [TestStep] {
        action.params.map {
            let sample = slots.parameter(action, $0.name.value) ?? samples.expression(for: $0.type, .distinct)
            return .line("let \(Naming.swift($0.name.value)): \($0.type.swift) = \(sample)")
        }
    }

    func makeScreen(state overrides: [(name: String, value: String)] = [], phase: String? = nil) -> TestStep {
        // In declaration order, whatever order the overrides came in.
        var values: [String: String] = [:]
        for override in overrides { values[override.name] = override.value }  // the last one wins
        var state: [MakeScreen.Argument] = []
        // Shared properties start in their store, which the test makes first and passes in.
        var sharedValues: [String: [MakeScreen.Argument]] = [:]
        for position in Self.sortedPositions(of: values.keys, in: statePositions) {
            let property = screen.state[position]
            let argument = MakeScreen.Argument(
                label: Naming.label(property.name.value), value: values[property.name.value]!)
            if let store = property.sharedStore {
                sharedValues[store, default: []].append(argument)
            } else {
                state.append(argument)
            }
        }
        let shared = SharedStoreUse.uses(of: screen)
        let sharedLines = shared.map { use in
            SharedStoreMaker(
                variable: Naming.swift(use.names.variable), type: Naming.swift(use.names.type),
                arguments: (sharedValues[use.names.type] ?? []).map { "\($0.label): \($0.value)" })
        }
        let sharedArguments = shared.map {
            MakeScreen.Argument(label: Naming.label($0.names.variable), value: Naming.swift($0.names.variable))
        }
        var arguments = (inputArguments + dependencyArguments + providerArguments + sharedArguments).map {
            "\($0.label): \($0.value)"
        }
        for argument in state { arguments.append("\(argument.label): \(argument.value)") }
        if let phase { arguments.append("phase: \(phase)") }
        return .make(
            MakeScreen(
                input: inputArguments, dependencies: dependencyArguments, providers: providerArguments, state: state,
                phase: phase, sharedStoreLines: sharedLines, sharedStores: sharedArguments,
                viewModelArguments: arguments.joined(separator: ", "), argumentList: ListItem.list(arguments)))
    }

    /// Captures of the state and derived names an expression reads, in declaration order.
    func captures(of used: Set<String>) -> [TestStep] {
        guard !used.isEmpty else { return [] }
        return Self.sortedPositions(of: used, in: capturablePositions).map { capturable[$0].step }
    }

    func assertion(path written: String, _ check: Assertion.Check) -> TestStep {
        let (root, rest) = Self.splitRoot(written)
        var path = written
        // `user.name` on an optional `user` reads `user?.name`.
        let rootType =
            statePositions[root].map { screen.state[$0].type } ?? derivedPositions[root].map { screen.derived[$0].type }
        // `result` (navigation: what a dismissed screen hands back) is optional too.
        let isOptional = rootType?.isOptional ?? (root == "result" && screen.result != nil)
        if isOptional, rest.first == "." {
            path = root + "?" + rest
        }
        let statePath = names.input.contains(root) ? path : names.actionsPrefix(root) + path
        return .assert(Assertion(path: path, statePath: statePath, check))
    }

    /// `items` and `.count` for `items.count`: the name before the first `.`, `[` or `?`, and the rest.
    static func splitRoot(_ path: String) -> (root: String, rest: Substring) {
        // Paths are nearly always ASCII: split on bytes (a Character walk was most of an assertion's cost).
        let utf8 = path.utf8
        if utf8.allSatisfy({ $0 < 0x80 }) {
            let end =
                utf8.firstIndex { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "?") }
                ?? utf8.endIndex
            return (String(path[..<end]), path[end...])
        }
        let root = String(path.prefix { $0 != "." && $0 != "[" && $0 != "?" })
        return (root, path.dropFirst(root.count))
    }

    func expectations(for effects: [Effect]) -> [TestStep] {
        effects.map { effect in
            switch effect {
            case .assign(let assignment):
                let value = expressions.expression(assignment.value.source)
                let path = Naming.swift(assignment.target.value)
                return assertion(path: path, value.isNil ? .isNil : .equal(value.swift))
            case .enterPhase:
                let statement = ActionContext.Statement(effect, expressions: expressions)
                let expected = String(statement.swift.dropFirst("phase = ".count))
                return assertion(path: "phase", .equal(expected))
            }
        }
    }

    /// Names read by the expressions of some effects.
    func usedNames(_ effects: [Effect]) -> Set<String> {
        var used: Set<String> = []
        for effect in effects {
            switch effect {
            case .assign(let assignment): used.formUnion(SwiftExpressionScanner.usedNames(in: assignment.value.source))
            case .enterPhase(_, let values):
                for value in values { used.formUnion(SwiftExpressionScanner.usedNames(in: value.value.source)) }
            }
        }
        return used
    }

    /// The names the action's `skipIf` reads, directly or through derived values.
    func skipNames(_ action: Action) -> Set<String> {
        action.skipIf.map { throughDerived(SwiftExpressionScanner.usedNames(in: $0.source)) } ?? []
    }

    /// The names plus every name the derived values among them read, transitively.
    func throughDerived(_ names: Set<String>) -> Set<String> {
        var result = names
        var pending = Array(names)
        while let name = pending.popLast() {
            guard let derived = derivedPositions[name].map({ screen.derived[$0] }) else { continue }
            for used in SwiftExpressionScanner.usedNames(in: derived.value.source) where !result.contains(used) {
                result.insert(used)
                pending.append(used)
            }
        }
        return result
    }

    /// Runs the action's behaviour: for an action that asks first, its confirming member. Each param is
    /// passed its local of the same name, or the Swift `passing` gives for it.
    func perform(_ action: Action, in task: String? = nil, passing: [String: String] = [:]) -> TestStep {
        let name = Naming.swift(
            action.confirm == nil ? action.name.value : PresentationNames.confirm(action.name.value))
        let invocation =
            "\(name)("
            + action.params.map {
                "\(Naming.label($0.name.value)): \(passing[$0.name.value] ?? Naming.swift($0.name.value))"
            }.joined(separator: ", ") + ")"
        return .perform(Perform(invocation: invocation, awaitPrefix: action.call != nil ? "await " : "", task: task))
    }

    func testName(_ action: Action, _ suffix: String) -> String {
        TestNames.action(action.name.value, suffix)
    }
}
