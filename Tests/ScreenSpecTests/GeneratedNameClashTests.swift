import Diagnostics
import ScreenSpec
import XCTest

/// Names that clash with generated types are found by suffix (issue #8); these pin down that
/// every suffix is seen, and that a name which only looks like one is left alone.
final class GeneratedNameClashTests: XCTestCase {
    private func errors(models: [String], screen: String = "Shop") -> [String] {
        let modelLines = models.map { "  \($0):\n    cases: [a]\n" }.joined()
        let text = """
            screenspec: 1
            module: Clash
            models:
            \(modelLines)screens:
              \(screen):
                actions:
                  tap: { set: { phase: "nil" } }

            """
        return SpecLoader.load(text: text, file: "clash.yaml").errors.map(\.message)
    }

    func testEveryScreenSuffixClashes() {
        for suffix in ["ViewModel", "ViewState", "Screen", "View", "ViewModelTests", "ScreenTests"] {
            XCTAssertTrue(
                errors(models: ["Shop\(suffix)"]).contains(
                    "model 'Shop\(suffix)' has the same name as a type generated for screen 'Shop'"),
                suffix)
        }
    }

    func testNamesThatOnlyLookGeneratedDoNotClash() {
        let messages = errors(models: ["ShopModel", "ShopsView", "ViewModel", "ShoViewModel"])
        XCTAssertFalse(messages.contains { $0.contains("type generated for") }, messages.joined(separator: "\n"))
    }

    /// A name spelt in another Unicode normal form still clashes, and the message names the screen as spelt.
    func testDifferentlyNormalizedNameClashesAndKeepsTheScreensSpelling() {
        let expected = "model 'Cafe\u{301}View' has the same name as a type generated for screen 'Caf\u{E9}'"
        let messages = errors(models: ["Cafe\u{301}View"], screen: "Caf\u{E9}")
        // Scalar by scalar: String's `==` would take either spelling of the screen's name.
        XCTAssertTrue(messages.contains { $0.unicodeScalars.elementsEqual(expected.unicodeScalars) }, "\(messages)")
    }

    func testNonASCIIScreenNameClashes() {
        XCTAssertTrue(
            errors(models: ["ÉcranView"], screen: "Écran").contains(
                "model 'ÉcranView' has the same name as a type generated for screen 'Écran'"))
    }
}

/// The Actions-style property of a called method must differ from the screen's action names;
/// the property name is worked out without building the type name for ASCII names (issue #8).
final class ActionPropertyClashTests: XCTestCase {
    private func errors(method: String, actionName: String?, screenAction: String) -> [String] {
        let renamed = actionName.map { ", action: \($0)" } ?? ""
        let text = """
            screenspec: 1
            module: Clash
            dependencies:
              Service:
                methods:
                  \(method): { returns: Int\(renamed) }
            screens:
              Home:
                dependencies: [Service]
                state: { value: Int }
                actions:
                  \(screenAction):
                    call: Service.\(method)
                    success: { value: $result }

            """
        return SpecLoader.load(text: text, file: "clash.yaml").errors.map(\.message)
    }

    private func clashes(method: String, actionName: String? = nil, screenAction: String) -> Bool {
        errors(method: method, actionName: actionName, screenAction: screenAction).contains {
            $0.contains("Actions-style property generated for 'Service.\(method)'")
        }
    }

    func testPropertyIsTheActionTypeLowerCasedFirst() {
        XCTAssertTrue(clashes(method: "fetch", screenAction: "fetch"))
        XCTAssertTrue(clashes(method: "fetch", actionName: "LoadAll", screenAction: "loadAll"))
        XCTAssertTrue(clashes(method: "fetch", actionName: "loadAll", screenAction: "loadAll"))
        XCTAssertFalse(clashes(method: "fetch", actionName: "LoadAll", screenAction: "LoadAll"))
        XCTAssertFalse(clashes(method: "fetch", screenAction: "Fetch"))
    }

    func testNonASCIINamesGoThroughTheTypeName() {
        XCTAssertTrue(clashes(method: "fetch", actionName: "Éclair", screenAction: "éclair"))
        XCTAssertTrue(clashes(method: "élan", screenAction: "élan"))
        XCTAssertFalse(clashes(method: "fetch", actionName: "Éclair", screenAction: "Éclair"))
    }
}
