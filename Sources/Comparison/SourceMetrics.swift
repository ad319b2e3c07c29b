/// What one Swift file contains, counted from its text: lines of code, declarations, tests.
///
/// The counts are lexical, which is enough for generated code (one declaration per line, no
/// macros hiding types): comments and string literals are skipped so a `class` inside a doc
/// comment or a string does not count.
public struct SourceMetrics: Sendable, Hashable, Codable {
    /// Lines with code: not blank and not only comment.
    public var linesOfCode = 0
    /// struct, enum, class, actor and protocol declarations (extensions are not types).
    public var types = 0
    public var protocols = 0
    public var classes = 0
    /// `func test...()` methods: the XCTest cases.
    public var testCases = 0
    /// XCTAssert..., XCTFail, XCTUnwrap and #expect / #require calls.
    public var assertions = 0

    public init() {}

    public init(swift text: String) {
        let code = SwiftCodeLines(text)
        linesOfCode = code.lines.count
        for line in code.lines {
            let words = Self.words(line)
            for (index, word) in words.enumerated() {
                let next = index + 1 < words.count ? words[index + 1] : ""
                switch word {
                case "struct", "enum", "actor":
                    if Self.isName(next) { types += 1 }
                case "class":
                    // `class func` / `class var` are members, not types.
                    if Self.isName(next) && !["func", "var", "let", "subscript", "init"].contains(next) {
                        types += 1
                        classes += 1
                    }
                case "protocol":
                    if Self.isName(next) {
                        types += 1
                        protocols += 1
                    }
                case "func":
                    if next.hasPrefix("test") { testCases += 1 }
                default:
                    if word.hasPrefix("XCTAssert") || word == "XCTFail" || word == "XCTUnwrap" || word == "#expect"
                        || word == "#require"
                    {
                        assertions += 1
                    }
                }
            }
        }
    }

    public static func + (lhs: SourceMetrics, rhs: SourceMetrics) -> SourceMetrics {
        var sum = lhs
        sum.linesOfCode += rhs.linesOfCode
        sum.types += rhs.types
        sum.protocols += rhs.protocols
        sum.classes += rhs.classes
        sum.testCases += rhs.testCases
        sum.assertions += rhs.assertions
        return sum
    }

    /// Identifier-like words (with a leading `#` kept), in order.
    static func words(_ line: Substring) -> [Substring] {
        var words: [Substring] = []
        var start: Substring.Index?
        for index in line.indices {
            let character = line[index]
            let isWordCharacter =
                character.isLetter || character.isNumber || character == "_"
                || (character == "#" && start == nil)
            if isWordCharacter {
                if start == nil { start = index }
            } else if let begin = start {
                words.append(line[begin..<index])
                start = nil
            }
        }
        if let begin = start { words.append(line[begin...]) }
        return words
    }

    static func isName(_ word: Substring) -> Bool {
        guard let first = word.first else { return false }
        return first.isLetter || first == "_"
    }
}
