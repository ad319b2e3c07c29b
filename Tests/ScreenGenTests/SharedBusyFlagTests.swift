import ScreenSpec
import XCTest

@testable import ScreenGen

/// Managed actions sharing a busy flag each get a test where one of their calls ends while each of the
/// others runs: the flag holds, then clears once the other ends. Code that left a sharer out of the flag
/// (`isRunning("load", "refresh")` in `load`, while `search` shares it too) passed every test before (a
/// new-user trial's mutant).
final class SharedBusyFlagTests: XCTestCase {
    private let feed = """
        screenspec: 1
        module: T
        models:
          Post: { fields: { id: String } }
          PostPage: { fields: { posts: "[Post]", next: String? } }
        dependencies:
          Feed:
            methods:
              posts: { params: { query: String }, returns: "[Post]" }
              more: { returns: "[Post]" }
              page: { params: { cursor: String? }, returns: PostPage }
        screens:
          Timeline:
            dependencies: [Feed]
            state:
              posts: { type: "[Post]", default: "[]" }
              isLoading: { type: Bool, default: "false" }
              cursor: String?
              hasMore: { type: Bool, default: "true" }
            actions:
              load:
                concurrency: ignore
                call: Feed.posts
                with: { query: '""' }
                busy: isLoading
                success: { posts: $result }
              search:
                params: { query: String }
                concurrency: restart
                call: Feed.posts
                with: { query: query }
                busy: isLoading
                success: { posts: $result }
              refresh:
                concurrency: restart
                call: Feed.more
                busy: isLoading
                success: { posts: $result }
              nextPage:
                concurrency: ignore
                call: Feed.page
                with: { cursor: cursor }
                busy: isLoading
                page: { append: posts, cursor: cursor, hasMore: hasMore, items: $result.posts, next: $result.next }
              guarded:
                skipIf: posts.isEmpty
                concurrency: ignore
                call: Feed.more
                busy: isLoading
                success: { posts: $result }
        """

    func test_eachSharerEndsWhileEachOtherRuns() throws {
        let tests = try PlannedTests.of(feed)
        let test = try XCTUnwrap(tests.first { $0.name == "test_load_concurrency_sharedBusyFlagHoldsWhileOthersRun" })
        let lines = PlannedTests.lines(test)
        // One handler per method, both holding their calls on one `SuspendedCalls`.
        XCTAssertEqual(lines.filter { $0 == "let calls = SuspendedCalls()" }.count, 1, "\(lines)")
        XCTAssertTrue(lines.contains("feed.postsHandler = { _ in"), "\(lines)")
        XCTAssertTrue(lines.contains("feed.moreHandler = {"), "\(lines)")
        // The other actions in turn (a guarded one cannot be relied on to start), their params inline.
        let search = try XCTUnwrap(lines.firstIndex { $0.hasPrefix(#"search(query: "query-"#) }, "\(lines)")
        let refresh = try XCTUnwrap(lines.firstIndex(of: "refresh()"), "\(lines)")
        XCTAssertLessThan(search, refresh)
        // Nor is a next page, which returns at once while the flag is set (`if !hasMore || isLoading { return }`).
        XCTAssertFalse(lines.contains("guarded()") || lines.contains("nextPage()"), "\(lines)")
        let ownEnds = try XCTUnwrap(lines.firstIndex(of: "await own1.value"))
        XCTAssertEqual(
            Array(lines[(search + 1)...(ownEnds + 4)]),
            [
                "await calls.waitUntilStarted(1)", "load()", "await calls.waitUntilStarted(2)", "calls.release(1)",
                "await own1.value", "assert isLoading true", "calls.release(0)", "await other1.value",
                "assert isLoading false",
            ])
        XCTAssertFalse(tests.contains { $0.name == "test_guarded_concurrency_sharedBusyFlagHoldsWhileOthersRun" })
    }
}
