import ScreenSpec
import XCTest

@testable import ScreenGen

/// Element updates (`optimistic: { in: items, … }`) as a new-user trial's cart exercised them: a call argument
/// reading the list reads it as the user saw it; a toggle is tested from both values; and a refresh that lands
/// while the call runs keeps what the server sent when the call then fails or is cancelled. Each of these let
/// a hand-made mutant pass every generated test.
final class OptimisticListTests: XCTestCase {
    private func spec(refreshGuard: String = "") -> String {
        """
        screenspec: 1
        module: T
        models:
          CartItem: { fields: { id: String, title: String, quantity: Int, isSaved: Bool } }
        dependencies:
          CartService:
            methods:
              fetch: { returns: "[CartItem]" }
              updateQuantity: { params: { id: String, quantity: Int }, returns: CartItem }
              saveForLater: { params: { id: String } }
              remove: { params: { id: String } }
        screens:
          Cart:
            dependencies: [CartService]
            state:
              items: { type: "[CartItem]", default: "[]" }
              isRefreshing: { type: Bool, default: "false" }
              errorMessage: String?
            actions:
              refresh:
                trigger: refresh
                \(refreshGuard)
                call: CartService.fetch
                busy: isRefreshing
                success: { items: $result }
              increment:
                params: { itemID: String }
                concurrency: queue
                busy: isRefreshing
                call: CartService.updateQuantity
                with: { id: itemID, quantity: "(items.first { $0.id == itemID }?.quantity ?? 0) + 1" }
                optimistic: { in: items, id: itemID, set: { quantity: "$element.quantity + 1" } }
                failure: { errorMessage: $message }
              toggleSaved:
                params: { itemID: String }
                call: CartService.saveForLater
                with: { id: itemID }
                optimistic: { in: items, id: itemID, set: { isSaved: "!$element.isSaved" } }
                failure: { errorMessage: $message }
              remove:
                params: { itemID: String }
                call: CartService.remove
                with: { id: itemID }
                optimistic: { in: items, id: itemID, remove: true }
                failure: { errorMessage: $message }
        """
    }

    private func code(style: String, refreshGuard: String = "") throws -> String {
        let result = SpecLoader.load(text: spec(refreshGuard: refreshGuard), file: "specs/T.yaml")
        let spec = try XCTUnwrap(result.spec, "\(result.errors.map(\.message))")
        let files = try Generator.render(spec: spec, style: try XCTUnwrap(try StyleCatalog.builtin()[style]))
        let name = ["mvvm": "CartViewModel.swift", "actions": "CartScreen.swift", "store": "CartStore.swift"][style]!
        return try XCTUnwrap(files.first { $0.path == name }, "\(files.map(\.path))").contents
    }

    private func lines(_ name: String, in tests: [TestCaseContext]) throws -> [String] {
        PlannedTests.lines(try XCTUnwrap(tests.first { $0.name == name }, "\(tests.map(\.name))"))
    }

    /// The server got one more than the update showed: the argument read the list after the update.
    func test_anArgumentReadingTheList_readsItAsItWasBeforeTheUpdate_inEveryStyle() throws {
        for (style, list) in [("mvvm", "items"), ("actions", "state.items"), ("store", "items")] {
            let code = try code(style: style)
            let body = try XCTUnwrap(code.components(separatedBy: "func increment(").dropFirst().first, style)
            let saved = try XCTUnwrap(body.range(of: "let itemsBeforeCall = \(list)\n"), "\(style)\n\(body)")
            let applied = try XCTUnwrap(body.range(of: "[index].quantity = \(list)[index].quantity + 1"), style)
            XCTAssertLessThan(saved.lowerBound, applied.lowerBound, style)
            XCTAssertTrue(
                body.contains("quantity: (itemsBeforeCall.first { $0.id == itemID }?.quantity ?? 0) + 1"),
                "\(style)\n\(body)")
            // Only where an argument reads it: an unused local is a warning, an error under warnings-as-errors.
            let toggle = try XCTUnwrap(code.components(separatedBy: "func toggleSaved(").dropFirst().first, style)
            XCTAssertFalse(toggle.prefix(600).contains("itemsBeforeCall"), "\(style)\n\(toggle)")
        }
    }

    /// The arguments test starts from a list holding the row, so that reading the list after the update shows.
    func test_theArgumentsTest_startsFromAListHoldingTheRow() throws {
        let lines = try lines("test_increment_callsDependencyOnceWithArguments", in: PlannedTests.of(spec()))
        XCTAssertTrue(
            lines.contains("let elementsBeforeCall: [CartItem] = [.fixture(), .fixture(id: itemID)]"), "\(lines)")
        XCTAssertTrue(try XCTUnwrap(lines.first { $0.hasPrefix("make(") }).contains("items: elementsBeforeCall"))
    }

