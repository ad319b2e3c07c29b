import Diagnostics

extension SpecValidator {
    mutating func validateScenarios(of screen: Screen, names: ScreenNames) {
        let occurrences = FirstOccurrences(screen.scenarios.map(\.name.value))
        for (position, scenario) in screen.scenarios.enumerated() {
            if let first = occurrences.earlier(than: position) {
                problems.report(
                    .duplicateScenario(scenario.name.value), at: scenario.name.mark,
                    notes: [(.firstDeclaredHere(scenario.name.value), screen.scenarios[first].name.mark)])
            }
            for assignment in scenario.given {
                let target = assignment.target.value
                let hasPhase = !screen.phases.isEmpty
                // The list of candidates is only built for the message.
                if !names.isState(target) && !names.isInput(target) && !(hasPhase && target == "phase") {
                    let allowed = names.state + names.input + (hasPhase ? ["phase"] : [])
                    problems.report(unknown("state property", assignment.target, allowed), at: assignment.target.mark)
                }
            }
            for stub in scenario.stubs { validateStub(stub, in: screen) }
            for step in scenario.steps {
                for stub in step.stubs { validateStub(stub, in: screen) }
                validateInvocation(step.when, in: screen, names: names)
                // An unknown action is reported once, by `validateInvocation`; a result handed back asks nothing.
                let name = step.when.action.value
                let asks =
                    screen.action(named: name).map { $0.confirm != nil }
                    ?? (Self.resultMethods(of: screen).contains(name) ? false : nil)
                if let answer = step.answer, asks == false {
                    problems.report(.answerWithoutConfirmation(action: name), at: answer.mark)
                }
                for expectation in step.then { validateExpectation(expectation, in: screen, names: names) }
            }
        }
    }

    private mutating func validateInvocation(_ invocation: ActionInvocation, in screen: Screen, names: ScreenNames) {
        // Found by index and read in parts: `action(named:)` copied the whole action.
        let actionName: String
        let params: [String]
        if let index = screen.actions.firstIndex(where: { $0.name.value == invocation.action.value }) {
            actionName = screen.actions[index].name.value
            params = screen.actions[index].params.map(\.name.value)
        } else if Self.resultMethods(of: screen).contains(invocation.action.value) {
            // `editDidReturn`: what the screen `edit` opens hands back, as the view's `onResult` hands it.
            (actionName, params) = (invocation.action.value, ["result"])
        } else {
            problems.report(
                unknown("action", invocation.action, names.actions + Self.resultMethods(of: screen)),
                at: invocation.action.mark)
            return
        }
        // The list of names is only built for a message.
        for argument in invocation.arguments where !params.contains(argument.name.value) {
            problems.report(
                unknown("param", argument.name, params, owner: "action '\(actionName)'"), at: argument.name.mark)
        }
        for param in params where !invocation.arguments.contains(where: { $0.name.value == param }) {
            problems.report(.missingActionArgument(action: actionName, param: param), at: invocation.action.mark)
        }
    }

    /// The methods a scenario may perform besides actions: `editDidReturn` for each action with `onResult`.
    static func resultMethods(of screen: Screen) -> [String] {
        screen.actions.compactMap { action in
            action.resultNavigation == nil ? nil : NavigationNames.resultMethod(action.name.value)
        }
    }

    private mutating func validateStub(_ stub: Stub, in screen: Screen) {
        guard let dependency = declarations.dependency(named: stub.dependency.value) else {
            problems.report(
                unknown("dependency", stub.dependency, spec.dependencies.map(\.name.value)), at: stub.dependency.mark)
            return
        }
        guard let method = dependency.methods.first(where: { $0.name.value == stub.method.value }) else {
            problems.report(
                unknown(
                    "method", stub.method, dependency.methods.map(\.name.value), owner: "'\(dependency.name.value)'"),
                at: stub.method.mark)
            return
        }
        // A mock has no error to stub for a method that cannot throw.
        if case .throws = stub.outcome, !method.isThrowing {
            problems.report(
                .stubThrowsButMethodCannot(dependency: dependency.name.value, method: method.name.value),
                at: stub.mark)
        }
        if !screen.dependencies.contains(where: { $0.value == dependency.name.value }) {
            problems.report(
                .dependencyNotListed(dependency: dependency.name.value, screen: screen.name.value),
                at: stub.dependency.mark)
        }
    }

    /// The first component of a `then` path must be something the screen's state shows.
    private mutating func validateExpectation(_ expectation: Expectation, in screen: Screen, names: ScreenNames) {
        let path = expectation.path
        let root = String(path.value.prefix { $0 != "." && $0 != "[" && $0 != "?" && $0 != "!" })
        let hasPhase = !screen.phases.isEmpty
        let known = names.isState(root) || names.isDerived(root) || names.isInput(root)
        let navigation = Self.navigationMembers(of: screen)
        let presents = screen.hasPresentations
        if !known && !(hasPhase && root == "phase") && navigation[root] == nil && !(presents && root == "presented") {
            let allowed =
                names.state + names.derived + names.input + (hasPhase ? ["phase"] : []) + navigation.keys.sorted()
                + (presents ? ["presented"] : [])
            problems.report(unknown("state property", Located(root, at: path.mark), allowed), at: path.mark)
        }
        if case .inPhase(let phase) = expectation.check, screen.phase(named: phase.value) == nil {
            problems.report(unknown("phase", phase, names.phases), at: phase.mark)
        }
        if presents, path.value == "presented", case .equals(let value) = expectation.check, value.source != "nil" {
            problems.report(
                .wrongKind(expected: "the name of an alert or confirmed action, or nil", found: "'\(value.source)'"),
                at: value.mark)
        }
        if case .presents(let name) = expectation.check, presents, !screen.presentationNames.contains(name.value) {
            problems.report(
                unknown("alert or confirmed action", name, screen.presentationNames), at: name.mark)
        }
    }
}
