import Foundation
import ScreenSpec
import XCTest

@testable import ScreenGen

/// Pages and optimistic removals of actions with a `concurrency` policy (Tests/Fixtures/valid/ManagedPaging.yaml,
/// built and tested end to end): the late-page check and a success that sets the list from the server.
final class ManagedPagingTests: XCTestCase {
    private func spec() throws -> Spec {
        let relative = "Tests/Fixtures/valid/ManagedPaging.yaml"
        let text = try String(contentsOf: RepositorySpecs.root.appendingPathComponent(relative), encoding: .utf8)
        let result = SpecLoader.load(text: text, file: relative)
        return try XCTUnwrap(result.spec, "\(result.errors.map(\.message))")
    }

    /// A next page held by `ActionCalls` keeps its cursor and, after its call ends, applies neither the page nor
    /// its failure once a refresh moved the cursor. It had no check: the late page was appended.
    func test_everyStyle_aManagedNextPage_dropsALatePageAndItsFailure() throws {
        let spec = try spec()
        for (style, path, cursor, keep, restoresCallPhase) in [
            ("mvvm", "TodosViewModel.swift", "nextCursor", "todos += result.todos", false),
            ("actions", "TodosScreen.swift", "state.nextCursor", "state.todos += result.todos", false),
            ("store", "TodosStore.swift", "nextCursor", "todos += result.todos", true),
        ] {
            let files = try Generator.render(spec: spec, style: try XCTUnwrap(try StyleCatalog.builtin()[style]))
            let code = try XCTUnwrap(files.first { $0.path == path }, "\(files.map(\.path))").contents
            let start = try XCTUnwrap(code.range(of: "func loadMore()"), "\(style)\n\(code)")
            let end = try XCTUnwrap(code.range(of: "func remove(", range: start.upperBound..<code.endIndex), style)
            let body = String(code[start.upperBound..<end.lowerBound])
            let saved = try XCTUnwrap(body.range(of: "let cursorBeforeCall = \(cursor)\n"), "\(style)\n\(body)")
            let begin = try XCTUnwrap(body.range(of: "\"loadMore\", .ignore"), style)
            XCTAssertLessThan(begin.lowerBound, saved.lowerBound, "\(style): the cursor of the call's own turn")
            let check = "guard \(cursor) == cursorBeforeCall else {"
            XCTAssertEqual(body.components(separatedBy: check).count - 1, 2, "\(style): success and failure\n\(body)")
            // In each branch, after the call ended (its busy flag recomputed), before anything applies.
            let firstCheck = try XCTUnwrap(body.range(of: check), style)
            let ended = try XCTUnwrap(body.range(of: ".end(runningCall) else { return }"), style)
            let appended = try XCTUnwrap(body.range(of: keep), style)
            XCTAssertLessThan(ended.upperBound, firstCheck.lowerBound, style)
            XCTAssertLessThan(firstCheck.upperBound, appended.lowerBound, style)
            let failureShown = try XCTUnwrap(
                body.range(of: "errorMessage = error.localizedDescription", options: .backwards), style)
            let lastCheck = try XCTUnwrap(body.range(of: check, options: .backwards), style)
            XCTAssertLessThan(lastCheck.upperBound, failureShown.lowerBound, style)
            // The store puts the page's call phase back, as for a cancellation.
            XCTAssertEqual(
                body.contains("\(check)\n                loadMorePhase = runningCall.saved.call\n"), restoresCallPhase,
                style)
        }
    }

    /// A store's call phase after a page that replaces the list is worked out from the page's items: a page
    /// result is no collection, so an empty first page showed `success` instead of `empty`. The phase test reads
    /// the same value. A next page keeps its result (an empty last page is no empty list).
    func test_store_aReplacingPagesPhase_isWorkedOutFromItsItems() throws {
        let spec = try spec()
        let files = try Generator.render(spec: spec, style: try XCTUnwrap(try StyleCatalog.builtin()["store"]))
        let code = try XCTUnwrap(files.first { $0.path == "TodosStore.swift" }).contents
        XCTAssertTrue(code.contains("refreshPhase = .finished(with: result.todos)\n"), code)
        XCTAssertTrue(code.contains("loadMorePhase = .finished(with: result)\n"), code)
        let tests = SpecContext(spec, options: GenerationOptions()).screens[0].tests
        let success = try XCTUnwrap(tests.first { $0.name == "test_refresh_success_appliesSuccessEffects" })
        XCTAssertTrue(PlannedTests.lines(success).contains("status refreshPhase succeeded result.todos"))
    }

    /// A page of a shared list: the Actions style assigns it through the store's member (`library.songs`), as
    /// any effect on shared state; it wrote `state.songs`, which does not compile.
    func test_actions_aPageOfASharedList_goesThroughItsStore() throws {
        let text = """
            screenspec: 1
            module: Songs
            models:
              Song: { fields: { id: String } }
              SongPage: { fields: { songs: "[Song]", nextCursor: String? } }
            dependencies:
              SongService:
                methods:
                  page: { params: { cursor: String? }, returns: SongPage }
            shared:
              Library:
                state:
                  songs: { type: "[Song]", default: "[]" }
            screens:
              Songs:
                shared: [Library]
                dependencies: [SongService]
                state:
                  nextCursor: String?
                  hasMore: { type: Bool, default: "true" }
                  isLoading: { type: Bool, default: "false" }
                actions:
                  refresh:
                    call: SongService.page
                    with: { cursor: nil }
                    busy: isLoading
                    page: { replace: songs, cursor: nextCursor, hasMore: hasMore }
            """
        let result = SpecLoader.load(text: text, file: "specs/T.yaml")
        let spec = try XCTUnwrap(result.spec, "\(result.errors.map(\.message))")
        let files = try Generator.render(spec: spec, style: try XCTUnwrap(try StyleCatalog.builtin()["actions"]))
        let code = try XCTUnwrap(files.first { $0.path == "SongsScreen.swift" }, "\(files.map(\.path))").contents
        XCTAssertFalse(code.contains("state.songs ="), code)
        XCTAssertTrue(code.contains(".songs = result.songs\n"), code)
        XCTAssertTrue(code.contains("state.nextCursor = result.nextCursor\n"), code)
    }

    /// `success: { todos: $result }` over an optimistic removal: the kept-on-success test expects the server's
    /// list, not the list with the row removed as well (it expected both, and failed on correct code).
    func test_keptOnSuccess_expectsTheServersList_whenSuccessSetsTheList() throws {
        let screen = SpecContext(try spec(), options: GenerationOptions()).screens[0]
        let test = try XCTUnwrap(screen.tests.first { $0.name.hasSuffix("remove_optimistic_keptOnSuccess") })
        let assertions = test.steps.compactMap { step -> Assertion? in
            if case .assert(let assertion) = step.kind { return assertion }
            return nil
        }
        let onList = assertions.filter { $0.path == "todos" }
        XCTAssertEqual(onList.map(\.expected), ["result"], "\(assertions.map { ($0.path, $0.expected) })")
    }
}
