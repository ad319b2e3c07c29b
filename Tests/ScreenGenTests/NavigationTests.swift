import Foundation
import ScreenSpec
import XCTest

@testable import ScreenGen

/// `navigate`, `onResult`, `dismiss` and `result:` (specs/Scrums.yaml, specs/Social.yaml) in every style:
/// the state that holds what is presented, the action bodies, the tests, and the view scaffolds.
final class NavigationTests: XCTestCase {
    private func file(_ spec: Spec, _ path: String, style: String) throws -> String {
        let style = try XCTUnwrap(try StyleCatalog.builtin()[style])
        let files = try Generator.render(spec: spec, style: style)
        return try XCTUnwrap(files.first { $0.path == path }, "\(files.map(\.path))").contents
    }

    func test_theValidatorGivesEachDestinationInput_fromWithOrANameOfTheSameName() throws {
        let social = try RepositorySpecs.load("Social")
        let open = try XCTUnwrap(
            social.screens.first { $0.name.value == "Timeline" }?.actions.first { $0.name.value == "open" })
        XCTAssertEqual(open.navigate?.arguments.map { "\($0.name.value): \($0.value.source)" }, ["postID: postID"])
        XCTAssertEqual(open.navigate?.presentation, .push)
        let scrums = try RepositorySpecs.load("Scrums")
        let edit = try XCTUnwrap(
            scrums.screens.first { $0.name.value == "ScrumDetail" }?.actions.first { $0.name.value == "edit" })
        XCTAssertEqual(edit.navigate?.arguments.map { "\($0.name.value): \($0.value.source)" }, ["scrum: scrum!"])
        XCTAssertEqual(edit.navigate?.presentation, .sheet)
    }

    func test_everyStyle_keepsWhatIsPresentedInTheScreensState_andChangesItInTheAction() throws {
        let spec = try RepositorySpecs.load("Scrums")
        for (style, path, prefix) in [
            ("mvvm", "ScrumDetailViewModel.swift", ""), ("actions", "ScrumDetailScreen.swift", "state."),
            ("store", "ScrumDetailStore.swift", ""),
        ] {
            let code = try file(spec, path, style: style)
            XCTAssertTrue(
                code.contains("        \(prefix)sheet = .scrumEdit(scrum: \(prefix)scrum!)\n"), "\(style)\n\(code)")
            XCTAssertTrue(
                code.contains("func editDidReturn(result: Scrum) {\n        \(prefix)scrum = result\n"), style)
        }
        for (style, path) in [
            ("mvvm", "ScrumDetailViewModel.swift"), ("actions", "ScrumDetailViewState.swift"),
            ("store", "ScrumDetailStore.swift"),
        ] {
            let code = try file(spec, path, style: style)
            XCTAssertTrue(code.contains("enum Destination: Hashable, Identifiable, Sendable {"), style)
            XCTAssertTrue(code.contains("        case scrumEdit(scrum: Scrum)\n"), style)
            XCTAssertTrue(code.contains("var sheet: Destination? = nil\n"), style)
            XCTAssertFalse(code.contains("var path:"), "\(style): nothing is pushed from the detail")
        }
        let list = try file(spec, "ScrumListViewModel.swift", style: "mvvm")
        XCTAssertTrue(list.contains("        path.append(.scrumDetail(scrumID: scrum.id))\n"), list)
        let edit = try file(spec, "ScrumEditViewModel.swift", style: "mvvm")
        XCTAssertTrue(edit.contains("        result = edited\n        isDismissed = true\n"), edit)
        XCTAssertTrue(edit.contains("private(set) var isDismissed = false\n"), edit)
        XCTAssertTrue(edit.contains("private(set) var result: Scrum? = nil\n"), edit)
    }

    func test_theGeneratedTests_coverEachNavigateDismissAndOnResult() throws {
        let spec = try RepositorySpecs.load("Scrums")
        let detail = try file(spec, "ScrumDetailViewModelTests.swift", style: "mvvm")
        XCTAssertTrue(detail.contains("func test_edit_navigate_presentsScrumEdit()"), detail)
        XCTAssertTrue(detail.contains("XCTAssertEqual(screen.sheet, .scrumEdit(scrum: scrum!), \"sheet\")"), detail)
        XCTAssertTrue(detail.contains("func test_edit_onResult_appliesResult()"))
        XCTAssertTrue(detail.contains("screen.editDidReturn(result: result)"))
        let edit = try file(spec, "ScrumEditScreenTests.swift", style: "actions")
        XCTAssertTrue(edit.contains("func test_save_dismiss_dismissesWithResult()"), edit)
        XCTAssertTrue(edit.contains("func test_cancel_dismiss_dismisses()"), edit)
        XCTAssertTrue(edit.contains("XCTAssertEqual(screen.state.isDismissed, true, \"isDismissed\")"), edit)
        XCTAssertTrue(edit.contains("XCTAssertEqual(screen.state.result?.title, \"Planning\""), edit)
    }

    func test_theResultHandedBackDiffersFromTheStateItReplaces() throws {
        let spec = try RepositorySpecs.load("Scrums")
        let detail = try file(spec, "ScrumDetailStoreTests.swift", style: "store")
        let start = try XCTUnwrap(detail.range(of: "func test_edit_onResult_appliesResult()"))
        let test = String(detail[start.upperBound...].prefix(900))
        let result = try XCTUnwrap(
            test.components(separatedBy: "let result: Scrum = ").dropFirst().first?.prefix { $0 != "\n" })
        let state = try XCTUnwrap(test.components(separatedBy: "scrum: ").dropFirst().first?.prefix { $0 != "\n" })
        XCTAssertNotEqual(String(result), String(state).trimmingCharacters(in: CharacterSet(charactersIn: ",")), test)
    }

    func test_scaffolds_wireTheStackThePresentationsAndDismiss() throws {
        let spec = try RepositorySpecs.load("Social")
        for (style, binding) in [("mvvm", "$viewModel"), ("actions", "$state"), ("store", "Bindable(store)")] {
            let timeline = try file(spec, "TimelineScreenView.swift", style: style)
            XCTAssertTrue(timeline.contains(".navigationDestination(for: "), style)
            XCTAssertTrue(timeline.contains(".inNavigationStack(path: \(binding).path)"), style)
            XCTAssertTrue(timeline.contains("NavigationStack(path: path) { self }"), style)
            XCTAssertTrue(
                timeline.contains(
                    "        #if !os(macOS)\n        .fullScreenCover(item: \(binding).fullScreenCover) { destination in\n"
                ),
                "\(style): fullScreenCover is unavailable on macOS\n\(timeline)")
            XCTAssertTrue(timeline.contains("        case .postDetail(let postID):\n"), style)
            let progress = try file(spec, "ProgressScreenView.swift", style: style)
            XCTAssertTrue(progress.contains("@Environment(\\.dismiss) private var dismissScreen"), style)
            XCTAssertTrue(progress.contains("isDismissed) { _, isDismissed in"), style)
        }
        let scrums = try RepositorySpecs.load("Scrums")
        let detail = try file(scrums, "ScrumDetailView.swift", style: "actions")
        XCTAssertTrue(detail.contains(".sheet(item: $state.sheet) { destination in"), detail)
        XCTAssertTrue(
            detail.contains(
                "            ScrumEditView(scrum: scrum)\n                .onResult { editDidReturn(result: $0) }\n"),
            detail)
    }
}
