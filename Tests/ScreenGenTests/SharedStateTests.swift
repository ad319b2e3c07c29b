import Foundation
import ScreenSpec
import XCTest

@testable import ScreenGen

/// `shared:` (specs/Scrums.yaml): one observable store for the screens that list it; each style hands it
/// to them its own way, and their code and tests address the shared properties by name.
final class SharedStateTests: XCTestCase {
    private func files(style: String, spec name: String = "Scrums") throws -> [GeneratedFile] {
        let spec = try RepositorySpecs.load(name)
        let style = try XCTUnwrap(try StyleCatalog.builtin()[style])
        return try Generator.render(spec: spec, style: style)
    }

    private func file(_ path: String, style: String) throws -> String {
        let files = try files(style: style)
        return try XCTUnwrap(files.first { $0.path == path }, "\(files.map(\.path))").contents
    }

    /// The file whose path ends with `name`, rendered by `style` from a spec given as text.
    private func file(_ name: String, of yaml: String, style: String) throws -> String {
        let result = SpecLoader.load(text: yaml, file: "specs/T.yaml")
        let spec = try XCTUnwrap(result.spec, "\(result.errors.map(\.message))")
        let files = try Generator.render(spec: spec, style: try XCTUnwrap(try StyleCatalog.builtin()[style]))
        return try XCTUnwrap(files.first { $0.path.hasSuffix(name) }, "\(files.map(\.path))").contents
    }

    /// A screen whose guards and derived values read a shared store's `title`.
    private let info = """
        screenspec: 1
        module: T
        shared:
          Prefs: { state: { title: { type: String, default: '""' } } }
        dependencies:
          Titles:
            methods:
              save: { params: { title: String }, async: true, throws: true }
        screens:
          Info:
            dependencies: [Titles]
            shared: [Prefs]
            state: { newTitle: { type: String, default: '""', bindable: true } }
            derived:
              isChanged: { type: Bool, value: "newTitle != title" }
              canRename: { type: Bool, value: "isChanged && !newTitle.isEmpty" }
              isEmpty: { type: Bool, value: "newTitle.isEmpty" }
            actions:
              rename: { trigger: tap, skipIf: "!canRename", set: { title: newTitle } }
              revert: { trigger: tap, skipIf: "newTitle == title", set: { newTitle: title } }
              save: { trigger: tap, skipIf: "!canRename || newTitle == title", call: Titles.save, with: { title: newTitle } }
        """

    func test_decoding_appendsTheStoresPropertiesToTheScreensThatUseIt() throws {
        let spec = try RepositorySpecs.load("Scrums")
        XCTAssertEqual(spec.shared.map(\.name.value), ["ScrumLibrary"])
        let list = try XCTUnwrap(spec.screens.first { $0.name.value == "ScrumList" })
        let scrums = try XCTUnwrap(list.state.first { $0.name.value == "scrums" })
        XCTAssertEqual(scrums.sharedStore, "ScrumLibrary")
        let edit = try XCTUnwrap(spec.screens.first { $0.name.value == "ScrumEdit" })
        XCTAssertFalse(edit.state.contains { $0.sharedStore != nil })
    }

    func test_everyStyle_generatesOneObservableStore() throws {
        for style in ["mvvm", "actions", "store"] {
            let store = try file("ScrumLibrary.swift", style: style)
            XCTAssertTrue(store.contains("@MainActor\n@Observable\nfinal class ScrumLibrary {"), style)
            XCTAssertTrue(store.contains("    var scrums: [Scrum]\n"), style)
            XCTAssertTrue(store.contains("init(scrums: [Scrum] = [])"), style)
        }
    }

    func test_mvvmAndStore_takeTheStoreInTheirInit_andForwardTheSharedProperty() throws {
        for (style, path) in [("mvvm", "ScrumDetailViewModel.swift"), ("store", "ScrumDetailStore.swift")] {
            let source = try file(path, style: style)
            XCTAssertTrue(source.contains("        scrumLibrary: ScrumLibrary,\n"), style)
            XCTAssertTrue(source.contains("get { scrumLibrary.scrums }"), style)
            XCTAssertTrue(source.contains("set { scrumLibrary.scrums = newValue }"), style)
            // Stored once, in the shared store: not a stored property of the screen.
            XCTAssertFalse(source.contains("private(set) var scrums: [Scrum]\n"), style)
            XCTAssertTrue(source.contains("scrums = scrums.map { $0.id == scrum!.id ? scrum! : $0 }"), style)
        }
    }

