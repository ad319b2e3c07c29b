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

    /// Why `name` cannot name something in generated code, or nil when it can. The one rule for every
    /// name: declarations and references in a spec, its `module`, and `--module` on the command line.
    public enum NameProblem: Equatable, Sendable {
        /// Not a Swift identifier (keywords are identifiers: they are escaped where they appear).
        case notAnIdentifier
        /// A Swift identifier, but with a character that is invisible or changes the text's direction,
        /// so it could look like another name (`Item` and `Item` + U+200B).
        case hiddenCharacter(Unicode.Scalar)
    }

    public static func problem(with name: String) -> NameProblem? {
        guard isValid(name) else { return .notAnIdentifier }
        // ASCII names (nearly all) have no hidden characters; only others are looked at.
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return nil }
        return name.unicodeScalars.first(where: isHidden).map { .hiddenCharacter($0) }
    }

    /// The first character of `text` that a reader cannot see or that reorders what they see: control
    /// characters (line breaks included) and `isHidden` ones. For text that is no name but must still
    /// show as what it is, such as a spec's file name (it names generated files and their headers).
    public static func firstHiddenOrControl(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first(where: isHiddenOrControl)
    }

    /// `isHidden`, or a C0 / C1 control character (line breaks, NUL, ESC...).
    public static func isHiddenOrControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || isHidden(scalar)
    }

    /// `U+200B`: how messages name a character they cannot show.
    public static func describe(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// Text for a message, with control, invisible and direction characters written as `\u{…}`:
    /// a message must not be disguised by the text it reports.
    public static func visible(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if isHiddenOrControl(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Invisible characters and text-direction controls, which Swift accepts in identifiers (U+200B,
    /// U+202E, U+2060...) but which make different names look alike or reorder the text around them:
    /// Unicode's default-ignorable code points (zero-width characters, joiners, soft hyphen, variation
    /// selectors, tags, fillers) and the bidi controls (U+061C, U+200E/F, U+202A–E, U+2066–9),
    /// plus the line and paragraph separators.
    public static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: return true
        case 0..<0x80: return false
        default: return scalar.properties.isDefaultIgnorableCodePoint
        }
    }

    /// The name as it must appear in Swift source: keywords in backticks.
    public static func escaped(_ name: String) -> String { isKeyword(name) ? "`\(name)`" : name }

    public static func isHead(_ scalar: Unicode.Scalar) -> Bool {
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

    public static func isCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: return true
        default: return isHead(scalar)
        }
    }
}
