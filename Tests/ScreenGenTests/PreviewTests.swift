import Foundation
import ScreenSpec
import XCTest

@testable import ScreenGen

/// Previews for every state a screen can show (`PreviewPlan`): the same `#Preview` names in every style,
/// each with the static function Linux type-checks, and each state built from stubbed calls.
final class PreviewTests: XCTestCase {
    private static let styles = ["mvvm", "actions", "store"]

    private func view(_ spec: Spec, _ path: String, style: String) throws -> String {
        let style = try XCTUnwrap(try StyleCatalog.builtin()[style])
        let files = try Generator.render(spec: spec, style: style)
        return try XCTUnwrap(files.first { $0.path == path }, "\(files.map(\.path))").contents
    }

    /// `#Preview("Loaded") {\n    ItemListView.previewLoaded()` → ("Loaded", "previewLoaded").
    private func previews(in view: String, of viewName: String) -> [(title: String, function: String)] {
        let lines = view.components(separatedBy: "\n")
        return lines.indices.dropLast().compactMap { index in
            let line = lines[index]
            guard line.hasPrefix("#Preview(\""), line.hasSuffix("\") {") else { return nil }
            let title = String(line.dropFirst("#Preview(\"".count).dropLast("\") {".count))
            let call = lines[index + 1].trimmingCharacters(in: .whitespaces)
            guard call.hasPrefix(viewName + "."), call.hasSuffix("()") else { return nil }
            return (title, String(call.dropFirst(viewName.count + 1).dropLast(2)))
        }
    }

    /// The states each screen shows, by spec: a preview that disappears (or appears) fails here.
    private static let expected: [(spec: String, view: String, titles: [String])] = [
        ("Shop", "ItemListView", ["Loaded", "Empty", "Loading", "Load Failed"]),
        ("Shop", "ItemDetailView", ["Loaded", "Loading", "Load Failed"]),
        (
            "Settings", "SettingsFormView",
            ["Loaded", "Loading", "Alert failed", "Confirming deleteAccount", "Confirming logout", "Presenting SignIn"]
        ),
        ("Settings", "SignInView", ["Initial"]),
        ("Scrums", "ScrumListView", ["Loaded", "Empty", "Loading", "Alert loadFailed", "Presenting ScrumDetail"]),
        ("Scrums", "ScrumDetailView", ["Loaded", "Loading", "Load Failed", "Presenting ScrumEdit"]),
        ("Scrums", "ScrumEditView", ["Initial", "Confirming discard"]),
        ("Search", "SearchView", ["Loaded", "Empty", "Loading", "Load Recent Failed"]),
    ]

    func test_everyState_hasAPreview_withTheSameNameInEveryStyle() throws {
        for (specName, viewName, titles) in Self.expected {
            let spec = try RepositorySpecs.load(specName)
            for style in Self.styles {
                let view = try view(spec, viewName + ".swift", style: style)
                let previews = previews(in: view, of: viewName)
                XCTAssertEqual(previews.map(\.title), titles, "\(specName) \(viewName) \(style)")
                // Each `#Preview` shows a static function: what Linux type-checks, the macro being Apple's.
                for preview in previews {
                    XCTAssertTrue(
                        view.contains("static func \(preview.function)() -> some View {"),
                        "\(viewName) \(style): \(preview.function)")
                }
            }
        }
    }

