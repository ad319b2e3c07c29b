import Comparison
import ScreenGen
import XCTest

final class SourceMetricsTests: XCTestCase {
    func test_countsCodeLinesAndDeclarations_notCommentsOrStrings() {
        let metrics = SourceMetrics(
            swift: """
                // A comment with struct Fake in it.
                /* block
                   class Hidden */
                import XCTest

                protocol Loading: Sendable {}
                struct Item { let name = "class NotAType" }
                final class ItemTests: XCTestCase {
                    class func helper() {}
                    func test_one() { XCTAssertEqual(1, 1); XCTAssertTrue(true) }
                    func test_two() throws { _ = try XCTUnwrap(Optional(1)) }
                    func notATest() {}
                }
                enum Kind { case a }
                """)
        XCTAssertEqual(metrics.linesOfCode, 10)
        XCTAssertEqual(metrics.types, 4, "protocol, struct, class, enum")
        XCTAssertEqual(metrics.protocols, 1)
        XCTAssertEqual(metrics.classes, 1, "`class func` is a member")
        XCTAssertEqual(metrics.testCases, 2)
        XCTAssertEqual(metrics.assertions, 3)
    }

    func test_multilineStringLinesAreCode_butTheirWordsAreNot() {
        let metrics = SourceMetrics(swift: "let text = \"\"\"\n    struct Inside\n    \"\"\"\n")
        XCTAssertEqual(metrics.linesOfCode, 3)
        XCTAssertEqual(metrics.types, 0)
    }

    func test_changeAmplification_countsFilesAndLines() {
        let old = ["A.swift": "one\ntwo\nthree\n", "B.swift": "same\n", "C.swift": "gone\nfor good\n"]
        let new = ["A.swift": "one\n2\nthree\nfour\n", "B.swift": "same\n", "D.swift": "new\n"]
        let changes = ChangeAmplification(old: old, new: new)
        XCTAssertEqual(changes.filesChanged, 1)
        XCTAssertEqual(changes.filesAdded, 1)
        XCTAssertEqual(changes.filesRemoved, 1)
        XCTAssertEqual(changes.linesAdded, 2 + 1, "'2' and 'four' in A, 'new' in D")
        XCTAssertEqual(changes.linesRemoved, 1 + 2, "'two' in A, both lines of C")
    }

    func test_timing_medianAndSpread() {
        XCTAssertEqual(Timing(samples: [3, 1, 2]).median, 2)
        XCTAssertEqual(Timing(samples: [4, 1, 2, 3]).median, 2.5)
        XCTAssertEqual(Timing(samples: [4, 1, 2, 3]).minimum, 1)
        XCTAssertEqual(Timing(samples: [4, 1, 2, 3]).maximum, 4)
    }
}
