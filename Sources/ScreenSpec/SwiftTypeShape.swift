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
        self = ParsedTypeShapes.shared.shape(of: source) ?? .named(source.trimming(" \t"))
    }

    /// The shape of one plain name (`Int`, `Item`, `Error`): a protocol named bare is an existential.
    public static func ofName(_ name: String) -> SwiftTypeShape {
        KnownTypes.traits(of: name).contains(.isProtocol) ? .existential(name) : .named(name)
    }

    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// The protocols an existential names (`any Error & Sendable`: `Error`, `Sendable`); none for other shapes.
    public var protocolNames: [Substring] {
        guard case .existential(let text) = self else { return [] }
        return text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.filter { $0 != "any" && $0 != "some" }
    }

    /// `Error` or `any Error`: what a thrown error is.
    public var isErrorExistential: Bool { protocolNames == ["Error"] }

    // MARK: Where a type can go (`TypeRole`): each rule is a verdict on one part, walked by `firstPart(breaking:)`.

    /// What a rule says of one part of a type.
    enum Verdict {
        /// The part breaks the rule: the walk stops here.
        case breaks
        /// The part keeps it, whatever it is made of.
        case keeps
        /// The part keeps it if the parts it is made of do.
        case asksParts
    }

    /// The first part, depth first, that breaks `rule`, or nil.
    func firstPart(breaking rule: (SwiftTypeShape) -> Verdict) -> SwiftTypeShape? {
        switch rule(self) {
        case .breaks: return self
        case .keeps: return nil
        case .asksParts:
            switch self {
            case .optional(let wrapped), .array(let wrapped): return wrapped.firstPart(breaking: rule)
            case .dictionary(let key, let value):
                return key.firstPart(breaking: rule) ?? value.firstPart(breaking: rule)
            case .tuple(let elements):
                for element in elements { if let part = element.type.firstPart(breaking: rule) { return part } }
                return nil
            case .function(_, let result): return result.firstPart(breaking: rule)
            case .named(_, let arguments):
                for argument in arguments { if let part = argument.firstPart(breaking: rule) { return part } }
                return nil
            case .existential, .metatype: return nil
            }
        }
    }

    /// A named part's name without its generic arguments (`Set<UUID>`: `Set`), as written; nil for other shapes.
    public var genericBase: Substring? {
        guard case .named(let name, let arguments) = self else { return nil }
        return arguments.isEmpty ? name[...] : name.prefix { $0 != "<" }
    }

    /// The traits (`KnownTypes`) of a named part, generic arguments aside (`Set<UUID>`: those of `Set`).
    private static func traits(ofNamed name: String, _ arguments: [SwiftTypeShape]) -> KnownTypes.Traits {
        KnownTypes.traits(of: String(SwiftTypeShape.named(name, arguments: arguments).genericBase!))
    }

    /// The first standard name written alone that is no type by itself: a generic type without its arguments
    /// (`Array`) or a module (`Foundation`).
    public var incompletePart: SwiftTypeShape? {
        firstPart { shape in
            guard case .named(let name, let arguments) = shape, arguments.isEmpty else { return .asksParts }
            return KnownTypes.traits(of: name).isDisjoint(with: [.isGeneric, .isModule]) ? .keeps : .breaks
        }
    }

    /// The failure type of a `Result` (`Result<Item, Failure>`) that is no `Error`, a model included: the
    /// generated code would not build.
    public var resultFailureNotError: SwiftTypeShape? {
        var failure: SwiftTypeShape?
        _ = firstPart { shape in
            guard case .named(_, let arguments) = shape, shape.genericBase == "Result", arguments.count == 2 else {
                return .asksParts
            }
            let isError: Bool
            switch arguments[1] {
            case .existential: isError = arguments[1].protocolNames.contains("Error")
            case .named(let name, let inner): isError = Self.traits(ofNamed: name, inner).contains(.isError)
            default: isError = false
            }
            if isError { return .asksParts }
            failure = arguments[1]
            return .breaks
        }
        return failure
    }

    /// The first part that is not `Sendable`, or nil: a function type (a spec cannot write `@Sendable`), or an
    /// existential of protocols none of which is `Sendable` or `Error` (`Any`, `any Hashable`). Models and the
    /// standard types a spec can use are `Sendable`.
    public var notSendablePart: SwiftTypeShape? {
        firstPart { shape in
            switch shape {
            case .function: return .breaks
            case .existential:
                return shape.protocolNames.contains { $0 == "Sendable" || $0 == "Error" } ? .keeps : .breaks
            case .metatype: return .keeps
            default: return .asksParts
            }
        }
    }

    /// False where Swift has no `Equatable` conformance whatever the names stand for: a function, a tuple,
    /// an existential, a metatype, a standard type that is not `Equatable`, and a type made of one. (A model
    /// is `Equatable`, and so is a standard generic type of `Equatable` arguments.)
    public var canBeEquatable: Bool { notEquatablePart == nil }

    /// The first part (depth first) that keeps the type from being `Equatable`, or nil. (A dictionary's key
    /// is asked too: a key that is not `Equatable` is not `Hashable` either.)
    public var notEquatablePart: SwiftTypeShape? {
        firstPart { shape in
            switch shape {
            case .function, .tuple, .existential, .metatype: return .breaks
            case .named(let name, let arguments):
                return Self.traits(ofNamed: name, arguments).contains(.notEquatable) ? .breaks : .asksParts
            default: return .asksParts
            }
        }
    }

    /// False where generated code cannot make up a value of the type (tests, mocks and previews need
    /// one): an existential, a metatype, a standard type without a sample (`KnownTypes`: no `init()` and
    /// no built-in value), and a type made of one, optionals included (tests use the wrapped value), but for
    /// an optional existential (a typed nil). A function has one if its result has (`{ _ in 0 }`).
    public var hasSample: Bool { partWithoutSample == nil }

    /// The first part (depth first) no sample can be made for, or nil.
    public var partWithoutSample: SwiftTypeShape? {
        firstPart { shape in
            switch shape {
            // Tests use an optional's wrapped sample (a non-nil value shows more); only an existential's
            // optional is sampled as nil, typed (`SampleValues.typedNil`).
            case .optional(.existential): return .keeps
            case .existential, .metatype: return .breaks
            case .named(let name, let arguments):
                let traits = Self.traits(ofNamed: name, arguments)
                // `Set<UUID>()`: among the generic types, only the standard collections' samples are empty
                // ones, whatever their arguments.
                let sampled = arguments.isEmpty || traits.contains(.isGeneric)
                return sampled && !traits.contains(.withoutSample) ? .keeps : .breaks
            default: return .asksParts
            }
        }
    }

    /// The first part that keeps a model (`Codable`, and `Equatable`) from building with this field type.
    public var notCodablePart: SwiftTypeShape? {
        notEquatablePart
            ?? firstPart { shape in
                guard case .named(let name, let arguments) = shape else { return .asksParts }
                return Self.traits(ofNamed: name, arguments).contains(.notCodable) ? .breaks : .asksParts
            }
    }

    /// Whether a named part is `Equatable` but not `Codable` (`Character`), for messages.
    public var isNamedNotCodable: Bool {
        guard case .named(let name, let arguments) = self else { return false }
        return Self.traits(ofNamed: name, arguments).contains(.notCodable)
    }
}

extension String {
    fileprivate func trimming(_ set: String) -> String {
        var scalars = Substring(self)
        while let first = scalars.first, set.contains(first) { scalars.removeFirst() }
        while let last = scalars.last, set.contains(last) { scalars.removeLast() }
        return String(scalars)
    }
}
