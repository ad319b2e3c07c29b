import ScreenSpec

extension TestPlanner {
    /// `navigate`: the destination is presented with its input; `dismiss`: the screen is dismissed with
    /// its result. Nothing else changes (the same check as a `set` action's).
    func navigationTest(_ action: Action) -> TestCaseContext {
        var effects: [Effect] = []
        var name = "dismiss_dismisses"
        var summary = "`\(action.name.value)` dismisses the screen."
        if let navigation = action.navigate {
            effects.append(NavigationEffects.effect(navigation))
            name = "navigate_presents\(navigation.destination.value)"
            summary = "`\(action.name.value)` opens `\(navigation.destination.value)` with its input."
        }
        if let dismissal = action.dismiss {
            effects += NavigationEffects.effects(dismissal)
            if dismissal.result != nil {
                name = "dismiss_dismissesWithResult"
                summary = "`\(action.name.value)` dismisses the screen, handing its result back."
            }
        }
        var steps = parameterLines(action)
        steps.insert(contentsOf: mockLines + inputLines, at: 0)
        steps.append(makeScreen(state: fullStart))
        steps += outcomeSteps(effects, busy: nil, perform: perform(action))
        return TestCaseContext(name: testName(action, name), summary: summary, kind: "navigation", steps: steps)
    }

    /// `onResult`: the result the opened screen hands back is applied.
    func onResultTest(_ action: Action) -> TestCaseContext? {
        guard let navigation = action.resultNavigation,
            let type = resultTypes[navigation.destination.value]
        else { return nil }
        var steps = mockLines + inputLines
        // Numbered after every slot of the screen, so it differs from the state it replaces.
        let ordinal = slots.usedOrdinals + 1 + (screen.actions.firstIndex { $0.name == action.name } ?? 0)
        let sample = resultSample(type, ordinal: ordinal)
        steps.append(.line("let result: \(type.swift) = \(sample)"))
        steps.append(makeScreen(state: fullStart))
        let method = NavigationEffects.resultMethod(action.name.value)
        let perform = TestStep.perform(Perform(invocation: "\(method)(result: result)", awaitPrefix: "", task: nil))
        steps += outcomeSteps(action.onResult, busy: nil, perform: perform)
        return TestCaseContext(
            name: testName(action, "onResult_appliesResult"),
            summary: "`\(action.name.value)` applies what `\(navigation.destination.value)` hands back.",
            kind: "navigation", steps: steps)
    }

    /// A result of a model the screen lists by id is a changed copy of the list's last element
    /// (`SampleValues.changedRow`): an `onResult` that puts it in place
    /// (`messages.map { $0.id == $result.id ? $result : $0 }`) then changes the list, and a test of it
    /// fails if the code does nothing; with an id no row has it would pass either way.
    private func resultSample(_ type: TypeRef, ordinal: Int) -> String {
        let tests = samples.at(.tests)
        if case .named(let name, _) = SwiftTypeShape(type.swift), let id = slots.elementID(ofModel: name),
            let row = tests.changedRow(ofModel: name, id: id, ordinal: ordinal)
        {
            return row
        }
        return tests.slotExpression(for: type, slot: "result", ordinal: ordinal)
    }
}
