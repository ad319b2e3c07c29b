import Diagnostics

/// Type names a spec may use without declaring them: the Swift standard library and Foundation
/// types a screen's state and services commonly hold. Anything else must be a declared model.
enum KnownTypes {
    static let names: Set<String> = [
        // Swift
        "Swift", "String", "Substring", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8",
        "UInt16", "UInt32", "UInt64", "Float", "Float16", "Double", "Array", "ContiguousArray", "Dictionary", "Set",
        "Optional", "Result", "Error", "Never", "Void", "Any", "AnyObject", "AnyHashable", "Range", "ClosedRange",
        "Duration", "Sendable", "Hashable", "Equatable", "Comparable", "Codable", "Identifiable", "CancellationError",
        // Foundation
        "Foundation", "Decimal", "UUID", "Date", "URL", "Data", "TimeInterval", "Locale", "TimeZone", "Calendar",
        "DateComponents", "DateInterval", "Measurement", "IndexSet", "IndexPath", "URLComponents", "URLRequest",
        "URLResponse", "HTTPURLResponse", "URLError", "AttributedString", "CharacterSet", "NSNumber",
        "NSDecimalNumber", "PersonNameComponents", "NSRange", "NSError", "CocoaError", "DecodingError",
        "EncodingError", "CGFloat", "CGPoint", "CGSize", "CGRect", "UnitLength", "UnitMass", "UnitDuration",
        "UnitTemperature",
    ]
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
