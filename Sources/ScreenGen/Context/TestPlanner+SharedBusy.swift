import ScreenSpec

/// Managed actions (`concurrency:`) that share a busy flag (`busy: isLoading` on `load`, `refresh` and
/// `search`) set it from all of their calls: it holds until the last of them ends. Each such action's test
/// lets one of its calls end while each of the others runs in turn: the flag still holds, and once the other
/// ends too it clears. Code that leaves one sharer out (`isRunning("load", "refresh")` in `load`) clears the
/// spinner while that one still loads; the action's own tests never overlapped two actions.
extension TestPlanner {
    func sharedBusyTest(_ action: Action) -> TestCaseContext? {
        guard let busy = action.busy?.value, overlaps(action, busy: busy) else { return nil }
        let others = screen.actions.filter { $0.name != action.name && overlaps($0, busy: busy) }
        guard !others.isEmpty else { return nil }
        // One handler per method the actions call, each holding its calls (numbered as they start) until released.
        var handlers: [TestStep] = [.line("let calls = SuspendedCalls()")]
        var handled: Set<String> = []
        for call in ([action] + others).compactMap(\.call) {
            guard handled.insert(call.dependency.value + "." + call.method.value).inserted,
                let method = samples.declarations.method(of: call)
            else { continue }
            let names = MethodNames(method, of: call.dependency.value)
            handlers += [handlerOpening(method, names: names), .line("    _ = await calls.suspend()")]
            if let returns = method.returns, returns.swift != "Void" {
                let answer = slots.result(call, method) ?? samples.expression(for: returns, .distinct)
                handlers.append(.line("    return \(answer)"))
            }
            handlers.append(.line("}"))
        }
        let flag = Naming.swift(busy)
        var steps = mockLines + handlers + inputLines + parameterLines(action) + [makeScreen(state: fullStart)]
        for (round, other) in others.enumerated() {
            // The other action's params take their samples inline: its names may be this action's too.
            var passing: [String: String] = [:]
            for param in other.params {
                passing[param.name.value] =
                    slots.parameter(other, param.name.value) ?? samples.expression(for: param.type, .distinct)
            }
            let otherTask = "other\(round + 1)"
            let ownTask = "own\(round + 1)"
            steps += [
                .blankLine, perform(other, in: otherTask, passing: passing),
                SuspendedCallsLines.waitUntilStarted(2 * round + 1),
                perform(action, in: ownTask), SuspendedCallsLines.waitUntilStarted(2 * round + 2),
                SuspendedCallsLines.release(2 * round + 1), .line("await \(ownTask).value"),
                assertion(path: flag, .isTrue),
                SuspendedCallsLines.release(2 * round), .line("await \(otherTask).value"),
                assertion(path: flag, .isFalse),
            ]
        }
        let otherNames = others.map { "`\($0.name.value)`" }.joined(separator: ", ")
        return TestCaseContext(
            name: testName(action, "concurrency_sharedBusyFlagHoldsWhileOthersRun"),
            summary:
                "`\(busy)` holds when `\(action.name.value)` ends while another action sharing it runs (\(otherNames)).",
            kind: "concurrency", steps: steps)
    }

    /// A managed action with one async call, the busy flag `busy`, and nothing that could keep it from
    /// starting beside another call (a guard, a confirmation, a next page's own `if … || isLoading { return }`)
    /// or another way to run (a start phase, steps).
    private func overlaps(_ action: Action, busy: String) -> Bool {
        guard action.concurrency != nil, action.busy?.value == busy, let call = action.call, action.steps.isEmpty,
            action.skipIf == nil, action.start == nil, action.confirm == nil, action.page?.mode.value != .append
        else { return false }
        return samples.declarations.method(of: call)?.isAsync == true
    }
}
