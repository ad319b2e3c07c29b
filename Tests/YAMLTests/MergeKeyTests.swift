import Diagnostics
import XCTest

@testable import YAML

final class MergeKeyTests: XCTestCase {
    func testMergeOfOneMappingKeepsMarksAndLetsExplicitKeysWin() throws {
        let input = MarkedText(
            """
            base: &base
              ‸color: red
              ‸size: 10
            item:
              ‸size: 12
              <<: *base
              ‸name: box

            """)
        let root = try XCTUnwrap(YAMLLoader.load(input.text, file: "m.yaml"))
        let item = try XCTUnwrap(root["item"]?.mapping)
        XCTAssertEqual(item.compactMap(\.key.text), ["size", "color", "name"])
        XCTAssertEqual(item.compactMap(\.value.text), ["12", "red", "box"])
        XCTAssertEqual(item.map(\.key.mark), [input.marks[2], input.marks[0], input.marks[3]])
    }

    func testMergeOfASequenceLetsEarlierMappingsWin() throws {
        let text = """
            a: &a { x: 1, y: 1 }
            b: &b { y: 2, z: 2 }
            c:
              <<: [*a, *b]
              w: 0

            """
        let root = try XCTUnwrap(YAMLLoader.load(text, file: "m.yaml"))
        let c = try XCTUnwrap(root["c"]?.mapping)
        XCTAssertEqual(c.compactMap(\.key.text), ["x", "y", "z", "w"])
        XCTAssertEqual(c.compactMap(\.value.text), ["1", "1", "2", "0"])
    }

    func testQuotedMergeKeyIsAnOrdinaryKey() throws {
        let root = try XCTUnwrap(YAMLLoader.load("\"<<\": { a: 1 }\n", file: "m.yaml"))
        XCTAssertEqual(root.mapping?.first?.key.text, "<<")
    }

    func testMergeOfAScalarIsAnError() {
        let input = MarkedText("a:\n  <<: ‸oops\n")
        XCTAssertThrowsError(try YAMLLoader.load(input.text, file: "m.yaml")) { error in
            XCTAssertEqual((error as? Diagnostic)?.mark, input.marks[0])
        }
    }

    func testMergeOfASequenceWithAScalarIsAnErrorAtTheScalar() {
        let input = MarkedText("a: &a { x: 1 }\nb:\n  <<: [*a, ‸7]\n")
        XCTAssertThrowsError(try YAMLLoader.load(input.text, file: "m.yaml")) { error in
            XCTAssertEqual((error as? Diagnostic)?.mark, input.marks[0])
        }
    }
}
