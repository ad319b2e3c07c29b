import ScreenSpec
import XCTest

@testable import ScreenGen

/// A chat's send: the composer is cleared and the message shown at once (`optimistic`), the call sends
/// what was typed, and `success` puts the server's copy in place of the one shown. The call reads the
/// state the user acted on, and the generated success tests expect what `success` does to the state the
/// optimistic update left (before, they expected it applied to the state before the action, and failed on
/// correct code while passing code that dropped the sent message).
final class OptimisticSendTests: XCTestCase {
    private let chat = """
        screenspec: 1
        module: T
        models:
          Message: { fields: { id: String, text: String, isSending: Bool } }
        shared:
          Prefs:
            state:
              isMuted: { type: Bool, default: "false" }
        dependencies:
          ChatService:
            methods:
              send: { params: { text: String }, returns: Message, async: true, throws: true }
              setMuted: { params: { muted: Bool }, async: true, throws: true }
        screens:
          Thread:
            dependencies: [ChatService]
            shared: [Prefs]
            state:
              messages: { type: "[Message]", default: "[]" }
              draft: { type: String, default: '""', bindable: true }
              errorMessage: String?
            actions:
              send:
                call: ChatService.send
                with: { text: draft }
                optimistic:
                  set:
                    messages: '[Message(id: "pending", text: draft, isSending: true)] + messages'
                    draft: '""'
                success: { messages: 'messages.map { $0.id == "pending" ? $result : $0 }' }
                failure: { errorMessage: $message }
              toggleMute:
                call: ChatService.setMuted
                with: { muted: "!isMuted" }
                optimistic: { set: { isMuted: "!isMuted" } }
                failure: { errorMessage: $message }
        """

    private func code(_ style: String, _ path: String) throws -> String {
        let result = SpecLoader.load(text: chat, file: "specs/T.yaml")
        let spec = try XCTUnwrap(result.spec, "\(result.errors.map(\.message))")
        let files = try Generator.render(spec: spec, style: try XCTUnwrap(try StyleCatalog.builtin()[style]))
        return try XCTUnwrap(files.first { $0.path == path }, "\(files.map(\.path))").contents
    }

    /// The call sends what was typed, not the cleared composer; a toggle sends the new value.
    func test_theCallReadsTheStateFromBeforeTheOptimisticUpdate() throws {
        for (style, path, send, mute) in [
            (
                "mvvm", "ThreadViewModel.swift", "chatService.send(text: draftBeforeCall)",
                "chatService.setMuted(muted: !isMutedBeforeCall)"
            ),
            (
                "actions", "ThreadScreen.swift", "chatServiceSend(text: draftBeforeCall)",
                "chatServiceSetMuted(muted: !isMutedBeforeCall)"
            ),
            (
                "store", "ThreadStore.swift", "chatService.send(text: draftBeforeCall)",
                "chatService.setMuted(muted: !isMutedBeforeCall)"
            ),
        ] {
            let code = try code(style, path)
            XCTAssertTrue(code.contains(send), "\(style)\n\(code)")
            XCTAssertTrue(code.contains(mute), "\(style)\n\(code)")
        }
    }

    /// The Actions style reaches a shared property through its store's member when it assigns it
    /// optimistically and when it puts it back, as it does when it reads it.
    func test_anOptimisticSharedProperty_isAssignedThroughItsStore_inTheActionsStyle() throws {
        let code = try code("actions", "ThreadScreen.swift")
        XCTAssertTrue(code.contains("let isMutedBeforeCall = prefs.isMuted\n"), code)
        XCTAssertTrue(code.contains("prefs.isMuted = !prefs.isMuted\n"), code)
        XCTAssertTrue(code.contains("prefs.isMuted = isMutedBeforeCall\n"), code)
        XCTAssertFalse(code.contains("state.isMuted"), code)
    }

