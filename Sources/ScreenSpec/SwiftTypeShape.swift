/// What a spec type is made of, as far as generated code needs it (sample values, previews, mocks, tests):
/// read by `SwiftTypeSyntax`'s grammar, the parse the validator checks a type with, so that ScreenSpec owns
/// one reading of Swift type text. `(Int) -> Item?` is a function returning an optional, not an optional;
/// `A & B?` is a composition; `[(Int) -> (a: Int)]` an array.
public indirect enum SwiftTypeShape: Hashable, Sendable {
    /// `T?`, and `T!` (an implicitly unwrapped optional holds nil just the same).
    case optional(SwiftTypeShape)
    case array(SwiftTypeShape)
    case dictionary(key: SwiftTypeShape, value: SwiftTypeShape)
    /// `(id: UUID, String)`, `()`; a parenthesized type of one element is that element.
    case tuple([Element])
    /// `(Int, String) async throws -> Item`: how many parameters, and what it returns.
    case function(parameterCount: Int, result: SwiftTypeShape)
    /// `any Error`, `some View`, `Hashable & Sendable`, and a protocol named bare (`Error`), as written: a
    /// type no sample can be built for (only an optional of one has a value, nil).
    case existential(String)
    /// `Int.Type`, `Item.Protocol`, as written.
    case metatype(String)
    /// Anything else, as written without the spaces around it (`Item`, `Set<UUID>`, `Foundation.Date`),
    /// with the shapes of its generic arguments (`Set<UUID>`: `UUID`).
    case named(String, arguments: [SwiftTypeShape] = [])

    public struct Element: Hashable, Sendable {
        public var label: String?
        public var type: SwiftTypeShape
        public init(label: String?, type: SwiftTypeShape) {
            self.label = label
            self.type = type
        }
    }

    /// The shape of `source`; text that is no type (the validator has refused it) is `named`, trimmed.
    public init(_ source: String) {
        self = SwiftTypeSyntax.shape(of: source) ?? .named(source.trimming(" \t"))
    }

    /// The shape of one plain name (`Int`, `Item`, `Error`): a protocol named bare is an existential.
    public static func ofName(_ name: String) -> SwiftTypeShape {
        protocolNames.contains(name) ? .existential(name) : .named(name)
    }

    /// The first part that is not `Sendable`, or nil: a function type (a spec cannot write `@Sendable`), or an
    /// existential of protocols none of which is `Sendable` or `Error` (`Any`, `any Hashable`). Models and the
    /// standard types a spec can use are `Sendable`.
    public var notSendablePart: SwiftTypeShape? {
        switch self {
        case .function: return self
        case .existential(let text):
            let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
            return words.contains { $0 == "Sendable" || $0 == "Error" } ? nil : self
        case .optional(let wrapped), .array(let wrapped): return wrapped.notSendablePart
        case .dictionary(let key, let value): return key.notSendablePart ?? value.notSendablePart
        case .tuple(let elements): return elements.lazy.compactMap(\.type.notSendablePart).first
        case .named(_, let arguments): return arguments.lazy.compactMap(\.notSendablePart).first
        case .metatype: return nil
        }
    }

    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// False where Swift has no `Equatable` conformance whatever the names stand for: a function, a tuple,
    /// an existential, a metatype, a standard type that is not `Equatable`, and a type made of one. (A model
    /// is `Equatable`, and so is a standard generic type of `Equatable` arguments.)
    public var canBeEquatable: Bool { notEquatablePart == nil }

    /// The first part (depth first) that keeps the type from being `Equatable`, or nil.
    public var notEquatablePart: SwiftTypeShape? {
        switch self {
        case .function, .tuple, .existential, .metatype: return self
        case .optional(let wrapped), .array(let wrapped): return wrapped.notEquatablePart
        case .dictionary(_, let value): return value.notEquatablePart
        case .named(let name, let arguments):
            if Self.namedNotEquatable.contains(name) { return self }
            return arguments.lazy.compactMap(\.notEquatablePart).first
        }
    }

    /// False where generated code cannot make up a value of the type (tests, mocks and previews need
    /// one): an existential, a metatype, a standard type without a sample (`SampleValues`: no `init()` and
    /// no built-in value), and a type made of one, optionals included (tests use the wrapped value), but for
    /// an optional existential (a typed nil). A function has one if its result has (`{ _ in 0 }`).
    public var hasSample: Bool { partWithoutSample == nil }

    /// The first part (depth first) no sample can be made for, or nil.
    public var partWithoutSample: SwiftTypeShape? {
        switch self {
        // Tests use an optional's wrapped sample (a non-nil value shows more); only an existential's optional
        // is sampled as nil, typed (`SampleValues.typedNil`).
        case .optional(.existential): return nil
        case .optional(let wrapped): return wrapped.partWithoutSample
        case .existential, .metatype: return self
        case .array(let element): return element.partWithoutSample
        case .dictionary(let key, let value): return key.partWithoutSample ?? value.partWithoutSample
        case .tuple(let elements): return elements.lazy.compactMap(\.type.partWithoutSample).first
        case .function(_, let result): return result == .tuple([]) ? nil : result.partWithoutSample
        case .named(let name, let arguments):
            if arguments.isEmpty { return Self.namedWithoutSample.contains(name) ? self : nil }
            // `Set<UUID>()`: only the standard collections among the generic types have an empty `init()`.
            let base = name.prefix { $0 != "<" }
            return Self.emptyGenericCollections.contains(String(base)) ? nil : self
        }
    }

    /// The first part that keeps a model (`Codable`, and `Equatable`) from building with this field type.
    public var notCodablePart: SwiftTypeShape? {
        if let part = notEquatablePart { return part }
        switch self {
        case .optional(let wrapped), .array(let wrapped): return wrapped.notCodablePart
        case .dictionary(let key, let value): return key.notCodablePart ?? value.notCodablePart
        case .named(let name, let arguments):
            if Self.namedNotCodable.contains(name) { return self }
            return arguments.lazy.compactMap(\.notCodablePart).first
        default: return nil
        }
    }

    /// Standard types (`KnownTypes`) that are `Equatable` but not `Codable`.
    static let namedNotCodable: Set<String> = ["Character", "Substring"]

    /// Protocols a spec may name without `any` (`KnownTypes`): as a type, each is an existential.
    public static let protocolNames: Set<String> = [
        "Error", "Any", "AnyObject", "Sendable", "Hashable", "Equatable", "Comparable", "Codable", "Identifiable",
    ]

    /// Standard types (`KnownTypes`) that do not conform to `Equatable`.
    static let namedNotEquatable: Set<String> = ["CancellationError", "DecodingError", "EncodingError", "Void"]

    /// Standard types (`KnownTypes`) without an `init()` and without a built-in sample in `SampleValues`.
    /// The end-to-end fixture `Tests/Fixtures/valid/StandardTypes.yaml` builds a sample of every other one.
    static let namedWithoutSample: Set<String> = [
        "AnyHashable", "Calendar", "CocoaError", "DecodingError", "EncodingError", "HTTPURLResponse", "NSDecimalNumber",
        "NSError", "NSNumber", "Never", "TimeZone", "URLError", "URLRequest", "URLResponse", "UnitDuration",
        "UnitLength", "UnitMass", "UnitTemperature",
    ]

    /// Generic standard types whose sample is an empty `Name<Arguments>()`.
    static let emptyGenericCollections: Set<String> = ["Array", "ContiguousArray", "Dictionary", "Set"]
}

extension String {
    fileprivate func trimming(_ set: String) -> String {
        var scalars = Substring(self)
        while let first = scalars.first, set.contains(first) { scalars.removeFirst() }
        while let last = scalars.last, set.contains(last) { scalars.removeLast() }
        return String(scalars)
    }
}
