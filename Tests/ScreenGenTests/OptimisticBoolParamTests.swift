import ScreenSpec
import XCTest

@testable import ScreenGen

/// An element update that sets a field to a `Bool` param whole (`isDone: done`) starts its tests with the
/// field at `!done`, so that applying the update shows; two more tests start it at `done` itself, where a
/// failure or a cancellation must put back `done`: a rollback to `!done` (the opposite of what was set,
/// rather than what the field held) passed every test before (a new-user trial's mutant).
final class OptimisticBoolParamTests: XCTestCase {
    private func spec(set value: String) -> String {
        """
        screenspec: 1
        module: T
        models:
          Chore: { fields: { id: String, isDone: Bool } }
        dependencies:
          ChoreService:
            methods:
              setDone: { params: { id: String, done: Bool }, async: true, throws: true }
        screens:
          ChoreList:
            dependencies: [ChoreService]
            state:
              chores: { type: "[Chore]", default: "[]" }
              errorMessage: String?
            actions:
              setDone:
                params: { choreID: String, done: Bool }
                call: ChoreService.setDone
                with: { id: choreID, done: done }
                optimistic: { in: chores, id: choreID, set: { isDone: \(value) } }
                failure: { errorMessage: $message }
        """
    }

    private func lines(_ name: String, in tests: [TestCaseContext]) throws -> [String] {
        PlannedTests.lines(try XCTUnwrap(tests.first { $0.name == name }, "\(tests.map(\.name))"))
    }

    func test_theFieldStartsAwayFromTheParam_andAtItWhereARollbackMustRestoreIt() throws {
        let tests = try PlannedTests.of(spec(set: "done"))
        let shown = try lines("test_setDone_optimistic_isShownWhileCallRuns", in: tests)
        XCTAssertTrue(
            shown.contains("let elementsBeforeCall: [Chore] = [.fixture(), .fixture(id: choreID, isDone: !done)]"),
            "\(shown)")
        for name in ["failureRestoresTheValueItHad", "cancellationRestoresTheValueItHad"] {
            let restored = try lines("test_setDone_optimistic_" + name, in: tests)
            XCTAssertTrue(
                restored.contains(
                    "let elementsBeforeCall: [Chore] = [.fixture(), .fixture(id: choreID, isDone: done)]"),
                "\(restored)")
            XCTAssertTrue(
                try XCTUnwrap(restored.first { $0.hasPrefix("make(") }).contains("chores: elementsBeforeCall"),
                "\(restored)")
            XCTAssertTrue(restored.contains("assert chores chores"), "\(restored)")
        }
    }

    /// A literal (`isDone: "true"`) starts at the other literal; the two more tests start it at the literal itself,
    /// where a rollback to a constant (`isDone = false`, liking a liked row that then fails) shows.
    func test_aLiteral_isAlsoTestedFromItself() throws {
        let tests = try PlannedTests.of(spec(set: "\"true\""))
        let shown = try lines("test_setDone_optimistic_isShownWhileCallRuns", in: tests)
        XCTAssertTrue(
            shown.contains("let elementsBeforeCall: [Chore] = [.fixture(), .fixture(id: choreID, isDone: false)]"),
            "\(shown)")
        for name in ["failureRestoresTheValueItHad", "cancellationRestoresTheValueItHad"] {
            let restored = try lines("test_setDone_optimistic_" + name, in: tests)
            XCTAssertTrue(
                restored.contains(
                    "let elementsBeforeCall: [Chore] = [.fixture(), .fixture(id: choreID, isDone: true)]"),
                "\(restored)")
        }
    }
}
