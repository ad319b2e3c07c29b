import ScreenSpec

/// Values assigned before an expression runs, read in place of the properties they assigned, so that the
/// expression reads the state before them: after `messages = messages + [sending]`, `messages.count` reads
/// `(messages + [sending]).count`. A test captures the state once, before the action, and expects every
/// effect over it: the effects of one list run in order (`hits = $result; latest = hits.last`), a page
/// before `success`, an optimistic update before the call.
struct AssignedValues {
    private var values: [String: String] = [:]

    init() {}

    /// The assignments in order, each reading those before it.
    init(_ assignments: [Assignment]) {
        for assignment in assignments { values[assignment.target.value] = reading(assignment.value).source }
    }

    /// `expression` over the state before these assignments.
    func reading(_ expression: Expression) -> Expression {
        guard !values.isEmpty else { return expression }
        let source = SwiftExpressionScanner.rewrite(expression.source) { token in
            token.kind == .use ? values[token.name].map { Self.isPath($0) ? $0 : "(\($0))" } : nil
        }
        return Expression(source, at: expression.mark)
    }

    /// A name, or names joined by dots (`$result.messages`): read in place without parentheses.
    private static func isPath(_ value: String) -> Bool {
        !value.isEmpty && !value.hasPrefix(".") && !value.hasSuffix(".")
            && value.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "$" }
            && !(value.first?.isNumber ?? false)
    }

    /// Every value of `effects` over the state before these assignments.
    func reading(_ effects: [Effect]) -> [Effect] {
        guard !values.isEmpty else { return effects }
        return effects.map { effect in
            switch effect {
            case .assign(let assignment):
                return .assign(Assignment(target: assignment.target, value: reading(assignment.value)))
            case .enterPhase(let phase, let values):
                return .enterPhase(
                    phase: phase, values: values.map { Argument(name: $0.name, value: reading($0.value)) })
            }
        }
    }

    /// One list of effects as they run, one after another, each value over the state before the first.
    static func inOrder(_ effects: [Effect]) -> [Effect] {
        var assigned = AssignedValues()
        return effects.map { effect in
            let read = assigned.reading([effect])[0]
            if case .assign(let assignment) = read {
                assigned.values[assignment.target.value] = assignment.value.source
            }
            return read
        }
    }
}
