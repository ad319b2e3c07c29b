import Foundation
import ScreenSpec
import XCTest

@testable import ScreenGen

/// `bindable: true` state (specs/Settings.yaml): each style lets the view write it, and only it, and
/// its scaffold binds it to a control; the binding test has the same name in every style.
final class BindableStateTests: XCTestCase {
    private func file(_ path: String, style: String) throws -> String {
        let spec = try RepositorySpecs.load("Settings")
        let style = try XCTUnwrap(try StyleCatalog.builtin()[style])
        let files = try Generator.render(spec: spec, style: style)
        return try XCTUnwrap(files.first { $0.path == path }, "\(files.map(\.path))").contents
    }

    func test_mvvmAndStore_makeBindableStateSettable_andKeepTheRestPrivateSet() throws {
        for (style, path) in [("mvvm", "SettingsFormViewModel.swift"), ("store", "SettingsFormStore.swift")] {
            let source = try file(path, style: style)
            XCTAssertTrue(source.contains("    var name: String\n"), style)
            XCTAssertTrue(source.contains("    var notifies: Bool\n"), style)
            XCTAssertTrue(source.contains("    private(set) var saved: Preferences?\n"), style)
            XCTAssertTrue(source.contains("    private(set) var isSaving: Bool\n"), style)
        }
    }

    func test_scaffolds_bindTextFieldsAndToggles() throws {
        let bindings = [
            ("mvvm", "$viewModel."), ("actions", "$state."), ("store", "$store."),
        ]
        for (style, prefix) in bindings {
            let view = try file("SettingsFormView.swift", style: style)
            XCTAssertTrue(view.contains("TextField(\"name\", text: \(prefix)name)"), style)
            XCTAssertTrue(view.contains("Toggle(\"darkMode\", isOn: \(prefix)darkMode)"), style)
            XCTAssertFalse(view.contains("\(prefix)saved"), style)
        }
        XCTAssertTrue(try file("SettingsFormView.swift", style: "store").contains("@Bindable var store = store"))
    }

    func test_everyStyle_testsEachBindablePropertyUnderTheSameName() throws {
        let tests = [
            ("mvvm", "SettingsFormViewModelTests.swift"), ("actions", "SettingsFormScreenTests.swift"),
            ("store", "SettingsFormStoreTests.swift"),
        ]
        for (style, path) in tests {
            let source = try file(path, style: style)
            for name in ["name", "notifies", "darkMode"] {
                XCTAssertTrue(source.contains("func test_\(name)_binding_keepsEditedValue()"), "\(style) \(name)")
            }
            XCTAssertFalse(source.contains("test_saved_binding"), style)
        }
    }

    /// `notifies` starts `true`, the usual edited sample: the test edits it to `false` instead.
    func test_theEditedValueDiffersFromTheInitialOne() throws {
        let source = try file("SettingsFormViewModelTests.swift", style: "mvvm")
        XCTAssertTrue(source.contains(#"XCTAssertNotEqual(screen.notifies, false, "notifies")"#))
        XCTAssertTrue(source.contains("screen.notifies = false\n"))
    }
}
