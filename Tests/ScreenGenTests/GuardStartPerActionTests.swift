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

    /// Two guards that want an optional each way: `delete` (`skipIf: "updated != nil"`) moved the shared start of
    /// `updated` to nil, after which `finish` (`skipIf: "updated == nil"`) and the "holds" test of `delete` took
    /// that nil as the property's sample: `finish`'s test unwrapped nil, and `delete`'s guard test started where
    /// the guard did not hold. Both take the property's own sample back.
    func test_aGuardThatWantsAValueTakesTheOwnSampleBack_afterAnotherMovedItToNil() throws {
        let tests = try PlannedTests.of(
            """
            screenspec: 1
            module: T
            models:
              Message:
                fields: { id: String }
            dependencies:
              Mail:
                methods:
                  delete: { async: true, throws: true }
            screens:
              Detail:
                dependencies: [Mail]
                result: Message
                state:
                  updated: Message?
                actions:
                  finish:
                    skipIf: "updated == nil"
                    dismiss: { result: "updated!" }
                  delete:
                    skipIf: "updated != nil"
                    call: Mail.delete
            """)
        func start(_ name: String) throws -> String {
            try XCTUnwrap(
                PlannedTests.lines(try XCTUnwrap(tests.first { $0.name == name })).first { $0.hasPrefix("make(") })
        }
        XCTAssertFalse(try start("test_finish_dismiss_dismissesWithResult").contains("updated: nil"))
        XCTAssertFalse(try start("test_delete_skipIf_doesNothingWhileGuardHolds").contains("updated: nil"))
        XCTAssertTrue(try start("test_delete_success_appliesSuccessEffects").contains("updated: nil"))
    }
}
