import Diagnostics
import ScreenSpec
import XCTest

/// What `page:` decodes to: the defaults `items`, `next` and `end` take, and the helpers its checks use.
final class PageTests: XCTestCase {
    private func page(_ pageLine: String, cursorType: String = "String?") throws -> Page {
        let text = """
            screenspec: 1
            module: Feed
            models:
              Post: { fields: { id: String } }
              Batch: { fields: { posts: "[Post]", nextCursor: "\(cursorType)", isLast: Bool } }
            dependencies:
              PostService:
                methods:
                  batch: { params: { cursor: "\(cursorType)" }, returns: Batch }
            screens:
              Feed:
                dependencies: [PostService]
                state:
                  posts: { type: "[Post]", default: "[]" }
                  nextCursor: { type: "\(cursorType)", default: "\(cursorType == "Int" ? "0" : "nil")" }
                  hasMore: { type: Bool, default: "true" }
                  isLoadingMore: { type: Bool, default: "false" }
                actions:
                  loadMore:
                    trigger: lastRow
                    call: PostService.batch
                    with: { cursor: nextCursor }
                    busy: isLoadingMore
                    page: \(pageLine)
            """
        let result = SpecLoader.load(text: text, file: "Feed.yaml")
        let rendered = DiagnosticRenderer(sources: ["Feed.yaml": text]).render(result.diagnostics)
        XCTAssertTrue(result.diagnostics.isEmpty, rendered)
        let spec = try XCTUnwrap(result.spec, rendered)
        return try XCTUnwrap(spec.screen(named: "Feed")?.action(named: "loadMore")?.page)
    }

    func testTheShortFormTakesItemsAndNextFromTheResultAndEndsAtANilCursor() throws {
        let page = try page("{ append: posts, cursor: nextCursor, hasMore: hasMore }")
        XCTAssertEqual(page.mode.value, .append)
        XCTAssertEqual(page.items.source, "$result.posts")
        XCTAssertEqual(page.next.source, "$result.nextCursor")
        XCTAssertEqual(page.end?.value, .nilCursor)
    }

    func testANonOptionalCursorEndsAtAnEmptyPage() throws {
        let page = try page("{ append: posts, cursor: nextCursor, hasMore: hasMore }", cursorType: "Int")
        XCTAssertEqual(page.end?.value, .emptyPage)
    }

    func testAServerFlagEndsThePages() throws {
        let page = try page(
            "{ append: posts, items: $result.posts, cursor: nextCursor, hasMore: hasMore, end: $result.isLast }")
        guard case .flag(let flag)? = page.end?.value else { return XCTFail("end is a flag") }
        XCTAssertEqual(flag.source, "$result.isLast")
    }

    func testResultPaths() {
        let mark = Mark(line: 1, column: 1)
        XCTAssertEqual(Page.resultPath(Expression("$result", at: mark)), "")
        XCTAssertEqual(Page.resultPath(Expression("$result.page.items", at: mark)), "page.items")
        XCTAssertNil(Page.resultPath(Expression("posts + $result.posts", at: mark)))
        XCTAssertNil(Page.resultPath(Expression("$result.posts.filter { $0.isVisible }", at: mark)))
        XCTAssertNil(Page.resultPath(Expression("$results.posts", at: mark)))
    }

    func testReadsMatchesWholeNamesOnly() {
        XCTAssertTrue(Page.reads("nextCursor", in: "nextCursor"))
        XCTAssertTrue(Page.reads("nextCursor", in: "nextCursor ?? \"\""))
        XCTAssertFalse(Page.reads("nextCursor", in: "nextCursorText"))
        XCTAssertFalse(Page.reads("nextCursor", in: "page.nextCursor"))
        XCTAssertFalse(Page.reads("nextCursor", in: "$nextCursor"))
        XCTAssertTrue(Page.reads("cursor", in: "page.cursor ?? cursor"))
    }
}
