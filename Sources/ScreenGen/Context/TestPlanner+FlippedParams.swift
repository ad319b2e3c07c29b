import ScreenSpec

extension TestPlanner {
    /// A `Bool` state property an action sets to one of its `Bool` params, whole: `isStarred: starred`.
    struct StoredBoolParam {
        var target: String
        var param: String
    }

    /// The `Bool` params `effects` (the action's `set` or `success`) store whole in `Bool` state properties.
    ///
    /// One sample per param cannot tell `isStarred = starred` from `isStarred.toggle()`, from `isStarred = true`
    /// or from no assignment at all, whatever the start: from `isStarred == starred` toggling shows and
    /// forgetting does not, from the opposite the reverse, and a constant passes whichever value the sample
    /// is. So the test starts each such property at its param (`storedParamStart`) and then performs the
    /// action again with those params flipped (`flippedParamSteps`): every one of those mistakes fails one of
    /// the two checks. Left out: properties the guard reads, directly or through derived values (the guard's
    /// tests choose those), busy flags, actions whose guard reads anything the effects assign (the second
    /// perform would be turned away), and actions whose effects are rewritten before they run (cases, an
    /// optimistic update, a page).
    func storedBoolParams(_ action: Action, in effects: [Effect]) -> [StoredBoolParam] {
        // The cheap question first: most actions have no Bool param (this is asked of every call action).
        let boolParams = Set(action.params.filter { $0.type.swift == "Bool" }.map(\.name.value))
        guard !boolParams.isEmpty, action.cases.isEmpty, action.optimistic == nil, action.page == nil else { return [] }
        let guarded = skipNames(action)
        guard guarded.isDisjoint(with: targetNames(effects)) else { return [] }
        var stored: [StoredBoolParam] = []
        for case .assign(let assignment) in effects {
            let target = assignment.target.value
            // A keyword-named param is written in backticks (`` `default` ``).
            let value = assignment.value.source.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: ["`"])
            guard boolParams.contains(value), !guarded.contains(target), !busyFlags.contains(target),
                screen.stateProperty(named: target)?.type.swift == "Bool",
                !stored.contains(where: { $0.target == target })
            else { continue }
            stored.append(StoredBoolParam(target: target, param: value))
        }
        return stored
    }

    /// Where a failure or cancellation test starts: each property a success stores a param in (`stored`) at the
    /// param's opposite, so that storing it before the call (and not rolling it back) shows.
    func startAwayFromSuccess(_ stored: [StoredBoolParam]) -> [(name: String, value: String)] {
        fullStart + stored.map { ($0.target, "!" + Naming.swift($0.param)) }
    }

    /// `start` with each stored property at its param's value (the test's local of that name).
    func storedParamStart(
        _ start: [(name: String, value: String)], _ stored: [StoredBoolParam]
    ) -> [(name: String, value: String)] {
        start + stored.map { ($0.target, Naming.swift($0.param)) }  // the last value given wins
    }

    /// The action performed again with the stored params flipped, and each stored property checked.
    func flippedParamSteps(_ action: Action, _ stored: [StoredBoolParam]) -> [TestStep] {
        guard !stored.isEmpty else { return [] }
        let flipped = Dictionary(
            stored.map { ($0.param, "!" + Naming.swift($0.param)) }, uniquingKeysWith: { a, _ in a })
        // From the flag's own value, and again flipped: toggling fails the first check, ignoring it the second.
        return [
            .blankLine, .line("// The flag flipped: an action that ignores it fails here, one that toggles above."),
            perform(action, passing: flipped), .blankLine,
        ] + stored.map { assertion(path: Naming.swift($0.target), .equal("!" + Naming.swift($0.param))) }
    }
}
