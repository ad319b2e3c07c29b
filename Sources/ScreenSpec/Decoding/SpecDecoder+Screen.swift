import Diagnostics
import YAML

extension SpecDecoder {
    mutating func decodeScreen(_ key: Located<String>, _ node: Node) -> Screen? {
        let name = reader.identifier(key)
        guard let fields = reader.fields(node, SpecFormat.screen), let name else { return nil }
        var screen = Screen(name: name, doc: reader.text(fields["doc"]))
        screen.input = decodeParameters(fields["input"])
        screen.dependencies = reader.items(fields["dependencies"], .identifier).compactMap { reader.identifier($0) }
        screen.shared = reader.items(fields["shared"], .identifier).compactMap { reader.identifier($0) }
        screen.state = reader.entries(fields["state"], FormatLookups.stateProperty)
            .compactMap { entry in
                let name = reader.identifier(entry.key)
                guard let (type, value, doc) = decodeTyped(entry.value, SpecFormat.stateProperty), let name, let type
                else { return nil }
                let bindable = entry.value.mapping?.first { $0.key.text == "bindable" }
                return StateProperty(
                    name: name, type: type, defaultValue: value, doc: doc,
                    isBindable: reader.flag(bindable?.value) ?? false)
            }
        screen.phases = reader.entries(fields["phases"], FormatLookups.phase).compactMap { entry in
            guard let name = reader.identifier(entry.key) else { return nil }
            return Phase(name: name, values: decodeParameters(entry.value))
        }
        screen.initialPhase = reader.identifier(fields["initial"])
        screen.derived = reader.entries(fields["derived"], FormatLookups.derivedValue).compactMap { entry in
            let name = reader.identifier(entry.key)
            guard let fields = reader.fields(withoutBindable(entry.value, of: entry.key), SpecFormat.derivedValue),
                let name,
                let type = reader.type(fields["type"]), let value = reader.expression(fields["value"])
            else { return nil }
            return DerivedValue(name: name, type: type, value: value, doc: reader.text(fields["doc"]))
        }
        // Effects need the screen's phases to tell `phase: { ... }` from `property: expr`.
        screen.actions = reader.entries(fields["actions"], FormatLookups.action).compactMap { entry in
            decodeAction(entry.key, entry.value, phases: screen.phases)
        }
        screen.alerts = reader.entries(fields["alerts"], FormatLookups.alert).compactMap {
            decodeAlert($0.key, $0.value)
        }
        screen.scenarios = reader.items(fields["scenarios"], FormatLookups.scenario).compactMap {
            decodeScenario($0)
        }
        screen.result = reader.type(fields["result"])
        return screen
    }

    /// A derived value marked `bindable` gets its own error (instead of "unknown key"): binding the
    /// value a view shows is a natural mistake, and the fix is to bind the state it is computed from.
    private mutating func withoutBindable(_ node: Node, of name: Located<String>) -> Node {
        guard let pairs = node.mapping, let bindable = pairs.first(where: { $0.key.text == "bindable" }) else {
            return node
        }
        reader.problems.report(.derivedNotBindable(name.value), at: bindable.key.mark)
        return Node(.mapping(pairs.filter { $0.key.text != "bindable" }), mark: node.mark, tag: node.tag)
    }

    /// `{ every: 1s, while: isRunning }`; a bad interval is reported at its value.
    private mutating func decodeTimer(_ node: Node) -> Timer? {
        guard let fields = reader.fields(node, SpecFormat.timerTrigger), let every = fields["every"] else { return nil }
        let condition = reader.identifier(fields["while"])
        guard let milliseconds = decodeInterval(every), let condition else { return nil }
        return Timer(milliseconds: milliseconds, condition: condition)
    }

    /// `1s`, `250ms`: more than zero; anything else is reported at the value.
    private mutating func decodeInterval(_ node: Node) -> Located<Int>? {
        let text = node.text ?? ""
        guard let milliseconds = Timer.milliseconds(in: text) else {
            reader.problems.report(.badInterval(text), at: node.mark)
            return nil
        }
        guard milliseconds > 0 else {
            reader.problems.report(.zeroInterval, at: node.mark)
            return nil
        }
        return Located(milliseconds, at: node.mark)
    }

