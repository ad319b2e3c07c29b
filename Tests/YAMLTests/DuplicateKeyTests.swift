import Diagnostics
import XCTest

@testable import YAML

final class DuplicateKeyTests: XCTestCase {
    private func assertDuplicate(_ annotated: String, file: StaticString = #filePath, line: UInt = #line) {
        let input = MarkedText(annotated)
        XCTAssertThrowsError(try YAMLLoader.load(input.text, file: "d.yaml"), file: file, line: line) { error in
            guard let diagnostic = error as? Diagnostic else { return XCTFail("\(error)", file: file, line: line) }
            XCTAssertEqual(diagnostic.mark, input.marks[1], "error at the second key", file: file, line: line)
            XCTAssertEqual(diagnostic.notes.count, 1, file: file, line: line)
            XCTAssertEqual(diagnostic.notes.first?.severity, .note, file: file, line: line)
            XCTAssertEqual(
                diagnostic.notes.first?.mark, input.marks[0], "note at the first key", file: file, line: line)
            XCTAssertEqual(diagnostic.notes.first?.file, "d.yaml", file: file, line: line)
        }
    }

    func testDuplicateKeyInBlockMapping() {
        assertDuplicate("‸name: a\nother: b\n‸name: c\n")
    }

    func testDuplicateKeyInNestedFlowMapping() {
        assertDuplicate("outer:\n  inner: { ‸id: 1, ‸id: 2 }\n")
    }

    func testQuotedAndPlainSpellingsAreTheSameKey() {
        assertDuplicate("‸title: a\n‸\"title\": b\n")
    }

    func testDuplicateKeyInALargeMapping() {
        var text = ""
        for index in 0..<40 { text += (index == 3 ? "‸" : "") + "key\(index): \(index)\n" }
        assertDuplicate(text + "‸key3: again\n")
    }

    func testDuplicateCollectionKeys() {
        assertDuplicate("? ‸[a, b]\n: 1\n? ‸[a, b]\n: 2\n")
    }

    func testSameKeyInDifferentMappingsIsFine() throws {
        let root = try XCTUnwrap(YAMLLoader.load("a: { id: 1 }\nb: { id: 2 }\n", file: "d.yaml"))
        XCTAssertEqual(root["b"]?["id"]?.text, "2")
    }

    func testDifferentlyTaggedKeysDiffer() throws {
        let root = try XCTUnwrap(YAMLLoader.load("1: a\n!!str 1: b\n", file: "d.yaml"))
        XCTAssertEqual(root.mapping?.count, 2)
    }
}
