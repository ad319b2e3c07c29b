import Diagnostics
import ScreenSpec

/// What `navigate` and `dismiss` change, as effects on the members navigation adds to a screen
/// (`path`, `sheet`, `fullScreenCover`, `isDismissed`, `result`): the action bodies and the tests of
/// every style are written from these, so both say the same thing.
enum NavigationEffects {
    /// `scrumDetail`: the destination enum's case for a screen.
    static func caseName(_ screen: String) -> String { Naming.swift(NameSpelling.lowerCamel(screen)) }

    /// `.scrumDetail(scrumID: scrum.id)`: the destination a navigation opens, as a spec expression.
    static func destination(_ navigation: Navigation) -> String {
        let name = caseName(navigation.destination.value)
        guard !navigation.arguments.isEmpty else { return "." + name }
        let arguments = navigation.arguments.map { "\(Naming.label($0.name.value)): \($0.value.source)" }
        return ".\(name)(" + arguments.joined(separator: ", ") + ")"
    }

    /// The member a presentation sets.
    static func member(_ presentation: Navigation.Presentation) -> String {
        switch presentation {
        case .push: return "path"
        case .sheet: return "sheet"
        case .fullScreen: return "fullScreenCover"
        }
    }

    /// The effect of a navigation on a screen whose `path` starts empty (where tests start): a push
    /// makes the path that one screen; a sheet or cover is set.
    static func effect(_ navigation: Navigation) -> Effect {
        let value = destination(navigation)
        let member = member(navigation.presentation)
        let assigned = navigation.presentation == .push ? "[\(value)]" : value
        return .assign(
            Assignment(target: Located(member, at: navigation.mark), value: Expression(assigned, at: navigation.mark)))
    }

    /// `result = edited` (when a result is handed back), then `isDismissed = true`.
    static func effects(_ dismissal: Dismissal) -> [Effect] {
        var effects: [Effect] = []
        if let result = dismissal.result {
            effects.append(.assign(Assignment(target: Located("result", at: dismissal.mark), value: result)))
        }
        effects.append(
            .assign(
                Assignment(
                    target: Located("isDismissed", at: dismissal.mark), value: Expression("true", at: dismissal.mark))))
        return effects
    }

    /// `editDidReturn`: the method a presenting screen applies its `onResult` effects in.
    static func resultMethod(_ action: String) -> String { Naming.swift(NavigationNames.resultMethod(action)) }
}
