import ScreenSpec

/// The test of a multi-step action with `concurrency: restart` (docs/spec-format.md, "Multi-step
/// actions"): a call that a newer one superseded while its first step ran stops there. Its later steps
/// are not called, and the state is what the newer call left. (The policy's other tests hold the last
/// call, the earlier steps answering at once: `concurrencyTests`.)
extension TestPlanner {
    func supersededStepTests(_ action: Action) -> [TestCaseContext] {
        guard action.concurrency?.value == .restart, let first = action.steps.first, let last = action.call,
            let method = samples.declarations.method(of: first.call), method.isAsync,
            let lastMethod = samples.declarations.method(of: last)
        else { return [] }
        let names = MethodNames(method, of: first.call.dependency.value)
        let lastNames = MethodNames(lastMethod, of: last.dependency.value)
        // One mock method answering both the first step and a later call could not tell them apart.
        let laterCalls = action.calls.dropFirst()
        guard
            !laterCalls.contains(where: {
                $0.dependency.value == first.call.dependency.value && $0.method.value == first.call.method.value
            })
        else { return [] }
        let returns = lastMethod.returns.flatMap { $0.swift == "Void" ? nil : $0 }
        let result: [TestStep] =
            returns.map { type in
                [
                    .line(
                        "let result: \(type.swift) = \(slots.result(last, lastMethod) ?? samples.expression(for: type, .distinct))"
                    )
                ]
            } ?? []
        let lastStub: TestStep =
            returns == nil
            ? .line("\(Naming.swift(lastNames.dependency.variable)).\(lastNames.mockResult) = ()")
            : .line("\(Naming.swift(lastNames.dependency.variable)).\(lastNames.mockResult) = result")
        // The first step is held; it answers as its stub would (the local its `as:` names, or a sample).
        let local = first.name.map { Naming.swift($0.value) }
        let answer: String? = method.returns.flatMap { type in
            type.swift == "Void"
                ? nil : local ?? slots.result(first.call, method) ?? samples.expression(for: type, .distinct)
        }
        /// How the held first step of the superseded call ends: it answers, it sees its cancellation, or it fails.
        enum Ending { case answers, cancelled, fails }
        func test(_ ending: Ending, _ suffix: String, _ summary: String) -> TestCaseContext {
            var steps = mockLines + stepStubs(action) + result + [lastStub]
            steps += suspendingCallsOpening(method, names: names, readsIndex: ending == .fails)
            if ending == .cancelled { steps.append(.line("    try Task.checkCancellation()")) }
            if ending == .fails { steps.append(.line("    if index == 0 { throw StubError(\"superseded\") }")) }
            if let answer { steps.append(.line("    return \(answer)")) }
            steps.append(.line("}"))
            steps += inputLines + parameterLines(action) + [makeScreen(state: fullStart)]
            let performing: [TestStep] = [
                perform(action, in: "first"), .line("await calls.waitUntilStarted(1)"), perform(action, in: "second"),
                .line("await calls.waitUntilStarted(2)"), .line("calls.release(1)"), .line("await second.value"),
                .line("calls.release(0)"), .line("await first.value"),
                .check(
                    "\(Naming.swift(lastNames.dependency.variable)).\(lastNames.mockCallCount)", equals: "1",
                    label: SwiftText.stringLiteral("the superseded call stops before its next step")),
            ]
            steps += outcomeSteps(successEffects(action), busy: action.busy?.value, performing: performing)
            return TestCaseContext(
                name: testName(action, "concurrency_restart_" + suffix), summary: summary, kind: "concurrency",
                steps: steps)
        }
        let title = action.name.value
        var tests = [
            test(
                .answers, "supersededCallStopsBeforeNextStep",
                "A `\(title)` superseded while its first step runs calls no later step and applies nothing.")
        ]
        // A superseded call's step that ends in its cancellation, or fails, leaves the state to the newer call.
        if method.isThrowing {
            tests.append(
                test(
                    .cancelled, "supersededStepCancellationChangesNothing",
                    "The cancellation of a superseded `\(title)`'s first step puts nothing back over the newer call."))
            tests.append(
                test(
                    .fails, "supersededStepFailureIsNotApplied",
                    "The failure of a superseded `\(title)`'s first step is not applied: no error is shown for it."))
        }
        return tests
    }
}
