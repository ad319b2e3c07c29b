import Diagnostics

/// Type names a spec may use without declaring them: the Swift standard library and Foundation
/// types a screen's state and services commonly hold. Anything else must be a declared model.
///
/// Each name is described once, with what generated code may assume of it: `SwiftTypeShape` reads these
/// traits to tell where a type can go (docs/spec-format.md, "Where a type can go"), and `SampleValues`
/// (ScreenGen) makes the samples they promise (`SampleTraitsTests` checks the two agree).
enum KnownTypes {
    struct Traits: OptionSet, Sendable {
        let rawValue: UInt8
        /// A protocol: named bare, it is an existential (`Error` is `any Error`).
        static let isProtocol = Traits(rawValue: 1 << 0)
        /// Takes generic arguments, so it is never a type when written alone (`Array`).
        static let isGeneric = Traits(rawValue: 1 << 1)
        /// Not `Equatable` (so not `Codable` either, as a model field).
        static let notEquatable = Traits(rawValue: 1 << 2)
        /// `Equatable` but not `Codable`.
        static let notCodable = Traits(rawValue: 1 << 3)
        /// No `init()` and no built-in sample: tests, mocks and previews cannot make up a value.
        static let withoutSample = Traits(rawValue: 1 << 4)
        /// Sampled by one of `SampleValues`' own expressions (`"sample"`, `UUID.fixture(1)`), not by `init()`.
        static let builtInSample = Traits(rawValue: 1 << 5)
        /// Conforms to `Error`: it can be a `Result`'s failure type.
        static let isError = Traits(rawValue: 1 << 6)
        /// A module's name, written before a type's (`Foundation.Date`), and no type itself.
        static let isModule = Traits(rawValue: 1 << 7)
    }

    static let traits: [String: Traits] = [
        // Swift
        "Swift": .isModule, "String": .builtInSample, "Substring": [.builtInSample, .notCodable],
        "Character": [.builtInSample, .notCodable], "Bool": .builtInSample, "Int": .builtInSample,
        "Int8": .builtInSample, "Int16": .builtInSample, "Int32": .builtInSample, "Int64": .builtInSample,
        "UInt": .builtInSample, "UInt8": .builtInSample, "UInt16": .builtInSample, "UInt32": .builtInSample,
        "UInt64": .builtInSample, "Float": .builtInSample, "Float16": .builtInSample, "Double": .builtInSample,
        "Duration": .builtInSample,
        // Generic: `Name<Arguments>()` is the sample of the standard collections only.
        "Array": .isGeneric, "ContiguousArray": .isGeneric, "Dictionary": .isGeneric, "Set": .isGeneric,
        "Optional": [.isGeneric, .withoutSample], "Result": [.isGeneric, .withoutSample],
        "Range": [.isGeneric, .withoutSample], "ClosedRange": [.isGeneric, .withoutSample],
        // Protocols
        "Error": .isProtocol, "Any": .isProtocol, "AnyObject": .isProtocol, "Sendable": .isProtocol,
        "Hashable": .isProtocol, "Equatable": .isProtocol, "Comparable": .isProtocol, "Codable": .isProtocol,
        "Identifiable": .isProtocol,
        "Never": .withoutSample, "Void": .notEquatable, "AnyHashable": .withoutSample,
        "CancellationError": [.notEquatable, .isError],
        // Foundation
        "Foundation": .isModule, "Decimal": .builtInSample, "UUID": .builtInSample, "Date": .builtInSample,
        "URL": .builtInSample, "Data": .builtInSample, "TimeInterval": .builtInSample, "CGFloat": .builtInSample,
        "Locale": [], "DateComponents": [], "DateInterval": [], "IndexSet": [], "IndexPath": [],
        "URLComponents": [], "AttributedString": [], "CharacterSet": [], "PersonNameComponents": [],
        "NSRange": [], "CGPoint": [], "CGSize": [], "CGRect": [],
        "Measurement": [.isGeneric, .withoutSample],
        "TimeZone": .builtInSample, "Calendar": .builtInSample,
        // `URLRequest` is in FoundationNetworking on Linux, which generated code does not import.
        "URLRequest": .withoutSample,
        "URLResponse": .withoutSample, "HTTPURLResponse": .withoutSample, "NSNumber": .withoutSample,
        "NSDecimalNumber": .withoutSample, "UnitLength": .withoutSample, "UnitMass": .withoutSample,
        "UnitDuration": .withoutSample, "UnitTemperature": .withoutSample,
        "URLError": [.withoutSample, .isError], "NSError": [.withoutSample, .isError],
        "CocoaError": [.withoutSample, .isError],
        "DecodingError": [.notEquatable, .withoutSample, .isError],
        "EncodingError": [.notEquatable, .withoutSample, .isError],
    ]

    static let names = Set(traits.keys)

    /// The traits of a standard name; none for any other (a model: `Equatable`, `Codable`, sampled).
    static func traits(of name: String) -> Traits { traits[name] ?? [] }
}

/// The type names written in a `TypeRef`, each marked where it stands
/// (`[String: Item]?` names `String` and `Item`; `Foundation.Date` names `Foundation`).
enum TypeNames {
    static func scan(_ type: TypeRef) -> [Located<String>] {
        var result: [Located<String>] = []
        // Walks the text's scalars in place (no array of them, no string per skipped word):
        // every type of every declaration passes here.
        let scalars = type.swift.unicodeScalars
        var index = scalars.startIndex
        var offset = 0
        var previous: Unicode.Scalar?
        func advance() {
            previous = scalars[index]
            index = scalars.index(after: index)
            offset += 1
        }
        while index < scalars.endIndex {
            guard SwiftIdentifier.isHead(scalars[index]) else {
                advance()
                continue
            }
            let (start, startOffset, isMember) = (index, offset, previous == ".")
            while index < scalars.endIndex, SwiftIdentifier.isCharacter(scalars[index]) { advance() }
            let first = scalars[start]
            // Lower-case words are keywords of type syntax (`any`, `some`, `inout`), not type names.
            if !isMember, !("a"..."z").contains(first), first != "_" {
                let word = String(scalars[start..<index])
                result.append(Located(word, at: Mark(line: type.mark.line, column: type.mark.column + startOffset)))
            }
        }
        return result
    }
}