    /// A guard that reads what the update assigns (`skipIf: draft.isEmpty`, the update clears `draft`) turns
    /// a second overlapping send away before its policy applies: no overlap test is planned for it (it would
    /// fail on correct code); the cancellation test stays.
    func test_aGuardReadingTheOptimisticState_getsNoOverlapTest() throws {
        let queued = chat.replacingOccurrences(
            of: "      send:\n        call: ChatService.send",
            with:
                "      send:\n        skipIf: draft.isEmpty\n        concurrency: queue\n        call: ChatService.send"
        )
        let names = try PlannedTests.of(queued).map(\.name)
        XCTAssertFalse(names.contains("test_send_concurrency_queue_runsCallsInTurn"), "\(names)")
        XCTAssertTrue(names.contains("test_send_cancelCalls_cancelsRunningCall"), "\(names)")
        let unguarded = try PlannedTests.of(
            queued.replacingOccurrences(of: "skipIf: draft.isEmpty", with: "skipIf: \"false\""))
        XCTAssertTrue(unguarded.map(\.name).contains("test_send_concurrency_queue_runsCallsInTurn"))
    }

    /// The success tests expect `success` applied to the optimistic state: the sent message first, in place.
    func test_successTests_readTheOptimisticValues() throws {
        let tests = try PlannedTests.of(chat)
        let expected =
            #"assert messages ([Message(id: "pending", text: draft, isSending: true)] + messages).map { $0.id == "pending" ? result : $0 }"#
        for name in ["test_send_success_appliesSuccessEffects", "test_send_optimistic_keptOnSuccess"] {
            let test = try XCTUnwrap(tests.first { $0.name == name }, "\(tests.map(\.name))")
            XCTAssertTrue(PlannedTests.lines(test).contains(expected), "\(name): \(PlannedTests.lines(test))")
            // The composer the update cleared stays cleared.
            XCTAssertTrue(
                PlannedTests.lines(test).contains(#"assert draft """#), "\(name): \(PlannedTests.lines(test))")
        }
    }

    /// With `steps`, every step's arguments read the saved values, and a step that fails or is cancelled puts
    /// the update back (it stayed applied for good), in every style.
    func test_aMultiStepSend_readsTheSavedDraft_andRollsBackWhenAStepFails() throws {
        let yaml = """
            screenspec: 1
            module: T
            dependencies:
              Chat:
                methods:
                  upload: { params: { text: String }, returns: String, async: true, throws: true }
                  send: { params: { ref: String }, async: true, throws: true }
            screens:
              Composer:
                dependencies: [Chat]
                state:
                  draft: { type: String, default: '""', bindable: true }
                  errorMessage: String?
                actions:
                  send:
                    optimistic: { set: { draft: '""' } }
                    steps:
                      - { call: Chat.upload, with: { text: draft }, as: ref }
                      - { call: Chat.send, with: { ref: $ref } }
                    failure: { errorMessage: $message }
            """
        let result = SpecLoader.load(text: yaml, file: "specs/T.yaml")
        let spec = try XCTUnwrap(result.spec, "\(result.errors.map(\.message))")
        for (style, path, upload, rollBack) in [
            ("mvvm", "ComposerViewModel.swift", "chat.upload(text: draftBeforeCall)", "draft = draftBeforeCall"),
            ("actions", "ComposerScreen.swift", "chatUpload(text: draftBeforeCall)", "state.draft = draftBeforeCall"),
            ("store", "ComposerStore.swift", "chat.upload(text: draftBeforeCall)", "draft = draftBeforeCall"),
        ] {
            let files = try Generator.render(spec: spec, style: try XCTUnwrap(try StyleCatalog.builtin()[style]))
            let code = try XCTUnwrap(files.first { $0.path == path }, "\(files.map(\.path))").contents
            let uploading = try XCTUnwrap(code.range(of: upload), "\(style)\n\(code)")
            let sending = try XCTUnwrap(code.range(of: "(ref: ref)"), "\(style)\n\(code)")
            // Both catch branches of the upload step put the draft back, before the last call.
            let between = code[uploading.upperBound..<sending.lowerBound]
            XCTAssertEqual(between.components(separatedBy: rollBack + "\n").count - 1, 2, "\(style)\n\(between)")
        }
    }
}
