import ScreenSpec
import XCTest

@testable import ScreenGen

/// Scenarios with `steps`: one test that runs the steps in order and checks after each.
final class TestPlannerScenarioTests: XCTestCase {
    private let yaml = """
        screenspec: 1
        module: T
        dependencies:
          Store:
            methods:
              fetch: { returns: "[Int]" }
              remove: { params: { id: Int } }
        screens:
          List:
            dependencies: [Store]
            state:
              ids: { type: "[Int]", default: "[]" }
              errorMessage: String?
            actions:
              load:
                call: Store.fetch
                success: { ids: $result, errorMessage: nil }
                failure: { errorMessage: $message }
              remove:
                params: { id: Int }
                call: Store.remove
                success: { ids: "ids.filter { $0 != id }" }
            scenarios:
              - name: retries, removes and reloads
                stubs: { Store.fetch: { throws: true } }
                steps:
                  - when: load
                    then: { errorMessage: { notNil: true } }
                  - stubs: { Store.fetch: "[1, 2]" }
                    when: load
                    then: { ids: "[1, 2]", errorMessage: nil }
                  - stubs: { Store.remove: }
                    when: { remove: { id: "ids[0]" } }
                    then: { ids.count: "ids.count - 1" }
                  - stubs: { Store.fetch: "[2]" }
                    when: load
                    then: { ids: "[2]" }
        """

    /// The test's steps as text: captures show their keyword, so `var` and reassignment are visible.
    private func lines(_ test: TestCaseContext) -> [String] {
        test.steps.map { step in
            switch step.kind {
            case .line(let text): return text
            case .make: return "make"
            case .capture(let capture):
                return "\(capture.keyword.map { $0 + " " } ?? "")\(capture.name) = \(capture.path)"
            case .perform(let perform): return perform.awaitPrefix + perform.invocation
            case .edit(let edit): return "\(edit.path) = \(edit.value)"
            case .assert(let assertion): return "assert \(assertion.path) \(assertion.expected ?? "?")"
            case .callStatus: return "call status"
            case .check(let check): return "check \(check.actual) == \(check.expected)"
            case .blankLine: return ""
            }
        }
    }

    func test_steps_runInOrder_withTheirStubsAndChecks() throws {
        let spec = try XCTUnwrap(SpecLoader.load(text: yaml, file: "specs/T.yaml").spec)
        let test = try XCTUnwrap(
            SpecContext(spec, options: GenerationOptions()).screens[0].tests.first { $0.kind == "scenario" })
        XCTAssertEqual(test.name, "test_scenario_retriesRemovesAndReloads")
        XCTAssertEqual(
            lines(test),
            [
                "let store = StoreMock()",
                #"store.fetchError = StubError("fetch failed")"#,
                "make",
                "",
                "await load()",
                "",
                "assert errorMessage ?",
                "",
                // The error set before the first step would win over the new result: it is cleared.
                "store.fetchError = nil",
                "store.fetchResult = [1, 2]",
                "",
                "await load()",
                "",
                "assert ids [1, 2]",
                "assert errorMessage ?",
                "",
                "store.removeResult = ()",
                // What the step's argument and check read, before the step.
                "let ids = ids",
                "",
                "await remove(id: ids[0])",
                "",
                "assert ids.count ids.count - 1",
                "",
                "store.fetchResult = [2]",
                "",
                "await load()",
                "",
                "assert ids [2]",
            ])
    }

    func test_aNameReadByTwoSteps_isCapturedBeforeEach() throws {
        let twice = yaml.replacingOccurrences(
            of: #"then: { ids: "[2]" }"#, with: #"then: { ids: "ids.dropFirst(0).map { $0 }" }"#)
        let spec = try XCTUnwrap(SpecLoader.load(text: twice, file: "specs/T.yaml").spec)
        let test = try XCTUnwrap(
            SpecContext(spec, options: GenerationOptions()).screens[0].tests.first { $0.kind == "scenario" })
        let text = lines(test)
        XCTAssertEqual(text.filter { $0.hasSuffix("ids = ids") }, ["var ids = ids", "ids = ids"], "\(text)")
        let reassigned = try XCTUnwrap(text.firstIndex(of: "ids = ids"))
        XCTAssertEqual(text[reassigned - 1], "store.fetchResult = [2]", "\(text)")
    }
}
