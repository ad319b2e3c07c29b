import ScreenSpec

/// The sample of every slot a screen's tests fill: inputs, state, action parameters and dependency
/// results, numbered in that order so that no two slots share a value (`"email-1"`, `"password-2"`).
/// A test whose code swapped two same-type values, or copied one into the wrong property, then fails.
struct SlotSamples {
    private var values: [String: String] = [:]
    /// The state lists whose elements are found by `id`, in the screen's order.
    private var keyedLists: [KeyedList] = []
    /// The own samples of the state properties `setState` changed, as they were first.
    private var ownSamples: [String: String] = [:]
    /// How many ordinals the slots took: a value numbered after them (an `onResult` result) is distinct.
    private(set) var usedOrdinals = 0

    init(screen: Screen, samples: SampleValues) {
        var ordinal = 0
        func next() -> Int {
            ordinal += 1
            return ordinal
        }
        var slotOrdinals: [String: Int] = [:]
        for item in screen.input {
            let number = next()
            slotOrdinals["input." + item.name.value] = number
            values["input." + item.name.value] = samples.slotExpression(
                for: item.type, slot: item.name.value, ordinal: number)
        }
        for item in screen.state {
            let number = next()
            slotOrdinals["state." + item.name.value] = number
            if let list = KeyedList(item, ordinal: number, samples: samples) { keyedLists.append(list) }
            values["state." + item.name.value] = samples.slotExpression(
                for: item.type, slot: item.name.value, ordinal: number, isState: true)
        }
        // An input or state property compared with a row's id names the row id parameters name, the list's
        // last; a parameter stored in it whole (`set: { noteToDelete: noteID }`) keeps a sample of its own
        // (below), so that storing it still changes the property.
        let references = RowReferences(screen: screen, lists: keyedLists)
        // An input or state an element update finds its element by (`optimistic: { in: chores, id: choreID }`)
        // keeps a sample of its own: naming a row there would put the element in every test's start, and the
        // tests that do not expect the update (`success_appliesSuccessEffects`) would see it applied.
        let updateIDs = Set(
            screen.actions.compactMap { action -> Set<String>? in
                guard let update = action.optimistic, update.collection != nil, let id = update.id else { return nil }
                return SwiftExpressionScanner.usedNames(in: id.source)
            }.flatMap { $0 })
        for (name, list) in references.ids where !updateIDs.contains(name) {
            let key = screen.stateProperty(named: name) == nil ? "input." + name : "state." + name
            values[key] = list.lastID
        }
        for (name, list) in references.rows {
            let key = screen.stateProperty(named: name) == nil ? "input." + name : "state." + name
            if let ordinal = slotOrdinals[key],
                let row = samples.changedRow(ofModel: list.model, id: list.lastID, ordinal: ordinal)
            {
                values[key] = row
            }
        }
        for action in screen.actions {
            // An action updating one element optimistically has tests of its own that start from a list
            // holding the element (`optimisticTests`); its other tests start without it, whatever the id's type.
            let namesElements = action.optimistic?.collection == nil
            var namedIDs: Set<String> = []
            for item in action.params {
                // An id parameter names an element of the screen's list (the one the list sample puts
                // last), so that removing, changing or opening by id acts on something the test can see:
                // with an id no row has, `messages.filter { $0.id != messageID }` changes nothing, and a
                // test of it passes whether or not the code removes the row. One parameter per list: a
                // second (`move(fromID:toID:)`) keeps a sample of its own, so that swapping them shows.
                if namesElements, !references.storedParams.contains(action.name.value + "." + item.name.value),
                    let list = KeyedList.named(by: item, in: keyedLists), namedIDs.insert(list.lastID).inserted
                {
                    values["param.\(action.name.value).\(item.name.value)"] = list.lastID
                    continue
                }
                values["param.\(action.name.value).\(item.name.value)"] = samples.slotExpression(
                    for: item.type, slot: item.name.value, ordinal: next())
            }
            for call in action.calls {
                guard let method = samples.declarations.method(of: call),
                    let returns = method.returns, returns.swift != "Void",
                    values["result." + call.dependency.value + "." + method.name.value] == nil
                else { continue }
                let ordinal = next()
                // A result the action matches by id (`notes.map { $0.id == $result.id ? $result : $0 }`) is a
                // changed copy of the row id parameters name, as an `onResult` result is.
                if let list = references.results[action.name.value], returns.swift == list.model,
                    let row = samples.changedRow(ofModel: list.model, id: list.lastID, ordinal: ordinal)
                {
                    values["result." + call.dependency.value + "." + method.name.value] = row
                    continue
                }
                values["result." + call.dependency.value + "." + method.name.value] = samples.slotExpression(
                    for: returns, slot: method.name.value, ordinal: ordinal)
            }
        }
        usedOrdinals = ordinal
        passGuards(of: screen)
    }

