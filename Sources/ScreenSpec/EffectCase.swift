import Diagnostics

/// `- if: condition` with `then: effects`: one case of effects written as a list (`success`, `failure`,
/// `set`). The cases are tried in order; the first whose condition holds is applied, and when none
/// holds, the list's last item, `- else: effects`, is (decoded into the action's plain `success`,
/// `failure` or `set`, so that an action without cases is what it always was).
public struct EffectCase: Sendable, Hashable {
    /// Swift condition over state, input and (in `success`) `$result`.
    public var condition: Expression
    public var effects: [Effect]
    public init(condition: Expression, effects: [Effect]) {
        self.condition = condition
        self.effects = effects
    }
}

/// The cases of an action's effects lists, by the key they were written under.
public struct EffectCases: Sendable, Hashable {
    public var success: [EffectCase] = []
    public var failure: [EffectCase] = []
    public var set: [EffectCase] = []
    public init() {}

    public var isEmpty: Bool { success.isEmpty && failure.isEmpty && set.isEmpty }
}
