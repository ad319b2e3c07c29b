/// An expression printed as the right operand of `==` or `!=`, as Swift Testing's `#expect(a == b)`
/// needs: XCTest passes the expected value as an argument, where any expression fits, but next to an
/// operator `a == skipped ? 0 : 1` or `a == isOn && isValid` would group the wrong way.
///
/// One term (a name, a member chain, a call, a literal, a prefix `-` or `!` before one) is printed as it
/// is; anything with an operator or a space outside brackets and string literals goes in parentheses.
/// Text inside brackets and string literals (plain, raw and multi-line, interpolations included) never
/// decides, so a `"a == b"` in a string does not add parentheses and cannot end the operand early.
enum SwiftOperand {
    static func rightOfEquals(_ expression: String) -> String {
        isOneTerm(expression) ? expression : "(" + expression + ")"
    }

    static func isOneTerm(_ expression: String) -> Bool {
        if let plain = isPlainASCIITerm(expression) { return plain }
        let characters = Array(expression)
        guard !characters.isEmpty else { return false }
        var index = characters.first == "-" || characters.first == "!" ? 1 : 0
        while index < characters.count {
            let character = characters[index]
            if character == "(" || character == "[" || character == "{" {
                guard let end = closing(characters, from: index) else { return false }
                index = end + 1
            } else if character == "\"" || character == "#", let end = stringEnd(characters, from: index) {
                index = end
            } else if character.isLetter || character.isNumber || "_.$`#".contains(character) {
                index += 1
            } else {
                return false
            }
        }
        return true
    }

    /// The answer for the usual operand (a name, a member chain, a number: ASCII letters, digits and
    /// `_.$\``, after an optional `-` or `!`), from its bytes; nil for anything else, which the scan by
    /// `Character` decides. Every generated assertion asks, and splitting each expression into
    /// `Character`s to test `isLetter` was ~4 % of a cold run's CPU (docs/performance.md).
    private static func isPlainASCIITerm(_ expression: String) -> Bool? {
        let bytes = expression.utf8
        guard let first = bytes.first else { return false }
        let prefixed = first == UInt8(ascii: "-") || first == UInt8(ascii: "!")
        for byte in bytes.dropFirst(prefixed ? 1 : 0) {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "$"),
                UInt8(ascii: "`"):
                continue
            default:
                return nil
            }
        }
        return true
    }

    /// The index of the bracket that closes the one at `start`, skipping string literals.
    private static func closing(_ characters: [Character], from start: Int) -> Int? {
        var depth = 0
        var index = start
        while index < characters.count {
            let character = characters[index]
            if character == "\"" || character == "#", let end = stringEnd(characters, from: index) {
                index = end
                continue
            }
            if "([{".contains(character) { depth += 1 }
            if ")]}".contains(character) {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }

    /// The index after the string literal starting at `start` (`"`, `"""`, or `#`s before either); nil
    /// when there is no literal there or it does not end.
    private static func stringEnd(_ characters: [Character], from start: Int) -> Int? {
        var index = start
        var hashes = 0
        while index < characters.count, characters[index] == "#" {
            hashes += 1
            index += 1
        }
        guard index < characters.count, characters[index] == "\"" else { return nil }
        let isMultiLine = index + 2 < characters.count && characters[index + 1] == "\"" && characters[index + 2] == "\""
        let quotes = isMultiLine ? 3 : 1
        index += quotes
        let escape = "\\" + String(repeating: "#", count: hashes)
        let close = String(repeating: "\"", count: quotes) + String(repeating: "#", count: hashes)
        func matches(_ text: String, at position: Int) -> Bool {
            let needle = Array(text)
            return position + needle.count <= characters.count
                && Array(characters[position..<position + needle.count]) == needle
        }
        while index < characters.count {
            if matches(close, at: index) { return index + close.count }
            if matches(escape, at: index) {
                index += escape.count
                // An interpolation is code: skip it as a bracket, strings inside it included.
                if index < characters.count, characters[index] == "(" {
                    guard let end = closing(characters, from: index) else { return nil }
                    index = end + 1
                } else {
                    index += 1
                }
                continue
            }
            index += 1
        }
        return nil
    }
}
