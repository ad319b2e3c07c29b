/// Finds the identifiers in a spec's Swift expression, so the context can tell which state a test must
/// capture and can rewrite names (`items` -> `state.items`) without a Swift parser.
///
/// It understands enough Swift for expressions: string literals exactly as the Swift lexer reads them —
/// plain, multi-line (`"""`) and raw (`#"…"#`, where only `\#(…)` interpolates), with interpolations
/// nested to any depth, whose code is scanned — comments (`//`, nested `/* */`), member access (`.count`
/// is not a use of `count`), argument labels (`name:` after `(` or `,`), and `$` names (`$result`, `$0`).
/// Text inside a string or comment is never a token, so a rewrite cannot change what a string says.
///
/// Every screen's context scans its expressions many times, so an ASCII expression (nearly all of them)
/// is scanned as bytes; anything else as Characters, which gives the same tokens for ASCII text.
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
        /// Offsets in the scanned elements (bytes or Characters), `$` included for dollar names.
        var range: Range<Int>
    }

    /// An expression's tokens, kept with the text they index, so one scan serves many questions.
    struct Scan {
        let source: String
        let tokens: [Token]
        private let ascii: [UInt8]?
        private let characters: [Character]

        init(_ source: String) {
            self.source = source
            if source.utf8.allSatisfy({ $0 < 0x80 }) {
                let bytes = Array(source.utf8)
                ascii = bytes
                characters = []
                tokens = SwiftExpressionScanner.tokens(in: bytes)
            } else {
                ascii = nil
                characters = Array(source)
                tokens = SwiftExpressionScanner.tokens(in: characters)
            }
        }

        /// The names the expression uses as values (not members, labels or `$` names).
        var usedNames: Set<String> { Set(tokens.lazy.filter { $0.kind == .use }.map(\.name)) }

        /// Replaces tokens: `replacement` returns the new text for a token, or nil to keep it.
        func rewrite(_ replacement: (Token) -> String?) -> String {
            var result = ""
            var position = 0
            for token in tokens {
                guard let new = replacement(token) else { continue }
                result += text(position..<token.range.lowerBound)
                result += new
                position = token.range.upperBound
            }
            if position == 0 { return source }
            return result + text(position..<(ascii?.count ?? characters.count))
        }

        /// The source cut at the tokens `isCut` picks, each piece with whether it is such a token: a
        /// template can then put its own receiver before the names (`viewModel.canSave`).
        func segments(_ isCut: (Token) -> Bool) -> [(text: String, isToken: Bool)] {
            var result: [(text: String, isToken: Bool)] = []
            var position = 0
            for token in tokens where isCut(token) {
                if position < token.range.lowerBound { result.append((text(position..<token.range.lowerBound), false)) }
                result.append((text(token.range), true))
                position = token.range.upperBound
            }
            let end = ascii?.count ?? characters.count
            if position < end { result.append((text(position..<end), false)) }
            return result
        }

        /// The source between two tokens, the first before the second (`" == "`, `"!."`).
        func text(between first: Token, and second: Token) -> String {
            text(first.range.upperBound..<max(first.range.upperBound, second.range.lowerBound))
        }

        private func text(_ range: Range<Int>) -> String {
            if let ascii { return String(decoding: ascii[range], as: UTF8.self) }
            return String(characters[range])
        }
    }

    static func tokens(in source: String) -> [Token] { Scan(source).tokens }

    /// The names the expression uses as values (not members, labels or `$` names).
    static func usedNames(in source: String) -> Set<String> { Scan(source).usedNames }

    /// Replaces tokens: `replacement` returns the new text for a token, or nil to keep it.
    static func rewrite(_ source: String, _ replacement: (Token) -> String?) -> String {
        Scan(source).rewrite(replacement)
    }

    /// A string literal the scan is inside, innermost last: its `#` count, whether it is a `"""` one,
    /// and, while the scan is in one of its interpolations, the parenthesis depth that interpolation opened.
    private struct OpenString {
        var hashes: Int
        var isMultiline: Bool
        var interpolationDepth: Int?
    }

    private static func tokens<Text: RandomAccessCollection<Element>, Element: ScannedCharacter>(
        in text: Text
    ) -> [Token] where Text.Index == Int {
        var tokens: [Token] = []
        var index = 0
        var strings: [OpenString] = []
        var parenDepth = 0
        /// The number of `#` at `position`.
        func hashes(at position: Int) -> Int {
            var end = position
            while end < text.count, text[end] == .hash { end += 1 }
            return end - position
        }
        /// Whether three quotes start at `position`.
        func tripleQuote(at position: Int) -> Bool {
            position + 2 < text.count && text[position] == .quote && text[position + 1] == .quote
                && text[position + 2] == .quote
        }

        while index < text.count {
            let character = text[index]
            if let open = strings.last, open.interpolationDepth == nil {
                // Inside a string's text: only an interpolation or the closing delimiter matter.
                if character == .backslash {
                    // In a raw string `\` needs as many `#` as the string has to be an escape: `\#(x)`.
                    let found = min(hashes(at: index + 1), open.hashes)
                    let next = index + 1 + found
                    guard found == open.hashes, next < text.count else {
                        index += 1
                        continue
                    }
                    if text[next] == .openParenthesis {
                        parenDepth += 1
                        strings[strings.count - 1].interpolationDepth = parenDepth
                    }
                    index = next + 1
                    continue
                }
                if character == .quote, !open.isMultiline || tripleQuote(at: index) {
                    let end = index + (open.isMultiline ? 3 : 1)
                    if hashes(at: end) >= open.hashes {
                        strings.removeLast()
                        index = end + open.hashes
                        continue
                    }
                }
                index += 1
                continue
            }
            switch character {
            case .hash:
                // `#"…"#` and `#"""…"""#` open raw strings; `#if`, `#file` and macros are no names of the spec.
                let count = hashes(at: index)
                let after = index + count
                if after < text.count, text[after] == .quote {
                    let isMultiline = tripleQuote(at: after)
                    strings.append(OpenString(hashes: count, isMultiline: isMultiline))
                    index = after + (isMultiline ? 3 : 1)
                } else {
                    index = after
                    while index < text.count, text[index].isIdentifierCharacter { index += 1 }
                }
            case .quote:
                let isMultiline = tripleQuote(at: index)
                strings.append(OpenString(hashes: 0, isMultiline: isMultiline))
                index += isMultiline ? 3 : 1
            case .slash where index + 1 < text.count && text[index + 1] == .slash:
                while index < text.count, !text[index].isLineEnd { index += 1 }
            case .slash where index + 1 < text.count && text[index + 1] == .star:
                // Block comments nest in Swift.
                var depth = 0
                repeat {
                    if index + 1 < text.count, text[index] == .slash, text[index + 1] == .star {
                        depth += 1
                        index += 2
                    } else if index + 1 < text.count, text[index] == .star, text[index + 1] == .slash {
                        depth -= 1
                        index += 2
                    } else {
                        index += 1
                    }
                } while depth > 0 && index < text.count
            case .openParenthesis:
                parenDepth += 1
                index += 1
            case .closeParenthesis:
                if let open = strings.last, open.interpolationDepth == parenDepth {
                    strings[strings.count - 1].interpolationDepth = nil
                }
                parenDepth -= 1
                index += 1
            case .dollar:
                let start = index
                index += 1
                while index < text.count, text[index].isIdentifierCharacter { index += 1 }
                let name = Element.string(text[(start + 1)..<index])
                tokens.append(Token(name: name, kind: .dollar, range: start..<index))
            case .backtick:
                // An escaped keyword: `default`.
                let start = index
                index += 1
                while index < text.count, text[index] != .backtick { index += 1 }
                index = min(index + 1, text.count)
                let name = Element.string(text[(start + 1)..<max(start + 1, index - 1)])
                tokens.append(Token(name: name, kind: kind(at: start, end: index, in: text), range: start..<index))
            default:
                guard character.isIdentifierHead else {
                    index += 1
                    continue
                }
                let start = index
                while index < text.count, text[index].isIdentifierCharacter { index += 1 }
                let name = Element.string(text[start..<index])
                tokens.append(Token(name: name, kind: kind(at: start, end: index, in: text), range: start..<index))
            }
        }
        return tokens
    }

    private static func kind<Text: RandomAccessCollection<Element>, Element: ScannedCharacter>(
        at start: Int, end: Int, in text: Text
    ) -> Token.Kind where Text.Index == Int {
        if let previous = previousNonSpace(before: start, in: text), text[previous] == .dot {
            // `.5` is a number, but identifiers never start with a digit, so a dot means member access.
            return .member
        }
        if let next = nextNonSpace(from: end, in: text), text[next] == .colon,
            next + 1 >= text.count || text[next + 1] != .colon,
            let previous = previousNonSpace(before: start, in: text),
            text[previous] == .openParenthesis || text[previous] == .comma
        {
            return .label
        }
        return .use
    }

    private static func previousNonSpace<Text: RandomAccessCollection<Element>, Element: ScannedCharacter>(
        before index: Int, in text: Text
    ) -> Int? where Text.Index == Int {
        var cursor = index - 1
        while cursor >= 0, text[cursor].isWhitespace { cursor -= 1 }
        return cursor >= 0 ? cursor : nil
    }

    private static func nextNonSpace<Text: RandomAccessCollection<Element>, Element: ScannedCharacter>(
        from index: Int, in text: Text
    ) -> Int? where Text.Index == Int {
        var cursor = index
        while cursor < text.count, text[cursor].isWhitespace { cursor += 1 }
        return cursor < text.count ? cursor : nil
    }
}

