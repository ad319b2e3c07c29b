import ScreenSpec

extension TestPlanner {
    func callTests(_ action: Action, call: Call, method: Method) -> [TestCaseContext] {
        let names = MethodNames(method, of: call.dependency.value)
        let mock = Naming.swift(names.dependency.variable)
        let base = method.name.value
        let returnsValue = method.returns != nil && method.returns?.swift != "Void"
        let sample = method.returns.map { samples.expression(for: $0, .distinct) }
        let stubResult: [TestStep] =
            returnsValue
            ? [
                .line("let result: \(method.returns!.swift) = \(sample!)"),
                .line("\(mock).\(names.mockResult) = result"),
            ]
            : [.line("\(mock).\(names.mockResult) = ()")]
        let ignored = method.params.isEmpty ? "" : " " + method.params.map { _ in "_" }.joined(separator: ", ") + " in"
        let handlerStart: [TestStep] = [
            CallLines.declareCall, .line("\(mock).\(names.mockHandler) = {\(ignored)"), CallLines.suspend,
        ]
        let handlerEnd: [TestStep] = (returnsValue ? [.line("    return \(sample!)")] : []) + [CallLines.closeBrace]
        func suspendingHandler(checkCancellation: Bool) -> [TestStep] {
            handlerStart + (checkCancellation ? [CallLines.checkCancellation] : []) + handlerEnd
        }
        let arrange = mockLines
        let locals = inputLines + parameterLines(action)
        // Every test of the action starts from its `skipIf` names; most add nothing to them. The steps
        // its tests repeat are made once, so the tests share their template values.
        let skipNames = skipNames(action)
        let plainStart = distinctStart(for: [], skipNames: skipNames)
        let makePlain = makeScreen(state: plainStart)
        let performAction = perform(action)
        let performInTask = perform(action, in: "task")
        let calledOnce = TestStep.line("XCTAssertEqual(\(mock).\(names.mockCallCount), 1)")
        var tests: [TestCaseContext] = []

        // success
        do {
            let used = usedNames(action.success)
            var steps = arrange + stubResult + locals
            steps.append(makeScreen(state: distinctStart(for: used, skipNames: skipNames)))
            steps += action.success.isEmpty ? unchangedCaptures(except: action.busy?.value) : captures(of: used)
            steps += [.blankLine, performAction, .blankLine]
            steps +=
                action.success.isEmpty
                ? unchangedExpectations(except: action.busy?.value) : expectations(for: action.success)
            tests.append(
                TestCaseContext(
                    name: testName(action, "success_appliesSuccessEffects"),
                    summary: "When \(base) succeeds, `\(action.name.value)` applies its success effects.",
                    kind: "success", steps: steps))
        }

        // failure
        if method.isThrowing {
            let used = usedNames(action.failure)
            var steps = arrange
            steps += [
                .line("let error = StubError(\(SwiftText.stringLiteral(base + " failed")))"),
                .line("\(mock).\(names.mockError) = error"),
            ]
            steps += locals
            steps.append(makeScreen(state: distinctStart(for: used, skipNames: skipNames)))
            steps += action.failure.isEmpty ? unchangedCaptures(except: action.busy?.value) : captures(of: used)
            steps += [.blankLine, performAction, .blankLine]
            steps +=
                action.failure.isEmpty
                ? unchangedExpectations(except: action.busy?.value) : expectations(for: action.failure)
            tests.append(
                TestCaseContext(
                    name: testName(action, "failure_appliesFailureEffects"),
                    summary: "When \(base) throws, `\(action.name.value)` applies its failure effects.",
                    kind: "failure", steps: steps))
        }

        // cancellation
        if method.isThrowing && method.isAsync {
            var steps = arrange + suspendingHandler(checkCancellation: true) + locals
            steps.append(makePlain)
            steps += unchangedCaptures(except: nil)
            steps += [.blankLine, performInTask]
            steps += [CallLines.waitUntilStarted, CallLines.cancelTask, CallLines.release, CallLines.awaitTask]
            steps.append(.blankLine)
            steps += unchangedExpectations(except: nil)
            tests.append(
                TestCaseContext(
                    name: testName(action, "cancellation_reportsNoError"),
                    summary: "A cancelled \(base) changes nothing: the busy state is undone and no error is shown.",
                    kind: "cancellation", steps: steps))
        }

        // busy flag / start phase while the call runs
        if method.isAsync, let busy = action.busy {
            let flag = Naming.swift(busy.value)
            var steps = arrange + suspendingHandler(checkCancellation: false) + locals
            steps.append(makePlain)
            steps += [.blankLine, performInTask, CallLines.waitUntilStarted]
            steps.append(assertion(path: flag, .isTrue))
            steps += [CallLines.release, CallLines.awaitTask, .blankLine]
            steps.append(assertion(path: flag, .isFalse))
            tests.append(
                TestCaseContext(
                    name: testName(action, "busyFlag_isTrueDuringCallAndFalseAfter"),
                    summary: "`\(busy.value)` holds while \(base) runs, and not after.", kind: "busyFlag", steps: steps)
            )
        } else if method.isAsync, let start = action.start {
            let startCase = "." + Naming.swift(start.value)
            let other = screen.phases.first { $0.name.value != start.value }
            let otherSample = other.map { ScreenContext.PhaseCase($0, isInitial: false, samples: samples).sample }
            var steps = arrange + suspendingHandler(checkCancellation: false) + locals
            steps.append(makeScreen(state: plainStart, phase: otherSample))
            steps += [.blankLine, performInTask, CallLines.waitUntilStarted]
            steps.append(assertion(path: "phase", .equal(startCase)))
            steps += [CallLines.release, CallLines.awaitTask, .blankLine]
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
            var steps = arrange + stubResult + locals
            steps.append(makePlain)
            steps += captures(of: used)
            steps += [.blankLine, performAction, .blankLine]
            steps.append(calledOnce)
            let received =
                call.arguments.count == 1
                ? ["\(mock).\(names.mockReceived)"]
                : call.arguments.map { "\(mock).\(names.mockReceived)?.\(Naming.swift($0.name.value))" }
            for (argument, receivedPath) in zip(call.arguments, received) {
                let value = expressions.expression(argument.value.source)
                steps.append(.line("XCTAssertEqual(\(receivedPath), \(value.swift))"))
            }
            tests.append(
                TestCaseContext(
                    name: testName(action, "callsDependencyOnceWithArguments"),
                    summary:
                        "`\(action.name.value)` calls \(call.dependency.value).\(base) once, with the right arguments.",
                    kind: "callsOnce", steps: steps))
        }

        // skipIf
        if let skipIf = action.skipIf {
            let readsBusyState =
                (action.busy.map { skipNames.contains($0.value) } ?? false)
                || (action.start != nil && skipNames.contains("phase"))
            var steps = arrange
            if readsBusyState && method.isAsync {
                steps += suspendingHandler(checkCancellation: false) + locals
                steps.append(makePlain)
                steps += [.blankLine, perform(action, in: "first"), CallLines.waitUntilStarted, performAction]
                steps += [CallLines.release, CallLines.awaitFirst, .blankLine]
            } else {
                steps += stubResult + locals
                steps.append(makePlain)
                steps += [.blankLine, performAction, performAction, .blankLine]
            }
            steps.append(calledOnce)
            tests.append(
                TestCaseContext(
                    name: testName(action, "skipIf_preventsSecondCall"),
                    summary: "While `\(skipIf.source)` holds, `\(action.name.value)` does not call \(base) again.",
                    kind: "skipIf", steps: steps))
        }
        return tests
    }

