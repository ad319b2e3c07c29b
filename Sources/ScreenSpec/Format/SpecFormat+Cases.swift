extension SpecFormat {
    /// `success`, `failure`, `set`: effects, or a list of cases (`- if: cond` / `then: effects`, and a last
    /// `- else: effects`). A list cannot be read as effects, so the case keys never meet property names.
    static let conditionalEffects = ValueShape.either([effects, .list(.object(effectCase))])

    public static let effectCase = ObjectDescription(
        name: "EffectCase", noun: "a case of effects",
        doc:
            "One case of effects written as a list: `{ if: condition, then: effects }`, or, last, `{ else: effects }`. The first case whose condition holds is applied.",
        keys: [
            KeyDescription(
                "if", .expression,
                doc: "Swift condition over state, input and, in `success`, `$result` (`$result.isEmpty`)."),
            KeyDescription("then", effects, doc: "The effects applied when the condition holds."),
            KeyDescription("else", effects, doc: "The last item only: the effects applied when no condition holds."),
        ])
}
