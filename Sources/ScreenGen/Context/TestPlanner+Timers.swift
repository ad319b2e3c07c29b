import ScreenSpec

extension TestPlanner {
    /// Per timer (`trigger: { every: 1s, while: isRunning }`): with its condition true, advancing the test
    /// clock by one interval performs the action once (its effects, nothing else), and the timer sleeps
    /// again (`TestClock.advance` fails the test otherwise); with the condition false, nothing changes.
    /// Time is the test clock's: nothing sleeps in real time.
    func timerTests(_ action: Action, timer: ScreenSpec.Timer) -> [TestCaseContext] {
        let context = TimerContext(timer, action: action.name.value)
        let condition = timer.condition.value
        let (arrange, effects, _) = performedLater(action)
        let run: [TestStep] = [
            .line("let timer = Task { await screen.\(context.methodName)() }"),
            .line("await clock.advance(by: \(context.interval))"),
            .line("timer.cancel()"),
            .line("await timer.value"),
        ]
        let running = makeScreen(state: fullStart + [(condition, "true")])
        let stopped = makeScreen(state: fullStart + [(condition, "false")])
        let performs = TestCaseContext(
            name: testName(action, "timer_performsActionEachInterval"),
            summary: "While `\(condition)` holds, `\(action.name.value)` runs every \(context.intervalText).",
            kind: "timer",
            steps: arrange + [running] + outcomeSteps(effects, busy: action.busy?.value, performing: run))
        let waits = TestCaseContext(
            name: testName(action, "timer_waitsWhileConditionIsFalse"),
            summary: "While `\(condition)` is false, the timer leaves `\(action.name.value)` alone.", kind: "timer",
            steps: arrange + [stopped] + unchangedCaptures(except: nil) + [.blankLine] + run + [.blankLine]
                + unchangedExpectations(except: nil))
        return [performs, waits]
    }
}

extension TestPlanner {
    /// Per debounced change trigger (`{ change: query, debounce: 300ms }`), as the view scaffold runs it:
    /// a change starts the debounced method, the next change (half an interval later) cancels it and starts
    /// another; one interval after that, the action has been performed once, with the last value, and its
    /// effects applied. A call is checked not to start before the interval is up.
    func debounceTest(_ action: Action, milliseconds: Int) -> TestCaseContext {
        let method = Naming.swift(TimerNames.debounced(action.name.value))
        let (arrange, effects, callCount) = performedLater(action)
        var earlier = ""
        var latest = ""
        if let param = action.params.first {
            let name = Naming.swift(param.name.value)
            let own = slots.parameter(action, param.name.value) ?? samples.expression(for: param.type, .distinct)
            let other =
                [.plain, .distinct].lazy.map { samples.expression(for: param.type, $0) }.first { $0 != own } ?? own
            earlier = "\(Naming.label(param.name.value)): \(other)"
            latest = "\(Naming.label(param.name.value)): \(name)"
        }
        var burst: [TestStep] = [
            .line("let first = Task { await screen.\(method)(\(earlier)) }"),
            .line("await clock.advance(by: \(TimerContext.duration(milliseconds: milliseconds / 2)))"),
        ]
        if let callCount { burst.append(.check(callCount, equals: "0")) }
        burst += [
            .line("first.cancel()"),
            .line("await first.value"),
        ]
        // The cancelled wait performed nothing: checked before the last change, whose own run (and guard) could
        // otherwise hide a wait that performs the action when it is cancelled.
        if let callCount { burst.append(.check(callCount, equals: "0")) }
        // One millisecond short of the interval the wait still sleeps: a shorter wait would wake here, and the
        // clock, waiting for it to sleep again, fails the test.
        burst += [
            .line("let last = Task { await screen.\(method)(\(latest)) }"),
            .line("await clock.advance(by: \(TimerContext.duration(milliseconds: milliseconds - 1)))"),
        ]
        if let callCount { burst.append(.check(callCount, equals: "0")) }
        burst += [
            .line("await clock.advance(by: \(TimerContext.duration(milliseconds: 1)), waitingForSleepAgain: false)"),
            // A longer wait would still sleep: a failure, not a test awaiting its task for ever.
            .line(
                "clock.expectNothingSleeps(\(SwiftText.stringLiteral("the action runs one interval after the last change")))"
            ),
            .line("await last.value"),
        ]
        if let callCount { burst.append(.check(callCount, equals: "1")) }
        // The last value reached the call (arguments read the action's params).
        if let call = action.call, let method = samples.declarations.method(of: call), !call.arguments.isEmpty {
            let names = MethodNames(method, of: call.dependency.value)
            let mock = Naming.swift(names.dependency.variable)
            for argument in call.arguments {
                let received =
                    call.arguments.count == 1
                    ? "\(mock).\(names.mockReceived)"
                    : "\(mock).\(names.mockReceived)?.\(Naming.swift(argument.name.value))"
                let expected = expressions.expression(argument.value.source).swift
                burst.append(.check(received, equals: expected, label: SwiftText.stringLiteral(argument.name.value)))
            }
        }
        let steps =
            arrange + parameterLines(action) + [makeScreen(state: fullStart)]
            + outcomeSteps(effects, busy: action.busy?.value, performing: burst)
        return TestCaseContext(
            name: testName(action, "debounce_performsOnceForABurstOfChanges"),
            summary: "A burst of changes performs `\(action.name.value)` once, with the last value.", kind: "debounce",
            steps: steps)
    }

    /// What tests of an action performed by a clock (a timer, a debounce) arrange: the mocks with the call's
    /// result stubbed, and the input; the effects to expect (a call's page and `success`, as a success test
    /// expects them: `successEffects`; else `set`); and the mock's call count, for a call.
    func performedLater(_ action: Action) -> (arrange: [TestStep], effects: [Effect], callCount: String?) {
        var arrange = mockLines + stepStubs(action)
        var effects = action.set
        var callCount: String?
        if let call = action.call, let method = samples.declarations.method(of: call) {
            effects = successEffects(action)
            let names = MethodNames(method, of: call.dependency.value)
            let mock = Naming.swift(names.dependency.variable)
            callCount = "\(mock).\(names.mockCallCount)"
            if let returns = method.returns, returns.swift != "Void" {
                let sample = slots.result(call, method) ?? samples.expression(for: returns, .distinct)
                arrange += [
                    .line("let result: \(returns.swift) = \(sample)"), .line("\(mock).\(names.mockResult) = result"),
                ]
            } else {
                arrange.append(.line("\(mock).\(names.mockResult) = ()"))
            }
        }
        return (arrange + inputLines, effects, callCount)
    }
}
