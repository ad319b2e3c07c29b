import ScreenSpec
import XCTest

@testable import ScreenGen

/// Spec text reaches generated Swift only through `SwiftText`: each place's escaping keeps the text
/// inside that place.
final class SwiftTextTests: XCTestCase {
    func test_docLines_splitOnEveryLineBreak() {
        let doc = "one\rtwo\r\nthree\nfour\u{2028}five\u{2029}six\u{85}seven\u{0B}eight\u{0C}nine"
        XCTAssertEqual(
            SwiftText.docLines(doc), ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"])
        XCTAssertEqual(SwiftText.docLines("a\r\n\r\nb"), ["a", "", "b"], "\\r\\n is one break")
        XCTAssertEqual(SwiftText.docLines(nil), [])
    }

    func test_commentText_hasNoLineBreakNoNULAndShowsHiddenCharacters() {
        XCTAssertEqual(SwiftText.commentLine("a\rpublic func f() {}"), "a public func f() {}")
        XCTAssertEqual(SwiftText.commentLine("a\r\nb\u{2028}c"), "a b c")
        XCTAssertEqual(SwiftText.commentLine("nul\u{0}here"), "nul\\u{0}here")
        XCTAssertEqual(SwiftText.commentLine("x\u{202E}y\u{200B}z\u{1B}"), "x\\u{202E}y\\u{200B}z\\u{1B}")
        XCTAssertEqual(SwiftText.docLines("tab\tkept"), ["tab\tkept"])
        for line in SwiftText.docLines("a\u{0}b\rc\u{85}d") + [SwiftText.commentLine("a\u{0}b\rc\u{85}d")] {
            XCTAssertFalse(line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x85 }, line)
        }
    }

    func test_stringLiteral_escapesEverythingThatCouldEndOrDisguiseIt() {
        XCTAssertEqual(SwiftText.stringLiteral(#"say "hi" \(x)"#), #""say \"hi\" \\(x)""#)
        XCTAssertEqual(SwiftText.stringLiteral("a\nb\rc\td\u{0}"), #""a\nb\rc\td\0""#)
        XCTAssertEqual(SwiftText.stringLiteral("\u{2028}\u{202E}é"), #""\u{2028}\u{202E}é""#)
    }

    func test_scenarioNamesBecomeIdentifiersWhateverTheirText() {
        XCTAssertEqual(NameSpelling.camelCasedSentence("loads\r\nfunc pwned() {}"), "loadsFuncPwned")
        XCTAssertEqual(NameSpelling.camelCasedSentence("a\u{200B}b c\u{202E}d"), "aBCD")
        XCTAssertEqual(NameSpelling.camelCasedSentence("\u{200D}\u{2028}"), "unnamed")
    }
}