/// What the scanner needs of a text element: an ASCII byte or a Character.
private protocol ScannedCharacter: Equatable {
    static var backslash: Self { get }
    static var quote: Self { get }
    static var openParenthesis: Self { get }
    static var closeParenthesis: Self { get }
    static var dollar: Self { get }
    static var backtick: Self { get }
    static var dot: Self { get }
    static var colon: Self { get }
    static var comma: Self { get }
    static var hash: Self { get }
    static var slash: Self { get }
    static var star: Self { get }
    /// Ends a `//` comment: a line feed or carriage return (a Character may be both, `\r\n`).
    var isLineEnd: Bool { get }
    var isIdentifierHead: Bool { get }
    var isIdentifierCharacter: Bool { get }
    var isWhitespace: Bool { get }
    static func string(_ elements: some Collection<Self>) -> String
}

extension UInt8: ScannedCharacter {
    static var backslash: UInt8 { UInt8(ascii: "\\") }
    static var quote: UInt8 { UInt8(ascii: "\"") }
    static var openParenthesis: UInt8 { UInt8(ascii: "(") }
    static var closeParenthesis: UInt8 { UInt8(ascii: ")") }
    static var dollar: UInt8 { UInt8(ascii: "$") }
    static var backtick: UInt8 { UInt8(ascii: "`") }
    static var dot: UInt8 { UInt8(ascii: ".") }
    static var colon: UInt8 { UInt8(ascii: ":") }
    static var comma: UInt8 { UInt8(ascii: ",") }
    static var hash: UInt8 { UInt8(ascii: "#") }
    static var slash: UInt8 { UInt8(ascii: "/") }
    static var star: UInt8 { UInt8(ascii: "*") }
    var isLineEnd: Bool { self == 0x0A || self == 0x0D }
    var isIdentifierHead: Bool {
        self == UInt8(ascii: "_") || (self | 0x20 >= UInt8(ascii: "a") && self | 0x20 <= UInt8(ascii: "z"))
    }
    var isIdentifierCharacter: Bool { isIdentifierHead || (self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9")) }
    /// Character.isWhitespace for ASCII: space, tab, line feed, vertical tab, form feed, carriage return.
    var isWhitespace: Bool { self == 0x20 || (self >= 0x09 && self <= 0x0D) }
    static func string(_ elements: some Collection<UInt8>) -> String { String(decoding: elements, as: UTF8.self) }
}

extension Character: ScannedCharacter {
    static var backslash: Character { "\\" }
    static var quote: Character { "\"" }
    static var openParenthesis: Character { "(" }
    static var closeParenthesis: Character { ")" }
    static var dollar: Character { "$" }
    static var backtick: Character { "`" }
    static var dot: Character { "." }
    static var colon: Character { ":" }
    static var comma: Character { "," }
    static var hash: Character { "#" }
    static var slash: Character { "/" }
    static var star: Character { "*" }
    var isLineEnd: Bool { self == "\n" || self == "\r" || self == "\r\n" }
    var isIdentifierHead: Bool { self == "_" || isLetter }
    var isIdentifierCharacter: Bool { self == "_" || isLetter || isNumber }
    static func string(_ elements: some Collection<Character>) -> String { String(elements) }
}
