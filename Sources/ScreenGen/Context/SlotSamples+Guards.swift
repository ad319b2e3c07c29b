import ScreenSpec

extension SlotSamples {
    /// Moves state samples to the side of each action's `skipIf` where the action runs.
    ///
    /// Action tests start from the samples and expect the action to run; a validation the samples fail
    /// (`email.contains("@")` against `"email-3"`) would make every one of them fail, for a reason that
    /// is the generator's, not the code's. Where `GuardStates` reads the guard and it holds on the
    /// samples, the properties it reads take the values of its "does not hold" state instead. A
    /// guard beyond `GuardStates` is left as it is (its tests follow whatever it says, and `lint` asks
    /// for a scenario).
    mutating func passGuards(of screen: Screen) {
        for action in screen.actions {
            for (name, value) in runningState(for: action, in: screen) { setState(name, value) }
        }
    }

    /// The state samples to change so that `action`'s `skipIf` does not hold: none when it does not hold on
    /// the samples already (or `GuardStates` cannot read it). The screen's samples serve every action, and
    /// two guards may want a property each way (`skipIf: announced` and `skipIf: "!announced"`): each
    /// action's tests start from the samples with its own guard's changes (`TestPlanner.starting(for:)`).
    func runningState(for action: Action, in screen: Screen) -> [(name: String, value: String)] {
        guard let states = GuardStates(for: action, in: screen) else { return [] }
        var now: [String: GuardStates.Value] = [:]
        for name in states.properties {
            guard let property = screen.stateProperty(named: name), let sample = state(name) else { continue }
            now[name] = Self.guardValue(of: sample, type: property.type)
        }
        guard states.holds(on: now) else { return [] }
        return states.doesNotHold.compactMap { name, value in
            // A value that must be non-nil or non-empty is the property's own sample, not where another guard
            // moved it (`nil` after `skipIf: "updated != nil"` for a `skipIf: "updated == nil"`).
            guard let property = screen.stateProperty(named: name), let sample = ownSample(ofState: name) else {
                return nil
            }
            return (name, TestPlanner.swift(value, type: property.type.swift, sample: sample))
        }
    }

    /// What a guard's terms see in a sample: the forms `SampleValues.slotExpression` writes.
    private static func guardValue(of sample: String, type: TypeRef) -> GuardStates.Value? {
        if type.isOptional { return sample == "nil" ? GuardStates.Value.none : .some }
        switch type.swift {
        case "Bool": return .boolean(sample == "true")
        case "Int": return Int(sample).map { .integer($0) }
        case "String":
            guard sample.count >= 2, sample.hasPrefix("\""), sample.hasSuffix("\""), !sample.contains("\\") else {
                return nil
            }
            return .text(String(sample.dropFirst().dropLast()))
        default: return sample == "[]" || sample == "[:]" ? .empty : .nonEmpty
        }
    }
}