    func test_actionsStyle_readsTheStoreFromTheEnvironment_andTheSharedPropertyThroughIt() throws {
        let screen = try file("ScrumDetailScreen.swift", style: "actions")
        XCTAssertTrue(screen.contains("    var scrumLibrary: ScrumLibrary { get }\n"))
        XCTAssertTrue(
            screen.contains(
                "scrumLibrary.scrums = scrumLibrary.scrums.map { $0.id == state.scrum!.id ? state.scrum! : $0 }"))
        XCTAssertFalse(screen.contains("state.scrums"))
        XCTAssertFalse(try file("ScrumDetailViewState.swift", style: "actions").contains("scrums"))
        XCTAssertTrue(
            try file("ScrumDetailView.swift", style: "actions").contains(
                "@Environment(ScrumLibrary.self) var scrumLibrary"))
    }

    /// A screen that hands back a result and uses a shared store: its `onResult(_:)` returns the view as it is
    /// (it made a new store there, so the opened screen no longer shared the opener's, and did not compile).
    func test_actionsStyle_onResultKeepsTheSharedStoreOfTheOpener() throws {
        let yaml = """
            screenspec: 1
            module: T
            shared:
              Library: { state: { count: { type: Int, default: "0" } } }
            screens:
              Root:
                shared: [Library]
                state: { picked: Int? }
                actions:
                  open: { navigate: { to: Picker, as: sheet }, onResult: { picked: $result } }
              Picker:
                shared: [Library]
                result: Int
                actions:
                  done: { dismiss: { result: count } }
            """
        let view = try file("PickerView.swift", of: yaml, style: "actions")
        let onResult = try XCTUnwrap(view.range(of: "func onResult("), view)
        let body = view[onResult.lowerBound...].prefix(while: { $0 != "}" })
        XCTAssertTrue(body.contains("        return view\n"), String(body))
        XCTAssertFalse(body.contains(".environment("), String(body))
    }

    /// A button disabled by a guard that reads a shared property reads it where each view can reach it: through
    /// the view model or store (which forward it), or the Actions view's store member (it was printed bare,
    /// which no view declares).
    func test_aGuardReadingASharedProperty_disablesTheButtonThroughTheStore() throws {
        for (style, disabled) in [
            ("mvvm", ".disabled(viewModel.newTitle == viewModel.title)"),
            ("actions", ".disabled(state.newTitle == prefs.title)"),
            ("store", ".disabled(store.newTitle == store.title)"),
        ] {
            let view = try file("InfoView.swift", of: info, style: style)
            XCTAssertTrue(view.contains(disabled), "\(style)\n\(view)")
        }
    }

    /// A derived value reading a shared property: the Actions style computes it in the screen protocol's
    /// extension, which reaches the store (its view state cannot), and its tests and view read it there; a
    /// derived value reading that one follows it. mvvm and store keep it on the view model or store.
    func test_aDerivedValueReadingSharedState_isComputedOnTheActionsScreen() throws {
        let screen = try file("InfoScreen.swift", of: info, style: "actions")
        XCTAssertTrue(screen.contains("    var isChanged: Bool { state.newTitle != prefs.title }\n"), screen)
        XCTAssertTrue(screen.contains("    var canRename: Bool { isChanged && !state.newTitle.isEmpty }\n"), screen)
        XCTAssertTrue(screen.contains("if !canRename { return }"), screen)
        let viewState = try file("InfoViewState.swift", of: info, style: "actions")
        XCTAssertFalse(viewState.contains("isChanged"), viewState)
        XCTAssertFalse(viewState.contains("canRename"), viewState)
        XCTAssertTrue(viewState.contains("var isEmpty: Bool { newTitle.isEmpty }"), "the others stay: \(viewState)")
        XCTAssertTrue(try file("InfoView.swift", of: info, style: "actions").contains(".disabled(!canRename)"))
        XCTAssertTrue(
            try file("InfoScreenTests.swift", of: info, style: "actions").contains("XCTAssertEqual(screen.isChanged, "))
        XCTAssertTrue(try file("InfoViewModel.swift", of: info, style: "mvvm").contains("var isChanged: Bool"))
    }

