import ScreenSpec

extension TestPlanner {
    func callTests(_ action: Action, call: Call, method: Method) -> [TestCaseContext] {
        let names = MethodNames(method, of: call.dependency.value)
        let mock = Naming.swift(names.dependency.variable)
        let base = method.name.value
        let returnsValue = method.returns != nil && method.returns?.swift != "Void"
        let sample = method.returns.map { slots.result(call, method) ?? samples.expression(for: $0, .distinct) }
        let stubResult: [TestStep] =
            returnsValue
            ? [
                .line("let result: \(method.returns!.swift) = \(sample!)"),
                .line("\(mock).\(names.mockResult) = result"),
            ]
            : [.line("\(mock).\(names.mockResult) = ()")]
        func suspendingHandler(checkCancellation: Bool) -> [TestStep] {
            self.suspendingHandler(
                method, names: names, answer: returnsValue ? sample : nil, checkCancellation: checkCancellation)
        }
        // A multi-step action's earlier steps answer, so the last step is tested as any call.
        let arrange = mockLines + stepStubs(action)
        let locals = inputLines + parameterLines(action)
        // Every test of the action starts from the whole state at its slot samples (busy flags at their
        // defaults): the guard's terms are filled in, arguments differ from each other, and whatever an
        // effect sets (or must keep) starts somewhere else. The steps its tests repeat are made once, so
        // the tests share their template values.
        let skipNames = skipNames(action)
        let makeStart = makeScreen(state: fullStart)
        // A failure or a cancellation starts where a success would store a param somewhere else.
        let storedOnSuccess = storedBoolParams(action, in: action.success)
        let failureStart = startAwayFromSuccess(storedOnSuccess)
        let makeFailureStart = storedOnSuccess.isEmpty ? makeStart : makeScreen(state: failureStart)
        let busy = action.busy?.value
        let performAction = perform(action)
        let performInTask = perform(action, in: "task")
        let calledOnce = TestStep.check("\(mock).\(names.mockCallCount)", equals: "1")
        // Where the call stands (a store's `loadPhase`): checked where the other tests check the busy
        // state and the effects; a style without such a member prints nothing for these steps.
        let callPhase = Naming.swift(ActionNames.callPhase(of: action.name.value))
        func callStatus(_ status: CallStatus.Status, result: String? = nil) -> TestStep {
            .callStatus(CallStatus(member: callPhase, status: status, result: result))
        }
        let running = callStatus(.running)
        var tests: [TestCaseContext] = []

        // success (effects with cases: a test per case, `caseTests`)
        if action.cases.success.isEmpty {
            tests.append(successTest(action, call: call, method: method, applying: "its success effects"))
        }

        // failure (effects with cases: a test per case, `caseTests`)
        if method.isThrowing && action.cases.failure.isEmpty {
            var steps = arrange + stubbedError(method, names: names) + locals
            steps.append(makeFailureStart)
            steps += outcomeSteps(
                AssignedValues.inOrder(action.failure), busy: busy, perform: performAction,
                callStatus: callStatus(.failed))
            tests.append(
                TestCaseContext(
                    name: testName(action, "failure_appliesFailureEffects"),
                    summary: "When \(base) throws, `\(action.name.value)` applies its failure effects.",
                    kind: "failure", steps: steps))
        }

        // A phase other than the start phase, where the start-phase and cancellation tests begin (so
        // entering the start phase, and leaving it again, both show).
        let otherPhase = action.start.flatMap { start in
            screen.phases.first { $0.name.value != start.value }.map {
                ScreenContext.PhaseCase($0, isInitial: false, samples: samples).sample
            }
        }

        // cancellation
        if method.isThrowing && method.isAsync {
            var steps = arrange + suspendingHandler(checkCancellation: true) + locals
            steps.append(otherPhase == nil ? makeFailureStart : makeScreen(state: failureStart, phase: otherPhase))
            steps += unchangedCaptures(except: nil)
            steps += CallLines.held(performInTask, whileHeld: [running], cancelling: true)
            steps.append(.blankLine)
            steps += unchangedExpectations(except: nil)
            steps.append(callStatus(.notRun))
            tests.append(
                TestCaseContext(
                    name: testName(action, "cancellation_reportsNoError"),
                    summary: "A cancelled \(base) changes nothing: the busy state is undone and no error is shown.",
                    kind: "cancellation", steps: steps))
        }

        // URLSession's cancellation (`URLError(.cancelled)`) is a cancellation too.
        if method.isThrowing && method.isAsync {
            var steps = arrange + [.line("\(mock).\(names.mockError) = URLError(.cancelled)")] + locals
            steps.append(otherPhase == nil ? makeFailureStart : makeScreen(state: failureStart, phase: otherPhase))
            steps += unchangedCaptures(except: nil)
            steps += [.blankLine, performAction, .blankLine]
            steps += unchangedExpectations(except: nil)
            tests.append(
                TestCaseContext(
                    name: testName(action, "cancellation_urlErrorCancelledReportsNoError"),
                    summary: "\(base) ending with `URLError(.cancelled)` is a cancellation: it changes nothing.",
                    kind: "cancellation", steps: steps))
        }

        if let page = action.page { tests += pageTests(action, page: page, call: call, method: method) }
        if let update = action.optimistic {
            tests += optimisticTests(action, call: call, method: method, update: update)
        }
        if let policy = action.concurrency?.value {
            tests += concurrencyTests(action, call: call, method: method, policy: policy, otherPhase: otherPhase)
            if let shared = sharedBusyTest(action) { tests.append(shared) }
        }

        // busy flag / start phase while the call runs
        if method.isAsync, let busy = action.busy {
            let flag = Naming.swift(busy.value)
            var steps = arrange + suspendingHandler(checkCancellation: false) + locals
            steps.append(makeStart)
            steps += CallLines.held(performInTask, whileHeld: [assertion(path: flag, .isTrue), running])
            steps.append(.blankLine)
            steps.append(assertion(path: flag, .isFalse))
            tests.append(
                TestCaseContext(
                    name: testName(action, "busyFlag_isTrueDuringCallAndFalseAfter"),
                    summary: "`\(busy.value)` holds while \(base) runs, and not after.", kind: "busyFlag", steps: steps)
            )
        } else if method.isAsync, let start = action.start {
            let startCase = "." + Naming.swift(start.value)
            var steps = arrange + suspendingHandler(checkCancellation: false) + locals
            steps.append(makeScreen(state: fullStart, phase: otherPhase))
            steps += CallLines.held(performInTask, whileHeld: [assertion(path: "phase", .equal(startCase)), running])
            steps.append(.blankLine)
            steps.append(assertion(path: "phase", .notEqual(startCase)))
            tests.append(
                TestCaseContext(
                    name: testName(action, "startPhase_holdsDuringCallAndNotAfter"),
                    summary: "The phase is `\(start.value)` while \(base) runs, and not after.", kind: "startPhase",
                    steps: steps))
        }

        // one call, the right arguments
        do {
            var used: Set<String> = []
            for argument in call.arguments {
                used.formUnion(SwiftExpressionScanner.usedNames(in: argument.value.source))
            }
            // An update with `in` whose arguments read its list starts from a list holding the element: there an
            // argument read after the update (one more than the update shows) differs from the one the user saw.
            // Not where an argument reads the list through a derived value (`total + 1`): that reads the list as
            // the update shows it, and the test works the expected value out from the list before the call.
            let derivedRead = used.filter { screen.derivedValue(named: $0) != nil }
            var (argumentLocals, argumentStart) = (locals, makeStart)
            if OptimisticContext.argumentsReadList(of: action), let update = action.optimistic,
                let list = update.collection?.value, !throughDerived(derivedRead).contains(list),
                let shape = OptimisticShape(update, planner: self, params: action.params)
            {
                argumentLocals += shape.startLines
                argumentStart = makeScreen(state: fullStart + shape.startState)
            }
            var steps = arrange + stubResult + argumentLocals
            steps.append(argumentStart)
            steps += captures(of: used)
            steps += [.blankLine, performAction, .blankLine]
            steps.append(calledOnce)
            let received =
                call.arguments.count == 1
                ? ["\(mock).\(names.mockReceived)"]
                : call.arguments.map { "\(mock).\(names.mockReceived)?.\(Naming.swift($0.name.value))" }
            for (argument, receivedPath) in zip(call.arguments, received) {
                let value = expressions.expression(argument.value.source)
                let label = SwiftText.stringLiteral(argument.name.value)
                // The one argument is recorded as an optional of its type (nil before any call), so a
                // `nil` argument is `.some(nil)`: a bare `nil` would mean "never called".
                let expected = call.arguments.count == 1 && value.swift == "nil" ? ".some(nil)" : value.swift
                steps.append(.check(receivedPath, equals: expected, label: label))
            }
            tests.append(
                TestCaseContext(
                    name: testName(action, "callsDependencyOnceWithArguments"),
                    summary:
                        "`\(action.name.value)` calls \(call.dependency.value).\(base) once, with the right arguments.",
                    kind: "callsOnce", steps: steps))
        }

        // skipIf: a guard on the busy state prevents a second call while the first runs; any guard is
        // obeyed, from the guard terms' defaults and from their samples (the test works out whether
        // the guard holds there from the spec's expression, and expects no call or one).
        if let skipIf = action.skipIf {
            let readsBusyState =
                (action.busy.map { skipNames.contains($0.value) } ?? false)
                || (action.start != nil && skipNames.contains("phase"))
            if readsBusyState && method.isAsync {
                var steps = arrange + suspendingHandler(checkCancellation: false) + locals
                steps.append(makeStart)
                // A confirmed action does not ask again either: it would run nothing.
                let confirming = Naming.swift(PresentationNames.confirmingFlag(action.name.value))
                let asksNothing = action.confirm == nil ? [] : [ask(action), assertion(path: confirming, .isFalse)]
                steps += CallLines.held(
                    perform(action, in: "first"), whileHeld: [performAction] + asksNothing,
                    awaiting: CallLines.awaitFirst)
                steps.append(.blankLine)
                steps.append(calledOnce)
                let asksToo = action.confirm == nil ? "" : " and asks nothing"
                tests.append(
                    TestCaseContext(
                        name: testName(action, "skipIf_preventsSecondCall"),
                        summary:
                            "While `\(skipIf.source)` holds, `\(action.name.value)` does not call \(base) again\(asksToo).",
                        kind: "skipIf", steps: steps))
            }
            // Any other guard is a precondition: from a state where it holds the action does nothing.
            let label = SwiftText.stringLiteral(skipIf.source)
            let calls = { (count: Int) in
                TestStep.check("\(mock).\(names.mockCallCount)", equals: "\(count)", label: label)
            }
            let preconditions = guardTests(
                action, arrange: arrange + stubResult + locals,
                runs: [.blankLine, performAction, .blankLine, calls(1)], doesNothing: calls(0))
            tests += preconditions
            // A guard beyond `GuardStates` (the validator asks for a scenario) is still obeyed from its
            // terms' defaults and from their samples: the test evaluates it and expects no call or one.
            // A guard on nothing but the busy state reads the same in both starts: no tests for it here.
            let ownTerms = skipNames.filter { screen.stateProperty(named: $0) != nil && !busyFlags.contains($0) }
            let starts: [(label: String, state: [(name: String, value: String)])] =
                ownTerms.isEmpty || !preconditions.isEmpty
                ? []
                : [("defaults", fullStart.filter { !ownTerms.contains($0.name) }), ("samples", fullStart)]
            let guardTerms = SwiftExpressionScanner.usedNames(in: skipIf.source)
            for start in starts {
                var steps = arrange + stubResult + locals
                steps.append(makeScreen(state: start.state))
                steps += guardCaptures(guardTerms)
                steps.append(.line("let skipped = \(guardFormula(skipIf.source))"))
                steps += [.blankLine, performAction, .blankLine]
                steps.append(.check("\(mock).\(base)CallCount", equals: "skipped ? 0 : 1", label: label))
                tests.append(
                    TestCaseContext(
                        name: testName(action, "skipIf_followsGuard_\(start.label)"),
                        summary:
                            "`\(action.name.value)` calls \(base) unless `\(skipIf.source)` holds (\(start.label)).",
                        kind: "skipIf", steps: steps))
            }
        }
        return tests
    }

