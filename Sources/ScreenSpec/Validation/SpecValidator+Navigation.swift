import Diagnostics

extension SpecValidator {
    /// Checks `navigate`, `onResult` and `dismiss`; returns the navigation with every input of the
    /// destination given, in its input order.
    mutating func validateNavigation(_ action: Action, in screen: Screen, names: ScreenNames) -> Navigation? {
        if let dismiss = action.dismiss, let result = dismiss.result {
            checkDismissResult(result, in: screen, names: names)
        }
        guard var navigation = action.navigate else { return nil }
        for effect in action.onResult { checkOnResultEffect(effect, in: screen, names: names) }
        guard let destination = destinations[navigation.destination.value] else {
            problems.report(
                unknown("screen", navigation.destination, screenNames),
                at: navigation.destination.mark)
            return navigation
        }
        if let first = action.onResult.first, destination.result == nil {
            problems.report(.noResultType(screen: destination.name, key: "onResult"), at: Self.mark(of: first))
        }
        let inputs = destination.input.map(\.name.value)
        for argument in navigation.arguments where !inputs.contains(argument.name.value) {
            problems.report(
                unknown("input", argument.name, inputs, owner: "screen '\(destination.name)'"),
                at: argument.name.mark)
        }
        var resolved: [Argument] = []
        for input in destination.input {
            let name = input.name.value
            if let explicit = navigation.arguments.first(where: { $0.name.value == name }) {
                resolved.append(explicit)
            } else if action.params.contains(where: { $0.name.value == name }) || names.isInput(name)
                || names.isState(name)
            {
                let source = SwiftIdentifier.escaped(name)
                resolved.append(
                    Argument(
                        name: Located(name, at: navigation.mark), value: Expression(source, at: navigation.mark)))
            } else {
                problems.report(
                    .missingDestinationInput(screen: destination.name, input: name), at: navigation.mark)
            }
        }
        if resolved.count == destination.input.count { navigation.arguments = resolved }
        return navigation
    }

    private mutating func checkOnResultEffect(_ effect: Effect, in screen: Screen, names: ScreenNames) {
        switch effect {
        case .assign(let assignment): checkAssignment(assignment, in: screen, names: names)
        case .enterPhase(let phase, _):
            if screen.phase(named: phase.value) == nil {
                problems.report(unknown("phase", phase, names.phases), at: phase.mark)
            }
        }
    }

    private static func mark(of effect: Effect) -> Mark {
        switch effect {
        case .assign(let assignment): return assignment.target.mark
        case .enterPhase(let phase, _): return phase.mark
        }
    }

    /// `dismiss: { result: expr }` needs the screen's `result` type; where the expression is just a
    /// state property, input or derived value, its declared type must be that type.
    private mutating func checkDismissResult(_ result: Expression, in screen: Screen, names: ScreenNames) {
        guard let expected = screen.result else {
            problems.report(.noResultType(screen: screen.name.value, key: "dismiss"), at: result.mark)
            return
        }
        let name = String(result.source.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        let declared =
            screen.stateProperty(named: name)?.type ?? screen.derived.first { $0.name.value == name }?.type
            ?? screen.input.first { $0.name.value == name }?.type
        guard let declared, declared.swift != expected.swift else { return }
        problems.report(
            .dismissResultType(name: name, type: declared.swift, screen: screen.name.value, expected: expected.swift),
            at: result.mark)
    }

    /// The members navigation adds to a screen (docs/spec-format.md, *Navigation*) cannot also be declared.
    mutating func checkNavigationMembers(_ screen: Screen, _ members: [DeclaredName]) {
        let reserved = Self.navigationMembers(of: screen)
        guard !reserved.isEmpty else { return }
        for member in members {
            if let use = reserved[member.name.value] {
                problems.report(.reservedNavigationMember(name: member.name.value, use: use), at: member.name.mark)
            }
        }
    }

    /// The members navigation adds to a screen, with what each is for: `then` may check them.
    static func navigationMembers(of screen: Screen) -> [String: String] {
        var reserved: [String: String] = [:]
        for action in screen.actions {
            if let navigation = action.navigate {
                switch navigation.presentation {
                case .push: reserved["path"] = "the navigation path of a screen that pushes screens"
                case .sheet: reserved["sheet"] = "the sheet of a screen that presents one"
                case .fullScreen: reserved["fullScreenCover"] = "the full-screen cover of a screen that presents one"
                }
            }
            if action.dismiss != nil { reserved["isDismissed"] = "the dismissal of a screen that dismisses itself" }
        }
        if screen.result != nil { reserved["result"] = "the result of a screen with a 'result' type" }
        return reserved
    }
}
