import Diagnostics
import Foundation
import XCTest

@testable import YAML

final class MarkTests: XCTestCase {
    func testScalarKeysAndValuesAreMarkedWhereTheyStart() throws {
        let input = MarkedText("‸name: ‸Shop\n‸count:   ‸\"3\"\n")
        let root = try XCTUnwrap(YAMLLoader.load(input.text, file: "m.yaml"))
        let pairs = try XCTUnwrap(root.mapping)
        XCTAssertEqual(root.mark, input.marks[0], "a block mapping starts at its first key")
        XCTAssertEqual(pairs.map(\.key.mark), [input.marks[0], input.marks[2]])
        XCTAssertEqual(pairs.map(\.value.mark), [input.marks[1], input.marks[3]])
        XCTAssertEqual(pairs[1].value.scalar, Node.Scalar("3", style: .doubleQuoted))
    }

    func testSequencesAndNestedCollectionsAreMarked() throws {
        let input = MarkedText(
            """
            screens:
              ‸- ‸name: ‸List
                ‸items: ‸[‸a, ‸{ ‸k: ‸v }]
              - ‸|
                text

            """)
        let root = try XCTUnwrap(YAMLLoader.load(input.text, file: "m.yaml"))
        let screens = try XCTUnwrap(root["screens"])
        let first = try XCTUnwrap(screens.sequence?.first)
        let items = try XCTUnwrap(first["items"])
        let flowMap = try XCTUnwrap(items.sequence?.last)
        XCTAssertEqual(screens.mark, input.marks[0])
        XCTAssertEqual(first.mark, input.marks[1])
        XCTAssertEqual(first.mapping?.first?.key.mark, input.marks[1])
        XCTAssertEqual(first["name"]?.mark, input.marks[2])
        XCTAssertEqual(first.mapping?.last?.key.mark, input.marks[3])
        XCTAssertEqual(items.mark, input.marks[4])
        XCTAssertEqual(items.sequence?.first?.mark, input.marks[5])
        XCTAssertEqual(flowMap.mark, input.marks[6])
        XCTAssertEqual(flowMap.mapping?.first?.key.mark, input.marks[7])
        XCTAssertEqual(flowMap["k"]?.mark, input.marks[8])
        XCTAssertEqual(screens.sequence?.last?.mark, input.marks[9])
        XCTAssertEqual(screens.sequence?.last?.scalar, Node.Scalar("text\n", style: .literal))
    }

    func testColumnsCountCharactersNotBytes() throws {
        let input = MarkedText("‸título: ‸ñandú\n‸€: ‸x\n")
        let root = try XCTUnwrap(YAMLLoader.load(input.text, file: "m.yaml"))
        let pairs = try XCTUnwrap(root.mapping)
        XCTAssertEqual(pairs.flatMap { [$0.key.mark, $0.value.mark] }, input.marks)
    }

    func testMappingKeepsDocumentOrder() throws {
        let root = try XCTUnwrap(YAMLLoader.load("zeta: 1\nalpha: 2\nmid: 3\nbeta: 4\n", file: "o.yaml"))
        XCTAssertEqual(root.mapping?.compactMap(\.key.text), ["zeta", "alpha", "mid", "beta"])
        XCTAssertEqual(root.mapping?.compactMap(\.value.text), ["1", "2", "3", "4"])
    }

    func testByteOrderMarkIsSkippedAndDoesNotShiftColumns() throws {
        let input = MarkedText("‸a: ‸b\n‸c: ‸d\n")
        let root = try XCTUnwrap(YAMLLoader.load("\u{FEFF}" + input.text, file: "bom.yaml"))
        let pairs = try XCTUnwrap(root.mapping)
        XCTAssertEqual(pairs.first?.key.text, "a")
        XCTAssertEqual(pairs.flatMap { [$0.key.mark, $0.value.mark] }, input.marks)
    }

    func testCRLFLineBreaksParseAndKeepLineNumbers() throws {
        let input = MarkedText("‸screen:\n  ‸name: ‸Home\n  ‸text: |\n    one\n    two\n")
        let crlf = input.text.replacingOccurrences(of: "\n", with: "\r\n")
        let root = try XCTUnwrap(YAMLLoader.load(crlf, file: "crlf.yaml"))
        let screen = try XCTUnwrap(root["screen"])
        XCTAssertEqual(root.mapping?.first?.key.mark, input.marks[0])
        XCTAssertEqual(screen.mapping?.first?.key.mark, input.marks[1])
        XCTAssertEqual(screen["name"]?.mark, input.marks[2])
        XCTAssertEqual(screen["name"]?.text, "Home")
        XCTAssertEqual(screen.mapping?.last?.key.mark, input.marks[3])
        XCTAssertEqual(screen["text"]?.text, "one\ntwo\n", "line breaks in scalars are normalized")
    }

    func testTagsAreResolvedLikeLibyaml() throws {
        let root = try XCTUnwrap(YAMLLoader.load("a: !!str 12\nb: !local x\nc: ! y\nd: z\n", file: "t.yaml"))
        XCTAssertEqual(root["a"]?.tag, "tag:yaml.org,2002:str")
        XCTAssertEqual(root["a"]?.text, "12")
        XCTAssertEqual(root["b"]?.tag, "!local")
        XCTAssertEqual(root["c"]?.tag, "!")
        XCTAssertNil(root["d"]?.tag)
    }

    func testScalarStylesAreKept() throws {
        let root = try XCTUnwrap(YAMLLoader.load("- p\n- 'sq'\n- \"dq\"\n- |\n  lit\n- >\n  fold\n", file: "s.yaml"))
        XCTAssertEqual(
            root.sequence?.compactMap(\.scalar?.style), [.plain, .singleQuoted, .doubleQuoted, .literal, .folded])
    }
}
