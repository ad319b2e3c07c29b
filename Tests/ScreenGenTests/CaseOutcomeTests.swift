import Diagnostics
import ScreenSpec
import XCTest

@testable import ScreenGen

/// Effects with cases (`- if:` / `- else:`) in the tests that do not pick a start per case, and after an
/// optimistic update. Before, those tests expected the `else` effects wherever they started, the case tests
/// read their conditions before the update, and two queued calls expected one call's effects: generated
/// tests that failed on correct code (a mute toggle, a send into a busy thread).
final class CaseOutcomeTests: XCTestCase {
    private let chat = """
        screenspec: 1
        module: T
        models:
          Message: { fields: { id: String, text: String, isSending: Bool } }
        dependencies:
          ChatService:
            methods:
              send: { params: { text: String }, returns: Message, async: true, throws: true }
              mute: { params: { muted: Bool }, returns: Bool, async: true, throws: true }
        screens:
          Thread:
            dependencies: [ChatService]
            state:
              messages: { type: "[Message]", default: "[]" }
              draft: { type: String, default: '""' }
              isMuted: { type: Bool, default: "false" }
              notice: String?
              errorMessage: String?
            actions:
              send:
                concurrency: queue
                call: ChatService.send
                with: { text: draft }
                optimistic:
                  set:
                    messages: 'messages + [Message(id: "pending", text: draft, isSending: true)]'
                    draft: '""'
                success:
                  - if: messages.count > 3
                    then: { notice: '"busy thread"', messages: 'messages.map { $0.id == "pending" ? $result : $0 }' }
                  - else: { messages: 'messages.map { $0.id == "pending" ? $result : $0 }' }
                failure: { errorMessage: $message }
              toggleMute:
                call: ChatService.mute
                with: { muted: "!isMuted" }
                optimistic: { set: { isMuted: "!isMuted" } }
                success:
                  - if: isMuted
                    then: { notice: '"muted"' }
                  - else: { notice: '"unmuted"' }
                failure: { errorMessage: $message }
        """

    private func test(_ name: String, in yaml: String? = nil) throws -> [String] {
        let tests = try PlannedTests.of(yaml ?? chat)
        let test = try XCTUnwrap(tests.first { $0.name == name }, "\(tests.map(\.name))")
        return PlannedTests.lines(test)
    }

