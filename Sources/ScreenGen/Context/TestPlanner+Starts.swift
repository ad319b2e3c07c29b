import ScreenSpec

extension TestPlanner {
    /// Where a `set` action's test starts: every state property at its sample (`fullStart`), except a
    /// `Bool` the action sets to `true` or `false`, which starts on the other side. A `Bool`'s sample is
    /// `true`, so `set: { isRunning: "true" }` would otherwise start where it ends and an action that
    /// forgets the assignment would pass. A property the action's `skipIf` reads keeps its sample: the
    /// guard's tests choose its values.
    func start(differingFrom effects: [Effect], guardedBy skipIf: Expression?) -> [(name: String, value: String)] {
        let guarded = skipIf.map { SwiftExpressionScanner.usedNames(in: $0.source) } ?? []
        var state = fullStart
        for case .assign(let assignment) in effects {
            let name = assignment.target.value
            let value = assignment.value.source.trimmingCharacters(in: .whitespaces)
            guard value == "true" || value == "false", !guarded.contains(name),
                screen.stateProperty(named: name)?.type.swift == "Bool"
            else { continue }
            state.append((name, value == "true" ? "false" : "true"))  // the last value given wins
        }
        return state
    }
}
