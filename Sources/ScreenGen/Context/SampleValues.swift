import ScreenSpec

/// Deterministic Swift expressions for values of spec types.
///
/// `.plain` values are the "empty" ones fixtures default to (`""`, `0`, the zero UUID); `.distinct` values
/// differ from them (`"sample"`, `3`, UUID …01), so a test that expects a change can see it.
struct SampleValues {
    enum Variant { case plain, distinct }

    /// Where the expression is used: tests may call `fixture()`; app code (previews) builds values with `init`.
    enum Place { case tests, source }

    let spec: Spec
    let place: Place
    /// Shared by every copy (`at(_:)`): built once per spec.
    let declarations: SpecDeclarations
    /// Every type spelling's samples, worked out once per spec (shared by every copy).
    let types: TypeSamples
    /// The parts of screen contexts every screen shares (shared by every copy).
    let shared: SharedScreenParts

    /// Builds the per-spec tables: the type samples first, then the shared parts (which use them).
    init(spec: Spec, place: Place) {
        let declarations = SpecDeclarations(spec)
        let bare = SampleValues(spec: spec, place: place, declarations: declarations, types: .empty, shared: .empty)
        let types = TypeSamples(spec, samples: bare)
        let typed = SampleValues(spec: spec, place: place, declarations: declarations, types: types, shared: .empty)
        self.init(
            spec: spec, place: place, declarations: declarations, types: types,
            shared: SharedScreenParts(spec, samples: typed))
    }

    /// Samples without the per-spec tables, every answer worked out on the spot: for a context that
    /// builds no screens (the tables walk every screen, and serve only screens).
    static func withoutTables(spec: Spec, place: Place) -> SampleValues {
        SampleValues(spec: spec, place: place, declarations: SpecDeclarations(spec), types: .empty, shared: .empty)
    }

    private init(
        spec: Spec, place: Place, declarations: SpecDeclarations, types: TypeSamples, shared: SharedScreenParts
    ) {
        self.spec = spec
        self.place = place
        self.declarations = declarations
        self.types = types
        self.shared = shared
    }

    /// The same samples for another place, sharing the per-spec tables.
    func at(_ place: Place) -> SampleValues {
        SampleValues(spec: spec, place: place, declarations: declarations, types: types, shared: shared)
    }

    /// What `fixture()` gives a field it is not passed: the spec's default, else the plain sample.
    func fixtureDefault(of field: Model.Field) -> String {
        field.defaultValue?.source ?? expression(for: field.type, .plain)
    }

    /// A row of the record `model` with the id `id` and its other fields at samples of their own
    /// (`ordinal`), for tests: `.fixture(id: "id-1", title: "title-9", isDone: true)`; `id` is left out
    /// where it is the default. A test that expects the row put in place by id
    /// (`$0.id == $result.id ? $result : $0`) then sees the list change, and code that keeps one of the
    /// row's own fields (`isDone: $0.isDone`) fails it. Fields stop where the fixture would pass
    /// `changedRowWidth` characters (it must fit on a test's line). nil for a model with no such field.
    func changedRow(ofModel name: String, id: String, ordinal: Int) -> String? {
        guard let model = declarations.model(named: name), case .record(let fields) = model.kind,
            let idField = fields.first(where: { $0.name.value == "id" })
        else { return nil }
        let tests = at(.tests)
        var changed: [String: String] = [:]
        var width = ".fixture(id: \(id))".count
        for field in fields where field.name != idField.name {
            let value = tests.slotExpression(for: field.type, slot: field.name.value, ordinal: ordinal)
            // A typed nil (`Optional<any Error>.none`) reads unlike the default `nil` but is the same value.
            guard value != tests.fixtureDefault(of: field), !value.hasPrefix("Optional<") else { continue }
            let argument = "\(Naming.label(field.name.value)): \(value)"
            guard changed.isEmpty || width + argument.count + 2 <= Self.changedRowWidth else { continue }
            changed[field.name.value] = argument
            width += argument.count + 2
        }
        guard !changed.isEmpty else { return nil }
        // The fixture's arguments in the fields' order, wherever `id` is declared.
        let arguments = fields.compactMap { field -> String? in
            if field.name == idField.name { return id == tests.fixtureDefault(of: idField) ? nil : "id: \(id)" }
            return changed[field.name.value]
        }
        return ".fixture(\(arguments.joined(separator: ", ")))"
    }

    /// The widest `changedRow` that still fits a test's `let result: Model = …` line in 120 columns.
    static let changedRowWidth = 80

    func expression(for type: TypeRef, _ variant: Variant) -> String {
        expression(forSpelling: type.swift, variant)
    }

