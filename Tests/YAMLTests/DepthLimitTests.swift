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

    func testTenThousandNestedBlockMappingsFailQuickly() {
        var text = ""
        for level in 0..<10_000 { text += String(repeating: " ", count: level) + "k:\n" }
        let start = Date()
        XCTAssertThrowsError(try YAMLLoader.load(text, file: "deep.yaml")) { error in
            XCTAssertEqual((error as? Diagnostic)?.mark?.line, YAMLLimits.default.maxDepth + 1)
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 1.0)
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
