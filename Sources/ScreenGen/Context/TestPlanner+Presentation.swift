import ScreenSpec

extension TestPlanner {
    /// Per alert: it is presented while its state holds a value, and dismissing it clears that state and
    /// nothing else.
    func alertTests() -> [TestCaseContext] {
        screen.alerts.map { alert in
            let when = alert.when.value
            let swiftWhen = Naming.swift(when)
            let kept = wholeState.filter { $0 != when }
            var steps = mockLines + inputLines
            // Every state property at its sample: `when` holds a value, so the alert is presented.
            steps.append(makeScreen(state: fullStart))
            steps += captures(of: Set(kept))
            steps.append(assertion(path: swiftWhen, .notNil))
            steps += [
                .blankLine,
                .perform(
                    Perform(
                        invocation: Naming.swift(PresentationNames.dismissAlert(alert.name.value)) + "()",
                        awaitPrefix: "", task: nil)),
                .blankLine,
            ]
            steps.append(assertion(path: swiftWhen, .isNil))
            steps += kept.map { assertion(path: Naming.swift($0), .equal(Naming.swift($0))) }
            return TestCaseContext(
                name: TestNames.alert(alert.name.value, "dismiss_clearsState"),
                summary:
                    "Alert `\(alert.name.value)` shows while `\(when)` is set; dismissing it sets it to nil, nothing else.",
                kind: "alert", steps: steps)
        }
    }

    /// Per action with `confirm:`: performing it presents the confirmation and runs nothing; confirming
    /// runs it; cancelling changes nothing; while its guard holds, asking presents nothing. Each starts
    /// where the action's guard lets it run (`starting(for:)`), as the action's own tests do: from a start
    /// where it holds, confirming would run nothing and the tests would fail on correct code.
    func confirmationTests() -> [TestCaseContext] {
        screen.actions.flatMap { action -> [TestCaseContext] in
            action.confirm == nil ? [] : starting(for: action).confirmationTests(action)
        }
    }

    /// Asking to perform a confirmed action: the member that presents its confirmation.
    func ask(_ action: Action) -> TestStep {
        .perform(Perform(invocation: Naming.swift(action.name.value) + "()", awaitPrefix: "", task: nil))
    }

    private func confirmationTests(_ action: Action) -> [TestCaseContext] {
        let name = action.name.value
        let flag = Naming.swift(PresentationNames.confirmingFlag(name))
        let call = action.call.flatMap { call in
            samples.declarations.method(of: call).map { (call, $0) }
        }
        let callCount = call.map { call, method in
            "\(Naming.swift(MethodNames(method, of: call.dependency.value).dependency.variable))."
                + MethodNames(method, of: call.dependency.value).mockCallCount
        }
        let ask = ask(action)
        let cancel = TestStep.perform(
            Perform(invocation: Naming.swift(PresentationNames.cancel(name)) + "()", awaitPrefix: "", task: nil))
        let unchanged = wholeState.map { assertion(path: Naming.swift($0), .equal(Naming.swift($0))) }
        let ranNothing = (callCount.map { [TestStep.check($0, equals: "0")] } ?? []) + notNavigated(action)
        let arrange =
            mockLines + stepStubs(action) + stubbedCall(call) + inputLines + [makeScreen(state: fullStart)]

        // Asking: the dialog is presented; nothing runs, nothing else changes.
        var asks = arrange + unchangedCaptures(except: nil)
        asks += [assertion(path: flag, .isFalse), .blankLine, ask, .blankLine, assertion(path: flag, .isTrue)]
        asks += ranNothing + unchanged

        // Confirming: the dialog goes away and the behaviour runs: a call once; assignments and
        // navigation as an unconfirmed action's own test checks them, nothing else changing.
        var confirms = arrange
        if let callCount {
            confirms += [.blankLine, ask, perform(action), .blankLine, assertion(path: flag, .isFalse)]
            confirms.append(.check(callCount, equals: "1"))
        } else {
            confirms += [.blankLine, ask]
            confirms += outcomeSteps(Self.effects(of: action), busy: nil, perform: perform(action))
            confirms.append(assertion(path: flag, .isFalse))
        }

        // Cancelling: the dialog goes away, and everything is as before asking.
        var cancels = arrange + unchangedCaptures(except: nil)
        cancels += [.blankLine, ask, cancel, .blankLine, assertion(path: flag, .isFalse)]
        cancels += ranNothing + unchanged

        // While the guard holds (a state `GuardStates` finds), asking presents nothing: nothing would run.
        var guarded: [TestCaseContext] = []
        if let skipIf = action.skipIf, let states = GuardStates(for: action, in: screen) {
            var holds = mockLines + stepStubs(action) + stubbedCall(call) + inputLines
            holds.append(makeScreen(state: start(with: states.holds)))
            holds += guardCaptures(SwiftExpressionScanner.usedNames(in: skipIf.source))
            holds.append(
                .check(guardFormula(skipIf.source), equals: "true", label: SwiftText.stringLiteral(skipIf.source)))
            holds += unchangedCaptures(except: nil)
            holds += [.blankLine, ask, .blankLine, assertion(path: flag, .isFalse)]
            holds += ranNothing + unchanged
            guarded.append(
                TestCaseContext(
                    name: TestNames.action(name, "confirmation_asksNothingWhileGuardHolds"),
                    summary: "While `\(skipIf.source)` holds, `\(name)` presents no confirmation.",
                    kind: "confirmation", steps: holds))
        }

        return [
            TestCaseContext(
                name: TestNames.action(name, "confirmation_presentsAndRunsNothing"),
                summary: "`\(name)` asks first: it presents its confirmation and changes nothing else.",
                kind: "confirmation", steps: asks),
            TestCaseContext(
                name: TestNames.action(name, "confirmation_confirmRuns"),
                summary: "Confirming `\(name)` dismisses the confirmation and runs the action.",
                kind: "confirmation", steps: confirms),
            TestCaseContext(
                name: TestNames.action(name, "confirmation_cancelChangesNothing"),
                summary: "Cancelling `\(name)` dismisses the confirmation and changes nothing.",
                kind: "confirmation", steps: cancels),
        ] + guarded
    }