    func unchangedCaptures(except busy: String?) -> [TestStep] {
        capturable.compactMap { $0.isWholeState && $0.name != busy ? $0.step : nil }
    }

    /// Expectations that every state property and the phase kept its captured value (the busy flag: false).
    func unchangedExpectations(except busy: String?) -> [TestStep] {
        wholeState.map { name in
            let swiftName = Naming.swift(name)
            return name == busy ? assertion(path: swiftName, .isFalse) : assertion(path: swiftName, .equal(swiftName))
        }
    }

    func setTest(_ action: Action) -> TestCaseContext {
        let used = SwiftExpressionScanner.usedNames(in: action.set.map(\.value.source).joined(separator: "\n"))
        var steps = parameterLines(action)
        steps.insert(contentsOf: mockLines + inputLines, at: 0)
        steps.append(makeScreen(state: distinctStart(for: used, action: action)))
        steps += captures(of: used)
        steps += [.blankLine, perform(action), .blankLine]
        steps += expectations(for: action.set.map { .assign($0) })
        return TestCaseContext(
            name: testName(action, "set_appliesAssignments"),
            summary: "`\(action.name.value)` applies its assignments.", kind: "set", steps: steps)
    }
}

/// Fixed lines of the tests that suspend a dependency call, made once.
private enum CallLines {
    static let declareCall = TestStep.line("let call = SuspendedCall()")
    static let suspend = TestStep.line("    await call.suspend()")
    static let checkCancellation = TestStep.line("    try Task.checkCancellation()")
    static let closeBrace = TestStep.line("}")
    static let waitUntilStarted = TestStep.line("await call.waitUntilStarted()")
    static let cancelTask = TestStep.line("task.cancel()")
    static let release = TestStep.line("call.release()")
    static let awaitTask = TestStep.line("await task.value")
    static let awaitFirst = TestStep.line("await first.value")
}
