extension SpecValidator {
    /// A name that is a Swift keyword (`default`, `class`) is allowed, and the generator writes it in backticks
    /// wherever it writes the name; but an expression is the spec's own Swift, where it must be written
    /// `` `default` `` too. Read bare (`isDefault: default`), it generated code that did not build, and `lint`
    /// said nothing. A warning, not an error: a bare word may also be the keyword itself.
    mutating func checkKeywordNames(_ screen: Screen) {
        let screenNames = (screen.input.map(\.name.value) + screen.derived.map(\.name.value)).filter(
            Self.readsAsKeyword)
        for action in screen.actions {
            let names = Set(screenNames + action.params.map(\.name.value).filter(Self.readsAsKeyword))
            guard !names.isEmpty else { continue }
            for expression in action.evaluatedExpressions + [action.skipIf].compactMap({ $0 }) {
                for name in Self.bareWords(in: expression.source, among: names) {
                    problems.report(.keywordNameUnescaped(name: name), at: expression.mark)
                }
            }
        }
        guard !screenNames.isEmpty else { return }
        for derived in screen.derived {
            for name in Self.bareWords(in: derived.value.source, among: Set(screenNames)) {
                problems.report(.keywordNameUnescaped(name: name), at: derived.value.mark)
            }
        }
    }

    /// Keywords that an expression could not read as a name: not those an expression also uses as keywords
    /// (`in` and `return` in a closure, `try`, `is`, `self`, `nil` …), where a bare word is most likely meant.
    private static func readsAsKeyword(_ name: String) -> Bool {
        SwiftIdentifier.isKeyword(name) && !expressionKeywords.contains(name)
    }

    private static let expressionKeywords: Set<String> = [
        "in", "return", "let", "var", "if", "else", "guard", "switch", "case", "for", "where", "while", "throw",
        "try", "await", "is", "as", "self", "Self", "super", "nil", "true", "false", "some", "any",
    ]

    /// The words among `names` that `source` writes bare: not in backticks, not a member (`.default`), not a
    /// placeholder (`$default`), not a label (`default:`), not inside a string literal.
    static func bareWords(in source: String, among names: Set<String>) -> [String] {
        let bytes = Array(source.utf8)
        let isWordByte = { (byte: UInt8) in
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                || byte == UInt8(ascii: "_")
        }
        var found: [String] = []
        var index = 0
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") && inString {
                index += 2
                continue
            }
            if byte == UInt8(ascii: "\"") { inString.toggle() }
            guard !inString, isWordByte(byte), index == 0 || !isWordByte(bytes[index - 1]) else {
                index += 1
                continue
            }
            var end = index
            while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
            let before = index > 0 ? bytes[index - 1] : 0
            var after = end
            while after < bytes.count, bytes[after] == UInt8(ascii: " ") { after += 1 }
            let next = after < bytes.count ? bytes[after] : 0
            let word = String(decoding: bytes[index..<end], as: UTF8.self)
            if names.contains(word), before != UInt8(ascii: "`"), before != UInt8(ascii: "."),
                before != UInt8(ascii: "$"), next != UInt8(ascii: ":"), !found.contains(word)
            {
                found.append(word)
            }
            index = end
        }
        return found
    }
}
