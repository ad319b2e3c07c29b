import ScreenSpec
import XCTest

@testable import ScreenGen

/// `optimistic: { in: messages, id: messageID, remove: true }`: the row goes while the call runs and
/// comes back in its place if the call fails or is cancelled, in every style, with tests that tell a
/// rollback in place from one that appends.
final class OptimisticRemovalTests: XCTestCase {
    private let inbox = """
        screenspec: 1
        module: T
        models:
          Message: { fields: { id: String, subject: String } }
        dependencies:
          Mail:
            methods:
              archive: { params: { id: String } }
        screens:
          Inbox:
            dependencies: [Mail]
            state:
              messages: { type: "[Message]", default: "[]" }
              errorMessage: String?
            actions:
              archive:
                params: { messageID: String }
                concurrency: queue
                call: Mail.archive
                with: { id: messageID }
                optimistic: { in: messages, id: messageID, remove: true }
                failure: { errorMessage: $message }
        """

    private func spec() throws -> Spec {
        let result = SpecLoader.load(text: inbox, file: "specs/T.yaml")
        return try XCTUnwrap(result.spec, "\(result.errors.map(\.message))")
    }

    func test_theUpdate_decodesAsARemovalOfTheElement() throws {
        let update = try XCTUnwrap(try spec().screens[0].actions[0].optimistic)
        XCTAssertTrue(update.removes)
        XCTAssertEqual(update.collection?.value, "messages")
        XCTAssertEqual(update.id?.source, "messageID")
        XCTAssertTrue(update.set.isEmpty)
    }

    /// Removed before the call; in both `catch` branches put back at the index it had (at most the
    /// count), unless an element with its id is back; removed again on success.
    func test_everyStyle_removesBeforeTheCall_andPutsBackInPlaceOnFailureAndCancellation() throws {
        let spec = try spec()
        for (style, path, array, callText) in [
            ("mvvm", "InboxViewModel.swift", "messages", "mail.archive(id: messageID)"),
            ("actions", "InboxScreen.swift", "state.messages", "mailArchive(id: messageID)"),
            ("store", "InboxStore.swift", "messages", "mail.archive(id: messageID)"),
        ] {
            let files = try Generator.render(spec: spec, style: try XCTUnwrap(try StyleCatalog.builtin()[style]))
            let code = try XCTUnwrap(files.first { $0.path == path }, "\(files.map(\.path))").contents
            let remove = try XCTUnwrap(
                code.range(of: "\(array).removeAll { $0.id == messageID }\n"), "\(style)\n\(code)")
            let saved = try XCTUnwrap(
                code.range(of: "let indexBeforeCall = \(array).firstIndex(where: { $0.id == messageID })\n"), style)
            let call = try XCTUnwrap(code.range(of: callText), style)
            XCTAssertLessThan(saved.lowerBound, remove.lowerBound, style)
            XCTAssertLessThan(remove.lowerBound, call.lowerBound, style)
            // The condition on two lines and the brace on its own, as swift-format lays out a long condition.
            let putBack =
                "if let elementBeforeCall, let indexBeforeCall,\n"
                + "                !\(array).contains(where: { $0.id == elementBeforeCall.id })\n            {\n"
            XCTAssertEqual(code.components(separatedBy: putBack).count - 1, 2, "\(style): both catch branches")
            XCTAssertEqual(
                code.components(
                    separatedBy: "\(array).insert(elementBeforeCall, at: min(indexBeforeCall, \(array).count))\n"
                ).count - 1, 2, style)
            let rollback = try XCTUnwrap(code.range(of: putBack), style)
            XCTAssertLessThan(call.upperBound, rollback.lowerBound, style)
            // After the call succeeds, removed again (a refresh meanwhile may still have listed it).
            let afterCall = code[call.upperBound..<rollback.lowerBound]
            XCTAssertTrue(
                afterCall.contains("\(array).removeAll { $0.id == elementBeforeCall.id }\n"), "\(style)\n\(afterCall)")
        }
    }

    /// After the call, the element is named by the id it had before: an `id` that reads state (the selected
    /// row) may name another row by then. Neither the confirmation nor the rollback reads `id` again, for a
    /// removal or for an element update.
    func test_afterTheCall_theElementIsNamedByItsSavedID_notByTheIDExpression() throws {
        for update in [
            "{ in: messages, id: selectedID, remove: true }",
            "{ in: messages, id: selectedID, set: { subject: '\"x\"' }, replaceWith: $result }",
        ] {
            var text = inbox.replacingOccurrences(
                of: "optimistic: { in: messages, id: messageID, remove: true }", with: "optimistic: \(update)")
            text = text.replacingOccurrences(
                of: "errorMessage: String?",
                with: "errorMessage: String?\n      selectedID: { type: String, default: '\"\"' }")
            text = text.replacingOccurrences(
                of: "archive: { params: { id: String } }", with: "archive: { params: { id: String }, returns: Message }"
            )
            let result = SpecLoader.load(text: text, file: "specs/T.yaml")
            let spec = try XCTUnwrap(result.spec, "\(result.errors.map(\.message))")
            let optimistic = try XCTUnwrap(spec.screens[0].actions[0].optimistic)
            let context = OptimisticContext(optimistic, expressions: ScreenExpressions(ScreenNames(spec.screens[0])))
            XCTAssertTrue(context.apply.contains { $0.swift.contains("selectedID") }, update)
            for statement in context.confirm + context.rollBack {
                XCTAssertFalse(statement.swift.contains("selectedID"), "\(update): \(statement.swift)")
                XCTAssertFalse(statement.inState.contains("selectedID"), "\(update): \(statement.inState)")
            }
            XCTAssertFalse(context.rollBack.isEmpty, update)
        }
    }

    /// The element starts between two others (the last one's id numbered after every slot): a rollback
    /// that appended it, or put it first, would fail.
    func test_theTests_startWithTheElementInTheMiddle_andExpectItGoneWhileTheCallRuns() throws {
        let tests = try PlannedTests.of(inbox)
        XCTAssertEqual(
            tests.filter { $0.kind == "optimistic" }.map(\.name),
            [
                "test_archive_optimistic_isShownWhileCallRuns", "test_archive_optimistic_rolledBackOnFailure",
                "test_archive_optimistic_rolledBackOnCancellation",
                "test_archive_optimistic_queuedFailuresOnOneRowPutItBack", "test_archive_optimistic_keptOnSuccess",
            ])
        let shown = PlannedTests.lines(
            try XCTUnwrap(tests.first { $0.name == "test_archive_optimistic_isShownWhileCallRuns" }))
        XCTAssertTrue(
            shown.contains(
                #"let elementsBeforeCall: [Message] = [.fixture(), .fixture(id: messageID), .fixture(id: "id-4")]"#),
            "\(shown)")
        XCTAssertTrue(shown.contains("elementsWhileRunning.remove(at: 1)"), "\(shown)")
        XCTAssertTrue(shown.contains("assert messages elementsWhileRunning"), "\(shown)")
        let failure = PlannedTests.lines(
            try XCTUnwrap(tests.first { $0.name == "test_archive_optimistic_rolledBackOnFailure" }))
        XCTAssertTrue(failure.contains("assert messages messages"), "the list as it was: \(failure)")
        let success = PlannedTests.lines(
            try XCTUnwrap(tests.first { $0.name == "test_archive_optimistic_keptOnSuccess" }))
        XCTAssertTrue(success.contains("assert messages elementsWhileRunning"), "\(success)")
    }
}
