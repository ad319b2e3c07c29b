import ScreenSpec

/// The tests of an action's `concurrency:` policy. Two calls overlap, each held by `SuspendedCalls`
/// until the test releases it, so they finish in the order the test chooses: a superseded response is
/// not applied, `restart` cancels the running call, `ignore` calls once, `queue` waits its turn,
/// `parallel` applies every response. Every managed action also checks that `cancelCalls()` (the view
/// going away) cancels its running call.
extension TestPlanner {
    func concurrencyTests(
        _ action: Action, call: Call, method: Method, policy: Action.Concurrency, otherPhase: String?
    ) -> [TestCaseContext] {
        guard method.isAsync else { return [] }
        let names = MethodNames(method, of: call.dependency.value)
        let mock = Naming.swift(names.dependency.variable)
        let base = method.name.value
        let returns = method.returns.flatMap { $0.swift == "Void" ? nil : $0 }
        // The response the test expects to see applied, and another one that must not be (or not last).
        let results: [TestStep] =
            returns.map { type in
                let result = slots.result(call, method) ?? samples.expression(for: type, .distinct)
                let other = samples.at(.tests).slotExpression(for: type, slot: base, ordinal: 97)
                return [
                    .line("let result: \(type.swift) = \(result)"), .line("let otherResult: \(type.swift) = \(other)"),
                ]
            } ?? []
        let usesResult =
            returns != nil && successEffects(action).contains { SpecExpression.usesResult(effectSource($0)) }
        /// The mock's handler: suspend until released; then (maybe) throw if cancelled, fail the call
        /// numbered 0, and answer `result` from the call numbered `answering` (`otherResult` from others).
        func handler(checkCancellation: Bool = false, failsFirst: Bool = false, answering: Int = 1) -> [TestStep] {
            let readsIndex = failsFirst || returns != nil
            var steps = suspendingCallsOpening(method, names: names, readsIndex: readsIndex)
            if checkCancellation { steps.append(.line("    try Task.checkCancellation()")) }
            if failsFirst { steps.append(.line("    if index == 0 { throw StubError(\"superseded\") }")) }
            if returns != nil { steps.append(.line("    return index == \(answering) ? result : otherResult")) }
            return steps + [.line("}")]
        }
        let locals = inputLines + parameterLines(action)
        let start = otherPhase == nil ? makeScreen(state: fullStart) : makeScreen(state: fullStart, phase: otherPhase)
        let busy = action.busy?.value
        let startFirst = [perform(action, in: "first"), SuspendedCallsLines.waitUntilStarted(1)]
        let startSecond = [perform(action, in: "second"), SuspendedCallsLines.waitUntilStarted(2)]
        /// While the other call still runs, the busy flag and the start phase hold, and a store's call
        /// phase stays `loading`: the superseded call's cancellation must not put back its own before-value.
        var stillBusy: [TestStep] {
            let callPhase = Naming.swift(ActionNames.callPhase(of: action.name.value))
            return (busy.map { [assertion(path: Naming.swift($0), .isTrue)] } ?? [])
                + (action.start.map { [assertion(path: "phase", .equal("." + Naming.swift($0.value)))] } ?? [])
                + [.callStatus(CallStatus(member: callPhase, status: .running, result: nil))]
        }
        let calledTwice = TestStep.check("\(mock).\(names.mockCallCount)", equals: "2")
        var tests: [TestCaseContext] = []
        // What a call that succeeds leaves: an optimistic value it keeps, the page, the success effects.
        let succeeded = optimisticEffectsKept(action) + successEffects(action)
        // A multi-step action's earlier steps answer at once; the tests hold its last call.
        let arranged = CallTestArrangement(
            action: action, kind: "concurrency", mocks: mockLines + stepStubs(action) + results, locals: locals,
            start: start)

        // A guard that reads what the optimistic update assigns (`skipIf: draft.isEmpty` when the update clears
        // `draft`) turns the second call away before it reaches the policy: a test of two overlapping calls would
        // fail on correct code (or, for `ignore`, pass whatever the policy did). Such an action's overlap is its
        // scenarios' to show (docs/spec-format.md); the cancellation test below still runs.
        let guardReadsOptimistic =
            action.skipIf.map { guardExpression in
                let assigned = Set(action.optimistic?.set.map(\.target.value) ?? [])
                    .union(action.optimistic?.collection.map { [$0.value] } ?? [])
                return !assigned.isDisjoint(with: ScreenNames.read(by: guardExpression, in: screen))
            } ?? false
        switch guardReadsOptimistic ? nil : policy {
        case nil:
            break
        case .ignore:
            var steps: [TestStep] = [.blankLine] + startFirst
            steps += [perform(action), SuspendedCallsLines.release(0), .line("await first.value"), .blankLine]
            steps.append(.check("\(mock).\(names.mockCallCount)", equals: "1"))
            tests.append(
                arranged.test(
                    "concurrency_ignore_callsOnce",
                    "While \(base) runs, `\(action.name.value)` again does nothing (`concurrency: ignore`).",
                    stub: handler(), steps))
        case .restart:
            if method.isThrowing {
                var performing =
                    startFirst + startSecond + [SuspendedCallsLines.release(0), .line("await first.value")]
                performing.append(
                    .check("calls.wasCancelled(0)", equals: "true", label: "\"the running call is cancelled\""))
                performing += stillBusy + [SuspendedCallsLines.release(1), .line("await second.value"), calledTwice]
                tests.append(
                    arranged.test(
                        "concurrency_restart_cancelsRunningCall",
                        "A new `\(action.name.value)` cancels the running \(base) and owns the busy state.",
                        stub: handler(checkCancellation: true),
                        outcomeSteps(succeeded, busy: busy, performing: performing)))
            }
            // The superseded call answers last, as if its response was already on its way.
            let lateFirst =
                startFirst + startSecond + [
                    SuspendedCallsLines.release(1), .line("await second.value"), SuspendedCallsLines.release(0),
                    .line("await first.value"),
                ]
            if usesResult {
                tests.append(
                    arranged.test(
                        "concurrency_restart_supersededResponseIsNotApplied",
                        "The response of a superseded \(base) is not applied, even when it comes last.",
                        stub: handler(), outcomeSteps(succeeded, busy: busy, performing: lateFirst)))
            }
            if method.isThrowing && !failureOutcome(action).isEmpty {
                tests.append(
                    arranged.test(
                        "concurrency_restart_supersededFailureIsNotApplied",
                        "The failure of a superseded \(base) is not applied: no error is shown for it.",
                        stub: handler(failsFirst: true), outcomeSteps(succeeded, busy: busy, performing: lateFirst)))
            }
        case .queue:
            // An element update runs its two calls on two rows of the list (`QueuedRows`).
            let rows = QueuedRows(action, planner: self)
            var queuedArrangement = arranged
            if let rows {
                queuedArrangement.locals = locals + rows.startLines
                queuedArrangement.start = makeScreen(state: fullStart + rows.startState, phase: otherPhase)
            }
            let twice = appliedTwice((rows.map { [$0.afterBoth] } ?? []) + succeeded)
            let queued = SwiftText.stringLiteral("the second call waits its turn")
            let key = SwiftText.stringLiteral(action.name.value)
            var performing = (rows.map { $0.expectedLines + [.blankLine] } ?? []) + startFirst
            performing.append(rows?.second ?? perform(action, in: "second"))
            performing.append(
                .line("let isQueued = { screen.\(GeneratedCallNames.runningCalls).waitingCount(\(key)) == 1 }"))
            performing.append(.line("await SuspendedCalls.yield(until: isQueued, \(queued))"))
            performing.append(.check("\(mock).\(names.mockCallCount)", equals: "1"))
            performing += rows?.whileQueued ?? []
            performing += [
                SuspendedCallsLines.release(0), .line("await first.value"), SuspendedCallsLines.waitUntilStarted(2),
            ]
            performing += [SuspendedCallsLines.release(1), .line("await second.value"), calledTwice]
            performing += twice.firstCall.isEmpty ? [] : [.blankLine] + twice.firstCall
            tests.append(
                queuedArrangement.test(
                    "concurrency_queue_runsCallsInTurn",
                    "A new `\(action.name.value)` waits until the running \(base) has finished, then runs.",
                    stub: handler(),
                    outcomeSteps(twice.effects, busy: busy, performing: performing, reading: twice.reads)))
        case .parallel:
            let twice = appliedTwice(succeeded, phasePutBack: action.start != nil)
            // The second call answers first; the first one's response, applied last, is what stays.
            var performing = startFirst + startSecond + [SuspendedCallsLines.release(1), .line("await second.value")]
            // The first call still runs: the busy flag holds (the phase is the second response's now).
            performing += (busy.map { [assertion(path: Naming.swift($0), .isTrue)] } ?? [])
            performing += [SuspendedCallsLines.release(0), .line("await first.value"), calledTwice]
            performing += twice.firstCall.isEmpty ? [] : [.blankLine] + twice.firstCall
            tests.append(
                arranged.test(
                    "concurrency_parallel_appliesEveryResponse",
                    "Overlapping \(base) calls all run; each response is applied when it arrives.",
                    stub: handler(answering: 0),
                    outcomeSteps(twice.effects, busy: busy, performing: performing, reading: twice.reads)))
            // A call that fails, or is cancelled, while another still runs leaves the busy flag set.
            if let busy, method.isThrowing {
                let flag = Naming.swift(busy)
                // Only `result` is declared: every call but the failing one answers it.
                var firstResultOnly = arranged
                firstResultOnly.mocks = mockLines + stepStubs(action) + results.prefix(1)
                var failingSecond =
                    suspendingCallsOpening(method, names: names, readsIndex: true) + [
                        .line("    try Task.checkCancellation()"),
                        .line("    if index == 1 { throw StubError(\"failed\") }"),
                    ]
                if returns != nil { failingSecond.append(.line("    return result")) }
                failingSecond.append(.line("}"))
                var steps: [TestStep] = [.blankLine] + startFirst + startSecond
                steps += [perform(action, in: "third"), SuspendedCallsLines.waitUntilStarted(3)]
                steps += [SuspendedCallsLines.release(1), .line("await second.value"), assertion(path: flag, .isTrue)]
                steps += [.line("third.cancel()"), SuspendedCallsLines.release(2), .line("await third.value")]
                steps += [assertion(path: flag, .isTrue), SuspendedCallsLines.release(0), .line("await first.value")]
                steps.append(assertion(path: flag, .isFalse))
                tests.append(
                    firstResultOnly.test(
                        "concurrency_parallel_busyFlagHoldsUntilLastCallEnds",
                        "`\(busy)` holds while any \(base) call runs, whichever way the others end.",
                        stub: failingSecond,
                        steps))
            }
        }

        // The view going away cancels the running call: no error, nothing changes.
        if method.isThrowing {
            var steps = unchangedCaptures(except: nil)
            steps += [.blankLine, perform(action, in: "task"), SuspendedCallsLines.waitUntilStarted(1)]
            steps += [
                .line("screen.\(GeneratedCallNames.cancel)()"), SuspendedCallsLines.release(0),
                .line("await task.value"),
            ]
            steps += [
                .blankLine, .check("calls.wasCancelled(0)", equals: "true", label: "\"the running call is cancelled\""),
            ]
            steps += unchangedExpectations(except: nil)
            tests.append(
                arranged.test(
                    "cancelCalls_cancelsRunningCall",
                    "`\(GeneratedCallNames.cancel)()` (the view went away) cancels a running \(base): nothing changes.",
                    stub: handler(checkCancellation: true), steps))
        }
        return tests + supersededStepTests(action)
    }

