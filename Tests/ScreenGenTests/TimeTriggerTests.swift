import Foundation
import ScreenSpec
import XCTest

@testable import ScreenGen

/// Timers, debounced changes, scene phase triggers and the `$now` / `$newID` providers
/// (specs/Standup.yaml) in every style: what the scaffolds wire, what the screens declare, and that the
/// generated tests are the same tests, by name, in each. The end-to-end tests build and run them.
final class TimeTriggerTests: XCTestCase {
    private let styles = [
        ("mvvm", "viewModel.", "viewModel."), ("actions", "state.", ""), ("store", "store.", "store."),
    ]

    private func files(_ spec: Spec, style: String) throws -> [GeneratedFile] {
        try Generator.render(spec: spec, style: XCTUnwrap(try StyleCatalog.builtin()[style]))
    }

    private func file(_ files: [GeneratedFile], _ path: String) throws -> String {
        try XCTUnwrap(files.first { $0.path == path }, "\(files.map(\.path))").contents
    }

    /// A debounced change runs on each change, not on appear (`.task(id:)` would: a search field would
    /// search, and a notes field save, each time the screen opens), in a task of its own that the next
    /// change cancels.
    func test_scaffolds_runTheTimerInATaskOfItsOwn_debounceOnChange_andWatchTheScenePhase() throws {
        let spec = try RepositorySpecs.load("Standup")
        for (style, value, call) in styles {
            let view = try file(files(spec, style: style), "MeetingTimerView.swift")
            XCTAssertTrue(view.contains(".task { @MainActor in await \(call)runTickTimer() }\n"), style)
            XCTAssertFalse(view.contains(".task(id: \(value)"), "\(style): a debounced change does not run on appear")
            XCTAssertTrue(view.contains("@State private var saveNotesDebounce: Task<Void, Never>?\n"), style)
            XCTAssertTrue(
                view.contains(
                    ".onChange(of: \(value)notes) { _, newValue in\n"
                        + "            saveNotesDebounce?.cancel()\n"
                        + "            saveNotesDebounce = Task { await \(call)saveNotesAfterDebounce(text: newValue) }\n"
                        + "        }\n"), "\(style)\n\(view)")
            // Leaving does not cancel the wait: notes typed just before closing are still saved.
            XCTAssertFalse(view.contains("saveNotesDebounce?.cancel() }"), style)
            XCTAssertTrue(view.contains("@Environment(\\.scenePhase) private var scenePhase\n"), style)
            XCTAssertTrue(view.contains("if newPhase == .background { \(call)pause() }\n"), style)
            XCTAssertFalse(view.contains("Button(\"tick\")"), "a timer's action is not a button")
        }
    }

    func test_screens_readTheirProviders_andTheTimerSleepsOnTheInjectedClock() throws {
        let spec = try RepositorySpecs.load("Standup")
        for (style, path, state) in [
            ("mvvm", "MeetingTimerViewModel.swift", ""), ("actions", "MeetingTimerScreen.swift", "state."),
            ("store", "MeetingTimerStore.swift", ""),
        ] {
            let screen = try file(files(spec, style: style), path)
            XCTAssertTrue(screen.contains("\(state)savedAt = now()\n"), style)
            XCTAssertTrue(screen.contains("Meeting(id: newID(), date: now(), seconds: "), style)
            XCTAssertTrue(screen.contains("try await clock.sleep(for: .seconds(1))"), style)
            XCTAssertTrue(screen.contains("if \(state)isRunning { tick() }"), style)
        }
    }

    /// A debounced action with a `page:` (specs/Mail.yaml's search) expects the page, as its success test does:
    /// the list replaced by the result's, the cursor and `hasMore` from it. (It expected them unchanged, and the
    /// generated test failed against the generated code, in every style: found by a new-user trial.)
    func test_aDebouncedPagedAction_expectsThePageItReplaces() throws {
        let spec = try RepositorySpecs.load("Mail")
        for (style, path, value) in [
            ("mvvm", "InboxViewModelTests.swift", "screen."), ("actions", "InboxScreenTests.swift", "screen.state."),
            ("store", "InboxStoreTests.swift", "screen."),
        ] {
            let tests = try file(files(spec, style: style), path)
            let debounce = try XCTUnwrap(
                tests.components(separatedBy: "func ").first { $0.hasPrefix("test_search_debounce_") }, style)
            XCTAssertTrue(debounce.contains("XCTAssertEqual(\(value)messages, result.messages, \"messages\")"), style)
            XCTAssertTrue(
                debounce.contains("XCTAssertEqual(\(value)nextCursor, result.nextCursor, \"nextCursor\")"), style)
            XCTAssertTrue(
                debounce.contains("XCTAssertEqual(\(value)hasMore, result.nextCursor != nil, \"hasMore\")"), style)
        }
    }

