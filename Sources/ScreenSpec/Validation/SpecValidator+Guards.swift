extension SpecValidator {
    /// A `skipIf` on more than the action's own busy state is tested as a precondition from
    /// `GuardStates`; where those cannot be found and no scenario performs the action, nothing tests
    /// the guard, so the spec is asked for a scenario.
    mutating func checkGuards(of screen: Screen) {
        for action in screen.actions {
            // A guard on the action's own busy flag turns a second call away before the policy sees it: the
            // spec would say two things (`queue` it, and do nothing), and the policy's tests would fail.
            if let policy = action.concurrency, policy.value != .ignore, let busy = action.busy,
                let skipIf = action.skipIf, Self.names(readBy: skipIf.source, in: screen).contains(busy.value)
            {
                problems.report(
                    .busyGuardUnderConcurrency(flag: busy.value, policy: policy.value.rawValue), at: skipIf.mark)
            }
            // The cheaper test first: most guards read only the busy flag, and telling the guard's states
            // (`GuardStates`) is then not needed.
            guard let skipIf = action.skipIf, Self.readsMoreThanBusyState(action, in: screen),
                GuardStates(for: action, in: screen) == nil
            else { continue }
            let performed = screen.scenarios.contains { scenario in
                scenario.steps.contains { $0.when.action.value == action.name.value }
            }
            if !performed {
                problems.report(
                    .guardNeedsScenario(action: action.name.value, guard: skipIf.source), at: action.name.mark)
            }
        }
    }

    /// Whether the guard reads state, input or derived values (through the derived values it names)
    /// other than the action's busy flag and, for an action with a start phase, `phase`.
    static func readsMoreThanBusyState(_ action: Action, in screen: Screen) -> Bool {
        let busy: Set<String> = Set([action.busy?.value, action.start == nil ? nil : "phase"].compactMap { $0 })
        return names(readBy: action.skipIf?.source ?? "", in: screen).contains { word in
            !busy.contains(word)
                && (screen.stateProperty(named: word) != nil || screen.inputParameter(named: word) != nil
                    || word == "phase")
        }
    }

    /// The names `source` reads, and those the derived values among them read, transitively.
    static func names(readBy source: String, in screen: Screen) -> Set<String> {
        var pending = [source]
        var seen: Set<String> = []
        while let source = pending.popLast() {
            for word in words(in: source) where seen.insert(word).inserted {
                if let derived = screen.derivedValue(named: word) { pending.append(derived.value.source) }
            }
        }
        return seen
    }

    /// Identifier-like words not after a `.` (members are not names of the screen).
    private static func words(in source: String) -> [String] {
        var words: [String] = []
        var current = ""
        var afterDot = false
        for character in source + " " {
            if character.isLetter || character == "_" || (!current.isEmpty && character.isNumber) {
                current.append(character)
                continue
            }
            if !current.isEmpty && !afterDot { words.append(current) }
            if !current.isEmpty || character != " " { afterDot = character == "." }
            current = ""
        }
        return words
    }
}