    func effectSource(_ effect: Effect) -> String {
        switch effect {
        case .assign(let assignment): return assignment.value.source
        case .enterPhase(_, let values): return values.map(\.value.source).joined(separator: " ")
        }
    }
}

/// Fixed lines of the tests that hold several calls (`SuspendedCalls`).
enum SuspendedCallsLines {
    static func waitUntilStarted(_ count: Int) -> TestStep { .line("await calls.waitUntilStarted(\(count))") }
    static func release(_ index: Int) -> TestStep { .line("calls.release(\(index))") }
}

extension TestPlanner {
    /// What two successful calls leave, one after the other (`queue`, `parallel`): an effect reading a property
    /// the effects set reads it as the first call left it, a local the test declares after the calls with the
    /// property's type (`let completedCountAfterFirstCall: Int = completedCount + 1`, then
    /// `completedCountAfterFirstCall + 1`); the phase, which has no type a test can name in every style, in
    /// place. Each call reads its own answer: the first one applied is `otherResult` in both tests
    /// (`messages.map { $0.id == "pending" ? $result : $0 }` twice keeps the first answer in the row it
    /// replaced, and shows the second in the next). `phasePutBack`: overlapping calls that put back the phase
    /// saved before the first of them (`parallel` with a start phase), where a case entering no phase leaves
    /// it as it was before both.
    func appliedTwice(_ effects: [Effect], phasePutBack: Bool = false) -> (
        firstCall: [TestStep], effects: [Effect], reads: Set<String>
    ) {
        var firstValues: [String: String] = [:]
        for case .assign(let assignment) in effects where Self.splitRoot(assignment.target.value).rest.isEmpty {
            if phasePutBack && assignment.target.value == "phase" { continue }
            firstValues[assignment.target.value] = SwiftExpressionScanner.rewrite(assignment.value.source) { token in
                token.kind == .dollar && token.name == "result" ? "otherResult" : nil
            }
        }
        let types = { (name: String) in self.statePositions[name].map { self.screen.state[$0].type.swift } }
        var named: [String] = []
        let twice = effects.map { effect in
            guard case .assign(var assignment) = effect else { return effect }
            let composed = SwiftExpressionScanner.rewrite(assignment.value.source) { token in
                guard token.kind == .use, let first = firstValues[token.name] else { return nil }
                guard types(token.name) != nil else { return "(" + first + ")" }
                if !named.contains(token.name) { named.append(token.name) }
                return Naming.swift(token.name + "AfterFirstCall")
            }
            assignment.value = Expression(composed, at: assignment.value.mark)
            return .assign(assignment)
        }
        let firstCall = named.map { name in
            let value = expressions.expression(firstValues[name]!).swift
            return TestStep.line("let \(Naming.swift(name + "AfterFirstCall")): \(types(name)!) = \(value)")
        }
        let reads = named.reduce(into: Set<String>()) { names, name in
            names.formUnion(SwiftExpressionScanner.usedNames(in: firstValues[name]!))
        }
        return (firstCall, twice, reads)
    }
}
