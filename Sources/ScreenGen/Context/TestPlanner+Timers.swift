import ScreenSpec

extension TestPlanner {
    /// Per timer (`trigger: { every: 1s, while: isRunning }`): with its condition true, advancing the test
    /// clock by one interval performs the action once (its effects, nothing else), and the timer sleeps
    /// again (`TestClock.advance` fails the test otherwise); with the condition false, nothing changes.
    /// Time is the test clock's: nothing sleeps in real time.
    func timerTests(_ action: Action, timer: ScreenSpec.Timer) -> [TestCaseContext] {
        let context = TimerContext(timer, action: action.name.value)
        let condition = timer.condition.value
        var effects = action.set.map { Effect.assign($0) }
        var arrange = mockLines
        if let call = action.call, let method = samples.declarations.method(of: call) {
            effects = action.success
            let names = MethodNames(method, of: call.dependency.value)
            let mock = Naming.swift(names.dependency.variable)
            if let returns = method.returns, returns.swift != "Void" {
                let sample = slots.result(call, method) ?? samples.expression(for: returns, .distinct)
                arrange += [
                    .line("let result: \(returns.swift) = \(sample)"), .line("\(mock).\(names.mockResult) = result"),
                ]
            } else {
                arrange.append(.line("\(mock).\(names.mockResult) = ()"))
            }
        }
        arrange += inputLines
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
