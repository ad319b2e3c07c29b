import Foundation
import ScreenSpec
import XCTest

@testable import ScreenGen

/// `alerts:` and `confirm:` (specs/Settings.yaml): the scaffolds wire `.alert` and `.confirmationDialog`,
/// the alert and dialog text is spec text reaching Swift only as escaped string literals, and the
/// confirmed action's own member asks while its behaviour moves to the confirming member.
final class PresentationTests: XCTestCase {
    private func file(_ spec: Spec, _ path: String, style: String) throws -> String {
        let style = try XCTUnwrap(try StyleCatalog.builtin()[style])
        let files = try Generator.render(spec: spec, style: style)
        return try XCTUnwrap(files.first { $0.path == path }, "\(files.map(\.path))").contents
    }

    private static let receivers = [
        ("mvvm", "viewModel.", "viewModel."), ("actions", "state.", ""), ("store", "store.", "store."),
    ]

    func test_scaffolds_presentTheAlertAndTheConfirmation_andDisableTheGuardedButton() throws {
        let spec = try RepositorySpecs.load("Settings")
        for (style, value, call) in Self.receivers {
            let view = try file(spec, "SettingsFormView.swift", style: style)
            XCTAssertTrue(view.contains("get: { \(value)errorMessage != nil },"), style)
            XCTAssertTrue(view.contains("set: { if !$0 { \(call)dismissFailedAlert() } }"), style)
            XCTAssertTrue(view.contains("presenting: \(value)errorMessage\n"), style)
            XCTAssertTrue(view.contains("Button(\"Reload\") { Task { await \(call)load() } }"), style)
            XCTAssertTrue(view.contains("Button(\"OK\", role: .cancel) {}"), style)
            XCTAssertTrue(view.contains("} message: { value in\n            Text(value)"), style)
            XCTAssertTrue(view.contains("get: { \(value)isConfirmingDeleteAccount },"), style)
            XCTAssertTrue(view.contains("set: { if !$0 { \(call)cancelDeleteAccount() } }"), style)
            XCTAssertTrue(
                view.contains(
                    "Button(\"Delete Account\", role: .destructive) { Task { await \(call)confirmDeleteAccount() } }"),
                style)
            // The button asks; it does not run the call.
            XCTAssertTrue(view.contains("Button(\"deleteAccount\") { \(call)deleteAccount() }"), style)
            XCTAssertTrue(view.contains(".disabled(!\(value)canSave)"), style)
            XCTAssertTrue(view.contains("static func previewFailedAlert() -> some View"), style)
            XCTAssertTrue(view.contains("static func previewConfirmingDeleteAccount() -> some View"), style)
        }
    }

    func test_alertAndDialogText_reachSwiftOnlyAsEscapedStringLiterals() throws {
        let text = """
            screenspec: 1
            module: Hostile
            screens:
              Form:
                state:
                  errorMessage: String?
                actions:
                  reset:
                    confirm: { title: 'Sure?") }; evil(); _ = ("', message: "line\\nbreak \\\\(x)", button: '"' }
                    set: { errorMessage: nil }
                alerts:
                  failed:
                    when: errorMessage
                    title: '\\(injected) "quoted"'
                    message: "a\\u202Eb"
                    buttons: [{ title: 'OK"); evil(); ("' }]
            """
        let result = SpecLoader.load(text: text, file: "Hostile.yaml")
        let spec = try XCTUnwrap(result.spec, "\(result.diagnostics)")
        for (style, _, _) in Self.receivers {
            let view = try file(spec, "FormView.swift", style: style)
            XCTAssertTrue(view.contains(#""Sure?\") }; evil(); _ = (\"""#), style)
            XCTAssertTrue(view.contains(#"Text("line\nbreak \\(x)")"#), style)
            XCTAssertTrue(view.contains(#"Button("\"") {"#) || view.contains(#"Button("\"", "#), style)
            XCTAssertTrue(view.contains(#""\\(injected) \"quoted\"""#), style)
            XCTAssertTrue(view.contains(#"Text("a\u{202E}b")"#), style)
            XCTAssertTrue(view.contains(#"Button("OK\"); evil(); (\"") {}"#), style)
            XCTAssertFalse(view.contains("\u{202E}"), style)
            XCTAssertFalse(view.contains("evil(); (\"\") {}"), style)
        }
    }

    func test_disabledGuard_readsStateNamesThroughTheView_leavingStringsAlone() throws {
        let text = """
            screenspec: 1
            module: Guarded
            screens:
              Form:
                state:
                  isBusy: { type: Bool, default: "false" }
                  note: { type: String, default: '""' }
                actions:
                  send:
                    trigger: submit
                    skipIf: 'isBusy || note == "isBusy"'
                    set: { isBusy: "true" }
            """
        let result = SpecLoader.load(text: text, file: "Guarded.yaml")
        let spec = try XCTUnwrap(result.spec, "\(result.diagnostics)")
        for (style, value, _) in Self.receivers {
            let view = try file(spec, "FormView.swift", style: style)
            XCTAssertTrue(view.contains(".disabled(\(value)isBusy || \(value)note == \"isBusy\")"), style)
        }
    }

    func test_confirmedAction_asksWhileItsBehaviourRunsInTheConfirmingMember() throws {
        let spec = try RepositorySpecs.load("Settings")
        let viewModel = try file(spec, "SettingsFormViewModel.swift", style: "mvvm")
        XCTAssertTrue(viewModel.contains("    var isConfirmingDeleteAccount = false"))
        XCTAssertTrue(
            viewModel.contains(
                "func confirmDeleteAccount() async {\n        isConfirmingDeleteAccount = false\n        do {\n"
                    + "            try await settingsService.deleteAccount()"))
        XCTAssertTrue(viewModel.contains("func deleteAccount() {\n        isConfirmingDeleteAccount = true\n    }"))
        XCTAssertTrue(
            viewModel.contains("func cancelDeleteAccount() {\n        isConfirmingDeleteAccount = false\n    }"))
        XCTAssertTrue(viewModel.contains("func dismissFailedAlert() {\n        errorMessage = nil\n    }"))
    }
}
