import ScreenSpec
import XCTest

@testable import ScreenGen

/// `$now` and `$newID` read the screen's providers wherever an action or a scenario evaluates them: the
/// provider is declared when only an optimistic update reads it, and a scenario's stubbed result spells
/// the placeholder as its checks do (before, both generated code that did not compile).
final class ProviderPlaceholderTests: XCTestCase {
    private let notes = """
        screenspec: 1
        module: T
        models:
          Note: { fields: { id: UUID, touchedAt: Date? } }
        dependencies:
          Notes:
            methods:
              touch: { params: { id: UUID }, returns: Note, async: true, throws: true }
        screens:
          Editor:
            dependencies: [Notes]
            state:
              touchedAt: Date?
              last: Note?
            actions:
              touch:
                call: Notes.touch
                with: { id: $newID }
                optimistic: { set: { touchedAt: $now } }
                success: { last: $result }
            scenarios:
              - name: keeps the touched note
                given: { touchedAt: $now }
                stubs: { Notes.touch: '.fixture(id: $newID)' }
                when: touch
                then: { last.id: $newID }
        """

    private func spec() throws -> Spec {
        let result = SpecLoader.load(text: notes, file: "specs/T.yaml")
        return try XCTUnwrap(result.spec, "\(result.errors.map(\.message))")
    }

    func test_aPlaceholderOnlyAnOptimisticUpdateReads_declaresItsProvider() throws {
        XCTAssertEqual(ScreenProviders(try spec().screens[0]).all.map(\.name), ["now", "newID"])
    }

    func test_aScenariosStubbedResult_spellsThePlaceholderAsItsChecksDo() throws {
        let tests = try PlannedTests.of(notes)
        let scenario = try XCTUnwrap(tests.first { $0.name == "test_scenario_keepsTheTouchedNote" })
        let lines = PlannedTests.lines(scenario)
        XCTAssertTrue(lines.contains("notes.touchResult = .fixture(id: newID())"), "\(lines)")
        XCTAssertFalse(lines.contains { $0.contains("$newID") || $0.contains("$now") }, "\(lines)")
        XCTAssertTrue(lines.contains { $0.hasPrefix("make(") && $0.contains("touchedAt: now()") }, "\(lines)")
    }
}
