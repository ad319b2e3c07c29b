import Diagnostics

extension SpecValidator {
    /// The effects of each case are checked as any effects; a condition is Swift, read as written.
    mutating func checkCases(of action: Action, in screen: Screen, names: ScreenNames) {
        for effectCase in action.cases.success + action.cases.failure + action.cases.set {
            for effect in effectCase.effects { checkEffect(effect, in: screen, names: names) }
        }
    }
}
