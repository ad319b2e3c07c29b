import ScreenSpec
import XCTest

@testable import ScreenGen

/// `skipIf` tests: a second call while the first runs for a busy-state guard, a precondition for others.
final class TestPlannerGuardTests: XCTestCase {
    func test_aSetActionsGuard_isAPrecondition() throws {
        let all = try PlannedTests.of(
            """
            screenspec: 1
            module: T
            screens:
              Counter:
                state: { count: { type: Int, default: "0" } }
                derived: { canDecrement: { type: Bool, value: "count > 0" } }
                actions:
                  decrement: { skipIf: "!canDecrement", set: { count: "count - 1" } }
            """)
        let guards = all.filter { $0.kind == "skipIf" }
        XCTAssertEqual(
            guards.map(\.name),
            ["test_decrement_skipIf_doesNothingWhileGuardHolds", "test_decrement_skipIf_runsWhenGuardDoesNotHold"])
        let holds = PlannedTests.lines(guards[0])
        XCTAssertTrue(holds.contains("make(count: 0)"), "\(holds)")
        XCTAssertTrue(holds.contains(#"check !canDecrementBefore == true, "!canDecrement""#), "\(holds)")
        XCTAssertTrue(holds.contains("assert count count"), "\(holds)")
        let runs = PlannedTests.lines(guards[1])
        XCTAssertTrue(runs.contains("make(count: 1)"), "\(runs)")
        XCTAssertTrue(runs.contains("assert count count - 1"), "\(runs)")
    }

    /// A validation the plain samples fail (`"email-2"` has no "@") would make every test of the action
    /// start where it does nothing: the samples move to the side of the guard where it runs.
    func test_samplesThatFailAValidation_moveToWhereTheActionRuns() throws {
        let all = try PlannedTests.of(
            """
            screenspec: 1
            module: T
            dependencies: { Api: { methods: { send: { params: { to: String } } } } }
            screens:
              S:
                dependencies: [Api]
                state: { name: { type: String, default: '""' }, email: { type: String, default: '""' }, isSending: { type: Bool, default: "false" } }
                derived: { isValid: { type: Bool, value: '!email.isEmpty && email.contains("@")' } }
                actions:
                  send: { skipIf: "!isValid || isSending", busy: isSending, call: Api.send, with: { to: email } }
            """)
        let success = try XCTUnwrap(all.first { $0.name == "test_send_success_appliesSuccessEffects" })
        let start = PlannedTests.lines(success).first { $0.hasPrefix("make(") } ?? ""
        XCTAssertTrue(start.contains(#"email: "email@""#), start)
        XCTAssertTrue(start.contains(#"name: "name-1""#), "other samples keep their values: \(start)")
        let guards = all.filter { $0.kind == "skipIf" }.map(\.name)
        XCTAssertTrue(guards.contains("test_send_skipIf_doesNothingWhileGuardHolds"), "\(guards)")
    }

    func test_aBusyGuard_preventsASecondCall_andNothingElse() throws {
        let all = try PlannedTests.of(
            """
            screenspec: 1
            module: T
            dependencies: { Api: { methods: { fetch: { returns: Int } } } }
            screens:
              S:
                dependencies: [Api]
                state: { value: { type: Int, default: "0" }, isLoading: { type: Bool, default: "false" } }
                actions:
                  load: { skipIf: isLoading, call: Api.fetch, busy: isLoading, success: { value: $result } }
            """)
        XCTAssertEqual(all.filter { $0.kind == "skipIf" }.map(\.name), ["test_load_skipIf_preventsSecondCall"])
    }

    func test_aGuardBeyondGuardStates_isStillObeyedFromDefaultsAndSamples() throws {
        let all = try PlannedTests.of(
            """
            screenspec: 1
            module: T
            dependencies: { Api: { methods: { find: { params: { query: String }, returns: Int } } } }
            screens:
              S:
                dependencies: [Api]
                state: { query: { type: String, default: '""' }, hits: { type: Int, default: "0" } }
                actions:
                  search: { skipIf: "query.count < 3", call: Api.find, with: { query: query }, success: { hits: $result } }
            """)
        let guards = all.filter { $0.kind == "skipIf" }
        XCTAssertEqual(
            guards.map(\.name), ["test_search_skipIf_followsGuard_defaults", "test_search_skipIf_followsGuard_samples"])
        XCTAssertTrue(
            PlannedTests.lines(guards[0]).contains("let skipped = queryBefore.count < 3"),
            "\(PlannedTests.lines(guards[0]))")
    }
}
