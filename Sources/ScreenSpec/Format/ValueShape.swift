/// What the value under a spec key must look like.
///
/// One description drives both the decoder's kind checks and the JSON Schema
/// (`SpecSchema`), so what the tool accepts and what editors complete cannot drift.
public indirect enum ValueShape: Sendable {
    /// Free text (docs, scenario names).
    case text
    /// A Swift identifier: a name being declared or a reference to one.
    case identifier
    /// The `screenspec` format version.
    case version
    /// `true` or `false`.
    case flag
    /// One of a fixed set of words.
    case choice([String])
    /// A Swift type as source text; a sequence of one element type `[Item]` means an array.
    case type
    /// A Swift expression as source text; YAML null, booleans and numbers are read as written.
    case expression
    /// `Dependency.method`.
    case memberPath
    /// A sequence of values of one shape.
    case list(ValueShape)
    /// A mapping from names the author chooses to values of one shape.
    case names(ValueShape)
    /// A mapping with the keys of an object description.
    case object(ObjectDescription)
    /// Any of these shapes; the first whose node kinds fit is used.
    case either([ValueShape])

    /// How a node may look for this shape, for kind checks before decoding.
    enum NodeKind: Sendable { case scalar, sequence, mapping, null }

    /// The node kinds this shape accepts (null only where "nothing" means something sensible).
    var acceptedKinds: Set<NodeKind> {
        switch self {
        case .text: return [.scalar, .null]
        case .identifier, .version, .flag, .choice, .memberPath, .expression: return [.scalar]
        case .type: return [.scalar, .sequence]
        case .list: return [.sequence, .null]
        case .names: return [.mapping, .null]
        case .object(let object): return object.acceptsNothing ? [.mapping, .null] : [.mapping]
        case .either(let shapes): return shapes.reduce(into: []) { $0.formUnion($1.acceptedKinds) }
        }
    }

    /// Whether this shape accepts `kind`: the same answer as `acceptedKinds.contains(kind)` without
    /// building a set, since the decoder asks for every node.
    func accepts(_ kind: NodeKind) -> Bool {
        switch self {
        case .text: return kind == .scalar || kind == .null
        case .identifier, .version, .flag, .choice, .memberPath, .expression: return kind == .scalar
        case .type: return kind == .scalar || kind == .sequence
        case .list: return kind == .sequence || kind == .null
        case .names: return kind == .mapping || kind == .null
        case .object(let object): return kind == .mapping || (kind == .null && object.acceptsNothing)
        case .either(let shapes): return shapes.contains { $0.accepts(kind) }
        }
    }

    /// What an author should have written, for "expected ..., found ..." messages.
    var expectation: String {
        switch self {
        case .text: return "a string"
        case .identifier: return "a name"
        case .version: return "a version number"
        case .flag: return "true or false"
        case .choice(let words): return "one of " + words.joined(separator: ", ")
        case .type: return "a type"
        case .expression: return "a Swift expression"
        case .memberPath: return "'Dependency.method'"
        case .list: return "a sequence"
        case .names, .object: return "a mapping"
        case .either(let shapes):
            var seen: [String] = []
            for shape in shapes where !seen.contains(shape.expectation) { seen.append(shape.expectation) }
            return seen.joined(separator: " or ")
        }
    }
}

/// One key of an object in the spec format.
public struct KeyDescription: Sendable {
    public var name: String
    public var shape: ValueShape
    public var isRequired: Bool
    /// Shown by editors (through the JSON Schema) and in docs.
    public var doc: String

    public init(_ name: String, _ shape: ValueShape, required: Bool = false, doc: String) {
        self.name = name
        self.shape = shape
        self.isRequired = required
        self.doc = doc
    }
}

/// A kind of mapping in the spec format (a screen, an action, ...) and the keys it allows.
public struct ObjectDescription: Sendable {
    /// The definition's name in the JSON Schema (`Screen`, `Action`).
    public var name: String
    /// How messages call it ("an action").
    public var noun: String
    public var doc: String
    public var keys: [KeyDescription]

    public init(name: String, noun: String, doc: String, keys: [KeyDescription]) {
        self.name = name
        self.noun = noun
        self.doc = doc
        self.keys = keys
    }

    public func key(_ name: String) -> KeyDescription? { keys.first { $0.name == name } }

    /// An object without required keys may be left empty (`deleteItem:` with nothing after it).
    var acceptsNothing: Bool { !keys.contains { $0.isRequired } }
}

extension ObjectDescription {
    /// The words a `choice` key allows (empty for other shapes).
    public func allowed(_ key: String) -> [String] {
        guard case .choice(let words)? = keys.first(where: { $0.name == key })?.shape else { return [] }
        return words
    }
}
