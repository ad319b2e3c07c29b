import ScreenSpec

extension TestPlanner {
    /// A `skipIf` on a `navigate` or `dismiss` action (`checkout` while the cart is empty, `save` while
    /// the form is invalid) is tested like a `set` action's: where the guard holds, nothing is presented
    /// or dismissed and the state keeps its values; where it does not, the action navigates. Without
    /// these tests the guard line could go and every generated test would still pass.
    func navigationGuardTests(_ action: Action) -> [TestCaseContext] {
        var effects: [Effect] = []
        if let navigation = action.navigate { effects.append(NavigationEffects.effect(navigation)) }
        if let dismissal = action.dismiss { effects += NavigationEffects.effects(dismissal) }
        let arrange = mockLines + inputLines + parameterLines(action)
        let runs = outcomeSteps(effects, busy: nil, perform: perform(action))
        var tests = guardTests(action, arrange: arrange, runs: runs, doesNothing: nil)
        guard !tests.isEmpty else { return [] }
        // The members the action would set keep their start: an empty path, no sheet, not dismissed.
        if let navigation = action.navigate {
            let member = NavigationEffects.member(navigation.presentation)
            tests[0].steps.append(assertion(path: member, navigation.presentation == .push ? .equal("[]") : .isNil))
        }
        if action.dismiss != nil {
            tests[0].steps.append(assertion(path: "isDismissed", .isFalse))
        }
        return tests
    }
}