    /// The sample of a type written as `spelling` (`[Item]`).
    func expression(forSpelling spelling: String, _ variant: Variant) -> String {
        if let entry = types.entry(spelling) { return entry.expression(place, variant) }
        return expression(for: SwiftTypeShape(spelling), variant)
    }

    func expression(for shape: SwiftTypeShape, _ variant: Variant) -> String {
        switch shape {
        case .optional(let wrapped):
            if variant == .plain { return "nil" }
            return Self.typedNil(wrapping: wrapped) ?? expression(for: wrapped, .distinct)
        case .array(let element):
            guard variant == .distinct else { return "[]" }
            return "[\(expression(for: element, .plain)), \(expression(for: element, .distinct))]"
        case .dictionary(let key, let value):
            guard variant == .distinct else { return "[:]" }
            return "[\(expression(for: key, .distinct)): \(expression(for: value, .distinct))]"
        case .tuple(let elements):
            let values = elements.map { element in
                (element.label.map { Naming.label($0) + ": " } ?? "") + expression(for: element.type, variant)
            }
            return "(\(values.joined(separator: ", ")))"
        case .function(let parameterCount, let result):
            return Self.closure(parameterCount: parameterCount, returning: result) { expression(for: $0, variant) }
        case .existential(let text), .metatype(let text):
            // No sample exists: the validator refuses these where a sample is needed
            // (`SwiftTypeShape.hasSample`); only an optional of one has one, nil, above.
            return "\(text)()"
        case .named(let name, _):
            if let model = declarations.model(named: name) { return modelExpression(model, variant) }
            return Self.builtin(name, variant, place) ?? "\(name)()"
        }
    }

    /// No value of an existential can be made up, so the one sample of an optional of one is nil: typed
    /// (`Optional<any Error>.none`), so that a mock's stub, an optional of the result, holds it as a
    /// stubbed answer (a bare `nil` there would read as no stub).
    static func typedNil(wrapping wrapped: SwiftTypeShape) -> String? {
        guard case .existential(let text) = wrapped else { return nil }
        return "Optional<\(text)>.none"
    }

    /// A closure of a function type that ignores its arguments and returns `body(result)`: `{ _, _ in nil }`,
    /// `{ [] }`, `{ _ in }` for `Void`. (It converts to the type's `async` and `throws` as it is.)
    static func closure(
        parameterCount: Int, returning result: SwiftTypeShape, body: (SwiftTypeShape) -> String
    ) -> String {
        let value = result == .tuple([]) || result == .named("Void") ? "" : body(result)
        let head =
            parameterCount == 0 ? "" : Array(repeating: "_", count: parameterCount).joined(separator: ", ") + " in"
        let inside = [head, value].filter { !$0.isEmpty }.joined(separator: " ")
        return inside.isEmpty ? "{}" : "{ \(inside) }"
    }

    /// A test sample for one slot (a state property, an input, a parameter, a result) that no other slot
    /// of the screen shares: `"email-1"`, `12`, UUID …0c, a later enum case. Two same-type arguments
    /// swapped, or a value copied into the wrong property, then show in the test. `ordinal` numbers the
    /// slot within its screen; `slot` makes strings readable. An enum has few cases: a state property
    /// (`isState`) takes the last case (the first of a two-case enum), other slots the ones between, so a
    /// parameter or result assigned to the property still changes it.
    func slotExpression(for type: TypeRef, slot: String, ordinal: Int, isState: Bool = false) -> String {
        slotExpression(for: SwiftTypeShape(type.swift), slot: slot, ordinal: ordinal, isState: isState)
    }

    private func slotExpression(for shape: SwiftTypeShape, slot: String, ordinal: Int, isState: Bool) -> String {
        switch shape {
        case .optional(let wrapped):
            if let typedNil = Self.typedNil(wrapping: wrapped) { return typedNil }
            return slotExpression(for: wrapped, slot: slot, ordinal: ordinal, isState: isState)
        case .array(let element):
            return
                "[\(expression(for: element, .plain)), \(slotExpression(for: element, slot: slot, ordinal: ordinal, isState: isState))]"
        case .dictionary(let key, let value):
            let keySample = slotExpression(for: key, slot: slot, ordinal: ordinal, isState: isState)
            return "[\(keySample): \(slotExpression(for: value, slot: slot, ordinal: ordinal, isState: isState))]"
        case .tuple, .function, .existential, .metatype:
            return expression(for: shape, .distinct)
        case .named(let name, _):
            if let model = declarations.model(named: name) {
                switch model.kind {
                case .enumeration(let cases) where cases.count > 1:
                    let chosen =
                        isState
                        ? (cases.count > 2 ? cases[cases.count - 1] : cases[0])
                        : (cases.count > 2 ? cases[1 + (ordinal - 1) % (cases.count - 2)] : cases[1])
                    return "." + Naming.swift(chosen.value)
                case .record(let fields) where place == .tests:
                    // Told apart by its `id` where it has one (the field a list of it is keyed by, and an id
                    // param's sample names: `SlotSamples`), else by its first field.
                    guard let field = fields.first(where: { $0.name.value == "id" }) ?? fields.first else {
                        return ".fixture()"
                    }
                    let value = slotExpression(
                        for: field.type, slot: field.name.value, ordinal: ordinal, isState: isState)
                    return ".fixture(\(Naming.label(field.name.value)): \(value))"
                default:
                    return modelExpression(model, .distinct)
                }
            }
            return Self.builtin(name, slot: slot, ordinal: ordinal) ?? expression(for: shape, .distinct)
        }
    }

