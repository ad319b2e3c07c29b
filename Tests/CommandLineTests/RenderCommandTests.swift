import FixtureSupport
import Foundation
import XCTest

/// `generate render` reproduces the Mustache spec's expected text when given each test's template,
/// data and partials as files — the path a template author takes.
final class RenderCommandTests: XCTestCase {
    func testRenderReproducesTheMustacheSpecFromFiles() throws {
        let tool = try GenerateTool()
        let folder = Repository.conformance.appendingPathComponent("mustache")
        let modules = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".json") && $0 != "~lambdas.json" }.sorted()
        XCTAssertEqual(modules.count, 8, "conformance suite not found at \(folder.path)")
        let scratch = try TemporaryFolder(self, name: "render").url.appendingPathComponent("scratch")

        var passed = 0
        var failures: [String] = []
        for module in modules {
            let suite = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent(module)))
            let tests = try XCTUnwrap((suite as? [String: Any])?["tests"] as? [[String: Any]])
            for (index, test) in tests.enumerated() {
                let directory = scratch.appendingPathComponent("\(module)-\(index)")
                let partials = directory.appendingPathComponent("partials")
                try FileManager.default.createDirectory(at: partials, withIntermediateDirectories: true)
                let template = directory.appendingPathComponent("template.mustache")
                try Data((test["template"] as? String ?? "").utf8).write(to: template)
                let data = try JSONSerialization.data(
                    withJSONObject: test["data"] ?? NSNull(), options: .fragmentsAllowed)
                let context = directory.appendingPathComponent("data.json")
                try data.write(to: context)
                for (name, text) in test["partials"] as? [String: String] ?? [:] {
                    try Data(text.utf8).write(to: partials.appendingPathComponent(name + ".mustache"))
                }
                let result = try tool.run([
                    "render", template.path, "--context", context.path, "--partials", partials.path,
                ])
                if result.status == 0 && result.output == test["expected"] as? String {
                    passed += 1
                } else {
                    failures.append("\(module) '\(test["name"] ?? "")': status \(result.status) \(result.errors)")
                }
            }
        }
        print("generate render over the Mustache spec: \(passed) passed, \(failures.count) failed")
        XCTAssertEqual(failures, [])
        XCTAssertEqual(passed, 184)  // 136 required + 27 inheritance + 21 dynamic names
    }
}