    private mutating func decodeAction(_ key: Located<String>, _ node: Node, phases: [Phase]) -> Action? {
        let name = reader.identifier(key)
        guard let fields = reader.fields(node, SpecFormat.action), let name else { return nil }
        var action = Action(name: name, doc: reader.text(fields["doc"]))
        if let node = fields["trigger"], let pairs = node.mapping {
            let keys = Set(pairs.compactMap(\.key.text))
            if !keys.isDisjoint(with: ["every", "while"]) {
                action.timer = decodeTimer(node)
            } else if keys.contains("scenePhase") {
                if let fields = reader.fields(node, SpecFormat.scenePhaseTrigger) {
                    action.scenePhase = reader.choice(
                        fields["scenePhase"], key: "scenePhase",
                        allowed: SpecFormat.scenePhaseTrigger.allowed("scenePhase"))
                }
            } else if keys.contains("change") {
                if let change = reader.fields(node, SpecFormat.changeTrigger) {
                    action.changeOf = reader.identifier(change["change"])
                    if let debounce = change["debounce"] { action.debounceMilliseconds = decodeInterval(debounce) }
                }
            } else {
                _ = reader.fields(node, SpecFormat.anyTrigger)
            }
        } else if let trigger = reader.choice(fields["trigger"], key: "trigger", allowed: FormatLookups.triggers) {
            action.trigger = Located(Action.Trigger(rawValue: trigger.value)!, at: trigger.mark)
        }
        action.params = decodeParameters(fields["params"])
        action.skipIf = reader.expression(fields["skipIf"])
        if let (dependency, method) = reader.memberPath(fields["call"]), let callNode = fields["call"] {
            let arguments = reader.entries(fields["with"], .expression).compactMap { entry -> Argument? in
                guard let value = reader.expression(entry.value) else { return nil }
                return Argument(name: entry.key, value: value)
            }
            action.call = Call(dependency: dependency, method: method, arguments: arguments, mark: callNode.mark)
        }
        action.busy = reader.identifier(fields["busy"])
        action.start = reader.identifier(fields["start"])
        if let policy = reader.choice(fields["concurrency"], key: "concurrency", allowed: FormatLookups.concurrencies) {
            action.concurrency = Located(Action.Concurrency(rawValue: policy.value)!, at: policy.mark)
        }
        action.optimistic = decodeOptimistic(fields["optimistic"], params: action.params)
        (action.success, action.cases.success) = decodeEffectCases(fields["success"], phases: phases)
        (action.failure, action.cases.failure) = decodeEffectCases(fields["failure"], phases: phases)
        decodePage(fields, into: &action)
        (action.set, action.cases.set) = decodeEffectCases(fields["set"], phases: phases)
        action.confirm = decodeConfirmation(fields["confirm"])
        decodeSteps(fields["steps"], into: &action, phases: phases)
        for key in ["with", "busy", "start", "concurrency", "optimistic", "success", "failure"]
        where fields.mark(of: key) != nil && fields.mark(of: "call") == nil && fields.mark(of: "steps") == nil {
            reader.problems.report(.needsCall(key: key), at: fields.mark(of: key))
        }
        if fields.mark(of: "call") != nil, let setMark = fields.mark(of: "set") {
            reader.problems.report(.callAndSet, at: setMark)
        }
        decodeNavigation(fields, into: &action, phases: phases)
        return action
    }

    /// `navigate`, `onResult` and `dismiss`: each is an action of its own kind, so none goes with
    /// `call`, `set` or the other.
    private mutating func decodeNavigation(_ fields: Fields, into action: inout Action, phases: [Phase]) {
        if let node = fields["navigate"], let navigate = reader.fields(node, SpecFormat.navigation),
            let destination = reader.identifier(navigate["to"])
        {
            let presentation = reader.choice(navigate["as"], key: "presentation", allowed: FormatLookups.presentations)
            action.navigate = Navigation(
                destination: destination,
                presentation: presentation.flatMap { Navigation.Presentation(rawValue: $0.value) } ?? .push,
                arguments: decodeArguments(navigate["with"]), mark: node.mark)
        }
        action.onResult = decodeEffects(fields["onResult"], phases: phases)
        if let node = fields["dismiss"], let dismiss = reader.fields(node, SpecFormat.dismissal) {
            action.dismiss = Dismissal(result: reader.expression(dismiss["result"]), mark: node.mark)
        }
        if let mark = fields.mark(of: "onResult"), fields.mark(of: "navigate") == nil {
            reader.problems.report(.onResultNeedsNavigate, at: mark)
        }
        // The first of these kinds the action has is what it does; each later one is reported.
        let kinds = ["call", "steps", "set", "navigate", "dismiss"].filter { fields.mark(of: $0) != nil }
        for kind in kinds.dropFirst() where !(kinds[0] == "call" && kind == "set") {
            reader.problems.report(.conflictingActionKinds(kinds[0], kind), at: fields.mark(of: kind))
        }
    }

    /// `success` / `failure`: a key naming a phase enters it; any other key assigns a state property.
    mutating func decodeEffects(_ node: Node?, phases: [Phase]) -> [Effect] {
        reader.entries(node, FormatLookups.effect).compactMap { entry in
            if phases.contains(where: { $0.name.value == entry.key.value }) {
                if entry.value.isNull && entry.value.text == "" {
                    return .enterPhase(phase: entry.key, values: [])
                }
                guard entry.value.mapping != nil else {
                    reader.problems.report(.phaseNeedsValues(entry.key.value), at: entry.value.mark)
                    return nil
                }
                return .enterPhase(phase: entry.key, values: decodeArguments(entry.value))
            }
            guard entry.value.mapping == nil else {
                // What an action does (`dismiss: {}`, `navigate: …`) is not an effect: say so, not "unknown phase".
                if ["dismiss", "navigate", "call", "set"].contains(entry.key.value) {
                    reader.problems.report(.actionKindAsEffect(entry.key.value), at: entry.key.mark)
                    return nil
                }
                // A mapping only makes sense for entering a phase, so the key is probably a misspelt phase.
                let names = phases.map(\.name.value)
                reader.problems.report(
                    .unknownReference(kind: "phase", name: entry.key.value, candidates: names, owner: nil),
                    at: entry.key.mark)
                return nil
            }
            return reader.expression(entry.value).map { .assign(Assignment(target: entry.key, value: $0)) }
        }
    }

    /// `{ property: expr }` (`set`, `given`).
    mutating func decodeAssignments(_ node: Node?) -> [Assignment] {
        reader.entries(node, .expression).compactMap { entry in
            reader.expression(entry.value).map { Assignment(target: entry.key, value: $0) }
        }
    }

    /// `{ name: expr }` (phase values, scenario arguments).
    mutating func decodeArguments(_ node: Node?) -> [Argument] {
        reader.entries(node, .expression).compactMap { entry in
            reader.expression(entry.value).map { Argument(name: entry.key, value: $0) }
        }
    }
}