    /// `test_<action>_success_appliesSuccessEffects`: from the samples, the call answers its sample and the
    /// action applies what a success leaves (`successEffects`); `applying` says what, for the summary.
    func successTest(_ action: Action, call: Call, method: Method, applying: String) -> TestCaseContext {
        let names = MethodNames(method, of: call.dependency.value)
        let mock = Naming.swift(names.dependency.variable)
        var steps = mockLines + stepStubs(action)
        if let returns = method.returns, returns.swift != "Void" {
            let sample = slots.result(call, method) ?? samples.expression(for: returns, .distinct)
            steps += [.line("let result: \(returns.swift) = \(sample)"), .line("\(mock).\(names.mockResult) = result")]
        } else {
            steps.append(.line("\(mock).\(names.mockResult) = ()"))
        }
        steps += inputLines + parameterLines(action)
        let stored = storedBoolParams(action, in: action.success)
        steps.append(makeScreen(state: storedParamStart(fullStart, stored)))
        let readsResult = method.returns.map { $0.swift != "Void" } == true && ActionContext.successReadsResult(action)
        let callPhase = Naming.swift(ActionNames.callPhase(of: action.name.value))
        steps += outcomeSteps(
            optimisticEffectsKept(action) + successEffects(action), busy: action.busy?.value, perform: perform(action),
            callStatus: .callStatus(
                CallStatus(
                    member: callPhase, status: .succeeded,
                    result: readsResult ? ActionContext.phaseValue(of: action) : nil)))
        steps += flippedParamSteps(action, stored)
        return TestCaseContext(
            name: testName(action, "success_appliesSuccessEffects"),
            summary: "When \(method.name.value) succeeds, `\(action.name.value)` applies \(applying).", kind: "success",
            steps: steps)
    }

