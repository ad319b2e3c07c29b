import Foundation
import ScreenSpec
import XCTest

@testable import ScreenGen

/// `trigger: disappear` and `trigger: { change: … }` (specs/Settings.yaml) in every style's view
/// scaffold, and synchronous lifecycle actions called without `await` (Tests/Fixtures/valid/SyncLifecycle.yaml).
final class LifecycleTriggerTests: XCTestCase {
    private func view(_ spec: Spec, _ screen: String, style: String) throws -> String {
        let style = try XCTUnwrap(try StyleCatalog.builtin()[style])
        let files = try Generator.render(spec: spec, style: style)
        return try XCTUnwrap(files.first { $0.path == "\(screen)View.swift" }, "\(files.map(\.path))").contents
    }

    func test_scaffolds_wireDisappearAndChangeTriggers_passingTheNewValue() throws {
        let spec = try RepositorySpecs.load("Settings")
        for (style, value, call) in [
            ("mvvm", "viewModel.", "viewModel."), ("actions", "state.", ""), ("store", "store.", "store."),
        ] {
            let view = try view(spec, "SettingsForm", style: style)
            XCTAssertTrue(view.contains(".onDisappear {\n"), style)
            XCTAssertTrue(view.contains("    \(call)dismissError()\n"), style)
            XCTAssertTrue(view.contains(".onChange(of: \(value)name) { _, newValue in\n"), style)
            XCTAssertTrue(view.contains("    \(call)checkName(newName: newValue)\n"), style)
            XCTAssertFalse(view.contains("checkName(newName: String)"), style)
        }
    }

    func test_syncAppearAndRefreshActions_areCalledOnTheMainActorWithoutAwait() throws {
        let path = RepositorySpecs.root.appendingPathComponent("Tests/Fixtures/valid/SyncLifecycle.yaml").path
        let spec = try XCTUnwrap(SpecLoader.load(contentsOf: path).spec)
        for (style, call) in [("mvvm", "viewModel."), ("actions", ""), ("store", "store.")] {
            let view = try view(spec, "Tally", style: style)
            XCTAssertFalse(view.contains("await \(call)countAppearance()"), style)
            XCTAssertFalse(view.contains("await \(call)countRefresh()"), style)
            XCTAssertTrue(view.contains("\(call)countAppearance()"), style)
            XCTAssertTrue(view.contains(".refreshable { @MainActor in"), style)
        }
    }
}
