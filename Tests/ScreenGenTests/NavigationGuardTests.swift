import ScreenSpec
import XCTest

@testable import ScreenGen

/// A `skipIf` on a `navigate` or `dismiss` action is tested as a precondition, like a `set` action's:
/// before these tests, `if !canCheckout { return }` could be deleted and every generated test passed.
final class NavigationGuardTests: XCTestCase {
    private func tests(_ yaml: String) throws -> [TestCaseContext] {
        let result = SpecLoader.load(text: yaml, file: "specs/T.yaml")
        let spec = try XCTUnwrap(result.spec, "\(result.errors.map(\.message))")
        return SpecContext(spec, options: GenerationOptions()).screens[0].tests
    }

    private func assertions(_ test: TestCaseContext) -> [String] {
        test.steps.compactMap { step in
            guard case .assert(let assertion) = step.kind else { return nil }
            return "\(assertion.path) \(assertion.expected ?? "?")"
        }
    }

    func test_aNavigateActionsGuard_isTested_andNothingIsPresentedWhileItHolds() throws {
        let all = try tests(
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
        XCTAssertTrue(assertions(guards[0]).contains("path []"), "\(assertions(guards[0]))")
        XCTAssertTrue(assertions(guards[1]).contains("path [.form]"), "\(assertions(guards[1]))")
        XCTAssertTrue(assertions(guards[2]).contains("sheet ?"), "\(assertions(guards[2]))")
        XCTAssertTrue(assertions(guards[3]).contains("sheet .form"), "\(assertions(guards[3]))")
    }

    func test_aDismissActionsGuard_isTested_andTheScreenStaysWhileItHolds() throws {
        let all = try tests(
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
        XCTAssertTrue(assertions(guards[0]).contains("isDismissed ?"), "\(assertions(guards[0]))")
        XCTAssertFalse(assertions(guards[0]).contains("isDismissed true"), "\(assertions(guards[0]))")
        XCTAssertTrue(assertions(guards[1]).contains("isDismissed true"), "\(assertions(guards[1]))")
        XCTAssertTrue(assertions(guards[1]).contains("result name"), "\(assertions(guards[1]))")
    }
}
