import ScreenSpec

/// Tests of a multi-step action (`steps:`): each earlier step that fails applies its own failure effects
/// and stops the action (no later step is called), a cancelled step changes nothing, and on the way to
/// success each step is called once with the results of the steps before it. The last step is the
/// action's `call`, tested as any call (`callTests`), with the earlier steps answering.
extension TestPlanner {
    /// `let transcript: String = "…"` and `recorder.stopResult = transcript`: every earlier step answers,
    /// its result in a local named like the step's `$name` (which the expectations read).
    func stepStubs(_ action: Action) -> [TestStep] {
        action.steps.flatMap { step in stubLines(step.call, local: step.name.map { Naming.swift($0.value) }) }
    }

    /// A call answering with a sample (kept in `local` when given).
    private func stubLines(_ call: Call, local: String?) -> [TestStep] {
        guard let method = samples.declarations.method(of: call) else { return [] }
        let names = MethodNames(method, of: call.dependency.value)
        let mock = Naming.swift(names.dependency.variable)
        guard let returns = method.returns, returns.swift != "Void" else {
            return [.line("\(mock).\(names.mockResult) = ()")]
        }
        let sample = slots.result(call, method) ?? samples.expression(for: returns, .distinct)
        guard let local else { return [.line("\(mock).\(names.mockResult) = \(sample)")] }
        return [.line("let \(local): \(returns.swift) = \(sample)"), .line("\(mock).\(names.mockResult) = \(local)")]
    }

    func stepTests(_ action: Action) -> [TestCaseContext] {
        guard !action.steps.isEmpty, let last = action.call else { return [] }
        let calls = action.calls
        let locals = inputLines + parameterLines(action)
        let busy = action.busy?.value
        let callPhase = Naming.swift(ActionNames.callPhase(of: action.name.value))
        func callCount(_ call: Call) -> String? {
            samples.declarations.method(of: call).map {
                let names = MethodNames($0, of: call.dependency.value)
                return "\(Naming.swift(names.dependency.variable)).\(names.mockCallCount)"
            }
        }
        // The later calls answer too: a step whose failure did not stop the action would call them.
        func notCalled(after index: Int) -> [TestStep] {
            calls[(index + 1)...].compactMap { call in
                callCount(call).map { .check($0, equals: "0", label: SwiftText.stringLiteral(Self.title(of: call))) }
            }
        }
        func answers(except index: Int) -> [TestStep] {
            action.steps.enumerated().flatMap { position, step in
                position == index
                    ? []
                    : stubLines(step.call, local: position < index ? step.name.map { Naming.swift($0.value) } : nil)
            } + stubLines(last, local: nil)
        }
        let otherPhase = action.start.flatMap { start in
            screen.phases.first { $0.name.value != start.value }.map {
                ScreenContext.PhaseCase($0, isInitial: false, samples: samples).sample
            }
        }
        var tests: [TestCaseContext] = []
        for (index, step) in action.steps.enumerated() {
            guard let method = samples.declarations.method(of: step.call), method.isThrowing else { continue }
            let names = MethodNames(method, of: step.call.dependency.value)
            let mock = Naming.swift(names.dependency.variable)
            let title = Self.title(of: step.call)
            let number = index + 1

            // The step fails: its failure effects, nothing after it.
            var failing = mockLines + answers(except: index)
            failing += stubbedError(method, names: names)
            failing += locals
            failing.append(makeScreen(state: fullStart))
            failing += outcomeSteps(
                step.failure, busy: busy, perform: perform(action),
                callStatus: .callStatus(CallStatus(member: callPhase, status: .failed, result: nil)))
            failing += notCalled(after: index)
            tests.append(
                TestCaseContext(
                    name: testName(action, "step\(number)Failure_appliesItsFailureEffectsAndStops"),
                    summary:
                        "When step \(number), \(title), throws: that step's failure effects, and no later call.",
                    kind: "failure", steps: failing))

            // The step is cancelled: nothing changes, nothing after it runs.
            guard method.isAsync else { continue }
            var cancelled = mockLines + answers(except: index)
            cancelled.append(.line("\(mock).\(names.mockError) = URLError(.cancelled)"))
            cancelled += locals
            cancelled.append(
                otherPhase == nil ? makeScreen(state: fullStart) : makeScreen(state: fullStart, phase: otherPhase))
            cancelled += unchangedCaptures(except: nil)
            cancelled += [.blankLine, perform(action), .blankLine]
            cancelled += unchangedExpectations(except: nil)
            // A store's call phase is back where it was (`finishPhase`), as after any cancelled call.
            cancelled.append(.callStatus(CallStatus(member: callPhase, status: .notRun, result: nil)))
            cancelled += notCalled(after: index)
            tests.append(
                TestCaseContext(
                    name: testName(action, "step\(number)Cancellation_changesNothing"),
                    summary:
                        "A cancelled step \(number) (\(title)) changes nothing, and `\(action.name.value)` calls nothing after it.",
                    kind: "cancellation", steps: cancelled))
        }

        // Every step once, each with the results of the steps before it.
        var succeeding = mockLines + stepStubs(action) + stubLines(last, local: nil) + locals
        succeeding.append(makeScreen(state: fullStart))
        var used: Set<String> = []
        for call in action.steps.map(\.call) {
            for argument in call.arguments {
                used.formUnion(SwiftExpressionScanner.usedNames(in: argument.value.source))
            }
        }
        succeeding += captures(of: used)
        succeeding += [.blankLine, perform(action), .blankLine]
        for call in calls {
            guard let method = samples.declarations.method(of: call), let count = callCount(call) else { continue }
            let label = SwiftText.stringLiteral(Self.title(of: call))
            succeeding.append(.check(count, equals: "1", label: label))
            guard call != last else { continue }
            let names = MethodNames(method, of: call.dependency.value)
            let mock = Naming.swift(names.dependency.variable)
            let received =
                call.arguments.count == 1
                ? ["\(mock).\(names.mockReceived)"]
                : call.arguments.map { "\(mock).\(names.mockReceived)?.\(Naming.swift($0.name.value))" }
            for (argument, path) in zip(call.arguments, received) {
                let value = expressions.expression(argument.value.source)
                succeeding.append(
                    .check(path, equals: value.swift, label: SwiftText.stringLiteral(argument.name.value)))
            }
        }
        tests.append(
            TestCaseContext(
                name: testName(action, "steps_callEachOnceWithEarlierResults"),
                summary:
                    "`\(action.name.value)` calls each step once, passing the results of the steps before it.",
                kind: "callsOnce", steps: succeeding))
        return tests
    }

    static func title(of call: Call) -> String { "\(call.dependency.value).\(call.method.value)" }
}
