import FixtureSupport
import Foundation
import ScreenGen
import XCTest

/// The main job over every spec in specs/, both styles, in a temporary folder.
final class GenerationRunTests: XCTestCase {
    private var output: URL!

    override func setUpWithError() throws {
        output = try TemporaryFolder(self, name: "generation-run").url
    }

    private func request() throws -> GenerationRequest {
        let specs = try FileManager.default.contentsOfDirectory(
            at: RepositorySpecs.root.appendingPathComponent("specs"), includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "yaml" }.map(\.path).sorted()
        XCTAssertGreaterThanOrEqual(specs.count, 5)
        return GenerationRequest(
            specPaths: specs, styles: ["mvvm", "actions"], output: output.appendingPathComponent("Sources").path,
            testsOutput: output.appendingPathComponent("Tests").path)
    }

    func testSeveralModulesAndStylesGetOneFolderEachAndNothingCollides() throws {
        let run = GenerationRun.prepare(try request())
        XCTAssertEqual(run.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        let paths = run.plan.summaryLines
        XCTAssertTrue(paths.contains { $0.hasSuffix("/Sources/mvvm/Shop/ItemListViewModel.swift") }, "\(paths)")
        XCTAssertTrue(paths.contains { $0.hasSuffix("/Sources/actions/Counter/CounterScreen.swift") }, "\(paths)")
        XCTAssertTrue(paths.allSatisfy { $0.hasPrefix("create ") })
    }

    func testASecondRunWithNothingChangedWritesNothing() throws {
        try GenerationRun.prepare(try request()).apply()
        let probe = output.appendingPathComponent("Sources/mvvm/Shop/ItemListViewModel.swift").path
        let before = try FileManager.default.attributesOfItem(atPath: probe)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.05)

        let second = GenerationRun.prepare(try request())
        XCTAssertEqual(second.plan.changes, [])
        XCTAssertGreaterThan(second.plan.unchanged.count, 100)
        try second.apply()

        let after = try FileManager.default.attributesOfItem(atPath: probe)[.modificationDate] as? Date
        XCTAssertNotNil(before)
        XCTAssertEqual(before, after)
    }

    /// Only files the output folder's manifest records are removed: a recorded file the specs no longer
    /// produce goes, an unrecorded one stays even when it carries the header (docs/architecture.md).
    func testAnEditedGeneratedFileIsStaleAndAnExtraRecordedOneIsRemoved() throws {
        try GenerationRun.prepare(try request()).apply()
        let edited = output.appendingPathComponent("Sources/mvvm/Shop/ItemListViewModel.swift")
        try (String(contentsOf: edited, encoding: .utf8) + "// edited\n").write(
            to: edited, atomically: true, encoding: .utf8)
        let header = String(try String(contentsOf: edited, encoding: .utf8).prefix { $0 != "\n" })
        XCTAssertTrue(header.hasPrefix(GeneratedFileHeader.prefix) && header.hasSuffix("Shop.yaml. Do not edit."))
        // A screen the spec no longer has: its file, and its line in the manifest.
        let orphan = output.appendingPathComponent("Sources/mvvm/Shop/Gone.swift")
        try (header + "\n").write(to: orphan, atomically: true, encoding: .utf8)
        let manifest = output.appendingPathComponent("Sources/mvvm/.screengen-manifest")
        let recorded = try String(contentsOf: manifest, encoding: .utf8)
        let line = try XCTUnwrap(
            recorded.split(separator: "\n").first { $0.hasSuffix("\tShop/ItemListViewModel.swift") })
        try (recorded + line.replacingOccurrences(of: "ItemListViewModel.swift", with: "Gone.swift") + "\n").write(
            to: manifest, atomically: true, encoding: .utf8)
        let unrecorded = output.appendingPathComponent("Sources/mvvm/Shop/Planted.swift")
        try (header + "\n").write(to: unrecorded, atomically: true, encoding: .utf8)
        let foreign = output.appendingPathComponent("Sources/mvvm/Shop/Mine.swift")
        try "// not generated\n".write(to: foreign, atomically: true, encoding: .utf8)

        let run = GenerationRun.prepare(try request())
        XCTAssertEqual(run.plan.summaryLines, ["update \(edited.path)", "remove \(orphan.path)"])
        try run.apply()
        XCTAssertFalse(FileManager.default.fileExists(atPath: orphan.path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: unrecorded.path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: foreign.path))
        XCTAssertFalse(try String(contentsOf: manifest, encoding: .utf8).contains("Gone.swift"))
    }
}