    /// `isSaved = true` in place of the toggle passed: every test started the field at `false`.
    func test_aToggledField_isAlsoTestedFromTrue() throws {
        let tests = try PlannedTests.of(spec())
        let shown = try lines("test_toggleSaved_optimistic_isShownWhileCallRuns", in: tests)
        XCTAssertTrue(
            shown.contains("let elementsBeforeCall: [CartItem] = [.fixture(), .fixture(id: itemID, isSaved: false)]"),
            "\(shown)")
        for name in ["failureRestoresTheValueItHad", "cancellationRestoresTheValueItHad"] {
            let lines = try lines("test_toggleSaved_optimistic_" + name, in: tests)
            XCTAssertTrue(
                lines.contains(
                    "let elementsBeforeCall: [CartItem] = [.fixture(), .fixture(id: itemID, isSaved: true)]"),
                "\(lines)")
        }
        XCTAssertTrue(
            try lines("test_toggleSaved_optimistic_cancellationRestoresTheValueItHad", in: tests).contains(
                "assert items elementsWhileRunning"))
    }

    /// The refresh runs while the update's call is held; the list must be the refreshed one afterwards. The
    /// refreshed row has the updated fields as they were and every other field changed.
    func test_aRefreshWhileTheCallRuns_isKeptWhenTheCallFailsOrIsCancelled() throws {
        let tests = try PlannedTests.of(spec())
        for action in ["increment", "toggleSaved", "remove"] {
            for outcome in ["failure", "cancellation"] {
                let lines = try lines("test_\(action)_optimistic_\(outcome)KeepsTheRefreshedRow", in: tests)
                let started = try XCTUnwrap(lines.firstIndex(of: "await call.waitUntilStarted()"), "\(lines)")
                XCTAssertEqual(lines[started + 1], "refresh()", "\(lines)")
                XCTAssertTrue(lines.contains("cartService.fetchResult = refreshedElements"), "\(lines)")
                XCTAssertEqual(lines.last, "assert items refreshedElements", "\(lines)")
                XCTAssertEqual(lines.contains("task.cancel()"), outcome == "cancellation", "\(lines)")
            }
        }
        let increment = try lines("test_increment_optimistic_failureKeepsTheRefreshedRow", in: tests)
        XCTAssertTrue(increment.contains("refreshedElement.quantity = elementsBeforeCall[1].quantity"), "\(increment)")
        XCTAssertTrue(increment.contains("    throw StubError(\"updateQuantity failed\")"), "\(increment)")
        let changed = try XCTUnwrap(increment.first { $0.hasPrefix("var refreshedElement: CartItem = ") })
        XCTAssertTrue(changed.contains("title: ") && changed.contains("isSaved: true"), changed)
        let removal = try lines("test_remove_optimistic_failureKeepsTheRefreshedRow", in: tests)
        XCTAssertTrue(removal.contains("let refreshedElements: [CartItem] = [.fixture(id: itemID)]"), "\(removal)")
    }

    /// Two queued calls on one row that both fail leave the row as it was: saving it when the second call was
    /// queued (the first call's update showing) instead of at its turn put that update back. Queued actions only.
    func test_twoQueuedFailuresOnOneRow_leaveItAsItWas() throws {
        let tests = try PlannedTests.of(spec())
        let lines = try lines("test_increment_optimistic_queuedFailuresOnOneRowPutItBack", in: tests)
        XCTAssertTrue(lines.contains("    throw StubError(\"updateQuantity failed\")"), "\(lines)")
        let second = try XCTUnwrap(lines.firstIndex(of: "increment(itemID: itemID)"), "\(lines)")
        XCTAssertEqual(lines.filter { $0 == "increment(itemID: itemID)" }.count, 2, "\(lines)")
        XCTAssertTrue(lines[second...].contains("calls.release(1)"), "\(lines)")
        XCTAssertEqual(lines.last, "assert items elementsBeforeCall", "\(lines)")
        XCTAssertFalse(tests.contains { $0.name.hasSuffix("toggleSaved_optimistic_queuedFailuresOnOneRowPutItBack") })
    }

