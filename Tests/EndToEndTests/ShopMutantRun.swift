import Foundation
import ScreenGen
import XCTest

extension XCTestCase {
    /// Builds each mutation of the Shop module's generated code as a module of its own, with the
    /// unchanged generated tests, and asserts that at least one test fails for each (and, where the
    /// mutation says so, that a failure message names what differs).
    func assertGeneratedTestsCatch(_ mutations: [ViewModelMutation], style: String) throws {
        let generated = try GeneratedModules.render(style: style)
        let shop = try XCTUnwrap(generated.modules.first { $0.name == "Shop" })
        var mutants: [ScratchPackage.Module] = []
        for (index, mutation) in mutations.enumerated() {
            let name = "ShopMutant\(index + 1)"
            let original = try XCTUnwrap(shop.sources[mutation.file], "no generated \(mutation.file)")
            XCTAssertTrue(
                original.contains(mutation.find), "mutation '\(mutation.name)' no longer applies to \(mutation.file)")
            var sources = shop.sources
            sources[mutation.file] = original.replacingOccurrences(of: mutation.find, with: mutation.replace)
            let tests = shop.tests.mapValues {
                $0.replacingOccurrences(of: "@testable import Shop\n", with: "@testable import \(name)\n")
                    .replacingOccurrences(of: " = Shop.", with: " = \(name).")
            }
            mutants.append(
                ScratchPackage.Module(
                    name: name, sources: sources, tests: tests, testDependencies: shop.testDependencies))
        }
        let directory = EndToEndPaths.scratch.appendingPathComponent("\(style)-mutants")
        try ScratchPackage(directory: directory, modules: mutants, warningsAsErrors: false).write()
        let run = SwiftPMRun(package: directory)
        let build = try run.buildTests()
        XCTAssertEqual(
            build.status, 0,
            "the mutants must compile (a mutant that does not build proves nothing):\n\(build.text.suffix(4000))")
        guard build.status == 0 else { return }

        var report: [String] = []
        for (index, mutation) in mutations.enumerated() {
            let test = try run.test(filter: "ShopMutant\(index + 1)Tests")
            let summary = try XCTUnwrap(TestSummary(parsing: test.text), "no summary for '\(mutation.name)'")
            let failed = TestSummary.failedTests(in: test.text)
            XCTAssertGreaterThan(summary.failures, 0, "no generated test caught the mutant '\(mutation.name)'")
            if !mutation.failureMentions.isEmpty {
                let messages = test.text.split(separator: "\n").filter { $0.contains("XCTAssert") }
                XCTAssertTrue(
                    messages.contains { line in mutation.failureMentions.allSatisfy { line.contains($0) } },
                    "no failure of '\(mutation.name)' names \(mutation.failureMentions):\n\(messages.joined(separator: "\n"))"
                )
            }
            report.append(
                "\(mutation.name): caught by \(failed.count) of \(summary.executed) tests (\(failed.joined(separator: ", ")))"
            )
        }
        print("\(style) mutants:\n" + report.joined(separator: "\n"))
    }
}