    func test_statesComeFromHowTheCallsAnswer_inEachStyleItsOwnWay() throws {
        let spec = try RepositorySpecs.load("Shop")
        let mvvm = try view(spec, "ItemListView.swift", style: "mvvm")
        let actions = try view(spec, "ItemListView.swift", style: "actions")
        let store = try view(spec, "ItemListView.swift", style: "store")
        for (answer, closure) in [
            ("failure", "{ throw PreviewFailure() }"), ("never", "{ try await previewNeverFinishing() }"),
            ("empty", "{ [] }"),
        ] {
            XCTAssertTrue(mvvm.contains("itemService.fetchItemsHandler = \(closure)\n"), "mvvm \(answer)")
            XCTAssertTrue(actions.contains(".environment(\\.itemServiceFetchItems, .stub \(closure))"), answer)
            XCTAssertTrue(store.contains("itemService.fetchItems = \(closure)\n"), "store \(answer)")
        }
        // Loaded: the calls answer with sample data, a list of two items.
        for (style, view) in [("mvvm", mvvm), ("actions", actions), ("store", store)] {
            XCTAssertTrue(view.contains("static var itemServiceFetchItems: [Item] {\n        [\n"), style)
            XCTAssertTrue(view.contains("Item(id: UUID(), name: \"sample\", price: 1.5, isFavorite: true),"), style)
        }
        XCTAssertTrue(
            actions.contains(".environment(\\.itemServiceFetchItems, .stub { PreviewData.itemServiceFetchItems })"))
        XCTAssertTrue(mvvm.contains("= {\n        PreviewData.itemServiceFetchItems\n    }"))
        XCTAssertTrue(
            store.contains("fetchItems: {\n                PreviewData.itemServiceFetchItems\n            },"))
    }

    /// The previews' helpers are declared for the answers that use them, whatever the spec's names read as:
    /// a sample-data answer of a `PreviewNeverFinishingService` (`PreviewData.previewNeverFinishingService…`)
    /// is no never-finishing answer.
    func test_helpersFollowTheAnswers_notTheNamesInThem() throws {
        let relative = "specs/Login.yaml"
        let text = try String(contentsOf: RepositorySpecs.root.appendingPathComponent(relative), encoding: .utf8)
        let renamed = text.replacingOccurrences(of: "AuthService", with: "PreviewNeverFinishingService")
        let spec = try XCTUnwrap(SpecLoader.load(text: renamed, file: relative).spec)
        for style in Self.styles {
            let view = try view(spec, "LoginFormView.swift", style: style)
            XCTAssertTrue(view.contains("PreviewData.previewNeverFinishingService"), style)
            XCTAssertFalse(view.contains("previewNeverFinishing()"), style)
            XCTAssertFalse(view.contains("func previewNeverFinishing"), style)
        }
    }

    func test_presentedDestinationAndConfirmation_startFromTheScreensOwnMembers() throws {
        let spec = try RepositorySpecs.load("Settings")
        let mvvm = try view(spec, "SettingsFormView.swift", style: "mvvm")
        XCTAssertTrue(mvvm.contains("viewModel.fullScreenCover = .signIn\n"))
        // A confirmation is presented by its flag, not by asking: asking does nothing while the action's guard
        // holds, which it may on the preview's data (`skipIf: items.isEmpty` over an empty list).
        XCTAssertTrue(mvvm.contains("viewModel.isConfirmingDeleteAccount = true\n"))
        let store = try view(spec, "SettingsFormView.swift", style: "store")
        XCTAssertTrue(store.contains("store.fullScreenCover = .signIn\n"))
        XCTAssertTrue(store.contains("store.isConfirmingLogout = true\n"))
        let actions = try view(spec, "SettingsFormView.swift", style: "actions")
        XCTAssertTrue(actions.contains("state.fullScreenCover = .signIn\n"))
        XCTAssertTrue(actions.contains("state.isConfirmingLogout = true\n"))
        // The failing load presents the alert: no separate preview pokes `errorMessage`.
        XCTAssertTrue(mvvm.contains("settingsService.fetchHandler = { throw PreviewFailure() }\n"))
        XCTAssertTrue(store.contains("settingsService.fetch = { throw PreviewFailure() }\n"))
        for view in [mvvm, store, actions] {
            XCTAssertFalse(view.contains("errorMessage: \"sample\""))
            XCTAssertFalse(view.contains("errorMessage = \"sample\""))
        }
        XCTAssertTrue(actions.contains(".environment(\\.settingsServiceFetch, .stub { throw PreviewFailure() })"))
    }

    func test_scrumList_pushesTheDestination_withSampleInput() throws {
        let spec = try RepositorySpecs.load("Scrums")
        for (style, receiver) in [("mvvm", "viewModel."), ("actions", "state."), ("store", "store.")] {
            let view = try view(spec, "ScrumListView.swift", style: style)
            XCTAssertTrue(view.contains("\(receiver)path = [.scrumDetail(scrumID: UUID())]\n"), style)
        }
    }
}
