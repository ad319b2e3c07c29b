/// Finds the identifiers in a spec's Swift expression, so the context can tell which state a test must
/// capture and can rewrite names (`items` -> `state.items`) without a Swift parser.
///
/// It understands enough Swift for expressions: string literals (with `\( )` interpolations, whose code
/// is scanned), member access (`.count` is not a use of `count`), argument labels (`name:` after `(` or
/// `,`), and `$` names (`$result`, `$0`).
struct SwiftExpressionScanner {
    struct Token: Equatable {
        enum Kind: Equatable {
            /// A name used as a value or function: what a rewrite may qualify.
            case use
            /// `.name` after a dot.
            case member
            /// `name:` in an argument list.
            case label
            /// `$result`, `$message`, `$error`, `$0` (the name without `$`).
            case dollar
        }
        var name: String
        var kind: Kind
        /// Character offsets in the source, `$` included for dollar names.
        var range: Range<Int>
    }

    static func tokens(in source: String) -> [Token] {
        let text = Array(source)
        var tokens: [Token] = []
        var index = 0
        // Each entry is an open `\(` interpolation's parenthesis depth; empty means plain code.
        var interpolationDepths: [Int] = []
        var parenDepth = 0
        var inString = false

        while index < text.count {
            let character = text[index]
            if inString {
                if character == "\\", index + 1 < text.count {
                    if text[index + 1] == "(" {
                        inString = false
                        parenDepth += 1
                        interpolationDepths.append(parenDepth)
                        index += 2
                        continue
                    }
                    index += 2
                    continue
                }
                if character == "\"" { inString = false }
                index += 1
                continue
            }
            switch character {
            case "\"":
                inString = true
                index += 1
            case "(":
                parenDepth += 1
                index += 1
            case ")":
                if let last = interpolationDepths.last, last == parenDepth {
                    interpolationDepths.removeLast()
                    inString = true
                }
                parenDepth -= 1
                index += 1
            case "$":
                let start = index
                index += 1
                while index < text.count, isIdentifierCharacter(text[index]) { index += 1 }
                tokens.append(Token(name: String(text[(start + 1)..<index]), kind: .dollar, range: start..<index))
            case "`":
                // An escaped keyword: `default`.
                let start = index
                index += 1
                while index < text.count, text[index] != "`" { index += 1 }
                index = min(index + 1, text.count)
                let name = String(text[(start + 1)..<max(start + 1, index - 1)])
                tokens.append(Token(name: name, kind: kind(at: start, end: index, in: text), range: start..<index))
            default:
                guard isIdentifierHead(character) else {
                    index += 1
                    continue
                }
                let start = index
                while index < text.count, isIdentifierCharacter(text[index]) { index += 1 }
                tokens.append(
                    Token(name: String(text[start..<index]), kind: kind(at: start, end: index, in: text), range: start..<index)
                )
            }
        }
        return tokens
    }

    /// The names the expression uses as values (not members, labels or `$` names).
    static func usedNames(in source: String) -> Set<String> {
        Set(tokens(in: source).filter { $0.kind == .use }.map(\.name))
    }

    /// Replaces tokens: `replacement` returns the new text for a token, or nil to keep it.
    static func rewrite(_ source: String, _ replacement: (Token) -> String?) -> String {
        let text = Array(source)
        var result = ""
        var position = 0
        for token in tokens(in: source) {
            guard let new = replacement(token) else { continue }
            result += String(text[position..<token.range.lowerBound]) + new
            position = token.range.upperBound
        }
        return result + String(text[position...])
    }

    private static func kind(at start: Int, end: Int, in text: [Character]) -> Token.Kind {
        if let previous = previousNonSpace(before: start, in: text), previous == "." {
            // `.5` is a number, but identifiers never start with a digit, so a dot means member access.
            return .member
        }
        if let next = nextNonSpace(from: end, in: text), text[next] == ":",
            next + 1 >= text.count || text[next + 1] != ":",
            let previous = previousNonSpace(before: start, in: text), previous == "(" || previous == ","
        {
            return .label
        }
        return .use
    }

    private static func previousNonSpace(before index: Int, in text: [Character]) -> Character? {
        var cursor = index - 1
        while cursor >= 0, text[cursor].isWhitespace { cursor -= 1 }
        return cursor >= 0 ? text[cursor] : nil
    }

    private static func nextNonSpace(from index: Int, in text: [Character]) -> Int? {
        var cursor = index
        while cursor < text.count, text[cursor].isWhitespace { cursor += 1 }
        return cursor < text.count ? cursor : nil
    }

    private static func isIdentifierHead(_ character: Character) -> Bool {
        character == "_" || character.isLetter
    }

    private static func isIdentifierCharacter(_ character: Character) -> Bool {
        character == "_" || character.isLetter || character.isNumber
    }
}
