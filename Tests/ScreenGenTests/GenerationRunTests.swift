import Foundation
import ScreenGen
import XCTest

/// The main job over every spec in specs/, both styles, in a temporary folder.
final class GenerationRunTests: XCTestCase {
    private var output: URL!

    override func setUpWithError() throws {
        output = FileManager.default.temporaryDirectory.appendingPathComponent("generation-run-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: output)
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

    func testAnEditedGeneratedFileIsStaleAndAnExtraOneIsRemoved() throws {
        try GenerationRun.prepare(try request()).apply()
        let edited = output.appendingPathComponent("Sources/mvvm/Shop/ItemListViewModel.swift")
        try (String(contentsOf: edited, encoding: .utf8) + "// edited\n").write(
            to: edited, atomically: true, encoding: .utf8)
        let orphan = output.appendingPathComponent("Sources/mvvm/Shop/Gone.swift")
        let header = GeneratedFileHeader.line(specFile: try request().specPaths.first { $0.hasSuffix("Shop.yaml") }!)
        try (header + "\n").write(to: orphan, atomically: true, encoding: .utf8)
        let foreign = output.appendingPathComponent("Sources/mvvm/Shop/Mine.swift")
        try "// not generated\n".write(to: foreign, atomically: true, encoding: .utf8)

        let run = GenerationRun.prepare(try request())
        XCTAssertEqual(run.plan.summaryLines, ["update \(edited.path)", "remove \(orphan.path)"])
        try run.apply()
        XCTAssertFalse(FileManager.default.fileExists(atPath: orphan.path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: foreign.path))
    }
}