    /// A state property's value, remembering the sample it had before: a guard that wants it non-nil or
    /// non-empty takes that sample back (`ownSample(ofState:)`), after another guard moved it to nil.
    mutating func setState(_ name: String, _ value: String) {
        if ownSamples[name] == nil { ownSamples[name] = values["state." + name] }
        values["state." + name] = value
    }

    /// A state property's own sample, as the slots numbered it, before any guard moved it.
    func ownSample(ofState name: String) -> String? { ownSamples[name] ?? state(name) }

    func input(_ name: String) -> String? { values["input." + name] }
    func state(_ name: String) -> String? { values["state." + name] }
    func parameter(_ action: Action, _ name: String) -> String? { values["param.\(action.name.value).\(name)"] }
    func result(_ call: Call, _ method: Method) -> String? {
        values["result." + call.dependency.value + "." + method.name.value]
    }
    /// The id of the last element of the first state list of `model` (`"id-1"`), if the screen has one.
    func elementID(ofModel model: String) -> String? { keyedLists.first { $0.model == model }?.lastID }

    /// The id of the last element of a state list's sample, for the parameters that name an element of
    /// it: `[Message]` whose `Message` has `id: String` is sampled `[.fixture(), .fixture(id: "id-1")]`.
    struct KeyedList {
        /// The state property holding the list.
        var property: String
        var model: String
        var idType: String
        var lastID: String

        init?(_ property: StateProperty, ordinal: Int, samples: SampleValues) {
            // A list keyed by id by the one rule (`OptimisticUpdate.elementModel`), spelt `[Model]`: the spelling
            // whose sample is a list literal of two elements (`SampleValues.slotExpression`).
            guard case .array = SwiftTypeShape(property.type.swift),
                let (model, fields) = OptimisticUpdate.elementModel(of: property, in: samples.declarations),
                let id = fields.first(where: { $0.name.value == "id" })
            else { return nil }
            self.property = property.name.value
            self.model = model.name.value
            idType = id.type.swift
            // The same call the list's own sample makes for its last element's id.
            lastID = samples.slotExpression(for: id.type, slot: id.name.value, ordinal: ordinal, isState: true)
        }

        /// The list a parameter names an element of: one whose id has the parameter's type, and, unless
        /// the type is `UUID` (which names nothing else), a parameter named `id` or `…ID` / `…Id`. Among
        /// several, the one whose model ends the name before `ID` (`messageID`, `selectedMessageID` →
        /// `[Message]`), else the first.
        static func named(by parameter: Parameter, in lists: [KeyedList]) -> KeyedList? {
            let name = parameter.name.value
            let type = parameter.type.swift
            guard type == "UUID" || NameSpelling.namesAnID(name) else { return nil }
            let candidates = lists.filter { $0.idType == type }
            let stem = String(name.dropLast(2)).lowercased()
            return candidates.first { $0.model.lowercased() == stem }
                ?? candidates.first { stem.hasSuffix($0.model.lowercased()) } ?? candidates.first
        }
    }
}
