import ScreenSpec
import XCTest

@testable import ScreenGen

/// The planner's samples and starting states: what lets a generated test tell a right screen from a
/// slightly wrong one (swapped arguments, a stale error, a wiped list, a dropped input).
final class TestPlannerSampleTests: XCTestCase {
    private let login = """
        screenspec: 1
        module: T
        dependencies:
          Auth:
            methods:
              signIn: { params: { email: String, password: String }, returns: String }
        screens:
          Form:
            input: { realm: String, owner: UUID }
            dependencies: [Auth]
            state:
              email: { type: String, default: '""' }
              password: { type: String, default: '""' }
              items: { type: "[String]", default: "[]" }
              errorMessage: String?
            actions:
              submit:
                call: Auth.signIn
                with: { email: email, password: password }
                success: { errorMessage: nil }
                failure: { errorMessage: $message }
            scenarios:
              - name: opens for another realm
                given: { realm: '"staff"', email: '"a@b.c"' }
                when: submit
                then: { errorMessage: nil }
        """

    func test_sameTypeSlots_getDistinctReadableSamples() throws {
        let call = try XCTUnwrap(try PlannedTests.of(login).first { $0.kind == "callsOnce" })
        let text = PlannedTests.lines(call)
        XCTAssertTrue(text.contains(#"let realm: String = "realm-1""#), "\(text)")
        XCTAssertTrue(text.contains(#"let owner: UUID = UUID.fixture(2)"#), "\(text)")
        let make = try XCTUnwrap(text.first { $0.hasPrefix("make(") })
        XCTAssertTrue(make.contains(#"email: "email-3", password: "password-4""#), make)
    }

    func test_successStartsWithAnErrorToClear_failureWithAListToKeep() throws {
        let all = try PlannedTests.of(login)
        let success = PlannedTests.lines(try XCTUnwrap(all.first { $0.kind == "success" }))
        let make = try XCTUnwrap(success.first { $0.hasPrefix("make(") })
        XCTAssertTrue(make.contains(#"errorMessage: "errorMessage-6""#), make)
        XCTAssertTrue(success.contains("assert errorMessage nil"), "\(success)")
        let failure = PlannedTests.lines(try XCTUnwrap(all.first { $0.kind == "failure" }))
        XCTAssertTrue(failure.contains { $0.hasPrefix("make(") && $0.contains(#"items: ["", "items-5"]"#) })
        XCTAssertTrue(failure.contains("let items = items"), "\(failure)")
        XCTAssertTrue(failure.contains("assert items items"), "\(failure)")
    }

    /// Where the call stands (the store's `submitPhase`) is checked in the tests that check the busy state
    /// and the effects: running while suspended, succeeded or failed after, as before after a cancellation.
    func test_callStatus_isCheckedWhereTheBusyStateAndTheEffectsAre() throws {
        let all = try PlannedTests.of(login)
        let success = PlannedTests.lines(try XCTUnwrap(all.first { $0.kind == "success" }))
        XCTAssertEqual(success.filter { $0.hasPrefix("status ") }, ["status submitPhase succeeded"])
        let performed = try XCTUnwrap(success.firstIndex(of: "submit()"))
        XCTAssertGreaterThan(try XCTUnwrap(success.firstIndex(of: "status submitPhase succeeded")), performed)
        let failure = PlannedTests.lines(try XCTUnwrap(all.first { $0.kind == "failure" }))
        XCTAssertEqual(failure.filter { $0.hasPrefix("status ") }, ["status submitPhase failed"])
        let cancellation = PlannedTests.lines(try XCTUnwrap(all.first { $0.kind == "cancellation" }))
        XCTAssertEqual(
            cancellation.filter { $0.hasPrefix("status ") },
            ["status submitPhase running", "status submitPhase notRun"])
        let started = try XCTUnwrap(cancellation.firstIndex(of: "await call.waitUntilStarted()"))
        XCTAssertEqual(cancellation[started + 1], "status submitPhase running")
        XCTAssertEqual(cancellation.last, "status submitPhase notRun")
        for test in all where !["success", "failure", "cancellation", "busyFlag", "startPhase"].contains(test.kind) {
            XCTAssertFalse(PlannedTests.lines(test).contains { $0.hasPrefix("status ") }, test.name)
        }
        // A success that reads the result: the phase depends on it (empty or not), so the step names it.
        let loads = try PlannedTests.of(
            """
            screenspec: 1
            module: T
            dependencies:
              Feed: { methods: { fetch: { returns: "[String]" } } }
            screens:
              List:
                dependencies: [Feed]
                state: { items: { type: "[String]", default: "[]" }, isLoading: { type: Bool, default: "false" } }
                actions:
                  load: { call: Feed.fetch, busy: isLoading, success: { items: $result } }
            """)
        let loadSuccess = PlannedTests.lines(try XCTUnwrap(loads.first { $0.kind == "success" }))
        XCTAssertTrue(loadSuccess.contains("status loadPhase succeeded result"), "\(loadSuccess)")
        let busy = PlannedTests.lines(try XCTUnwrap(loads.first { $0.kind == "busyFlag" }))
        XCTAssertEqual(busy.filter { $0.hasPrefix("status ") }, ["status loadPhase running"])
    }

    func test_givenOnInput_replacesTheInputSample() throws {
        let scenario = PlannedTests.lines(try XCTUnwrap(try PlannedTests.of(login).first { $0.kind == "scenario" }))
        XCTAssertTrue(scenario.contains(#"let realm: String = "staff""#), "\(scenario)")
        XCTAssertFalse(scenario.contains { $0.contains("realm-1") }, "\(scenario)")
        XCTAssertTrue(scenario.contains { $0.hasPrefix("make(") && $0.contains(#"email: "a@b.c""#) })
    }

    func test_derivedValues_areCheckedAgainstTheirFormulaAfterEachAction() throws {
        let yaml = """
            screenspec: 1
            module: T
            screens:
              Counter:
                state: { count: { type: Int, default: "0" } }
                derived: { canDecrement: { type: Bool, value: "count > 0" } }
                actions:
                  reset: { set: { count: "0" } }
            """
        let all = try PlannedTests.of(yaml)
        let reset = PlannedTests.lines(try XCTUnwrap(all.first))
        XCTAssertTrue(reset.contains("let countAfter = count"), "\(reset)")
        XCTAssertTrue(reset.contains("assert canDecrement countAfter > 0"), "\(reset)")
        // Its own tests start at the defaults, the samples, and either side of the comparison's bound.
        let derived = all.filter { $0.kind == "derived" }
        XCTAssertEqual(
            derived.map(\.name),
            [
                "test_canDecrement_derived_defaults", "test_canDecrement_derived_samples",
                "test_canDecrement_derived_countIsMinus1", "test_canDecrement_derived_countIs0",
                "test_canDecrement_derived_countIs1",
            ])
        XCTAssertTrue(PlannedTests.lines(derived[3]).contains("make(count: 0)"), "\(PlannedTests.lines(derived[3]))")
    }

    /// `set: { isRunning: "true" }` starts from `false` (a `Bool`'s sample is `true`): an action that
    /// forgets the assignment fails its test. Setting `false` starts from the sample, `true`.
    func test_setTest_startsABoolFromTheOtherSideOfItsLiteral() throws {
        let yaml = """
            screenspec: 1
            module: T
            screens:
              Timer:
                state:
                  isRunning: { type: Bool, default: "false" }
                  isMuted: { type: Bool, default: "false" }
                actions:
                  start: { set: { isRunning: "true" } }
                  pause: { set: { isRunning: "false" } }
            """
        let all = try PlannedTests.of(yaml)
        let start = PlannedTests.lines(try XCTUnwrap(all.first { $0.name == "test_start_set_appliesAssignments" }))
        XCTAssertTrue(start.contains("make(isRunning: false, isMuted: true)"), "\(start)")
        XCTAssertTrue(start.contains("assert isRunning true"), "\(start)")
        let pause = PlannedTests.lines(try XCTUnwrap(all.first { $0.name == "test_pause_set_appliesAssignments" }))
        XCTAssertTrue(pause.contains("make(isRunning: true, isMuted: true)"), "\(pause)")
    }

    /// A bound's tests keep the other terms at their samples: with `title` at its default `""`,
    /// `!title.isEmpty && minutes > 0` is false whatever `minutes` is, and `minutes > 1` would pass.
    func test_derivedBoundTests_keepTheOtherPropertiesAtTheirSamples() throws {
        let yaml = """
            screenspec: 1
            module: T
            screens:
              Form:
                state:
                  title: { type: String, default: '""' }
                  minutes: { type: Int, default: "5" }
                derived: { isValid: { type: Bool, value: "!title.isEmpty && minutes > 0" } }
            """
        let derived = try PlannedTests.of(yaml).filter { $0.kind == "derived" }
        let atBound = try XCTUnwrap(derived.first { $0.name == "test_isValid_derived_minutesIs0" })
        let make = try XCTUnwrap(PlannedTests.lines(atBound).first { $0.hasPrefix("make(") })
        XCTAssertTrue(make.hasSuffix("minutes: 0)"), make)
        XCTAssertFalse(make.contains("title: \"\""), "title at a non-empty sample: \(make)")
        XCTAssertTrue(make.contains("title: \""), make)
    }

    func test_aGuardOnState_isTestedAsAPrecondition() throws {
        let yaml = """
            screenspec: 1
            module: T
            dependencies:
              SearchService:
                methods:
                  find: { params: { query: String }, returns: "[String]" }
            screens:
              Finder:
                dependencies: [SearchService]
                state:
                  query: { type: String, default: '""' }
                  results: { type: "[String]", default: "[]" }
                actions:
                  search:
                    skipIf: query.isEmpty
                    call: SearchService.find
                    with: { query: query }
                    success: { results: $result }
            """
        let guards = try PlannedTests.of(yaml).filter { $0.kind == "skipIf" }
        XCTAssertEqual(
            guards.map(\.name),
            ["test_search_skipIf_doesNothingWhileGuardHolds", "test_search_skipIf_runsWhenGuardDoesNotHold"])
        let holds = PlannedTests.lines(guards[0])
        XCTAssertTrue(
            holds.contains(#"make(searchService: searchService, query: "", results: ["", "results-2"])"#), "\(holds)")
        XCTAssertTrue(holds.contains(#"check queryBefore.isEmpty == true, "query.isEmpty""#), "\(holds)")
        XCTAssertTrue(holds.contains(#"check searchService.findCallCount == 0, "query.isEmpty""#), "\(holds)")
        XCTAssertTrue(holds.contains("assert results results"), "\(holds)")
        let runs = PlannedTests.lines(guards[1])
        XCTAssertTrue(runs.contains { $0.hasPrefix("make(") && $0.contains(#"query: "query-1""#) }, "\(runs)")
        XCTAssertTrue(runs.contains(#"check queryBefore.isEmpty == false, "query.isEmpty""#), "\(runs)")
        XCTAssertTrue(runs.contains(#"check searchService.findCallCount == 1, "query.isEmpty""#), "\(runs)")
    }
}
