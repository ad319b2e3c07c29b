import Diagnostics
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

/// The one rule for names: a Swift identifier without characters that hide or reorder text.
final class NameRuleTests: XCTestCase {
    func testHiddenCharactersAreNamedProblems() {
        for scalar: Unicode.Scalar in [
            "\u{200B}", "\u{200C}", "\u{200D}", "\u{2060}", "\u{FEFF}", "\u{AD}", "\u{202A}", "\u{202E}", "\u{2066}",
            "\u{2069}", "\u{061C}", "\u{FE0F}",
        ] {
            let name = "Item" + String(scalar)
            XCTAssertEqual(SwiftIdentifier.problem(with: name), .hiddenCharacter(scalar), name.debugDescription)
        }
        // Swift itself rejects these marks in names; they are hidden all the same.
        XCTAssertEqual(SwiftIdentifier.problem(with: "a\u{200E}"), .notAnIdentifier)
        XCTAssertTrue(SwiftIdentifier.isHidden("\u{200E}") && SwiftIdentifier.isHidden("\u{200F}"))
        XCTAssertEqual(SwiftIdentifier.problem(with: "a b"), .notAnIdentifier)
        XCTAssertNil(SwiftIdentifier.problem(with: "café"))
        XCTAssertNil(SwiftIdentifier.problem(with: "x\u{301}"))
    }

    func testALookalikeNameIsALocatedError() {
        let text = "screenspec: 1\nmodule: Shop\nmodels:\n  \"Item\\u200B\": { fields: { id: Int } }\n"
        let errors = SpecLoader.load(text: text, file: "Shop.yaml").errors
        XCTAssertEqual(errors.first?.mark, Mark(line: 4, column: 3))
        XCTAssertEqual(
            errors.first?.message,
            "'Item\\u{200B}' contains U+200B, an invisible or text-direction character, so it could look like another name"
        )
    }

    func testAFileNameWithControlOrHiddenCharactersIsRejected() {
        for file in ["Shop\n.yaml", "specs/Sh\u{202E}op.yaml", "Shop\r.yaml", "Shop\u{200B}.yaml"] {
            let result = SpecLoader.load(text: "screenspec: 1\nmodule: Shop\n", file: file)
            XCTAssertNil(result.spec, file.debugDescription)
            XCTAssertTrue(result.errors.first?.message.hasPrefix("the spec's file name contains U+") ?? false)
        }
    }
}
