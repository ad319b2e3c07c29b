import Foundation
import ScreenSpec
import XCTest

@testable import ScreenGen

/// The generated view tests (`<Screen>ViewTests`, run on Apple platforms only) reach the user's scaffold
/// only through what generated code declares: control identifiers in `<Screen>Controls` and the
/// initialiser and hook in `<Screen>ViewContract`. These checks hold for every built-in style.
final class ViewTestGenerationTests: XCTestCase {
    private let styles = ["mvvm", "actions", "store"]

    private func files(_ specName: String, style: String) throws -> [String: String] {
        let spec = try RepositorySpecs.load(specName)
        let style = try XCTUnwrap(try StyleCatalog.builtin()[style])
        return Dictionary(
            uniqueKeysWithValues: try Generator.render(spec: spec, style: style).map { ($0.path, $0.contents) })
    }

    private func testNames(in source: String) -> [String] {
        source.components(separatedBy: "@MainActor func ").dropFirst().map { String($0.prefix { $0 != "(" }) }
    }

    func test_everyStyle_writesTheSameViewTests_aButtonOrFieldEach() throws {
        let expected = [
            "Settings": [
                "test_appears_andCanBeInspected", "test_save_button_runsTheAction", "test_name_control_editsTheState",
                "test_notifies_control_editsTheState", "test_darkMode_control_editsTheState",
            ],
            "Counter": [
                "test_appears_andCanBeInspected", "test_increment_button_runsTheAction",
                "test_decrement_button_runsTheAction",
            ],
        ]
        for (spec, names) in expected {
            let screen = spec == "Settings" ? "SettingsForm" : "Counter"
            for style in styles {
                let tests = try XCTUnwrap(try files(spec, style: style)["\(screen)ViewTests.swift"], style)
                XCTAssertEqual(testNames(in: tests), names, "\(spec) \(style)")
            }
        }
    }

    func test_viewTests_findControlsOnlyByIdentifiersTheScaffoldApplies() throws {
        for style in styles {
            let generated = try files("Settings", style: style)
            let tests = try XCTUnwrap(generated["SettingsFormViewTests.swift"])
            let controls = try XCTUnwrap(generated["SettingsFormControls.swift"])
            let scaffold = try XCTUnwrap(generated["SettingsFormView.swift"])
            XCTAssertFalse(tests.contains("find(button:"), style)
            XCTAssertFalse(tests.contains("find(text:"), style)
            let found = tests.components(separatedBy: "viewWithAccessibilityIdentifier: SettingsFormControls.")
                .dropFirst().map { String($0.prefix { $0 != ")" }) }
            // `deleteAccount` asks for a confirmation first: its button has an identifier but no view test.
            XCTAssertEqual(Set(found), ["save", "name", "notifies", "darkMode"], style)
            XCTAssertTrue(scaffold.contains(".accessibilityIdentifier(SettingsFormControls.deleteAccount)"), style)
            for member in found {
                XCTAssertTrue(
                    controls.contains("static let \(member) = \"SettingsForm.\(member)\""), "\(style) \(member)")
                XCTAssertTrue(
                    scaffold.contains(".accessibilityIdentifier(SettingsFormControls.\(member))"), "\(style) \(member)")
            }
            // No text of the scaffold (a button's title) is what a test looks for.
            XCTAssertTrue(scaffold.contains("Button(\"save\")"), style)
            XCTAssertFalse(tests.contains("\"save\""), style)
        }
    }

    func test_everyHostedView_isTakenDown_andTheHookIsCalledAfterTheAppearActions() throws {
        for style in styles {
            let generated = try files("Settings", style: style)
            let tests = try XCTUnwrap(generated["SettingsFormViewTests.swift"])
            for body in tests.components(separatedBy: "@MainActor func test_").dropFirst() {
                let hosted = body.components(separatedBy: "ViewHosting.host(").count - 1
                XCTAssertEqual(hosted, 1, style)
                let afterHost = try XCTUnwrap(body.components(separatedBy: "ViewHosting.host(").last)
                XCTAssertTrue(afterHost.contains("defer { ViewHosting.expel() }"), style)
            }
            let scaffold = try XCTUnwrap(generated["SettingsFormView.swift"])
            let task = try XCTUnwrap(scaffold.components(separatedBy: ".task { @MainActor in").last)
            let hook = try XCTUnwrap(task.range(of: "didAppear?(self)"), style)
            let load = try XCTUnwrap(task.range(of: "load()"), style)
            XCTAssertLessThan(load.lowerBound, hook.lowerBound, style)
        }
    }

