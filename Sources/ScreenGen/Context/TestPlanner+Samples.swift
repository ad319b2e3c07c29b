import ScreenSpec

/// The sample of every slot a screen's tests fill: inputs, state, action parameters and dependency
/// results, numbered in that order so that no two slots share a value (`"email-1"`, `"password-2"`).
/// A test whose code swapped two same-type values, or copied one into the wrong property, then fails.
struct SlotSamples {
    private var values: [String: String] = [:]
    /// How many ordinals the slots took: a value numbered after them (an `onResult` result) is distinct.
    private(set) var usedOrdinals = 0

    init(screen: Screen, samples: SampleValues) {
        var ordinal = 0
        func next() -> Int {
            ordinal += 1
            return ordinal
        }
        for item in screen.input {
            values["input." + item.name.value] = samples.slotExpression(
                for: item.type, slot: item.name.value, ordinal: next())
        }
        var listOrdinal: Int?
        for item in screen.state {
            let number = next()
            if listOrdinal == nil, Self.isListKeyedByID(item.type, samples.declarations) { listOrdinal = number }
            values["state." + item.name.value] = samples.slotExpression(
                for: item.type, slot: item.name.value, ordinal: number, isState: true)
        }
        for action in screen.actions {
            // An action updating one element optimistically has tests of its own that start from a list
            // holding the element (`optimisticTests`); its other tests start without it, whatever the id's type.
            let namesAnElement = action.optimistic?.collection == nil ? listOrdinal : nil
            for item in action.params {
                // An id parameter names an element of the screen's list (the one the list sample puts
                // last), so that deleting or changing by id acts on something the test can see.
                let number = item.type.swift == "UUID" ? namesAnElement ?? next() : next()
                values["param.\(action.name.value).\(item.name.value)"] = samples.slotExpression(
                    for: item.type, slot: item.name.value, ordinal: number)
            }
            for call in action.calls {
                guard let method = samples.declarations.method(of: call),
                    let returns = method.returns, returns.swift != "Void",
                    values["result." + call.dependency.value + "." + method.name.value] == nil
                else { continue }
                values["result." + call.dependency.value + "." + method.name.value] = samples.slotExpression(
                    for: returns, slot: method.name.value, ordinal: next())
            }
        }
        usedOrdinals = ordinal
        passGuards(of: screen)
    }

    mutating func setState(_ name: String, _ value: String) { values["state." + name] = value }

    func input(_ name: String) -> String? { values["input." + name] }
    func state(_ name: String) -> String? { values["state." + name] }
    func parameter(_ action: Action, _ name: String) -> String? { values["param.\(action.name.value).\(name)"] }
    func result(_ call: Call, _ method: Method) -> String? {
        values["result." + call.dependency.value + "." + method.name.value]
    }

    /// `[Item]` where `Item`'s first field is `id: UUID` (its slot sample ends in an element with that id).
    private static func isListKeyedByID(_ type: TypeRef, _ declarations: SpecDeclarations) -> Bool {
        guard case .array(.named(let name, _)) = SwiftTypeShape(type.swift),
            let model = declarations.model(named: name), case .record(let fields) = model.kind,
            let first = fields.first
        else { return false }
        return first.name.value == "id" && first.type.swift == "UUID"
    }
}
