import ScreenSpec

/// The test of two queued calls of an element update (`in`, `concurrency: queue`) on the same row that both
/// fail: each call saves the row as its own turn finds it, so after both the row is as it was. A call that
/// saved it when it was queued, while the first call's update showed, put that update back instead (a
/// new-user trial's mutant: the queue test runs its two calls on two rows). Same name in every style.
extension TestPlanner {
    func queuedSameRowTests(
        _ action: Action, update: OptimisticUpdate, call: Call, method: Method, arranged: CallTestArrangement
    ) -> [TestCaseContext] {
        // Not where the failure effects set the list (`items: "items.filter { … }"`): they decide what it is then.
        guard action.concurrency?.value == .queue, let list = update.collection, method.isAsync, method.isThrowing,
            action.skipIf == nil, action.confirm == nil, action.steps.isEmpty,
            !targetNames(failureOutcome(action)).contains(list.value)
        else { return [] }
        let names = MethodNames(method, of: call.dependency.value)
        let failing =
            suspendingCallsOpening(method, names: names, readsIndex: false) + [
                .line("    throw StubError(\(SwiftText.stringLiteral(method.name.value + " failed")))"), .line("}"),
            ]
        let key = SwiftText.stringLiteral(action.name.value)
        let queued = SwiftText.stringLiteral("the second call waits its turn")
        let steps: [TestStep] = [
            .blankLine, perform(action, in: "first"), SuspendedCallsLines.waitUntilStarted(1),
            perform(action, in: "second"),
            .line("let isQueued = { screen.\(GeneratedCallNames.runningCalls).waitingCount(\(key)) == 1 }"),
            .line("await SuspendedCalls.yield(until: isQueued, \(queued))"),
            SuspendedCallsLines.release(0), .line("await first.value"), SuspendedCallsLines.waitUntilStarted(2),
            SuspendedCallsLines.release(1), .line("await second.value"), .blankLine,
            assertion(path: list.value, .equal(OptimisticShape.start)),
        ]
        return [
            arranged.test(
                "optimistic_queuedFailuresOnOneRowPutItBack",
                "Two queued `\(action.name.value)` calls on one row both fail: each puts back what its turn found.",
                stub: failing, steps)
        ]
    }
}
