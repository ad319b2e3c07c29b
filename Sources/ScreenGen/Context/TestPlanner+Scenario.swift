import ScreenSpec

extension TestPlanner {
    /// A scenario: stub, start in the `given` state, perform `when`, check `then`.
    func scenarioTest(_ scenario: Scenario) -> TestCaseContext {
        var steps = mockLines
        for stub in scenario.stubs {
            let mock = Naming.swift(DependencyNames(dependency: stub.dependency.value).variable)
            let method = stub.method.value
            // A validated spec's stubs name declared methods.
            guard let declared = samples.declarations.method(method, of: stub.dependency.value) else { continue }
            let names = MethodNames(declared, of: stub.dependency.value)
            switch stub.outcome {
            case .throws:
                steps.append(
                    .line("\(mock).\(names.mockError) = StubError(\(SwiftText.stringLiteral(method + " failed")))"))
            case .returns(let value):
                let returnsVoid = declared.returns == nil || declared.returns?.swift == "Void"
                steps.append(.line("\(mock).\(names.mockResult) = \(returnsVoid ? "()" : value.source)"))
            }
        }

        var overrides: [(name: String, value: String)] = []
        var inputOverrides: [String: String] = [:]
        var phase: String?
        for assignment in scenario.given {
            if assignment.target.value == "phase" && names.hasPhases {
                phase = assignment.value.source
            } else if screen.input.contains(where: { $0.name.value == assignment.target.value }) {
                inputOverrides[assignment.target.value] = assignment.value.source
            } else {
                overrides.append((assignment.target.value, assignment.value.source))
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

        var used: Set<String> = []
        for argument in scenario.when.arguments {
            used.formUnion(SwiftExpressionScanner.usedNames(in: argument.value.source))
        }
        for expectation in scenario.then {
            if case .equals(let expected) = expectation.check {
                used.formUnion(SwiftExpressionScanner.usedNames(in: expected.source))
            }
        }
        steps += captures(of: used)

        let action = screen.action(named: scenario.when.action.value)
        let name = Naming.swift(scenario.when.action.value)
        // Arguments in the action's parameter order, whatever order the scenario wrote them in.
        let order = action?.params.map(\.name.value) ?? scenario.when.arguments.map(\.name.value)
        let arguments = order.compactMap { parameter in
            scenario.when.arguments.first { $0.name.value == parameter }.map {
                "\(Naming.label(parameter)): \(expressions.expression($0.value.source).swift)"
            }
        }
        // An action that asks first only presents its confirmation: nothing to await.
        let awaitPrefix = action?.call != nil && action?.confirm == nil ? "await " : ""
        steps += [
            .blankLine,
            .perform(
                Perform(
                    invocation: "\(name)(\(arguments.joined(separator: ", ")))", awaitPrefix: awaitPrefix, task: nil)),
        ]
        // `answer:` the user answers the confirmation the action presented.
        if let answer = scenario.answer?.value, let action {
            switch answer {
            case .confirm: steps.append(perform(action))
            case .cancel:
                let cancel = Naming.swift(PresentationNames.cancel(action.name.value)) + "()"
                steps.append(.perform(Perform(invocation: cancel, awaitPrefix: "", task: nil)))
            }
        }
        steps.append(.blankLine)

        for expectation in scenario.then {
            let path = expectation.path.value
            switch expectation.check {
            case .equals where path == "presented" && screen.hasPresentations:
                steps += nothingPresented()
            case .equals(let expected):
                let value = expressions.expression(expected.source)
                steps.append(assertion(path: path, value.isNil ? .isNil : .equal(value.swift)))
            case .isNil: steps.append(assertion(path: path, .isNil))
            case .notNil: steps.append(assertion(path: path, .notNil))
            case .inPhase(let phaseName):
                steps.append(assertion(path: path, .inPhase("." + Naming.swift(phaseName.value))))
            case .presents(let presented):
                steps.append(presentedAssertion(presented.value))
            }
        }
        return TestCaseContext(
            name: TestNames.scenario(scenario.name.value),
            summary: "Scenario: \(scenario.name.value).", kind: "scenario", steps: steps)
    }
}
