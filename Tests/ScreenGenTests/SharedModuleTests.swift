import FixtureSupport
import Foundation
import XCTest

@testable import ScreenGen

/// Several specs rendered into one module (what the build plugin does with the specs of one target) get
/// the files a style writes once per module (`each: module`, e.g. the shared test helpers) only once.
final class SharedModuleTests: XCTestCase {
    func testSpecsSharingAModuleGetPerModuleFilesOnce() throws {
        // Without the rule both specs would bring them: ShopTestSupport.swift and CounterTestSupport.swift.
        XCTAssertEqual(try perModulePaths(style: "mvvm", includingModuleFiles: true).count, 1)
        let actions = try perModulePaths(style: "actions", includingModuleFiles: true)
        XCTAssertEqual(actions.filter { $0.hasSuffix("TestSupport.swift") }.count, 1, "\(actions)")
        XCTAssertEqual(actions.filter { $0.hasSuffix("MissingDependencyError.swift") }.count, 1, "\(actions)")
    }

    func testPerModuleFilesCanBeLeftOut() throws {
        XCTAssertEqual(try perModulePaths(style: "mvvm", includingModuleFiles: false), [])
    }

    /// Paths of per-module files a run over Shop and Counter, both into module `App`, would create.
    private func perModulePaths(style: String, includingModuleFiles: Bool) throws -> [String] {
        let output = try TemporaryFolder(self, name: "shared-module").file("out")
        let specs = ["Shop", "Counter"].map { RepositorySpecs.root.appending(path: "specs/\($0).yaml").path }
        var request = GenerationRequest(specPaths: specs, styles: [style], output: output)
        request.moduleOverride = "App"
        request.includesModuleFiles = includingModuleFiles
        let run = GenerationRun.prepare(request)
        XCTAssertFalse(run.inputs.hasErrors, "\(run.diagnostics.map(\.message))")
        let created = run.plan.changes.compactMap { change -> String? in
            if case .create(let file) = change { return file.path }
            return nil
        }
        XCTAssertFalse(created.isEmpty, "the run plans no files")
        let shared = ["TestSupport.swift", "MissingDependencyError.swift"]
        return created.filter { path in shared.contains { path.hasSuffix($0) } }
    }
}
