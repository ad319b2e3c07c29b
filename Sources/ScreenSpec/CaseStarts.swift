/// The starts of the tests of effects with cases (`- if: … then: …`, `- else: …`): for each case, then for
/// `else`, the state values (and the call result's) under which that case runs and no earlier one does,
/// worked out as for a `skipIf` (`GuardStates`), with `$result` one more value the test chooses (the stubbed
/// result: `[]` for `$result.isEmpty`; a record result's fields one by one, `$result.messages.isEmpty`).
/// Nil where `GuardStates` cannot read the conditions. The test planner builds each case's test from them,
/// and the validator warns where a case gets none (`caseNeedsScenario`).
public enum CaseStarts {
    public struct Start: Sendable {
        public var state: [(name: String, value: GuardStates.Value)]
        public var result: GuardStates.Value?
        public var resultFields: [(field: Model.Field, value: GuardStates.Value)] = []
    }

    /// The name `$result` is read under while the conditions are worked out: a state property of the screen
    /// copy that `GuardStates` reads.
    private static let resultTerm = "resultOfTheCall"

    /// `conditions`: each case's, as the call leaves the state to them. `result`: the call's result type, for
    /// success cases.
    public static func of(
        _ conditions: [Expression], result: TypeRef?, in screen: Screen, declarations: SpecDeclarations
    ) -> [Start?] {
        guard let mark = conditions.first?.mark else { return [nil] }
        var reading = screen
        if let result {
            reading.state.append(StateProperty(name: Located(resultTerm, at: mark), type: result))
        }
        let fields: [Model.Field] =
            result.flatMap { declarations.model(named: $0.swift) }.flatMap { model in
                if case .record(let fields) = model.kind { fields } else { nil }
            } ?? []
        for field in fields {
            reading.state.append(
                StateProperty(name: Located(resultTerm + "_" + field.name.value, at: mark), type: field.type))
        }
        let read = conditions.map { condition in
            var source = replacingPath("$result", in: condition.source) { resultTerm }
            for field in fields {
                source = replacingPath(resultTerm + "." + field.name.value, in: source) {
                    resultTerm + "_" + field.name.value
                }
            }
            return "(" + source + ")"
        }
        return (0...read.count).map { index in
            let reaches = (index < read.count ? [read[index]] : []) + read[..<index].map { "!" + $0 }
            let probe = Action(
                name: Located("case", at: mark), skipIf: Expression(reaches.joined(separator: " && "), at: mark))
            guard let states = GuardStates(for: probe, in: reading) else { return nil }
            let isResult = { (name: String) in name == resultTerm || name.hasPrefix(resultTerm + "_") }
            return Start(
                state: states.holds.filter { !isResult($0.name) },
                result: states.holds.first { $0.name == resultTerm }?.value,
                resultFields: fields.compactMap { field in
                    states.holds.first { $0.name == resultTerm + "_" + field.name.value }.map { (field, $0.value) }
                })
        }
    }

    /// `source` with every `path` not followed by more of a name (`resultOfTheCall.messages`, not
    /// `resultOfTheCall.messagesCount`; `$result`, not `$resultCount`) replaced.
    private static func replacingPath(_ path: String, in source: String, with replacement: () -> String) -> String {
        var result = ""
        var rest = Substring(source)
        while let range = rest.range(of: path) {
            let next = rest[range.upperBound...].first
            let continues = next.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
            result += rest[..<range.lowerBound] + (continues ? String(rest[range]) : replacement())
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
