import ScreenSpec
import XCTest

@testable import ScreenGen

/// Each action's tests start where its own `skipIf` lets it run. The screen's samples are moved past every
/// guard in turn; `stop` (`skipIf: "!announced"`) wants `announced` true, which makes `announce`'s guard
/// (`announced || draft.isEmpty`) hold. Its tests then started where it does nothing, and its success test
/// (`announced` becomes true) passed whether or not it worked.
final class GuardStartPerActionTests: XCTestCase {
    private let typing = """
        screenspec: 1
        module: T
        dependencies:
          Presence:
            methods:
              ping: { params: { on: Bool }, async: true, throws: true }
        screens:
          Typing:
            dependencies: [Presence]
            state:
              draft: { type: String, default: '""', bindable: true }
              announced: { type: Bool, default: "false" }
            actions:
              announce:
                skipIf: "announced || draft.isEmpty"
                call: Presence.ping
                with: { on: "true" }
                success: { announced: "true" }
              stop:
                skipIf: "!announced"
                call: Presence.ping
                with: { on: "false" }
                success: { announced: "false" }
        """

    func test_eachActionsTestsStartWhereItsOwnGuardLetsItRun() throws {
        let tests = try PlannedTests.of(typing)
        for (action, announced) in [("announce", "false"), ("stop", "true")] {
            let success = try XCTUnwrap(tests.first { $0.name == "test_\(action)_success_appliesSuccessEffects" })
            let make = try XCTUnwrap(PlannedTests.lines(success).first { $0.hasPrefix("make(") })
            XCTAssertTrue(make.contains("announced: \(announced)"), "\(action): \(make)")
        }
    }
}