    func test_theScaffoldConformsToTheContract_thatDeclaresTheInitTheTestsUse() throws {
        // Counter opens no screen; SettingsForm opens SignIn, so its view also takes what SignIn needs.
        let inits = [
            ("Counter", "mvvm", "init(viewModel: CounterViewModel)", "CounterView(viewModel: screen)"),
            ("Counter", "store", "init()", "CounterView()"), ("Counter", "actions", "init()", "CounterView()"),
            (
                "Settings", "mvvm", "init(viewModel: SettingsFormViewModel, settingsService: any SettingsService)",
                "SettingsFormView(\n            viewModel: screen,\n            settingsService: SettingsServiceMock()\n        )"
            ),
            (
                "Settings", "store", "init(settingsService: SettingsService)",
                "SettingsFormView(settingsService: SettingsServiceMock().service)"
            ),
            ("Settings", "actions", "init()", "SettingsFormView()"),
        ]
        for (spec, style, requirement, call) in inits {
            let screen = spec == "Settings" ? "SettingsForm" : "Counter"
            let place = "\(spec) \(style)"
            let generated = try files(spec, style: style)
            let contract = try XCTUnwrap(generated["\(screen)ViewContract.swift"], place)
            XCTAssertTrue(contract.contains("@MainActor protocol \(screen)ViewContract: View {"), place)
            XCTAssertTrue(contract.contains("    \(requirement)\n"), "\(place)\n\(contract)")
            XCTAssertTrue(contract.contains("    var didAppear: ((Self) -> Void)? { get set }"), place)
            let scaffold = try XCTUnwrap(generated["\(screen)View.swift"])
            XCTAssertTrue(scaffold.contains("extension \(screen)View: \(screen)ViewContract {}"), place)
            let tests = try XCTUnwrap(generated["\(screen)ViewTests.swift"])
            XCTAssertTrue(tests.contains("var view = \(call)\n"), "\(place)\n\(tests)")
        }
    }
    /// Each button's test starts where its action's guard lets it run: two buttons whose guards exclude each
    /// other (`announced`, `!announced`) cannot both be enabled at one start, and ViewInspector fails a tap
    /// on a disabled button.
    func test_eachButtonTest_startsWhereItsGuardLetsItRun() throws {
        let yaml = """
            screenspec: 1
            module: T
            dependencies:
              NoticeService:
                methods:
                  announce: { async: true, throws: true }
                  retract: { async: true, throws: true }
            screens:
              Board:
                dependencies: [NoticeService]
                state:
                  announced: { type: Bool, default: "false" }
                actions:
                  announce: { skipIf: announced, call: NoticeService.announce, success: { announced: "true" } }
                  retract: { skipIf: "!announced", call: NoticeService.retract, success: { announced: "false" } }
            """
        let result = SpecLoader.load(text: yaml, file: "specs/T.yaml")
        let spec = try XCTUnwrap(result.spec, "\(result.errors.map(\.message))")
        for style in styles {
            let files = try Generator.render(spec: spec, style: try XCTUnwrap(try StyleCatalog.builtin()[style]))
            let tests = try XCTUnwrap(files.first { $0.path.hasSuffix("BoardViewTests.swift") }, style).contents
            for (button, start) in [("announce", "announced: false"), ("retract", "announced: true")] {
                let body = try XCTUnwrap(
                    tests.components(separatedBy: "@MainActor func ").first { $0.hasPrefix("test_\(button)_button") },
                    "\(style) \(button)")
                XCTAssertTrue(body.contains(start), "\(style) \(button): \(body)")
                // Where an appear action made the guard hold, the button is checked disabled, not tapped.
                XCTAssertTrue(
                    body.contains("if skips {") && body.contains("XCTAssertTrue(button.isDisabled()"),
                    "\(style) \(button): \(body)")
            }
        }
    }
}
