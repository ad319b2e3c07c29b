import ScreenSpec
import XCTest

@testable import ScreenGen

/// A `skipIf` on a `navigate` or `dismiss` action is tested as a precondition, like a `set` action's:
/// before these tests, `if !canCheckout { return }` could be deleted and every generated test passed.
final class NavigationGuardTests: XCTestCase {
    func test_aNavigateActionsGuard_isTested_andNothingIsPresentedWhileItHolds() throws {
        let all = try PlannedTests.of(
            """
            screenspec: 1
            module: T
            screens:
              Cart:
                state: { items: { type: "[String]", default: "[]" } }
                actions:
                  checkout: { skipIf: items.isEmpty, navigate: { to: Form, as: push } }
                  gift: { skipIf: items.isEmpty, navigate: { to: Form, as: sheet } }
              Form:
                actions:
                  close: { dismiss: {} }
            """)
        let guards = all.filter { $0.kind == "skipIf" }
        XCTAssertEqual(
            guards.map(\.name),
            [
                "test_checkout_skipIf_doesNothingWhileGuardHolds", "test_checkout_skipIf_runsWhenGuardDoesNotHold",
                "test_gift_skipIf_doesNothingWhileGuardHolds", "test_gift_skipIf_runsWhenGuardDoesNotHold",
            ])
        XCTAssertTrue(PlannedTests.assertions(guards[0]).contains("path []"), "\(PlannedTests.assertions(guards[0]))")
        XCTAssertTrue(
            PlannedTests.assertions(guards[1]).contains("path [.form]"), "\(PlannedTests.assertions(guards[1]))")
        XCTAssertTrue(PlannedTests.assertions(guards[2]).contains("sheet nil"), "\(PlannedTests.assertions(guards[2]))")
        XCTAssertTrue(
            PlannedTests.assertions(guards[3]).contains("sheet .form"), "\(PlannedTests.assertions(guards[3]))")
    }

    func test_aDismissActionsGuard_isTested_andTheScreenStaysWhileItHolds() throws {
        let all = try PlannedTests.of(
            """
            screenspec: 1
            module: T
            screens:
              Form:
                result: String
                state: { name: { type: String, default: '""', bindable: true } }
                actions:
                  save: { skipIf: name.isEmpty, dismiss: { result: name } }
            """)
        let guards = all.filter { $0.kind == "skipIf" }
        XCTAssertEqual(
            guards.map(\.name),
            ["test_save_skipIf_doesNothingWhileGuardHolds", "test_save_skipIf_runsWhenGuardDoesNotHold"])
        XCTAssertTrue(
            PlannedTests.assertions(guards[0]).contains("isDismissed false"), "\(PlannedTests.assertions(guards[0]))")
        XCTAssertFalse(
            PlannedTests.assertions(guards[0]).contains("isDismissed true"), "\(PlannedTests.assertions(guards[0]))")
        XCTAssertTrue(
            PlannedTests.assertions(guards[1]).contains("isDismissed true"), "\(PlannedTests.assertions(guards[1]))")
        XCTAssertTrue(
            PlannedTests.assertions(guards[1]).contains("result name"), "\(PlannedTests.assertions(guards[1]))")
    }
}
