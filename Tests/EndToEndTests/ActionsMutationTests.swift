import Foundation
import ScreenGen
import ScreenSpec
import XCTest

/// Do the Actions style's generated tests catch broken screen behaviour? Each mutant is
/// `ItemListScreen.load()` (specs/Shop.yaml) with one plausible bug; the generated `ItemListScreenTests`
/// must fail for every one of them.
final class ActionsMutationTests: XCTestCase {
    struct Mutant: Sendable {
        var name: String
        /// Words one failure message must contain (the property that differs and both its values).
        var failureMentions: [String] = []
        var mutate: @Sendable (String) -> String
    }

    static let mutants: [Mutant] = [
        Mutant(name: "busy flag never reset") {
            $0.replacingOccurrences(of: "state.isLoading = false", with: "state.isLoading = true")
        },
        Mutant(name: "busy flag never set") {
            $0.replacingOccurrences(of: "        state.isLoading = true\n", with: "")
        },
        Mutant(name: "success and failure swapped") { body in
            body.replacingOccurrences(
                of: "state.items = result\n            state.errorMessage = nil",
                with: "state.errorMessage = String(describing: result)"
            ).replacingOccurrences(
                of: "state.errorMessage = error.localizedDescription",
                with: "state.items = []\n            state.errorMessage = nil")
        },
        Mutant(name: "dependency called twice") {
            $0.replacingOccurrences(
                of: "let result = try await itemServiceFetchItems()",
                with:
                    "_ = try await itemServiceFetchItems()\n            let result = try await itemServiceFetchItems()")
        },
        Mutant(name: "cancellation reported as an error") { body in
            guard
                let start = body.range(
                    of:
                        "} catch let error where error is CancellationError || (error as? URLError)?.code == .cancelled {"
                ),
                let end = body.range(of: "} catch {", range: start.upperBound..<body.endIndex)
            else { return body }
            return body.replacingCharacters(in: start.lowerBound..<end.lowerBound, with: "")
        },
        Mutant(
            name: "success changes a property the spec did not mention",
            failureMentions: ["sortOrder", "price", "newest"]
        ) {
            $0.replacingOccurrences(
                of: "state.items = result\n", with: "state.items = result\n            state.sortOrder = .price\n")
        },
        Mutant(name: "skipIf ignored") {
            $0.replacingOccurrences(of: "        if state.isLoading { return }\n", with: "")
        },
    ]

    func test_generatedScreenTestsCatchEveryMutant() throws {
        let spec = try GeneratedModules.load("specs/Shop.yaml")
        let style = try XCTUnwrap(try StyleCatalog.builtin()["actions"])
        var module = ScratchPackage.Module(
            name: spec.module.value, sources: [:], tests: [:], testDependencies: ["ViewInspector"])
        for file in try Generator.render(spec: spec, style: style) {
            switch file.kind {
            case .source, .scaffold: module.sources[file.path] = file.contents
            case .test, .testSupport: module.tests[file.path] = file.contents
            }
        }
        let original = try XCTUnwrap(module.sources["ItemListScreen.swift"])
        let load = try XCTUnwrap(Self.function("load", in: original), "no load() in ItemListScreen.swift")
        let directory = EndToEndPaths.scratch.appendingPathComponent("actions-mutants")
        let run = SwiftPMRun(package: directory)

        for mutant in Self.mutants {
            let mutated = mutant.mutate(String(original[load]))
            XCTAssertNotEqual(
                mutated, String(original[load]), "mutant '\(mutant.name)' changes nothing: the generated code moved")
            var broken = module
            broken.sources["ItemListScreen.swift"] = original.replacingCharacters(in: load, with: mutated)
            try ScratchPackage(directory: directory, modules: [broken], warningsAsErrors: false).write()

            let build = try run.buildTests()
            XCTAssertEqual(build.status, 0, "mutant '\(mutant.name)' does not build:\n\(build.text.suffix(3000))")
            guard build.status == 0 else { continue }
            let test = try run.test(filter: "ItemListScreenTests")
            let summary = try XCTUnwrap(
                TestSummary(parsing: test.text), "no XCTest summary:\n\(test.text.suffix(2000))")
            let caughtBy = Set(TestSummary.failedTests(in: test.text)).sorted()
            XCTAssertGreaterThan(summary.failures, 0, "no generated test caught the mutant '\(mutant.name)'")
            if !mutant.failureMentions.isEmpty {
                // An unexpected change names the property and both values: XCTest prints
                // `XCTAssertEqual failed: ("price") is not equal to ("newest") - sortOrder`.
                let messages = test.text.split(separator: "\n").filter { $0.contains("XCTAssert") }
                XCTAssertTrue(
                    messages.contains { line in mutant.failureMentions.allSatisfy { line.contains($0) } },
                    "no failure of '\(mutant.name)' names \(mutant.failureMentions):\n\(messages.joined(separator: "\n"))"
                )
            }
            print("mutant '\(mutant.name)': caught by \(caughtBy.count) of \(summary.executed) tests: \(caughtBy)")
        }
    }

    /// The range of `func <name>(...) async {` ... its closing brace at the same indentation.
    static func function(_ name: String, in source: String) -> Range<String.Index>? {
        guard let start = source.range(of: "    func \(name)("),
            let end = source.range(of: "\n    }\n", range: start.upperBound..<source.endIndex)
        else { return nil }
        return start.lowerBound..<end.upperBound
    }
}
