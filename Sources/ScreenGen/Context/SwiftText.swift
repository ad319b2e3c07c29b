import ScreenSpec

/// The one way spec text (docs, scenario names, `skipIf` text quoted in a comment, the spec's path)
/// gets into generated Swift: escaped for the place it lands, so no text can end that place early.
///
/// The context builds every such value here, and templates print context values only; a template
/// cannot print spec text that did not pass through one of these. Names are validated identifiers
/// (`SwiftIdentifier.problem(with:)`), printed with backticks where Swift needs them by `Naming.swift`
/// and bare as labels by `Naming.label`; types are validated types (`SwiftTypeSyntax`), printed as
/// written; expressions are the one place a spec writes Swift (docs/templates.md).
enum SwiftText {
    /// The optional of a validated type written `type`: `Item?`, and `((Int) -> Item)?`, `(any Error)?`,
    /// `(A & B)?` for a function type or an existential, where a `?` after the text would bind to the result
    /// or the last part (`(Int) -> Item??` returns a double optional). Read by `SwiftTypeShape`.
    static func optional(_ type: String) -> String {
        switch SwiftTypeShape(type) {
        case .function, .existential: return "(" + type + ")?"
        default: return type + "?"
        }
    }

    /// A doc comment's lines, each safe after `/// ` on one line.
    ///
    /// Split on every line break: the Swift lexer ends a comment at `\n` and `\r` (so `\r` alone or in
    /// `\r\n` would start code), and U+2028, U+2029, U+0085, VT and FF are line breaks to editors and to
    /// YAML, so a reader would see a new line there too.
    static func docLines(_ text: String?) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        var lines: [String] = []
        var line = ""
        var afterCR = false
        for scalar in text.unicodeScalars {
            defer { afterCR = scalar == "\r" }
            if scalar == "\n" && afterCR { continue }  // the second half of \r\n
            if isLineBreak(scalar) {
                lines.append(line.trimmingTrailingWhitespace())
                line = ""
            } else {
                appendVisible(scalar, to: &line)
            }
        }
        lines.append(line.trimmingTrailingWhitespace())
        return lines
    }

    /// Text on one line of a `//` or `///` comment: line breaks become spaces, and characters that are
    /// invisible, change the text's direction or make swiftc warn (NUL) are written as `\u{…}`.
    static func commentLine(_ text: String) -> String {
        // Printable ASCII and tabs need nothing (the usual case, and every test's summary comes here).
        if isPrintableASCII(text, allowing: UInt8(ascii: "\t")) { return text }
        var result = ""
        var afterCR = false
        for scalar in text.unicodeScalars {
            defer { afterCR = scalar == "\r" }
            if scalar == "\n" && afterCR { continue }
            if isLineBreak(scalar) {
                result += " "
            } else {
                appendVisible(scalar, to: &result)
            }
        }
        return result
    }

    /// A Swift string literal holding `text`, on one line: `\`, `"` and every control, invisible or
    /// direction-changing character escaped (`\n`, `\u{202E}`), so the literal is the text and only the text.
    static func stringLiteral(_ text: String) -> String {
        if isPrintableASCII(text, allowing: nil),
            !text.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") })
        {
            return "\"" + text + "\""
        }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if needsEscape(scalar) || isLineBreak(scalar) {
                    result += escaped(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Whether every byte is printable ASCII (space to `~`) or `extra`: no line break, control, invisible
    /// or direction character, so nothing in it is escaped. Checked on bytes, because most spec text is
    /// such, and the scalar-by-scalar copy was ~2 % of a cold run's CPU (docs/performance.md).
    private static func isPrintableASCII(_ text: String, allowing extra: UInt8?) -> Bool {
        text.utf8.allSatisfy { (0x20...0x7E).contains($0) || $0 == extra }
    }

    /// Line breaks of the Swift lexer (`\n`, `\r`) and of Unicode (NEL, VT, FF, LS, PS).
    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// Control characters but tab (swiftc warns about NUL; the others are invisible) and invisible and
    /// text-direction characters (`SwiftIdentifier.isHiddenOrControl`, the rule names are checked by).
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\t" && SwiftIdentifier.isHiddenOrControl(scalar)
    }

    private static func appendVisible(_ scalar: Unicode.Scalar, to text: inout String) {
        if needsEscape(scalar) { text += escaped(scalar) } else { text.unicodeScalars.append(scalar) }
    }

    /// `\u{202E}`: Swift's escape, also readable in a comment.
    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
}
