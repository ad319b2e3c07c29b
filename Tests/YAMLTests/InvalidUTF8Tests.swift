import Diagnostics
import XCTest
import YAML

/// The first byte that is not UTF-8, by offset and by line and column.
final class InvalidUTF8Tests: XCTestCase {
    func testValidTextHasNone() {
        XCTAssertNil(InvalidUTF8.first(in: Array("a: é\n€: 𝄞\n".utf8)))
        XCTAssertNil(InvalidUTF8.first(in: []))
    }

    func testOffsetAndMarkOfTheFirstBadByte() throws {
        let bytes = Array("one\ntwo\nthré".utf8) + [0xFF, 0xFE]
        let found = try XCTUnwrap(InvalidUTF8.first(in: bytes))
        XCTAssertEqual(found.offset, 13)
        XCTAssertEqual(found.mark, Mark(line: 3, column: 5))
    }

    /// Overlong forms and UTF-16 surrogates are not UTF-8, though their bit patterns look like it.
    func testOverlongFormsAndSurrogatesAreInvalid() throws {
        XCTAssertEqual(InvalidUTF8.first(in: Array("ab".utf8) + [0xC0, 0x80])?.offset, 2)
        XCTAssertEqual(InvalidUTF8.first(in: Array("ab".utf8) + [0xED, 0xA0, 0x80])?.offset, 2)
        XCTAssertEqual(InvalidUTF8.first(in: [0xF4, 0x90, 0x80, 0x80])?.offset, 0)
    }
}
