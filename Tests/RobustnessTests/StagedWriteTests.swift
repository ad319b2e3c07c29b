import FixtureSupport
import Foundation
import ScreenGen
import XCTest

/// A run compares and stages each file as it renders (`StagingArea`, docs/architecture.md "Output safety"):
/// an error found after that still leaves the output folders as they were, and a killed run's staging
/// folder is removed by the next run.
final class StagedWriteTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder(self, name: "staged")
        try folder.write("Shop.yaml", TwoScreenSpec.yaml("Home", "Detail"))
        // A style whose second screen output fails on every screen, after the first has rendered (and staged).
        try folder.write(
            "styles/plain/style.yaml",
            """
            outputs:
              - template: Good.swift.mustache
                path: "{{screen.name}}Good.swift"
                each: screen
                kind: source
              - template: Bad.swift.mustache
                path: "{{screen.name}}Bad.swift"
                each: screen
                kind: source

            """)
        try folder.write("styles/plain/Good.swift.mustache", "// {{screen.name}}\n")
        try folder.write("styles/plain/Bad.swift.mustache", "// {{screen.noSuchKey}}\n")
    }

    private func request(style: String, into output: String = "out") -> GenerationRequest {
        GenerationRequest(
            specPaths: [folder.file("Shop.yaml")], styles: [style], output: folder.file(output),
            templatesDirectory: folder.file("styles"))
    }

    private func errors(_ run: GenerationRun) -> [String] {
        run.diagnostics.filter { $0.severity == .error }.map(\.message)
    }

    func testATemplateErrorLeavesNoOutputFolderBehind() throws {
        let before = folder.listing()
        let run = GenerationRun.prepare(request(style: "plain"))
        XCTAssertEqual(errors(run).count, 1, "\(errors(run))")
        XCTAssertTrue(run.plan.isEmpty)
        XCTAssertEqual(folder.listing(), before)
    }

    func testATemplateErrorLeavesAnExistingOutputFolderAsItWas() throws {
        try folder.write("out/Existing.swift", "keep\n")
        let run = GenerationRun.prepare(request(style: "plain"))
        XCTAssertEqual(errors(run).count, 1, "\(errors(run))")
        XCTAssertEqual(TemporaryFolder.listing(of: folder.file("out")), ["Existing.swift"])
    }

    /// The plan finds the user's file after every other file was staged: nothing staged stays.
    func testAnOwnershipErrorRemovesWhatWasStaged() throws {
        var good = request(style: "mvvm", into: "probe")
        good.kinds = [.source]
        let probe = GenerationRun.prepare(good)
        XCTAssertEqual(errors(probe), [])
        try probe.apply()
        let names = TemporaryFolder.listing(of: folder.file("probe")).filter { $0.hasSuffix(".swift") }
        let victim = try XCTUnwrap(names.first)
        try folder.write("out/" + victim, "// the user's own file\n")

        var clashing = request(style: "mvvm")
        clashing.kinds = [.source]
        let run = GenerationRun.prepare(clashing)
        XCTAssertEqual(errors(run).count, 1, "\(errors(run))")
        XCTAssertTrue(errors(run).first?.hasPrefix("refusing to overwrite") ?? false, "\(errors(run))")
        XCTAssertEqual(TemporaryFolder.listing(of: folder.file("out")), [victim])
        XCTAssertEqual(folder.read("out/" + victim), "// the user's own file\n")
    }

    /// Under the output lock no other run is staging: every staging folder but the run's own is a killed
    /// run's, whether its process id is free now or names a live process that took it since.
    func testAKilledRunsStagingFolderIsRemovedByTheNextRun() throws {
        let gone = try deadProcessID()
        let reused = getppid()  // alive, and no ScreenGen run: as if it had the killed run's pid now
        try folder.write("out/.screengen-staging-\(gone)/.1.screengen-\(gone).tmp", "half")
        try folder.write("out/.screengen-staging-\(reused)/.1.screengen-\(reused).tmp", "half")
        var sources = request(style: "mvvm")
        sources.kinds = [.source]
        let run = GenerationRun.prepare(sources)
        XCTAssertEqual(errors(run), [])
        try run.apply()
        let listing = TemporaryFolder.listing(of: folder.file("out"))
        XCTAssertFalse(listing.contains { $0.contains("staging") }, "\(listing)")
        XCTAssertTrue(listing.contains("HomeViewModel.swift"), "\(listing)")
    }

    private func deadProcessID() throws -> pid_t {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }
}
