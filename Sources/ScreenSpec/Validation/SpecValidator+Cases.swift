import Diagnostics

extension SpecValidator {
    /// The effects of each case are checked as any effects; a condition is Swift, read as written.
    mutating func checkCases(of action: Action, in screen: Screen, names: ScreenNames) {
        for effectCase in action.cases.success + action.cases.failure + action.cases.set {
            for effect in effectCase.effects { checkEffect(effect, in: screen, names: names) }
        }
        checkCaseStarts(of: action, in: screen)
    }

    /// A case whose condition the generated tests cannot reach (`CaseStarts`: `$result == 0` on a `Decimal`)
    /// gets no test of its own; unless a scenario performs the action, nothing runs its effects, so the spec is
    /// asked for one (as for a guard, `checkGuards`).
    private mutating func checkCaseStarts(of action: Action, in screen: Screen) {
        let performed = screen.scenarios.contains { scenario in
            scenario.steps.contains { $0.when.action.value == action.name.value }
        }
        guard !performed else { return }
        let result = action.call.flatMap { declarations.method(of: $0) }?.returns.flatMap {
            $0.swift == "Void" ? nil : $0
        }
        for (cases, result) in [(action.cases.success, result), (action.cases.failure, nil), (action.cases.set, nil)]
        where !cases.isEmpty {
            let starts = CaseStarts.of(cases.map(\.condition), result: result, in: screen, declarations: declarations)
            for (effectCase, start) in zip(cases, starts) where start == nil {
                problems.report(
                    .caseNeedsScenario(action: action.name.value, condition: effectCase.condition.source),
                    at: effectCase.condition.mark)
            }
        }
    }
}
