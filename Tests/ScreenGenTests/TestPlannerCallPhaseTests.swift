import ScreenSpec
import XCTest

@testable import ScreenGen

/// Where a store's call stands (`finishPhase`, `refreshPhase`) in the tests of multi-step and `restart`
/// actions: the two places `make mutants` found a store putting back the wrong phase unnoticed
/// (docs/mutation-testing.md). The step is in every style's plan; only the store prints it.
final class TestPlannerCallPhaseTests: XCTestCase {
    private let spec = """
        screenspec: 1
        module: T
        dependencies:
          Meetings:
            methods:
              stopRecording: { returns: String }
              save: { params: { transcript: String } }
              fetch: { returns: "[String]" }
        screens:
          Meeting:
            dependencies: [Meetings]
            state:
              items: { type: "[String]", default: "[]" }
              isSaving: { type: Bool, default: "false" }
              isLoading: { type: Bool, default: "false" }
              errorMessage: String?
            actions:
              finish:
                busy: isSaving
                steps:
                  - call: Meetings.stopRecording
                    as: transcript
                    failure: { errorMessage: '"not stopped"' }
                  - call: Meetings.save
                    with: { transcript: $transcript }
                success: { errorMessage: nil }
                failure: { errorMessage: $message }
              refresh:
                concurrency: restart
                call: Meetings.fetch
                busy: isLoading
                success: { items: $result }
                failure: { errorMessage: $message }
        """

    /// An appending page and the refresh that replaces its list (the late-page tests, TestPlanner+LatePage).
    private let pagingSpec = """
        screenspec: 1
        module: T
        models:
          Page:
            fields:
              items: "[String]"
              nextCursor: String?
        dependencies:
          FeedService:
            methods:
              page: { params: { cursor: String? }, returns: Page }
        screens:
          Feed:
            dependencies: [FeedService]
            state:
              items: { type: "[String]", default: "[]" }
              nextCursor: String?
              hasMore: { type: Bool, default: "true" }
              isLoading: { type: Bool, default: "false" }
              isLoadingMore: { type: Bool, default: "false" }
              errorMessage: String?
            actions:
              refresh:
                trigger: refresh
                call: FeedService.page
                with: { cursor: nil }
                busy: isLoading
                page: { replace: items, cursor: nextCursor, hasMore: hasMore }
                failure: { errorMessage: $message }
              loadMore:
                trigger: lastRow
                call: FeedService.page
                with: { cursor: nextCursor }
                busy: isLoadingMore
                page: { append: items, cursor: nextCursor, hasMore: hasMore }
                failure: { errorMessage: $message }
        """

    private func test(named suffix: String, in text: String? = nil) throws -> [String] {
        let result = SpecLoader.load(text: text ?? spec, file: "specs/T.yaml")
        let loaded = try XCTUnwrap(result.spec, "\(result.errors.map(\.message))")
        let tests = SpecContext(loaded, options: GenerationOptions()).screens[0].tests
        let test = try XCTUnwrap(tests.first { $0.name.hasSuffix(suffix) }, "\(tests.map(\.name))")
        return test.steps.compactMap { step in
            switch step.kind {
            case .line(let text): return text
            case .callStatus(let status): return "status \(status.member) \(status.status)"
            case .check(let check): return "check \(check.actual) == \(check.expected)"
            default: return nil
            }
        }
    }

    /// A cancelled first step leaves the action's phase as it was, as a cancelled last step does.
    func test_cancelledStep_checksThePhaseIsAsBefore() throws {
        let lines = try test(named: "finish_step1Cancellation_changesNothing")
        XCTAssertEqual(lines.filter { $0.hasPrefix("status ") }, ["status finishPhase notRun"])
    }

    /// The superseded call's cancellation must not put back the phase it found: the newer call runs.
    func test_restart_checksThePhaseStaysRunningWhileTheNewerCallRuns() throws {
        let lines = try test(named: "refresh_concurrency_restart_cancelsRunningCall")
        let firstDone = try XCTUnwrap(lines.firstIndex(of: "await first.value"), "\(lines)")
        let secondReleased = try XCTUnwrap(lines.firstIndex(of: "calls.release(1)"), "\(lines)")
        let running = try XCTUnwrap(lines.firstIndex(of: "status refreshPhase running"), "\(lines)")
        XCTAssertTrue(firstDone < running && running < secondReleased, "\(lines)")
    }

    /// A late page (or its failure) leaves the page's own phase as it was: the refresh owns the list.
    func test_latePage_checksThePagesPhaseIsAsBefore() throws {
        for suffix in [
            "loadMore_page_latePageIsNotAppendedAfterRefresh", "loadMore_page_latePageFailureIsNotShownAfterRefresh",
        ] {
            let lines = try test(named: suffix, in: pagingSpec)
            let pageDone = try XCTUnwrap(lines.firstIndex(of: "await first.value"), "\(lines)")
            let status = try XCTUnwrap(lines.firstIndex(of: "status loadMorePhase notRun"), "\(lines)")
            XCTAssertTrue(pageDone < status, "\(lines)")
        }
    }
}
