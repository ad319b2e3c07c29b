import Diagnostics

extension SpecValidator {
    /// Resolves a screen's `shared:` list: each named store must exist (did-you-mean), and its properties
    /// join the screen's state, marked with their store, so every later check and every style reads
    /// them by name like the screen's own state. A screen's own input, state, derived value, phase or
    /// action may not take the name of a property it gets from a store (the name would mean two things),
    /// nor may two stores it uses give the same name.
    mutating func resolveSharedState(_ screen: inout Screen) {
        guard !spec.shared.isEmpty else { return }
        var own: [String: (kind: String, name: Located<String>)] = [:]
        func declare(_ kind: String, _ names: [Located<String>]) {
            for name in names where own[name.value] == nil { own[name.value] = (kind, name) }
        }
        declare("input", screen.input.map(\.name))
        declare("state property", screen.state.map(\.name))
        declare("derived value", screen.derived.map(\.name))
        declare("phase", screen.phases.map(\.name))
        declare("action", screen.actions.map(\.name))
        var taken: [String: String] = [:]
        var seenStores: Set<String> = []
        for reference in screen.shared {
            guard let store = spec.shared.first(where: { $0.name.value == reference.value }) else {
                problems.report(
                    .unknownReference(
                        kind: "shared store", name: reference.value, candidates: spec.shared.map(\.name.value),
                        owner: nil),
                    at: reference.mark)
                continue
            }
            guard seenStores.insert(store.name.value).inserted else { continue }
            for property in store.state {
                let name = property.name.value
                if let clash = own[name] {
                    problems.report(
                        .sharedNameClash(
                            name: name, kind: clash.kind, store: store.name.value, screen: screen.name.value),
                        at: clash.name.mark)
                } else if let first = taken[name] {
                    problems.report(
                        .sharedInTwoStores(name: name, first: first, second: store.name.value), at: reference.mark)
                } else {
                    taken[name] = store.name.value
                    screen.state.append(property)
                }
            }
        }
        // The styles keep these in the screen's own state (a busy flag is set around the call, an alert's
        // property cleared by its view, a trigger observed by the screen's view).
        func checkUse(_ reference: Reference?, _ use: String) {
            guard let reference, let store = taken[reference.value] else { return }
            problems.report(.sharedPropertyUse(name: reference.value, store: store, use: use), at: reference.mark)
        }
        for action in screen.actions {
            checkUse(action.busy, "a busy flag")
            checkUse(action.changeOf, "what triggers an action")
            checkUse(action.timer?.condition, "a timer's condition")
        }
        for alert in screen.alerts { checkUse(alert.when, "what presents an alert") }
        checkSharedStoresPassedOn(screen)
    }

    /// A screen hands the stores it uses to the screens it opens (one instance for them all), so a screen
    /// that opens one using a store must use that store too.
    mutating func checkSharedStoresPassedOn(_ screen: Screen) {
        let own = Set(screen.shared.map(\.value))
        for action in screen.actions {
            guard let navigation = action.navigate, let target = destinations[navigation.destination.value] else {
                continue
            }
            for store in target.shared
            where !own.contains(store) && spec.shared.contains(where: { $0.name.value == store }) {
                problems.report(
                    .sharedStoreNotPassedOn(screen: screen.name.value, destination: target.name, store: store),
                    at: navigation.destination.mark)
            }
        }
    }

}
