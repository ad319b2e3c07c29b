import ScreenSpec

extension TestPlanner {
    /// A scenario: stub, start in the `given` state, then per step: its stubs, perform `when`, check `then`.
    func scenarioTest(_ scenario: Scenario) -> TestCaseContext {
        var steps = mockLines
        var stubs = ScenarioStubs()
        steps += stubs.lines(scenario.stubs, samples: samples, expressions: expressions)

        var overrides: [(name: String, value: String)] = []
        var inputOverrides: [String: String] = [:]
        var phase: String?
        for assignment in scenario.given {
            // A `given` value is the test's own Swift, before the screen exists: only its placeholders are spelt.
            let value = SpecExpression.resolvingPlaceholders(assignment.value.source)
            if assignment.target.value == "phase" && names.hasPhases {
                phase = value
            } else if screen.input.contains(where: { $0.name.value == assignment.target.value }) {
                inputOverrides[assignment.target.value] = value
            } else {
                overrides.append((assignment.target.value, value))
            }
        }
        // `given` on an input replaces its sample: the screen is opened with that value.
        steps +=
            inputOverrides.isEmpty
            ? inputLines
            : zip(screen.input, inputLines).map { item, sampleLine in
                inputOverrides[item.name.value].map {
                    .line("let \(Naming.swift(item.name.value)): \(item.type.swift) = \($0)")
                } ?? sampleLine
            }
        steps.append(makeScreen(state: overrides, phase: phase))

        // Each step's expressions read the state before that step: a name read by several steps is
        // captured before each of them, declared `var` by the first.
        let captured = scenario.steps.map { captures(of: usedNames(of: $0)) }
        var declared: [String: Int] = [:]
        for step in captured.joined() {
            if case .capture(let capture) = step.kind { declared[capture.name, default: 0] += 1 }
        }
        var seen: Set<String> = []
        for (index, step) in scenario.steps.enumerated() {
            var before = stubs.lines(step.stubs, samples: samples, expressions: expressions)
            before += captured[index].map { step in
                guard case .capture(var capture) = step.kind else { return step }
                let isFirst = seen.insert(capture.name).inserted
                capture.keyword = isFirst ? (declared[capture.name, default: 0] > 1 ? "var" : "let") : nil
                return isFirst && capture.keyword == "let" ? step : .capture(capture)
            }
            if index > 0 && !before.isEmpty && !steps.endsWithBlankLine { steps.append(.blankLine) }
            steps += before
            if !steps.endsWithBlankLine { steps.append(.blankLine) }
            steps.append(perform(step.when))
            steps += answer(step)
            steps.append(.blankLine)
            steps += step.then.flatMap(assertions(for:))
        }
        return TestCaseContext(
            name: TestNames.scenario(scenario.name.value),
            summary: "Scenario: \(scenario.name.value).", kind: "scenario", steps: steps)
    }

    /// The state and derived names a step's arguments and expected values read.
    private func usedNames(of step: Scenario.Step) -> Set<String> {
        var used: Set<String> = []
        for argument in step.when.arguments {
            used.formUnion(SwiftExpressionScanner.usedNames(in: argument.value.source))
        }
        for expectation in step.then {
            if case .equals(let expected) = expectation.check {
                used.formUnion(SwiftExpressionScanner.usedNames(in: expected.source))
            }
        }
        return used
    }

    /// `delete(id: items[0].id)`; `editDidReturn(result: …)` when the scenario hands back what the screen `edit`
    /// opened returns (no action has that name: its one argument is taken as written, and nothing is awaited).
    private func perform(_ invocation: ActionInvocation) -> TestStep {
        let action = screen.action(named: invocation.action.value)
        let name = Naming.swift(invocation.action.value)
        // Arguments in the action's parameter order, whatever order the scenario wrote them in.
        let order = action?.params.map(\.name.value) ?? invocation.arguments.map(\.name.value)
        let arguments = order.compactMap { parameter in
            invocation.arguments.first { $0.name.value == parameter }.map {
                "\(Naming.label(parameter)): \(expressions.expression($0.value.source).swift)"
            }
        }
        // An action that asks first only presents its confirmation: nothing to await.
        let awaitPrefix = action?.call != nil && action?.confirm == nil ? "await " : ""
        return .perform(
            Perform(invocation: "\(name)(\(arguments.joined(separator: ", ")))", awaitPrefix: awaitPrefix, task: nil))
    }

    /// `answer:` the user answers the confirmation the step's action presented.
    private func answer(_ step: Scenario.Step) -> [TestStep] {
        guard let answer = step.answer?.value, let action = screen.action(named: step.when.action.value) else {
            return []
        }
        switch answer {
        case .confirm: return [perform(action)]
        case .cancel:
            let cancel = Naming.swift(PresentationNames.cancel(action.name.value)) + "()"
            return [.perform(Perform(invocation: cancel, awaitPrefix: "", task: nil))]
        }
    }

    private func assertions(for expectation: Expectation) -> [TestStep] {
        let path = expectation.path.value
        switch expectation.check {
        case .equals where path == "presented" && screen.hasPresentations: return nothingPresented()
        case .equals(let expected):
            let value = expressions.expression(expected.source)
            return [assertion(path: path, value.isNil ? .isNil : .equal(value.swift))]
        case .isNil: return [assertion(path: path, .isNil)]
        case .notNil: return [assertion(path: path, .notNil)]
        case .inPhase(let phaseName): return [assertion(path: path, .inPhase("." + Naming.swift(phaseName.value)))]
        case .presents(let presented): return [presentedAssertion(presented.value)]
        }
    }
}

/// The stub lines of a scenario, step by step. A mock answers with its error before its result, so a
/// step that stubs a result for a method an earlier step made throw clears the error.
private struct ScenarioStubs {
    /// `itemService.fetchItemsError`: errors set by earlier steps.
    private var errors: Set<String> = []

    /// A stubbed result is an expression like any other of the test: its placeholders (`$newID`) are spelt
    /// by `expressions`.
    mutating func lines(_ stubs: [Stub], samples: SampleValues, expressions: ScreenExpressions) -> [TestStep] {
        var lines: [TestStep] = []
        for stub in stubs {
            let mock = Naming.swift(DependencyNames(dependency: stub.dependency.value).variable)
            let method = stub.method.value
            // A validated spec's stubs name declared methods.
            guard let declared = samples.declarations.method(method, of: stub.dependency.value) else { continue }
            let names = MethodNames(declared, of: stub.dependency.value)
            let error = "\(mock).\(names.mockError)"
            switch stub.outcome {
            case .throws:
                lines.append(.line("\(error) = StubError(\(SwiftText.stringLiteral(method + " failed")))"))
                errors.insert(error)
            case .returns(let value):
                if errors.remove(error) != nil { lines.append(.line("\(error) = nil")) }
                let returnsVoid = declared.returns == nil || declared.returns?.swift == "Void"
                lines.append(
                    .line(
                        "\(mock).\(names.mockResult) = \(returnsVoid ? "()" : expressions.expression(value.source).swift)"
                    ))
            }
        }
        return lines
    }
}

extension [TestStep] {
    fileprivate var endsWithBlankLine: Bool {
        if case .blankLine? = last?.kind { return true }
        return false
    }
}