    /// Capture, perform, then check every effect, where the call stands (`callStatus`), every state property no effect sets (kept as it was;
    /// a busy flag false again) and every derived value against its formula on the resulting state.
    func outcomeSteps(
        _ effects: [Effect], busy: String?, perform: TestStep, callStatus: TestStep? = nil
    ) -> [TestStep] {
        outcomeSteps(effects, busy: busy, performing: [perform], callStatus: callStatus)
    }

    /// The same, with the action performed by several steps (overlapping calls finishing in some order);
    /// `reading`: more names those steps read (captured before the action with the others).
    func outcomeSteps(
        _ effects: [Effect], busy: String?, performing: [TestStep], callStatus: TestStep? = nil,
        reading: Set<String> = []
    ) -> [TestStep] {
        let targets = targetNames(effects)
        let kept = wholeState.filter { !targets.contains($0) && $0 != busy }
        var steps = captures(of: usedNames(effects).union(kept).union(reading))
        steps += [.blankLine] + performing + [.blankLine]
        steps += expectations(for: effects)
        if let callStatus { steps.append(callStatus) }
        steps += wholeState.indices.compactMap { position in
            targets.contains(wholeState[position]) ? nil : keptAssertion(at: position, busy: busy)
        }
        return steps + everyDerivedCheck
    }