    /// The slot sample of a standard type, or nil for a type without one.
    static func builtin(_ name: String, slot: String, ordinal: Int) -> String? {
        switch name {
        case "String", "Substring": return SwiftText.stringLiteral("\(slot)-\(ordinal)")
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
            return String(10 + ordinal)
        case "Double", "Float", "Float16", "CGFloat", "TimeInterval", "Decimal": return "\(ordinal).5"
        case "UUID": return "UUID.fixture(\(ordinal))"
        case "Date": return "Date(timeIntervalSince1970: \(ordinal * 86_400))"
        case "URL": return "URL(string: \(SwiftText.stringLiteral("https://example.com/\(slot)-\(ordinal)")))!"
        case "Data": return "Data([\(ordinal % 256)])"
        case "Duration": return ".seconds(\(ordinal))"
        // Whole hours within the ±18 hours a time zone allows, none of them the plain sample's 0.
        case "TimeZone": return "TimeZone(secondsFromGMT: \((ordinal % 12 + 1) * 3_600))!"
        case "Calendar":
            let identifiers = ["buddhist", "hebrew", "japanese", "persian", "coptic", "indian"]
            return "Calendar(identifier: .\(identifiers[ordinal % identifiers.count]))"
        default: return builtin(name, .distinct, .tests)
        }
    }

    private func modelExpression(_ model: Model, _ variant: Variant) -> String {
        switch model.kind {
        case .enumeration(let cases):
            let chosen = variant == .distinct && cases.count > 1 ? cases[1] : cases.first
            return "." + Naming.swift(chosen?.value ?? "unknown")
        case .record(let fields):
            switch place {
            case .tests:
                guard variant == .distinct, let first = fields.first else { return ".fixture()" }
                return ".fixture(\(Naming.label(first.name.value)): \(expression(for: first.type, .distinct)))"
            case .source:
                let arguments = fields.enumerated().map { index, field in
                    let value =
                        index == 0 && variant == .distinct
                        ? expression(for: field.type, .distinct)
                        : field.defaultValue?.source ?? expression(for: field.type, .plain)
                    return "\(Naming.label(field.name.value)): \(value)"
                }
                return "\(Naming.swift(model.name.value))(\(arguments.joined(separator: ", ")))"
            }
        }
    }

    /// A UUID in tests comes from the test support file's `UUID.fixture(_:)`; in app code (previews) it is
    /// `UUID()`: any value does, and neither needs a force-unwrapped literal.
    static func builtin(_ name: String, _ variant: Variant, _ place: Place) -> String? {
        let plain = variant == .plain
        switch name {
        case "String", "Substring": return plain ? "\"\"" : "\"sample\""
        case "Character": return plain ? "\"a\"" : "\"b\""
        case "Bool": return plain ? "false" : "true"
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
            return plain ? "0" : "3"
        case "Double", "Float", "Float16", "CGFloat", "TimeInterval", "Decimal": return plain ? "0" : "1.5"
        case "UUID":
            return place == .tests ? "UUID.fixture(\(plain ? 0 : 1))" : "UUID()"
        case "Date": return plain ? "Date(timeIntervalSince1970: 0)" : "Date(timeIntervalSince1970: 86_400)"
        case "URL": return plain ? "URL(string: \"https://example.com\")!" : "URL(string: \"https://example.com/1\")!"
        case "Data": return plain ? "Data()" : "Data([1, 2, 3])"
        case "Duration": return plain ? ".zero" : ".seconds(1)"
        case "TimeZone": return plain ? "TimeZone(secondsFromGMT: 0)!" : "TimeZone(secondsFromGMT: 3_600)!"
        case "Calendar": return plain ? "Calendar(identifier: .gregorian)" : "Calendar(identifier: .iso8601)"
        default: return nil
        }
    }
}