    /// A view test of a call button works out whether its guard holds through the screen it holds: shared
    /// properties and derived values reading them included (they were spelt as in the Actions style's code,
    /// which no test declares).
    func test_theViewTestsReadAGuardOnSharedStateThroughTheScreen() throws {
        for (style, skips) in [
            ("mvvm", "let skips = !screen.canRename || screen.newTitle == screen.title"),
            ("actions", "let skips = !screen.canRename || screen.state.newTitle == screen.prefs.title"),
            ("store", "let skips = !screen.canRename || screen.newTitle == screen.title"),
        ] {
            let tests = try file("InfoViewTests.swift", of: info, style: style)
            XCTAssertTrue(tests.contains(skips), "\(style)\n\(tests)")
            XCTAssertFalse(tests.contains("let state = screen"), style)
        }
    }

    func test_screensPassTheirStoreToTheScreensTheyOpen() throws {
        XCTAssertTrue(
            try file("ScrumListView.swift", style: "mvvm").contains(
                "scrumID: scrumID, scrumStore: scrumStore, scrumLibrary: viewModel.scrumLibrary\n"))
        XCTAssertTrue(
            try file("ScrumListView.swift", style: "store").contains(
                "scrumID: scrumID, scrumStore: scrumStore, scrumLibrary: store.scrumLibrary\n"))
    }

    /// A scenario's `given` starts the store, its `then` checks it; the tests' names match in every style.
    func test_tests_startTheStoreFromGiven_andCheckItAfterTheAction() throws {
        let name = "test_scenario_aSavedScrumReplacesItsOldVersionInTheSharedList"
        let cases = [
            ("mvvm", "ScrumDetailViewModelTests.swift", "screen.scrums"),
            ("actions", "ScrumDetailScreenTests.swift", "screen.scrumLibrary.scrums"),
            ("store", "ScrumDetailStoreTests.swift", "screen.scrums"),
        ]
        for (style, path, read) in cases {
            let source = try file(path, style: style)
            let start = try XCTUnwrap(source.range(of: "func \(name)()"), style)
            let body = String(source[start.upperBound...].prefix(1200))
            XCTAssertTrue(body.contains("let scrumLibrary = ScrumLibrary("), style)
            XCTAssertTrue(
                body.contains(".fixture(id: .fixture(1), title: \"Design\"), .fixture(id: .fixture(2))"), style)
            XCTAssertTrue(body.contains("scrumLibrary: scrumLibrary"), style)
            XCTAssertTrue(body.contains(read), style)
        }
    }

    func test_aSpecWithoutShared_generatesNoStore() throws {
        let spec = try RepositorySpecs.load("Shop")
        let style = try XCTUnwrap(try StyleCatalog.builtin()["mvvm"])
        let files = try Generator.render(spec: spec, style: style)
        XCTAssertFalse(files.contains { $0.contents.contains("scrumLibrary") || $0.contents.contains("Shared:") })
    }

    func test_combineObservation_isAnErrorAtTheStore() throws {
        let spec = try RepositorySpecs.load("Scrums")
        var options = GenerationOptions()
        options.observation = .combine
        let problem = try XCTUnwrap(SharedStoreObservation.problem(spec: spec, options: options))
        XCTAssertTrue(problem.message.contains("shared store 'ScrumLibrary' needs Observation"), problem.message)
        XCTAssertEqual(problem.mark, spec.shared[0].name.mark)
        XCTAssertNil(SharedStoreObservation.problem(spec: spec, options: GenerationOptions()))
    }

    func test_graph_drawsTheStoreAndTheScreensUsingIt() throws {
        let graph = ScreenGraph(spec: try RepositorySpecs.load("Scrums"))
        XCTAssertTrue(graph.calls.contains { $0.id == "ScrumLibrary_shared" && $0.kind == .shared })
        let users = graph.edges.filter { $0.to == "ScrumLibrary_shared" }.map(\.from)
        XCTAssertEqual(Set(users), ["ScrumList_state_scrums", "ScrumDetail_state_scrums"])
    }
}