    /// The state names (and `phase`) some effects set.
    func targetNames(_ effects: [Effect]) -> Set<String> {
        Set(
            effects.map { effect in
                switch effect {
                case .assign(let assignment): return String(Self.splitRoot(assignment.target.value).root)
                case .enterPhase: return "phase"
                }
            })
    }

    /// The state, derived values and phase a guard reads, captured as `…Before` before the action.
    func guardCaptures(_ names: Set<String>) -> [TestStep] {
        capturable.compactMap { entry in
            guard names.contains(entry.name) else { return nil }
            let path = Naming.swift(entry.name)
            let statePath = self.names.actionsPrefix(entry.name) + path
            return .capture(Capture(name: Naming.swift(entry.name + "Before"), path: path, statePath: statePath))
        }
    }

    /// The guard's expression over the `…Before` captures (inputs are the test's locals already).
    func guardFormula(_ source: String) -> String {
        let readable = Set(capturable.map(\.name))
        return SwiftExpressionScanner.rewrite(source) { token in
            token.kind == .use && readable.contains(token.name) ? Naming.swift(token.name + "Before") : nil
        }
    }

    func unchangedCaptures(except busy: String?) -> [TestStep] {
        capturable.compactMap { $0.isWholeState && $0.name != busy ? $0.step : nil }
    }

