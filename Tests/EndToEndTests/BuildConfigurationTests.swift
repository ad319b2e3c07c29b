import Foundation
import XCTest

/// The build settings the end-to-end tests build generated code under: what each configuration sets,
/// that the scratch package's manifest applies exactly that, and that docs/styles.md says so.
final class BuildConfigurationTests: XCTestCase {
    func test_theFourConfigurations_andTheirSettings() {
        let xcode26 = [
            ".defaultIsolation(MainActor.self)", ".enableUpcomingFeature(\"NonisolatedNonsendingByDefault\")",
            ".enableUpcomingFeature(\"InferIsolatedConformances\")",
        ]
        let swift5 = [".swiftLanguageMode(.v5)", ".enableUpcomingFeature(\"StrictConcurrency\")"]
        let expected: [(name: String, app: [String], tests: [String])] = [
            ("swift6", [], []),
            ("xcode26-app", xcode26, []),
            ("xcode26-app-and-tests", xcode26, xcode26),
            ("swift5-strict", swift5, swift5),
        ]
        XCTAssertEqual(BuildConfiguration.all.map(\.name), expected.map(\.name))
        for (configuration, expected) in zip(BuildConfiguration.all, expected) {
            XCTAssertEqual(configuration.appSettings, expected.app, configuration.name)
            XCTAssertEqual(configuration.testSettings, expected.tests, configuration.name)
        }
    }

    func test_manifest_givesTheAppAndTestTargetsTheirConfigurationsSettings_andTheStubsNone() {
        let module = ScratchPackage.Module(name: "Shop", sources: [:], tests: [:])
        for configuration in BuildConfiguration.all {
            let package = ScratchPackage(
                directory: URL(fileURLWithPath: "/unused"), modules: [module], configuration: configuration)
            let manifest = package.manifest(stubTargets: ["SwiftUI"])
            let flags = ".unsafeFlags([\"-warnings-as-errors\"])"
            XCTAssertTrue(manifest.contains("let stubSettings: [SwiftSetting] = [\(flags)]\n"), manifest)
            let app = ([flags] + configuration.appSettings).joined(separator: ", ")
            XCTAssertTrue(manifest.contains("let appSettings: [SwiftSetting] = [\(app)]\n"), manifest)
            let tests = ([flags] + configuration.testSettings).joined(separator: ", ")
            XCTAssertTrue(manifest.contains("let testSettings: [SwiftSetting] = [\(tests)]\n"), manifest)
            XCTAssertTrue(
                manifest.contains(".target(name: \"Shop\", dependencies: [\"SwiftUI\"], swiftSettings: appSettings)"))
            XCTAssertTrue(
                manifest.contains(
                    ".testTarget(name: \"ShopTests\", dependencies: [\"Shop\"], swiftSettings: testSettings)"))
            XCTAssertTrue(
                manifest.contains(".target(name: \"SwiftUI\", dependencies: [], swiftSettings: stubSettings)"))
        }
    }

    /// docs/styles.md has a row per configuration naming it and every setting it gives each target.
    func test_docs_listEveryConfigurationWithItsSettings() throws {
        let docs = try String(
            contentsOf: EndToEndPaths.repository.appendingPathComponent("docs/styles.md"), encoding: .utf8)
        let rows = docs.split(separator: "\n").filter { $0.hasPrefix("| `") }
        for configuration in BuildConfiguration.all {
            let row = try XCTUnwrap(
                rows.first { $0.hasPrefix("| `\(configuration.name)` |") },
                "docs/styles.md has no row for \(configuration.name)")
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            XCTAssertEqual(cells.count, 4, "name | app target | test target: \(row)")
            guard cells.count == 4 else { continue }
            for (cell, settings) in [(cells[2], configuration.appSettings), (cells[3], configuration.testSettings)] {
                let listed =
                    cell == "—"
                    ? []
                    : cell.components(separatedBy: "`, `").map {
                        $0.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
                    }
                XCTAssertEqual(listed, settings, "docs/styles.md, row \(configuration.name)")
            }
        }
    }
}
