import Diagnostics
import Foundation
import XCTest

@testable import YAML

final class DepthLimitTests: XCTestCase {
    func testTenThousandNestedFlowSequencesFailQuickly() {
        let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let start = Date()
        XCTAssertThrowsError(try YAMLLoader.load(text, file: "deep.yaml")) { error in
            let diagnostic = error as? Diagnostic
            XCTAssertEqual(diagnostic?.mark, Mark(line: 1, column: YAMLLimits.default.maxDepth + 1))
            XCTAssertTrue(diagnostic?.message.contains("nested more than") ?? false)
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 1.0)
    }

    func testTenThousandNestedBlockSequencesFailQuickly() {
        // `- - - x` nests block sequences on one line, so 10,000 levels stay a small input.
        let text = String(repeating: "- ", count: 10_000) + "x\n"
        let start = Date()
        XCTAssertThrowsError(try YAMLLoader.load(text, file: "deep.yaml")) { error in
            XCTAssertEqual((error as? Diagnostic)?.mark, Mark(line: 1, column: 2 * YAMLLimits.default.maxDepth + 1))
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 1.0)
    }

    func testTenThousandNestedFlowMappingsFailQuickly() {
        let text = String(repeating: "{a: ", count: 10_000) + "x" + String(repeating: "}", count: 10_000)
        let start = Date()
        XCTAssertThrowsError(try YAMLLoader.load(text, file: "deep.yaml")) { error in
            XCTAssertEqual((error as? Diagnostic)?.mark, Mark(line: 1, column: 4 * YAMLLimits.default.maxDepth + 1))
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 1.0)
    }

    func testDeeplyIndentedBlockMappingsFail() {
        var lines: [String] = []
        for level in 0..<1_000 { lines.append(String(repeating: " ", count: level) + "k:") }
        XCTAssertThrowsError(try YAMLLoader.load(lines.joined(separator: "\n"), file: "deep.yaml")) { error in
            XCTAssertEqual((error as? Diagnostic)?.mark?.line, YAMLLimits.default.maxDepth + 1)
        }
    }

    func testNestingUpToTheLimitIsAccepted() throws {
        let depth = YAMLLimits.default.maxDepth
        let text = String(repeating: "[", count: depth) + "x" + String(repeating: "]", count: depth)
        var node = try XCTUnwrap(YAMLLoader.load(text, file: "deep.yaml"))
        var levels = 0
        while let inner = node.sequence?.first {
            levels += 1
            node = inner
        }
        XCTAssertEqual(levels, depth)
        XCTAssertEqual(node.text, "x")
    }
}
