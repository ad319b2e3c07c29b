/// Swift's rules for identifiers, used to check spec names and to escape keywords in generated code.
public enum SwiftIdentifier {
    /// Words that must be written in backticks to be used as a name.
    public static let keywords: Set<String> = [
        // declarations
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var",
        // statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "switch", "throw", "where", "while",
        // expressions and types
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    /// Whether `name` is a Swift identifier (keywords included: they are valid once escaped).
    /// Follows the grammar in The Swift Programming Language, including its non-ASCII letters.
    public static func isValid(_ name: String) -> Bool {
        // Every declared and referenced name passes here: ASCII names byte by byte, others scalar by scalar.
        if let answer = isValidASCII(name) { return answer }
        let scalars = name.unicodeScalars
        guard let first = scalars.first, isHead(first) else { return false }
        if name == "_" { return false }
        return scalars.dropFirst().allSatisfy(isCharacter)
    }

    /// `isValid` for a name of ASCII characters only; nil when it has any other character.
    private static func isValidASCII(_ name: String) -> Bool? {
        func isHead(_ byte: UInt8) -> Bool {
            (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
        }
        // On the contiguous bytes (a plain loop over `utf8` did not inline); nil when there are none.
        let answer = name.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            guard let first = bytes.first, isHead(first), name != "_" else { return false }
            return bytes.dropFirst().allSatisfy { isHead($0) || (0x30...0x39).contains($0) }
        }
        return answer ?? nil
    }

    public static func isKeyword(_ name: String) -> Bool { keywords.contains(name) }

    /// The name as it must appear in Swift source: keywords in backticks.
    public static func escaped(_ name: String) -> String { isKeyword(name) ? "`\(name)`" : name }

    static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        switch v {
        case 0x41...0x5A, 0x61...0x7A, 0x5F: return true
        case 0xA8, 0xAA, 0xAD, 0xAF, 0xB2...0xB5, 0xB7...0xBA: return true
        case 0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF: return true
        case 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF: return true
        case 0x1E00...0x1FFF: return true
        case 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054, 0x2060...0x206F: return true
        case 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793: return true
        case 0x2C00...0x2DFF, 0x2E80...0x2FFF: return true
        case 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF: return true
        case 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44: return true
        case 0xFE47...0xFFFD: return true
        case 0x10000...0xEFFFD: return v & 0xFFFF <= 0xFFFD
        default: return false
        }
    }

    static func isCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: return true
        default: return isHead(scalar)
        }
    }
}