    /// What an action without a call does: its assignments, the screen it opens, its dismissal.
    private static func effects(of action: Action) -> [Effect] {
        action.set + (action.navigate.map { [NavigationEffects.effect($0)] } ?? [])
            + (action.dismiss.map(NavigationEffects.effects) ?? [])
    }

    /// Asking or cancelling opens nothing and does not dismiss: what navigation sets keeps its start.
    private func notNavigated(_ action: Action) -> [TestStep] {
        var steps: [TestStep] = []
        if let navigation = action.navigate {
            let member = NavigationEffects.member(navigation.presentation)
            steps.append(assertion(path: member, navigation.presentation == .push ? .equal("[]") : .isNil))
        }
        if let dismissal = action.dismiss {
            if dismissal.result != nil { steps.append(assertion(path: "result", .isNil)) }
            steps.append(assertion(path: "isDismissed", .isFalse))
        }
        return steps
    }

    /// `then: { presented: … }`: an alert's state holds a value, or an action's confirmation is presented.
    /// On a screen that presents nothing by that name, `presented` is a member compared as written.
    func presentedAssertion(_ presented: String) -> TestStep {
        if let alert = screen.alerts.first(where: { $0.name.value == presented }) {
            return assertion(path: Naming.swift(alert.when.value), .notNil)
        }
        if let action = screen.action(named: presented), action.confirm != nil {
            return assertion(path: Naming.swift(PresentationNames.confirmingFlag(presented)), .isTrue)
        }
        return assertion(path: "presented", .equal(Naming.swift(presented)))
    }

    /// `then: { presented: nil }`: no alert and no confirmation is presented.
    func nothingPresented() -> [TestStep] {
        screen.alerts.map { assertion(path: Naming.swift($0.when.value), .isNil) }
            + screen.actions.compactMap { action in
                action.confirm.map { _ in
                    assertion(path: Naming.swift(PresentationNames.confirmingFlag(action.name.value)), .isFalse)
                }
            }
    }

    /// The call's mock answers at once (with a sample when it returns a value).
    private func stubbedCall(_ call: (Call, Method)?) -> [TestStep] {
        guard let (call, method) = call else { return [] }
        let names = MethodNames(method, of: call.dependency.value)
        let mock = Naming.swift(names.dependency.variable)
        guard let returns = method.returns, returns.swift != "Void" else {
            return [.line("\(mock).\(names.mockResult) = ()")]
        }
        let sample = slots.result(call, method) ?? samples.expression(for: returns, .distinct)
        return [.line("\(mock).\(names.mockResult) = \(sample)")]
    }
}