    /// A removal gets two more: the refresh drops the row and the call fails (the row comes back at the end of
    /// the shorter list: at its old place it would be past the end), and the refresh still lists it and the call
    /// succeeds (it is removed again).
    func test_aRemoval_isAlsoTestedAgainstARefreshThatDroppedOrKeptTheRow() throws {
        let tests = try PlannedTests.of(spec())
        let dropped = try lines("test_remove_optimistic_failureAfterARefreshWithoutTheRowPutsItBack", in: tests)
        XCTAssertTrue(dropped.contains("cartService.fetchResult = []"), "\(dropped)")
        XCTAssertEqual(dropped.last, "assert items [elementsBeforeCall[1]]", "\(dropped)")
        let listed = try lines("test_remove_optimistic_successRemovesTheRowARefreshListed", in: tests)
        XCTAssertTrue(listed.contains("let refreshedElements: [CartItem] = [.fixture(id: itemID)]"), "\(listed)")
        XCTAssertFalse(listed.contains { $0.contains("throw") }, "\(listed)")
        XCTAssertEqual(listed.last, "assert items []", "\(listed)")
    }

    /// A list named `element` saves itself as `elementListBeforeCall`: `elementBeforeCall` is the row's local.
    func test_aListNamedElement_isSavedUnderANameOfItsOwn() throws {
        let text = spec().replacingOccurrences(of: "items", with: "element")
        let result = SpecLoader.load(text: text, file: "specs/T.yaml")
        let spec = try XCTUnwrap(result.spec, "\(result.errors.map(\.message))")
        let files = try Generator.render(spec: spec, style: try XCTUnwrap(try StyleCatalog.builtin()["mvvm"]))
        let code = try XCTUnwrap(files.first { $0.path == "CartViewModel.swift" }).contents
        XCTAssertTrue(code.contains("let elementListBeforeCall = element\n"), code)
        XCTAssertTrue(code.contains("quantity: (elementListBeforeCall.first { $0.id == itemID }"), code)
        XCTAssertFalse(code.contains("let elementBeforeCall = element\n"), code)
    }

    /// An argument reading the list through a derived value reads it as the update shows it: its test keeps the
    /// samples' start (no row), where both read alike, instead of expecting the value from before the update.
    func test_anArgumentReadingTheListThroughADerivedValue_keepsTheSamplesStart() throws {
        var text = spec().replacingOccurrences(
            of: "    actions:\n",
            with:
                "    derived:\n      total: { type: Int, value: \"items.reduce(0) { $0 + $1.quantity }\" }\n    actions:\n"
        )
        text = text.replacingOccurrences(
            of: "quantity: \"(items.first { $0.id == itemID }?.quantity ?? 0) + 1\" }",
            with: "quantity: \"total + 1\" }")
        let lines = try lines("test_increment_callsDependencyOnceWithArguments", in: PlannedTests.of(text))
        XCTAssertFalse(lines.contains { $0.contains("elementsBeforeCall") }, "\(lines)")
    }

    /// `success: { items: "items.map { … }" }` over an element update reads the list as the update left it; the
    /// kept-on-success test expects that, not the list from before the update.
    func test_keptOnSuccess_aSuccessReadingTheList_readsTheUpdatedList() throws {
        let text = spec().replacingOccurrences(
            of: "optimistic: { in: items, id: itemID, set: { quantity: \"$element.quantity + 1\" } }",
            with: "optimistic: { in: items, id: itemID, set: { quantity: \"$element.quantity + 1\" } }\n"
                + "        success: { items: \"items.map { $0.id == $result.id ? $result : $0 }\" }")
        let lines = try lines("test_increment_optimistic_keptOnSuccess", in: PlannedTests.of(text))
        let check = try XCTUnwrap(lines.first { $0.hasPrefix("assert items ") }, "\(lines)")
        XCTAssertTrue(check.contains("elementsWhileRunning.map"), check)
        XCTAssertEqual(lines.filter { $0.hasPrefix("assert items ") }.count, 1, "\(lines)")
    }

    /// Failure effects that set the list decide what it is after a failure: the tests that expect the list after
    /// a failed call are left out (they failed on correct code); the cancellations stay.
    func test_failureEffectsSettingTheList_leaveOutTheTestsOfTheListAfterAFailure() throws {
        let text = spec().replacingOccurrences(
            of: "optimistic: { in: items, id: itemID, remove: true }\n        failure: { errorMessage: $message }",
            with: "optimistic: { in: items, id: itemID, remove: true }\n"
                + "        failure: { errorMessage: $message, items: \"items.filter { $0.id != itemID }\" }")
        XCTAssertNotEqual(text, spec())
        let names = try PlannedTests.of(text).map(\.name).filter { $0.hasPrefix("test_remove_optimistic_") }
        XCTAssertTrue(names.contains("test_remove_optimistic_cancellationKeepsTheRefreshedRow"), "\(names)")
        for left in ["failureKeepsTheRefreshedRow", "failureAfterARefreshWithoutTheRowPutsItBack"] {
            XCTAssertFalse(names.contains("test_remove_optimistic_" + left), "\(names)")
        }
        let queued = spec().replacingOccurrences(
            of: "optimistic: { in: items, id: itemID, set: { quantity: \"$element.quantity + 1\" } }\n"
                + "        failure: { errorMessage: $message }",
            with: "optimistic: { in: items, id: itemID, set: { quantity: \"$element.quantity + 1\" } }\n"
                + "        failure: { items: \"[]\" }")
        XCTAssertNotEqual(queued, spec())
        XCTAssertFalse(
            try PlannedTests.of(queued).contains {
                $0.name == "test_increment_optimistic_queuedFailuresOnOneRowPutItBack"
            })
    }

