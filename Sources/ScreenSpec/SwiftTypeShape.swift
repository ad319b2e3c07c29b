/// What a spec type is made of, as far as generated code needs it (sample values, previews, mocks, tests):
/// read by `SwiftTypeSyntax`'s grammar, the parse the validator checks a type with, so that ScreenSpec owns
/// one reading of Swift type text. `(Int) -> Item?` is a function returning an optional, not an optional;
/// `A & B?` is a composition; `[(Int) -> (a: Int)]` an array.
public indirect enum SwiftTypeShape: Equatable, Sendable {
    /// `T?`, and `T!` (an implicitly unwrapped optional holds nil just the same).
    case optional(SwiftTypeShape)
    case array(SwiftTypeShape)
    case dictionary(key: SwiftTypeShape, value: SwiftTypeShape)
    /// `(id: UUID, String)`, `()`; a parenthesized type of one element is that element.
    case tuple([Element])
    /// `(Int, String) async throws -> Item`: how many parameters, and what it returns.
    case function(parameterCount: Int, result: SwiftTypeShape)
    /// `any Error`, `some View`, `Hashable & Sendable`, as written: a type no sample can be built for
    /// (only an optional of one has a value, nil).
    case existential(String)
    /// Anything else, as written without the spaces around it: `Item`, `Set<UUID>`, `Foundation.Date`,
    /// `Int.Type`.
    case named(String)

    public struct Element: Equatable, Sendable {
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

    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// False where Swift has no `Equatable` conformance whatever the names stand for: a function, a tuple,
    /// an existential, and an optional or collection of one. (A named type is taken to be `Equatable`, as
    /// models are.)
    public var canBeEquatable: Bool {
        switch self {
        case .function, .tuple, .existential: return false
        case .optional(let wrapped), .array(let wrapped): return wrapped.canBeEquatable
        case .dictionary(_, let value): return value.canBeEquatable
        case .named: return true
        }
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
