import Diagnostics
import YAML

extension SpecDecoder {
    /// Effects as a mapping (no cases), or a list of cases: `- if: cond` with `then: effects`, and at most
    /// one `- else: effects`, last. Returns the `else` effects (or the mapping's) and the cases.
    mutating func decodeEffectCases(_ node: Node?, phases: [Phase]) -> ([Effect], [EffectCase]) {
        guard let node, node.sequence != nil else { return (decodeEffects(node, phases: phases), []) }
        let items = reader.items(node, .object(SpecFormat.effectCase))
        var cases: [EffectCase] = []
        var otherwise: [Effect] = []
        var seenElse = false
        for (index, item) in items.enumerated() {
            guard let fields = reader.fields(item, SpecFormat.effectCase) else { continue }
            if let elseMark = fields.mark(of: "else") {
                if let mark = fields.mark(of: "if") ?? fields.mark(of: "then") {
                    reader.problems.report(.elseWithCondition, at: mark)
                } else if index != items.count - 1 || seenElse {
                    reader.problems.report(.elseNotLast, at: elseMark)
                }
                seenElse = true
                otherwise = decodeEffects(fields["else"], phases: phases)
                continue
            }
            guard let condition = reader.expression(fields["if"]) else {
                if fields.mark(of: "if") == nil { reader.problems.report(.caseNeedsIf, at: item.mark) }
                continue
            }
            if fields.mark(of: "then") == nil { reader.problems.report(.caseNeedsThen, at: item.mark) }
            cases.append(EffectCase(condition: condition, effects: decodeEffects(fields["then"], phases: phases)))
        }
        if items.isEmpty { reader.problems.report(.noCases, at: node.mark) }
        return (otherwise, cases)
    }
}