    /// A case's condition is read after the optimistic update: `if: isMuted` after the toggle holds when the
    /// toggle started unmuted, and the toggled value stays.
    func test_caseTests_readTheConditionAfterTheOptimisticUpdate() throws {
        let muted = try test("test_toggleMute_success_case1_appliesItsEffects")
        XCTAssertTrue(muted.contains { $0.hasPrefix("make(") && $0.contains("isMuted: false") }, "\(muted)")
        XCTAssertTrue(muted.contains(#"assert notice "muted""#), "\(muted)")
        XCTAssertTrue(muted.contains("assert isMuted !isMuted"), "\(muted)")
        let unmuted = try test("test_toggleMute_success_otherwise_appliesItsEffects")
        XCTAssertTrue(unmuted.contains { $0.hasPrefix("make(") && $0.contains("isMuted: true") }, "\(unmuted)")
        XCTAssertTrue(unmuted.contains(#"assert notice "unmuted""#), "\(unmuted)")
    }

    /// A test that starts from the samples expects whichever case holds there, after the update.
    func test_optimisticSuccess_expectsTheCaseThatHolds() throws {
        let lines = try test("test_toggleMute_optimistic_keptOnSuccess")
        XCTAssertTrue(lines.contains(#"assert notice (!isMuted) ? "muted" : "unmuted""#), "\(lines)")
    }

    /// Two queued sends: the first call's values are named, each call its own answer, the cases read after
    /// each call; a value every case sets alike is not a condition.
    func test_queuedCalls_composeTheCasesAndEachAnswer() throws {
        let lines = try test("test_send_concurrency_queue_runsCallsInTurn")
        let pending = #"Message(id: "pending", text: draft, isSending: true)"#
        XCTAssertTrue(
            lines.contains(
                #"let messagesAfterFirstCall: [Message] = (messages + [\#(pending)]).map { $0.id == "pending" ? otherResult : $0 }"#
            ),
            "\(lines)")
        XCTAssertTrue(lines.contains(#"let draftAfterFirstCall: String = """#), "\(lines)")
        XCTAssertTrue(
            lines.contains(
                #"let noticeAfterFirstCall: String? = (messages + [\#(pending)]).count > 3 ? "busy thread" : notice"#),
            "\(lines)")
        let secondPending = #"Message(id: "pending", text: draftAfterFirstCall, isSending: true)"#
        XCTAssertTrue(
            lines.contains(
                #"assert messages (messagesAfterFirstCall + [\#(secondPending)]).map { $0.id == "pending" ? result : $0 }"#
            ), "\(lines)")
        XCTAssertTrue(
            lines.contains(
                #"assert notice (messagesAfterFirstCall + [\#(secondPending)]).count > 3 ? "busy thread" : noticeAfterFirstCall"#
            ), "\(lines)")
        // The first call's values read the state captured before the calls.
        XCTAssertTrue(lines.contains("let messages = messages"), "\(lines)")
    }

    /// Cases entering phases: one expected phase, whichever the result picks.
    func test_phasesOfCases_areOneConditionalExpectation() throws {
        let yaml = """
            screenspec: 1
            module: T
            dependencies:
              SearchService:
                methods:
                  search: { params: { query: String }, returns: "[String]", async: true, throws: true }
            screens:
              Search:
                dependencies: [SearchService]
                state:
                  text: { type: String, default: '""' }
                phases:
                  idle: {}
                  loading: {}
                  noResults: {}
                  results: { hits: "[String]" }
                  failed: { message: String }
                actions:
                  search:
                    concurrency: restart
                    call: SearchService.search
                    with: { query: text }
                    start: loading
                    success:
                      - if: $result.isEmpty
                        then: { noResults: {} }
                      - else: { results: { hits: $result } }
                    failure: { failed: { message: $message } }
            """
        let lines = try test("test_search_concurrency_restart_supersededResponseIsNotApplied", in: yaml)
        XCTAssertTrue(lines.contains("assert phase result.isEmpty ? .noResults : .results(hits: result)"), "\(lines)")
    }

    /// A case that enters no phase leaves the phase as it was before the action (its start phase put back).
    func test_aCaseEnteringNoPhase_expectsThePhaseBefore() throws {
        let effects = TestPlanner.folded(
            [
                EffectCase(
                    condition: Expression("$result.isEmpty", at: Mark(line: 1, column: 1)),
                    effects: [.enterPhase(phase: Reference("empty", at: Mark(line: 1, column: 1)), values: [])])
            ],
            otherwise: [
                .assign(
                    Assignment(
                        target: Reference("hits", at: Mark(line: 1, column: 1)),
                        value: Expression("$result", at: Mark(line: 1, column: 1))))
            ])
        let values = effects.map { effect -> String in
            guard case .assign(let assignment) = effect else { return "?" }
            return assignment.target.value + " = " + assignment.value.source
        }
        XCTAssertEqual(values, ["phase = $result.isEmpty ? .empty : phase", "hits = $result.isEmpty ? hits : $result"])
    }
}

/// A case condition on a field of a record result (`$result.messages.isEmpty`), or on what a page set from it:
/// each case gets its test, its result a fixture with the field chosen. Before, a paged result's cases got no
/// success test at all (their conditions were beyond what the starts are worked out from).
final class ResultFieldCaseTests: XCTestCase {
    private let inbox = """
        screenspec: 1
        module: T
        models:
          Message: { fields: { id: String, subject: String } }
          MessagePage: { fields: { messages: "[Message]", nextCursor: String? } }
        dependencies:
          MailService:
            methods:
              inbox: { params: { cursor: String? }, returns: MessagePage, async: true, throws: true }
        screens:
          Inbox:
            dependencies: [MailService]
            state:
              messages: { type: "[Message]", default: "[]" }
              nextCursor: String?
              hasMore: { type: Bool, default: "true" }
              notice: String?
            actions:
              load:
                call: MailService.inbox
                with: { cursor: nil }
                page: { replace: messages, cursor: nextCursor, hasMore: hasMore }
                success:
                  - if: $result.messages.isEmpty
                    then: { notice: '"Inbox Zero"' }
                  - else: { notice: nil }
              reload:
                call: MailService.inbox
                with: { cursor: nil }
                page: { replace: messages, cursor: nextCursor, hasMore: hasMore }
                success:
                  - if: messages.isEmpty
                    then: { notice: '"Nothing here"' }
                  - else: { notice: nil }
        """

    func test_eachCaseOfAPagedResult_hasItsTest() throws {
        let tests = try PlannedTests.of(inbox)
        for (action, notice) in [("load", #""Inbox Zero""#), ("reload", #""Nothing here""#)] {
            let empty = try XCTUnwrap(
                tests.first { $0.name == "test_\(action)_success_case1_appliesItsEffects" }, "\(tests.map(\.name))")
            let lines = PlannedTests.lines(empty)
            XCTAssertTrue(lines.contains("let result: MessagePage = .fixture(messages: [])"), "\(lines)")
            XCTAssertTrue(lines.contains("assert notice \(notice)"), "\(lines)")
            XCTAssertTrue(lines.contains("assert messages result.messages"), "the page is applied too: \(lines)")
            let other = try XCTUnwrap(tests.first { $0.name == "test_\(action)_success_otherwise_appliesItsEffects" })
            XCTAssertTrue(PlannedTests.lines(other).contains("assert notice nil"), "\(PlannedTests.lines(other))")
        }
    }

    /// Where no case's start can be worked out, one success test still runs from the samples, expecting
    /// whichever case holds there.
    func test_casesBeyondTheStarts_stillGetOneSuccessTest() throws {
        let yaml = inbox.replacingOccurrences(
            of: "- if: messages.isEmpty", with: #"- if: 'messages.contains { $0.subject.hasPrefix("Re:") }'"#)
        let tests = try PlannedTests.of(yaml)
        XCTAssertFalse(
            tests.contains { $0.name == "test_reload_success_case1_appliesItsEffects" }, "\(tests.map(\.name))")
        let test = try XCTUnwrap(
            tests.first { $0.name == "test_reload_success_appliesSuccessEffects" }, "\(tests.map(\.name))")
        let lines = PlannedTests.lines(test)
        XCTAssertTrue(
            lines.contains(
                #"assert notice result.messages.contains { $0.subject.hasPrefix("Re:") } ? "Nothing here" : nil"#),
            "\(lines)")
    }
}

/// Effects of one list run in order, and a page before `success`: a test expects each value over the state
/// it captured before the action.
final class EffectOrderTests: XCTestCase {
    func test_aLaterEffectReadsWhatAnEarlierOneSet() throws {
        let yaml = """
            screenspec: 1
            module: T
            dependencies:
              SearchService:
                methods:
                  search: { returns: "[String]", async: true, throws: true }
            screens:
              Search:
                dependencies: [SearchService]
                state:
                  hits: { type: "[String]", default: "[]" }
                  latest: String?
                actions:
                  search:
                    call: SearchService.search
                    success: { hits: $result, latest: hits.last }
            """
        let tests = try PlannedTests.of(yaml)
        let test = try XCTUnwrap(tests.first { $0.name == "test_search_success_appliesSuccessEffects" })
        XCTAssertTrue(PlannedTests.lines(test).contains("assert latest result.last"), "\(PlannedTests.lines(test))")
    }

    /// A queued call's first values are typed locals: `0`, `nil` and `[]` need the property's type.
    func test_theFirstCallsValuesAreTypedLocals() throws {
        let yaml = """
            screenspec: 1
            module: T
            dependencies:
              Log:
                methods:
                  add: { async: true, throws: true }
            screens:
              Sum:
                dependencies: [Log]
                state:
                  total: { type: Double, default: "0" }
                  step: { type: Int, default: "1" }
                  note: String?
                actions:
                  add:
                    concurrency: queue
                    call: Log.add
                    success: { total: "total + Double(step)", step: "0", note: nil }
            """
        let tests = try PlannedTests.of(yaml)
        let test = try XCTUnwrap(tests.first { $0.name == "test_add_concurrency_queue_runsCallsInTurn" })
        let lines = PlannedTests.lines(test)
        XCTAssertTrue(lines.contains("let totalAfterFirstCall: Double = total + Double(step)"), "\(lines)")
        XCTAssertTrue(lines.contains("let stepAfterFirstCall: Int = 0"), "\(lines)")
        XCTAssertTrue(lines.contains("assert total totalAfterFirstCall + Double(stepAfterFirstCall)"), "\(lines)")
    }
}
