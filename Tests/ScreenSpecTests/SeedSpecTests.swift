import Diagnostics
import ScreenSpec
import XCTest

/// The seed specs in specs/ are the project's own examples: they must load cleanly.
final class SeedSpecTests: XCTestCase {
    func testEverySeedSpecLoadsWithoutDiagnostics() throws {
        let files = FixturePaths.files(in: FixturePaths.specs)
        XCTAssertGreaterThanOrEqual(files.count, 5)
        var modules: Set<String> = []
        for file in files {
            let result = SpecLoader.load(contentsOf: file.path)
            let text = DiagnosticRenderer(sources: [file.path: (try? String(contentsOf: file, encoding: .utf8)) ?? ""])
                .render(result.diagnostics)
            XCTAssertEqual(result.diagnostics.count, 0, "\(file.lastPathComponent):\n\(text)")
            let spec = try XCTUnwrap(result.spec, file.lastPathComponent)
            XCTAssertTrue(modules.insert(spec.module.value).inserted, "module \(spec.module.value) used twice")
            XCTAssertEqual(spec.module.value + ".yaml", file.lastPathComponent)
        }
    }

    func testEveryCallActionHasSuccessAndFailureScenarios() throws {
        for file in FixturePaths.files(in: FixturePaths.specs) {
            let spec = try XCTUnwrap(SpecLoader.load(contentsOf: file.path).spec, file.lastPathComponent)
            for screen in spec.screens {
                for action in screen.actions where action.call != nil {
                    let scenarios = screen.scenarios.filter { $0.steps.first?.when.action.value == action.name.value }
                    let failing = scenarios.filter { scenario in
                        scenario.stubs.contains { if case .throws = $0.outcome { return true } else { return false } }
                    }
                    XCTAssertFalse(failing.isEmpty, "\(screen.name.value).\(action.name.value) has no failure scenario")
                    XCTAssertGreaterThan(
                        scenarios.count, failing.count,
                        "\(screen.name.value).\(action.name.value) has no success scenario")
                }
            }
        }
    }
}
