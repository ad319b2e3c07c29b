import ScreenSpec
import XCTest

final class SwiftIdentifierTests: XCTestCase {
    func testValidIdentifiers() {
        for name in ["items", "_private", "item2", "ItemList", "café", "Äpfel", "名前", "π", "x\u{301}", "🐶"] {
            XCTAssertTrue(SwiftIdentifier.isValid(name), name)
        }
    }

    func testInvalidIdentifiers() {
        for name in ["", "_", "2items", "a b", "a-b", "a/b", "../x", "a.b", "$0", "x!", "`x`", "\u{301}x"] {
            XCTAssertFalse(SwiftIdentifier.isValid(name), name)
        }
    }

    func testKeywordsAreValidAndEscaped() {
        XCTAssertTrue(SwiftIdentifier.isValid("default"))
        XCTAssertEqual(SwiftIdentifier.escaped("default"), "`default`")
        XCTAssertEqual(SwiftIdentifier.escaped("class"), "`class`")
        XCTAssertEqual(SwiftIdentifier.escaped("Self"), "`Self`")
        XCTAssertEqual(SwiftIdentifier.escaped("items"), "items")
        XCTAssertEqual(SwiftIdentifier.escaped("actor"), "actor")
    }
}
