import ScreenSpec
import XCTest

@testable import ScreenGen

/// An action that stores a `Bool` param in a `Bool` state property (`isStarred: starred`): its test starts the
/// property at the param and then performs the action again with the param flipped, so that toggling the
/// property, ignoring the param or assigning a constant each fail one of the two checks. With one sample
/// (`true`, the property's sample too) `isStarred.toggle()` or no assignment at all passed.
final class FlippedParamTests: XCTestCase {
    private let note = """
        screenspec: 1
        module: T
        dependencies:
          Notes:
            methods:
              star: { params: { starred: Bool }, async: true, throws: true }
        screens:
          NoteDetail:
            dependencies: [Notes]
            state:
              isStarred: { type: Bool, default: "false" }
              isPinned: { type: Bool, default: "false" }
            actions:
              setStarred:
                params: { starred: Bool }
                set: { isStarred: starred }
              star:
                params: { starred: Bool }
                call: Notes.star
                with: { starred: starred }
                success: { isStarred: starred }
              pin:
                params: { pinned: Bool }
                skipIf: isPinned
                set: { isPinned: pinned }
        """

    func test_aStoredBoolParamIsTestedBothWays() throws {
        let tests = try PlannedTests.of(note)
        for (name, perform, again) in [
            ("test_setStarred_set_appliesAssignments", "setStarred(starred: starred)", "setStarred(starred: !starred)"),
            ("test_star_success_appliesSuccessEffects", "star(starred: starred)", "star(starred: !starred)"),
        ] {
            let lines = PlannedTests.lines(try XCTUnwrap(tests.first { $0.name == name }))
            XCTAssertTrue(try XCTUnwrap(lines.first { $0.hasPrefix("make(") }).contains("isStarred: starred"), name)
            let first = try XCTUnwrap(lines.firstIndex(of: perform), name)
            let second = try XCTUnwrap(lines.firstIndex(of: again), "\(name): \(lines)")
            XCTAssertTrue(lines[first..<second].contains("assert isStarred starred"), name)
            XCTAssertEqual(lines.last, "assert isStarred !starred", name)
        }
    }

    func test_aPropertyTheGuardReadsKeepsTheGuardsStarts() throws {
        let tests = try PlannedTests.of(note)
        let lines = PlannedTests.lines(try XCTUnwrap(tests.first { $0.name == "test_pin_set_appliesAssignments" }))
        XCTAssertFalse(lines.contains("pin(pinned: !pinned)"), "\(lines)")
        XCTAssertFalse(try XCTUnwrap(lines.first { $0.hasPrefix("make(") }).contains("isPinned: pinned"))
    }

    /// Found by a review: a guard that reads the property through a derived value (`pinLocked` over
    /// `isPinned`), and one that reads what the effects assign (`hasRated`), would turn the flipped perform
    /// away and fail on correct code. Neither gets the flipped perform.
    func test_aGuardThatReadsThePropertyOrTheEffectsLeavesTheParamAlone() throws {
        let tests = try PlannedTests.of(
            """
            screenspec: 1
            module: T
            screens:
              Pins:
                state:
                  isPinned: { type: Bool, default: "false" }
                  liked: { type: Bool, default: "false" }
                  hasRated: { type: Bool, default: "false" }
                derived:
                  pinLocked: { type: Bool, value: "isPinned" }
                actions:
                  pin: { params: { pinned: Bool }, skipIf: "pinLocked", set: { isPinned: pinned } }
                  rate: { params: { like: Bool }, skipIf: hasRated, set: { liked: like, hasRated: "true" } }
            """)
        for (name, flipped) in [("pin", "pin(pinned: !pinned)"), ("rate", "rate(like: !like)")] {
            let test = try XCTUnwrap(tests.first { $0.name == "test_\(name)_set_appliesAssignments" })
            XCTAssertFalse(PlannedTests.lines(test).contains(flipped), name)
        }
    }

    /// A failure or a cancellation starts the property away from the param, so that storing it before the call
    /// (and not putting it back) shows; a review's mutant moving `isStarred = starred` above the call passed.
    func test_failureAndCancellationStartAwayFromTheParam() throws {
        let tests = try PlannedTests.of(note)
        for suffix in [
            "failure_appliesFailureEffects", "cancellation_reportsNoError",
            "cancellation_urlErrorCancelledReportsNoError",
        ] {
            let test = try XCTUnwrap(tests.first { $0.name == "test_star_\(suffix)" })
            let make = try XCTUnwrap(PlannedTests.lines(test).first { $0.hasPrefix("make(") })
            XCTAssertTrue(make.contains("isStarred: !starred"), "\(suffix): \(make)")
        }
    }

    /// A keyword-named param is written in backticks in the spec's expression: it is stored whole too.
    func test_aKeywordNamedParamInBackticks() throws {
        let tests = try PlannedTests.of(
            """
            screenspec: 1
            module: T
            screens:
              Prefs:
                state:
                  isDefault: { type: Bool, default: "false" }
                actions:
                  choose: { params: { default: Bool }, set: { isDefault: "`default`" } }
            """)
        let test = try XCTUnwrap(tests.first { $0.name == "test_choose_set_appliesAssignments" })
        XCTAssertTrue(PlannedTests.lines(test).contains("choose(default: !`default`)"), "\(PlannedTests.lines(test))")
    }
}