    func test_theGeneratedTestsAreTheSameByName_andPassTheTestDoubles() throws {
        let spec = try RepositorySpecs.load("Standup")
        var names: [String: [String]] = [:]
        for (style, path) in [
            ("mvvm", "MeetingTimerViewModelTests.swift"), ("actions", "MeetingTimerScreenTests.swift"),
            ("store", "MeetingTimerStoreTests.swift"),
        ] {
            let files = try files(spec, style: style)
            let tests = try file(files, path)
            names[style] = tests.components(separatedBy: "func ").dropFirst().map { String($0.prefix { $0 != "(" }) }
            XCTAssertTrue(tests.contains("let clock = TestClock()\n"), style)
            XCTAssertTrue(tests.contains("now: now,\n"), style)
            XCTAssertTrue(tests.contains("await clock.advance(by: .seconds(1))\n"), style)
            let support = try file(files, "StandupTestSupport.swift")
            XCTAssertTrue(support.contains("final class TestClock: _Concurrency.Clock"), style)
            XCTAssertTrue(support.contains("enum TestProviders"), style)
        }
        let mvvm = try XCTUnwrap(names["mvvm"])
        for expected in [
            "test_tick_timer_performsActionEachInterval", "test_tick_timer_waitsWhileConditionIsFalse",
            "test_saveNotes_debounce_performsOnceForABurstOfChanges",
        ] {
            XCTAssertTrue(mvvm.contains(expected), expected)
        }
        XCTAssertEqual(names["actions"], mvvm)
        XCTAssertEqual(names["store"], mvvm)
    }

    func test_aSpecWithoutTimeDeclaresNoProviders() throws {
        let spec = try RepositorySpecs.load("Shop")
        for (style, path) in [("mvvm", "ItemListViewModel.swift"), ("store", "ItemListStore.swift")] {
            let files = try files(spec, style: style)
            let screen = try file(files, path)
            XCTAssertFalse(screen.contains("clock"), style)
            XCTAssertFalse(screen.contains("now:"), style)
            XCTAssertFalse(try file(files, "ShopTestSupport.swift").contains("TestClock"), style)
        }
    }

    /// The burst test checks that the cancelled wait performed nothing before the last change runs: a wait
    /// that performs the action when cancelled (`try? await clock.sleep`) would otherwise be hidden by the
    /// last run, or by a guard the first run changed (a trial's planted bug passed).
    func test_theDebounceTest_checksTheCancelledWaitPerformedNothing() throws {
        let yaml = """
            screenspec: 1
            module: T
            dependencies:
              Presence:
                methods:
                  typing: { params: { on: Bool }, async: true, throws: true }
            screens:
              Composer:
                dependencies: [Presence]
                state:
                  draft: { type: String, default: '""', bindable: true }
                  announced: { type: Bool, default: "true" }
                actions:
                  stopTyping:
                    trigger: { change: draft, debounce: 2s }
                    skipIf: "!announced"
                    call: Presence.typing
                    with: { on: "false" }
                    success: { announced: "false" }
            """
        let test = try XCTUnwrap(try PlannedTests.of(yaml).first { $0.kind == "debounce" })
        let lines = PlannedTests.lines(test)
        let cancelled = try XCTUnwrap(lines.firstIndex(of: "await first.value"), "\(lines)")
        let last = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("let last = Task") }, "\(lines)")
        XCTAssertTrue(
            lines[cancelled..<last].contains("check presence.typingCallCount == 0, "), "\(lines[cancelled..<last])")
        // After one interval nothing may still sleep: a longer wait fails there instead of hanging the test on
        // `await last.value` (a trial's `.milliseconds(3000)` for 300 ms hung until it was killed).
        // One millisecond short of the interval the wait still sleeps (a shorter wait would wake there: the clock,
        // waiting for it to sleep again, fails the test), and the action has not run.
        let short = try XCTUnwrap(lines.firstIndex(of: "await clock.advance(by: .milliseconds(1999))"), "\(lines)")
        XCTAssertEqual(lines[short + 1], "check presence.typingCallCount == 0, ", "\(lines)")
        let advanced = try XCTUnwrap(
            lines.firstIndex(of: "await clock.advance(by: .milliseconds(1), waitingForSleepAgain: false)"), "\(lines)")
        XCTAssertLessThan(short, advanced)
        let awaited = try XCTUnwrap(lines.firstIndex(of: "await last.value"), "\(lines)")
        XCTAssertEqual(
            lines[advanced + 1..<awaited],
            [#"clock.expectNothingSleeps("the action runs one interval after the last change")"#], "\(lines)")
    }
}
