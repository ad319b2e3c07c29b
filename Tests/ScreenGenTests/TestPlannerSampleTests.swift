import ScreenSpec
import XCTest

@testable import ScreenGen

/// The planner's samples and starting states: what lets a generated test tell a right screen from a
/// slightly wrong one (swapped arguments, a stale error, a wiped list, a dropped input).
final class TestPlannerSampleTests: XCTestCase {
    private func tests(_ yaml: String, screen index: Int = 0) throws -> [TestCaseContext] {
        let result = SpecLoader.load(text: yaml, file: "specs/T.yaml")
        let spec = try XCTUnwrap(result.spec, "\(result.errors.map(\.message))")
        return SpecContext(spec, options: GenerationOptions()).screens[index].tests
    }

    private func lines(_ test: TestCaseContext) -> [String] {
        test.steps.compactMap { step in
            switch step.kind {
            case .line(let text): return text
            case .make(let make): return "make(\(make.viewModelArguments))"
            case .capture(let capture): return "let \(capture.name) = \(capture.path)"
            case .perform(let perform): return perform.invocation
            case .edit(let edit): return "\(edit.path) = \(edit.value)"
            case .assert(let assertion):
                return "assert \(assertion.path) \(assertion.expected ?? (assertion.isNil ? "nil" : "?"))"
            case .check(let check): return "check \(check.actual) == \(check.expected), \(check.label ?? "")"
            case .blankLine: return nil
            }
        }
    }

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
        let call = try XCTUnwrap(try tests(login).first { $0.kind == "callsOnce" })
        let text = lines(call)
        XCTAssertTrue(text.contains(#"let realm: String = "realm-1""#), "\(text)")
        XCTAssertTrue(text.contains(#"let owner: UUID = UUID.fixture(2)"#), "\(text)")
        let make = try XCTUnwrap(text.first { $0.hasPrefix("make(") })
        XCTAssertTrue(make.contains(#"email: "email-3", password: "password-4""#), make)
    }

    func test_successStartsWithAnErrorToClear_failureWithAListToKeep() throws {
        let all = try tests(login)
        let success = lines(try XCTUnwrap(all.first { $0.kind == "success" }))
        let make = try XCTUnwrap(success.first { $0.hasPrefix("make(") })
        XCTAssertTrue(make.contains(#"errorMessage: "errorMessage-6""#), make)
        XCTAssertTrue(success.contains("assert errorMessage nil"), "\(success)")
        let failure = lines(try XCTUnwrap(all.first { $0.kind == "failure" }))
        XCTAssertTrue(failure.contains { $0.hasPrefix("make(") && $0.contains(#"items: ["", "items-5"]"#) })
        XCTAssertTrue(failure.contains("let items = items"), "\(failure)")
        XCTAssertTrue(failure.contains("assert items items"), "\(failure)")
    }

    func test_givenOnInput_replacesTheInputSample() throws {
        let scenario = lines(try XCTUnwrap(try tests(login).first { $0.kind == "scenario" }))
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
        let all = try tests(yaml)
        let reset = lines(try XCTUnwrap(all.first))
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
        XCTAssertTrue(lines(derived[3]).contains("make(count: 0)"), "\(lines(derived[3]))")
    }

    func test_aGuardOnState_isTestedFromItsDefaultsAndFromItsSamples() throws {
        let yaml = """
            screenspec: 1
            module: T
            dependencies:
              Search:
                methods:
                  find: { params: { query: String }, returns: "[String]" }
            screens:
              Finder:
                dependencies: [Search]
                state:
                  query: { type: String, default: '""' }
                  results: { type: "[String]", default: "[]" }
                actions:
                  search:
                    skipIf: query.isEmpty
                    call: Search.find
                    with: { query: query }
                    success: { results: $result }
            """
        let guards = try tests(yaml).filter { $0.kind == "skipIf" }
        XCTAssertEqual(
            guards.map(\.name), ["test_search_skipIf_followsGuard_defaults", "test_search_skipIf_followsGuard_samples"])
        let defaults = lines(guards[0])
        XCTAssertTrue(defaults.contains(#"make(search: search, results: ["", "results-2"])"#), "\(defaults)")
        XCTAssertTrue(defaults.contains("let skipped = queryBefore.isEmpty"), "\(defaults)")
        XCTAssertTrue(defaults.contains(#"check search.findCallCount == skipped ? 0 : 1, "query.isEmpty""#))
        XCTAssertTrue(lines(guards[1]).contains { $0.contains(#"query: "query-1""#) }, "\(lines(guards[1]))")
    }
}
