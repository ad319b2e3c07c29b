import ScreenSpec
import XCTest

@testable import ScreenGen

/// The `queue` test of an element update (`optimistic: { in: replies, id: replyID }`) runs its two calls on
/// two rows of the list: while the second waits, only the first row shows its update; after both, each row
/// has its own call's answer. Before, both calls named a row the list did not hold, and the test passed
/// whatever the update did, and whenever it was applied.
final class QueuedRowsTests: XCTestCase {
    private let thread = """
        screenspec: 1
        module: T
        models:
          Post:
            fields: { id: String, isFavourited: { type: Bool, default: "false" } }
        dependencies:
          Posts:
            methods:
              favourite: { params: { id: String }, returns: Post, async: true, throws: true }
        screens:
          Thread:
            dependencies: [Posts]
            state:
              replies: { type: "[Post]", default: "[]" }
              errorMessage: String?
            actions:
              favourite:
                params: { replyID: String }
                concurrency: queue
                call: Posts.favourite
                with: { id: replyID }
                optimistic: { in: replies, id: replyID, set: { isFavourited: "true" }, replaceWith: $result }
                failure: { errorMessage: $message }
        """

    func test_theTwoCallsRunOnTwoRows_andEachRowShowsItsOwnCall() throws {
        let tests = try PlannedTests.of(thread)
        let test = try XCTUnwrap(tests.first { $0.name == "test_favourite_concurrency_queue_runsCallsInTurn" })
        let lines = PlannedTests.lines(test)
        XCTAssertTrue(lines.contains { $0.hasPrefix("let replyIDOfSecondCall: String = ") }, "\(lines)")
        // The rows (wrapped as swift-format wraps the literal): the second call's first, the first call's second.
        XCTAssertTrue(
            lines.contains(
                "    .fixture(id: replyIDOfSecondCall, isFavourited: false), .fixture(id: replyID, isFavourited: false),"
            ),
            "\(lines)")
        XCTAssertTrue(try XCTUnwrap(lines.first { $0.hasPrefix("make(") }).contains("replies: elementsBeforeCall"))
        let second = try XCTUnwrap(lines.firstIndex(of: "favourite(replyID: replyIDOfSecondCall)"))
        let waiting = try XCTUnwrap(lines.firstIndex(of: "assert replies elementsWhileRunning"))
        let released = try XCTUnwrap(lines.firstIndex(of: "calls.release(0)"))
        XCTAssertTrue(second < waiting && waiting < released, "\(lines)")
        // The first call answers `otherResult`, the second `result`, each replacing its own row.
        XCTAssertTrue(lines.contains("elementsAfterBothCalls[1] = otherResult"), "\(lines)")
        XCTAssertTrue(lines.contains("elementsAfterBothCalls[0] = result"), "\(lines)")
        XCTAssertTrue(lines.contains("assert replies elementsAfterBothCalls"), "\(lines)")
    }

    /// A removal: the first call's row between two others, the second call's last. While the second waits
    /// only the first call's row is gone; after both, only the row neither call named is left.
    func test_aQueuedRemoval_removesEachCallsRowInTurn() throws {
        let yaml = thread.replacingOccurrences(
            of: "optimistic: { in: replies, id: replyID, set: { isFavourited: \"true\" }, replaceWith: $result }",
            with: "optimistic: { in: replies, id: replyID, remove: true }")
        XCTAssertNotEqual(yaml, thread)
        let tests = try PlannedTests.of(yaml)
        let test = try XCTUnwrap(tests.first { $0.name == "test_favourite_concurrency_queue_runsCallsInTurn" })
        let lines = PlannedTests.lines(test)
        XCTAssertTrue(
            lines.contains(
                "let elementsBeforeCall: [Post] = [.fixture(), .fixture(id: replyID), .fixture(id: replyIDOfSecondCall)]"
            ),
            "\(lines)")
        XCTAssertTrue(try XCTUnwrap(lines.first { $0.hasPrefix("make(") }).contains("replies: elementsBeforeCall"))
        let removals = ["elementsWhileRunning.remove(at: 1)", "elementsAfterBothCalls.remove(at: 1)"]
        XCTAssertTrue(removals.allSatisfy(lines.contains), "\(lines)")
        let second = try XCTUnwrap(lines.firstIndex(of: "favourite(replyID: replyIDOfSecondCall)"))
        let waiting = try XCTUnwrap(lines.firstIndex(of: "assert replies elementsWhileRunning"))
        let released = try XCTUnwrap(lines.firstIndex(of: "calls.release(0)"))
        XCTAssertTrue(second < waiting && waiting < released, "\(lines)")
        XCTAssertTrue(lines.contains("assert replies elementsAfterBothCalls"), "\(lines)")
    }

    /// Success effects run once per call, and the test expects them from the first call's values: where they
    /// read the id or the list, or set the list, both calls stay on one row (a review's specs failed on
    /// correct code: `lastArchivedID: replyID` held the second call's id, `replies: $result` both rows' updates).
    func test_successEffectsReadingTheIDOrTheList_keepOneRow() throws {
        for success in [
            "{ errorMessage: replyID }", "{ replies: $result }", #"{ replies: "replies.filter { $0.id != replyID }" }"#,
        ] {
            let yaml = thread.replacingOccurrences(
                of: "optimistic: { in: replies, id: replyID, set: { isFavourited: \"true\" }, replaceWith: $result }",
                with: "optimistic: { in: replies, id: replyID, remove: true }\n        success: \(success)"
            )
            .replacingOccurrences(
                of: "favourite: { params: { id: String }, returns: Post",
                with: "favourite: { params: { id: String }, returns: \"[Post]\"")
            let tests = try PlannedTests.of(yaml)
            let test = try XCTUnwrap(tests.first { $0.name == "test_favourite_concurrency_queue_runsCallsInTurn" })
            let lines = PlannedTests.lines(test)
            XCTAssertFalse(lines.contains { $0.contains("OfSecondCall") }, "\(success): \(lines)")
        }
    }
}
