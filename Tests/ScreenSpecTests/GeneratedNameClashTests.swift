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

    func testNonASCIIScreenNameClashes() {
        XCTAssertTrue(
            errors(models: ["ÉcranView"], screen: "Écran").contains(
                "model 'ÉcranView' has the same name as a type generated for screen 'Écran'"))
    }
}
