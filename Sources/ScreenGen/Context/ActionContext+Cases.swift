import ScreenSpec

extension ActionContext.Statement {
    /// Effects with cases (`- if: … then: …`, `- else: …`) as one `if … { } else if … { } else { }`
    /// statement; without cases, one statement per effect. The lines after the first are indented for
    /// where the built-in templates print effects (`LineWrapping.inDo`, `.inBody`), as call arguments are.
    static func effects(
        _ otherwise: [Effect], cases: [EffectCase], indent: Int, expressions: ScreenExpressions
    ) -> [Self] {
        let plain = otherwise.map { Self($0, expressions: expressions) }
        guard !cases.isEmpty else { return plain }
        let outer = String(repeating: " ", count: indent)
        let inner = outer + "    "
        var swift = ""
        var inState = ""
        for (index, effectCase) in cases.enumerated() {
            let condition = expressions.expression(effectCase.condition.source)
            let opening = index == 0 ? "if " : "\(outer)} else if "
            swift += opening + condition.swift + " {\n"
            inState += opening + condition.inState + " {\n"
            for statement in effectCase.effects.map({ Self($0, expressions: expressions) }) {
                swift += inner + statement.swift + "\n"
                inState += inner + statement.inState + "\n"
            }
        }
        if !plain.isEmpty {
            swift += "\(outer)} else {\n"
            inState += "\(outer)} else {\n"
            for statement in plain {
                swift += inner + statement.swift + "\n"
                inState += inner + statement.inState + "\n"
            }
        }
        return [Self(swift: swift + outer + "}", inState: inState + outer + "}")]
    }
}

extension ActionContext {
    /// Whether every way through the effects enters a phase (then the phase before the call is not put back).
    static func alwaysEntersPhase(_ otherwise: [Effect], cases: [EffectCase]) -> Bool {
        let entersPhase = { (effects: [Effect]) in
            effects.contains { if case .enterPhase = $0 { return true } else { return false } }
        }
        return entersPhase(otherwise) && cases.allSatisfy { entersPhase($0.effects) }
    }
}
