import ScreenSpec
import XCTest

@testable import ScreenGen

/// A confirmed action (`confirm:`) with a `skipIf`: asking presents nothing while the guard holds, since
/// confirming would run nothing; and its confirmation tests start where the guard lets it run. Before, the
/// asking member had no guard, and the tests started from the screen's shared start, where another action's
/// guard (`unlock`: `skipIf: "!isLocked"`) had made `isLocked` true: `confirmRuns` failed on correct code.
final class ConfirmationGuardTests: XCTestCase {
    private let note = """
        screenspec: 1
        module: T
        dependencies:
          Notes:
            methods:
              delete: { async: true, throws: true }
        screens:
          NoteDetail:
            dependencies: [Notes]
            state:
              isDeleting: { type: Bool, default: "false" }
              isLocked: { type: Bool, default: "false" }
            actions:
              delete:
                trigger: tap
                skipIf: isLocked || isDeleting
                confirm: { title: Delete this note?, button: Delete, role: destructive }
                call: Notes.delete
                busy: isDeleting
              unlock:
                skipIf: "!isLocked"
                set: { isLocked: "false" }
        """

    func test_askingIsGuardedInEveryStyle() throws {
        let spec = try XCTUnwrap(SpecLoader.load(text: note, file: "specs/T.yaml").spec)
        for (style, path, state) in [
            ("mvvm", "NoteDetailViewModel.swift", ""), ("actions", "NoteDetailScreen.swift", "state."),
            ("store", "NoteDetailStore.swift", ""),
        ] {
            let files = try Generator.render(spec: spec, style: try XCTUnwrap(try StyleCatalog.builtin()[style]))
            let source = try XCTUnwrap(files.first { $0.path == path }, style).contents
            XCTAssertTrue(
                source.contains(
                    "func delete() {\n        if \(state)isLocked || \(state)isDeleting { return }\n"
                        + "        \(state)isConfirmingDelete = true\n    }"),
                style)
        }
    }

    func test_confirmationTestsStartWhereTheGuardLetsTheActionRun() throws {
        let tests = try PlannedTests.of(note)
        for name in ["presentsAndRunsNothing", "confirmRuns", "cancelChangesNothing"] {
            let test = try XCTUnwrap(tests.first { $0.name == "test_delete_confirmation_\(name)" })
            let make = try XCTUnwrap(PlannedTests.lines(test).first { $0.hasPrefix("make(") })
            XCTAssertTrue(make.contains("isLocked: false"), "\(name): \(make)")
        }
    }

    func test_askingWhileTheGuardHoldsPresentsNothing() throws {
        let tests = try PlannedTests.of(note)
        let test = try XCTUnwrap(tests.first { $0.name == "test_delete_confirmation_asksNothingWhileGuardHolds" })
        let lines = PlannedTests.lines(test)
        XCTAssertTrue(try XCTUnwrap(lines.first { $0.hasPrefix("make(") }).contains("isLocked: true"))
        let asked = try XCTUnwrap(lines.firstIndex(of: "delete()"))
        XCTAssertTrue(lines[..<asked].contains { $0.hasPrefix("check isLockedBefore || isDeletingBefore == true") })
        XCTAssertEqual(lines[asked + 1], "assert isConfirmingDelete false")
        XCTAssertTrue(lines.contains("check notes.deleteCallCount == 0, "), "\(lines)")
    }

    func test_whileItsCallRunsTheActionDoesNotAskAgain() throws {
        let tests = try PlannedTests.of(note)
        let test = try XCTUnwrap(tests.first { $0.name == "test_delete_skipIf_preventsSecondCall" })
        let lines = PlannedTests.lines(test)
        let second = try XCTUnwrap(lines.lastIndex(of: "confirmDelete()"))
        XCTAssertEqual(
            Array(lines[(second + 1)...].prefix(3)), ["delete()", "assert isConfirmingDelete false", "call.release()"])
    }
}
