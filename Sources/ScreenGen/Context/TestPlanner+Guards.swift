import ScreenSpec

extension TestPlanner {
    /// A `skipIf` as a precondition, from the two states of `GuardStates` (the rest of the state at its
    /// samples): where the guard holds, the action changes nothing (`doesNothing` adds what else must
    /// not happen, such as a call); where it does not, the action runs (`runs`: perform and check). Each
    /// test first checks that the guard, read on the screen, says what the state was built for. No
    /// tests where there are no such states: the validator then asks for a scenario.
    func guardTests(_ action: Action, arrange: [TestStep], runs: [TestStep], doesNothing: TestStep?)
        -> [TestCaseContext]
    {
        guard let skipIf = action.skipIf, let states = GuardStates(for: action, in: screen) else { return [] }
        let guardTerms = SwiftExpressionScanner.usedNames(in: skipIf.source)
        let label = SwiftText.stringLiteral(skipIf.source)
        let formula = guardFormula(skipIf.source)
        let name = action.name.value

        var holds = arrange
        holds.append(makeScreen(state: start(with: states.holds)))
        holds += guardCaptures(guardTerms)
        holds.append(.check(formula, equals: "true", label: label))
        holds += unchangedCaptures(except: nil)
        holds += [.blankLine, perform(action), .blankLine]
        if let doesNothing { holds.append(doesNothing) }
        holds += unchangedExpectations(except: nil)

        var doesNotHold = arrange
        doesNotHold.append(makeScreen(state: start(with: states.doesNotHold)))
        doesNotHold += guardCaptures(guardTerms)
        doesNotHold.append(.check(formula, equals: "false", label: label))
        doesNotHold += runs
        return [
            TestCaseContext(
                name: testName(action, "skipIf_doesNothingWhileGuardHolds"),
                summary: "While `\(skipIf.source)` holds, `\(name)` does nothing.", kind: "skipIf", steps: holds),
            TestCaseContext(
                name: testName(action, "skipIf_runsWhenGuardDoesNotHold"),
                summary: "When `\(skipIf.source)` does not hold, `\(name)` runs.", kind: "skipIf",
                steps: doesNotHold),
        ]
    }

    /// The usual start (every state property at its sample, busy flags at their defaults) with the
    /// guard's properties at the values of one of its states.
    func start(with values: [(name: String, value: GuardStates.Value)]) -> [(name: String, value: String)] {
        var state = fullStart.filter { entry in !values.contains { $0.name == entry.name } }
        for (name, value) in values {
            guard let property = screen.stateProperty(named: name) else { continue }
            // Its own sample, not the start's value: another action's guard may have moved that to nil.
            let sample = slots.ownSample(ofState: name) ?? "nil"
            state.append((name, Self.swift(value, type: property.type.swift, sample: sample)))
        }
        return state
    }

    /// A value `GuardStates` chose, as Swift of the type (`sample`: its non-empty, non-nil sample).
    static func swift(_ value: GuardStates.Value, type: String, sample: String) -> String {
        switch value {
        case .boolean(let flag): return flag ? "true" : "false"
        case .empty: return empty(type)
        case .nonEmpty, .some: return sample
        case .none: return "nil"
        case .integer(let number): return String(number)
        case .text(let text): return SwiftText.stringLiteral(text)
        }
    }

    /// `""`, `[]` or `[:]` for a `String`, array or set, or dictionary.
    static func empty(_ type: String) -> String {
        if type == "String" { return #""""# }
        if case .dictionary = SwiftTypeShape(type) { return "[:]" }
        return "[]"
    }
}
