import Diagnostics

extension SpecValidator {
    /// `$result`, `$error` and `$message` name what a call returned or threw, so they exist only in the
    /// effects that follow a call (and `$result` in `onResult`). In an action without a call
    /// (`select: { set: { chosen: $result } }`) the generated code read a `result` that is the screen's
    /// dismissal result or nothing at all, and failed to compile; it is reported at the expression.
    mutating func checkCallPlaceholders(of screen: Screen) {
        for action in screen.actions where action.call == nil && action.steps.isEmpty {
            var expressions = action.cases.set.map(\.condition)
            for effect in action.set + action.cases.set.flatMap(\.effects) {
                switch effect {
                case .assign(let assignment): expressions.append(assignment.value)
                case .enterPhase(_, let values): expressions += values.map(\.value)
                }
            }
            if let result = action.dismiss?.result { expressions.append(result) }
            expressions += action.navigate?.arguments.map(\.value) ?? []
            for expression in expressions {
                for name in Self.callPlaceholders(in: expression.source) {
                    problems.report(.callPlaceholderWithoutCall(name, action: action.name.value), at: expression.mark)
                }
            }
        }
    }

    /// `$result`, `$error`, `$message` in the text, in the order written, each once.
    static func callPlaceholders(in source: String) -> [String] {
        var found: [String] = []
        for name in ["$result", "$error", "$message"] where source.contains(name) {
            // `$resultCount` is not `$result`.
            let rest = source.split(separator: name, omittingEmptySubsequences: false).dropFirst()
            if rest.contains(where: { !($0.first.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false) }) {
                found.append(name)
            }
        }
        return found
    }
}