    /// A success effect that reads the list without setting it reads it as the update left it.
    func test_keptOnSuccess_aSuccessReadingButNotSettingTheList_readsTheUpdatedList() throws {
        var text = spec().replacingOccurrences(
            of: "      errorMessage: String?\n",
            with: "      errorMessage: String?\n      savedCount: { type: Int, default: \"0\" }\n")
        text = text.replacingOccurrences(
            of: "optimistic: { in: items, id: itemID, set: { isSaved: \"!$element.isSaved\" } }",
            with: "optimistic: { in: items, id: itemID, set: { isSaved: \"!$element.isSaved\" } }\n"
                + "        success: { savedCount: \"items.filter { $0.isSaved }.count\" }")
        let lines = try lines("test_toggleSaved_optimistic_keptOnSuccess", in: PlannedTests.of(text))
        XCTAssertTrue(lines.contains("assert items elementsWhileRunning"), "\(lines)")
        XCTAssertTrue(
            lines.contains { $0.hasPrefix("assert savedCount ") && $0.contains("elementsWhileRunning") }, "\(lines)")
    }

    /// A list named `index`: the element's position is `elementIndex`, not a local that hides the list.
    func test_aListNamedIndex_findsItsElementUnderAnotherName() throws {
        let text = spec().replacingOccurrences(of: "items", with: "index")
        let result = SpecLoader.load(text: text, file: "specs/T.yaml")
        let spec = try XCTUnwrap(result.spec, "\(result.errors.map(\.message))")
        let files = try Generator.render(spec: spec, style: try XCTUnwrap(try StyleCatalog.builtin()["mvvm"]))
        let code = try XCTUnwrap(files.first { $0.path == "CartViewModel.swift" }).contents
        XCTAssertFalse(code.contains("let index = index."), code)
        XCTAssertTrue(code.contains("if let elementIndex = index.firstIndex(where: { $0.id == itemID }) {"), code)
        XCTAssertTrue(code.contains("index[elementIndex].quantity = index[elementIndex].quantity + 1"), code)
    }

    /// An input an element update finds its element by keeps a sample of its own, though an argument compares it
    /// with the rows' ids: naming the list's last row put the element in the success test's start, which then saw
    /// the update it does not expect (a review's false alarm).
    func test_anInputTheUpdateFindsItsElementBy_keepsItsOwnSample() throws {
        let text = """
            screenspec: 1
            module: T
            models:
              Chore: { fields: { id: String, title: String, done: Bool } }
            dependencies:
              ChoreService:
                methods:
                  setDone: { params: { id: String, done: Bool, title: String } }
            screens:
              ChoreDetail:
                dependencies: [ChoreService]
                input: { choreID: String }
                state:
                  chores: { type: "[Chore]", default: "[]" }
                  errorMessage: String?
                actions:
                  markDone:
                    params: { done: Bool }
                    call: ChoreService.setDone
                    with: { id: choreID, done: done, title: 'chores.first { $0.id == choreID }?.title ?? ""' }
                    optimistic: { in: chores, id: choreID, set: { done: done } }
                    failure: { errorMessage: $message }
            """
        let lines = try lines("test_markDone_success_appliesSuccessEffects", in: PlannedTests.of(text))
        let input = try XCTUnwrap(lines.first { $0.hasPrefix("let choreID") }, "\(lines)")
        XCTAssertTrue(input.contains("\"choreID-"), input)
    }

    /// A refresh whose guard reads the update's busy flag would not run while the call is held: no such tests
    /// for `increment` (busy `isRefreshing`), still for the others.
    func test_aRefreshTheUpdateKeepsFromRunning_isNotUsed() throws {
        let names = try PlannedTests.of(spec(refreshGuard: "skipIf: isRefreshing")).map(\.name)
        XCTAssertFalse(names.contains { $0.hasPrefix("test_increment_") && $0.hasSuffix("KeepsTheRefreshedRow") })
        XCTAssertTrue(names.contains("test_toggleSaved_optimistic_failureKeepsTheRefreshedRow"), "\(names)")
    }
}
