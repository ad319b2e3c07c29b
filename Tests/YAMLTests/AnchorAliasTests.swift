import Diagnostics
import Foundation
import XCTest

@testable import YAML

final class AnchorAliasTests: XCTestCase {
    func testAliasIsACopyOfTheAnchoredNodeMarkedAtTheAlias() throws {
        let input = MarkedText("base: ‸&b { a: 1, b: [x, y] }\nother: ‸*b\nscalar: &s hello\nagain: ‸*s\n")
        let root = try XCTUnwrap(YAMLLoader.load(input.text, file: "a.yaml"))
        let base = try XCTUnwrap(root["base"])
        let other = try XCTUnwrap(root["other"])
        XCTAssertEqual(base.mark, input.marks[0])
        XCTAssertEqual(other.mark, input.marks[1])
        XCTAssertTrue(other.hasSameContent(as: base))
        XCTAssertEqual(other["b"]?.sequence?.compactMap(\.text), ["x", "y"])
        XCTAssertEqual(root["again"]?.text, "hello")
        XCTAssertEqual(root["again"]?.mark, input.marks[2])
    }

    func testAnAnchorCanBeRedefinedAndAliasesSeeTheLatest() throws {
        let root = try XCTUnwrap(YAMLLoader.load("- &a one\n- *a\n- &a two\n- *a\n", file: "a.yaml"))
        XCTAssertEqual(root.sequence?.compactMap(\.text), ["one", "one", "two", "two"])
    }

    func testUnknownAliasIsAnErrorAtTheAlias() {
        let input = MarkedText("a: 1\nb: ‸*missing\n")
        XCTAssertThrowsError(try YAMLLoader.load(input.text, file: "a.yaml")) { error in
            let diagnostic = error as? Diagnostic
            XCTAssertEqual(diagnostic?.mark, input.marks[0])
            XCTAssertTrue(diagnostic?.message.contains("missing") ?? false)
        }
    }

    func testAliasBombIsRejectedQuicklyAtAnAlias() {
        // Nine levels of ten aliases each would expand to 10^9 nodes.
        var text = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            let refs = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
            text += "a\(level): &a\(level) [\(refs)]\n"
        }
        let start = Date()
        XCTAssertThrowsError(try YAMLLoader.load(text, file: "bomb.yaml")) { error in
            let diagnostic = error as? Diagnostic
            XCTAssertEqual(diagnostic?.file, "bomb.yaml")
            XCTAssertTrue(diagnostic?.message.contains("aliases expand to more than") ?? false, "\(error)")
            // a4 holds 111,111 nodes, so level 5 (line 6) passes 10^6 at its ninth alias.
            XCTAssertEqual(diagnostic?.mark?.line, 6)
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 1.0)
    }

    func testAliasExpansionLimitIsConfigurable() throws {
        let text = "a: &a [1, 2, 3]\nb: [*a, *a]\n"
        XCTAssertNotNil(try YAMLLoader.load(text, file: "a.yaml", limits: YAMLLimits(maxAliasExpandedNodes: 8)))
        XCTAssertThrowsError(try YAMLLoader.load(text, file: "a.yaml", limits: YAMLLimits(maxAliasExpandedNodes: 7)))
    }

    /// Bytes of text count, keys included, and merge keys count what they copy: one alias of a long text
    /// is one node but many bytes.
    func testAliasByteLimitCountsTheTextAnAliasRepeats() throws {
        let text = "a: &a {key: 12345, more: [678]}\nb: [*a, *a]\nc: {<<: *a}\n"
        // The anchored mapping holds 3 + 5 + 4 + 3 = 15 bytes; three aliases add 45.
        XCTAssertNotNil(try YAMLLoader.load(text, file: "a.yaml", limits: YAMLLimits(maxAliasExpandedBytes: 45)))
        XCTAssertThrowsError(try YAMLLoader.load(text, file: "a.yaml", limits: YAMLLimits(maxAliasExpandedBytes: 44))) {
            error in
            let diagnostic = error as? Diagnostic
            XCTAssertEqual(diagnostic?.mark, Mark(line: 3, column: 9))
            XCTAssertTrue(diagnostic?.message.contains("more than 44 bytes") ?? false, "\(error)")
        }
    }

    func testAliasCannotExceedTheDepthLimit() {
        let text = "a: &a [[[x]]]\nb: [[*a]]\n"
        XCTAssertNoThrow(try YAMLLoader.load(text, file: "a.yaml", limits: YAMLLimits(maxDepth: 6)))
        XCTAssertThrowsError(try YAMLLoader.load(text, file: "a.yaml", limits: YAMLLimits(maxDepth: 5))) { error in
            XCTAssertEqual((error as? Diagnostic)?.mark, Mark(line: 2, column: 6))
        }
    }
}
