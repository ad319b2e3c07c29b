import XCTest

@testable import ScreenGen

/// `LineWrapping.arrayLiteral` lays out a `let` of an array literal as swift-format does (120 columns), so that
/// generated tests pass `swift format lint --strict` (`GeneratedFormatTests`).
final class LineWrappingTests: XCTestCase {
    private let head = "let elementsBeforeCall: [Post] = "

    func test_aLiteralThatFitsStaysOnOneLine() {
        XCTAssertEqual(
            LineWrapping.arrayLiteral(head, [".fixture(id: a)", ".fixture(id: b)"], indent: 8),
            ["let elementsBeforeCall: [Post] = [.fixture(id: a), .fixture(id: b)]"])
    }

    func test_aLongerOnePutsItsElementsOnALineOfTheirOwn() {
        let elements = [
            ".fixture(id: replyIDOfSecondCall, isFavourited: false)", ".fixture(id: replyID, isFavourited: false)",
        ]
        XCTAssertEqual(
            LineWrapping.arrayLiteral(head, elements, indent: 8),
            [head + "[", "    " + elements.joined(separator: ", ") + ",", "]"])
    }

    func test_elementsTooLongForOneLineGoOnePerLine() {
        let element = ".fixture(id: " + String(repeating: "x", count: 50) + ")"
        XCTAssertEqual(
            LineWrapping.arrayLiteral(head, [element, element], indent: 8),
            [head + "[", "    " + element + ",", "    " + element + ",", "]"])
    }

    func test_theLimitIsTheColumnCountAtTheIndent() {
        // 8 + 33 (head) + 79 = 120 columns: fits; one more does not.
        let fits = String(repeating: "a", count: 77)
        XCTAssertEqual(LineWrapping.arrayLiteral(head, [fits], indent: 8).count, 1)
        XCTAssertEqual(LineWrapping.arrayLiteral(head, [fits + "a"], indent: 8).count, 3)
    }
}