    /// Expectations that every state property and the phase kept its captured value (the busy flag: false).
    func unchangedExpectations(except busy: String?) -> [TestStep] {
        wholeState.indices.map { keptAssertion(at: $0, busy: busy) }
    }

    /// That `wholeState[position]` kept its captured value (the busy flag: that it is false again).
    private func keptAssertion(at position: Int, busy: String?) -> TestStep {
        let name = wholeState[position]
        return name == busy ? assertion(path: Naming.swift(name), .isFalse) : keptValueAssertions[position]
    }

    func setTest(_ action: Action) -> TestCaseContext {
        var steps = parameterLines(action)
        steps.insert(contentsOf: mockLines + inputLines, at: 0)
        // A `set` that enters a phase starts from another one, so entering it shows.
        let entered = action.set.compactMap { effect -> String? in
            if case .enterPhase(let phase, _) = effect { return phase.value } else { return nil }
        }
        let otherPhase =
            entered.isEmpty
            ? nil
            : screen.phases.first { !entered.contains($0.name.value) }.map {
                ScreenContext.PhaseCase($0, isInitial: false, samples: samples).sample
            }
        let stored = storedBoolParams(action, in: action.set)
        let start = storedParamStart(start(differingFrom: action.set, guardedBy: action.skipIf), stored)
        steps.append(makeScreen(state: start, phase: otherPhase))
        steps += outcomeSteps(AssignedValues.inOrder(action.set), busy: nil, perform: perform(action))
        steps += flippedParamSteps(action, stored)
        return TestCaseContext(
            name: testName(action, "set_appliesAssignments"),
            summary: "`\(action.name.value)` applies its assignments.", kind: "set", steps: steps)
    }

    /// `skipIf` tests of a `set` action: it does nothing where its guard holds, and assigns where not.
    func setGuardTests(_ action: Action) -> [TestCaseContext] {
        let arrange = mockLines + inputLines + parameterLines(action)
        let runs = outcomeSteps(action.set, busy: nil, perform: perform(action))
        return guardTests(action, arrange: arrange, runs: runs, doesNothing: nil)
    }
}

/// Fixed lines of the tests that suspend a dependency call, made once.
enum CallLines {
    static let declareCall = TestStep.line("let call = SuspendedCall()")
    static let suspend = TestStep.line("    await call.suspend()")
    static let checkCancellation = TestStep.line("    try Task.checkCancellation()")
    static let closeBrace = TestStep.line("}")
    static let waitUntilStarted = TestStep.line("await call.waitUntilStarted()")
    static let cancelTask = TestStep.line("task.cancel()")
    static let release = TestStep.line("call.release()")
    static let awaitTask = TestStep.line("await task.value")
    static let awaitFirst = TestStep.line("await first.value")

    /// A held call's steps: `start` (the action performed in a task) waits until its call has started,
    /// `whileHeld` runs meanwhile, then the call is released (the task cancelled first when `cancelling`)
    /// and `awaiting` waits for the task.
    static func held(
        _ start: TestStep, whileHeld: [TestStep], cancelling: Bool = false, awaiting: TestStep = awaitTask
    ) -> [TestStep] {
        [.blankLine, start, waitUntilStarted] + whileHeld + (cancelling ? [cancelTask] : []) + [release, awaiting]
    }
}
