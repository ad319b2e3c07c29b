import Diagnostics
import FixtureSupport
import Foundation
import XCTest

@testable import ScreenGen

/// The writer's promises: writes land only inside the roots, stale removal only touches
/// the generator's own files, and nothing is written when a plan is refused.
final class IncrementalWriterSafetyTests: XCTestCase {
    private func header(_ spec: String) -> String { GeneratedFileHeader.line(specFile: spec) + "\n" }

    private func owner(_ spec: String) -> SpecOwner { SpecOwner(specFile: spec, module: "Shop", style: "mvvm") }

    private func generated(_ path: String, spec: String = "Shop.yaml", body: String = "struct A {}\n") -> OutputFile {
        OutputFile(path: path, contents: header(spec) + body, owner: owner(spec))
    }

    private func planned(
        _ writer: IncrementalWriter, _ files: [OutputFile], specs: Set<String> = ["Shop.yaml"]
    ) throws(Diagnostic) -> WritePlan {
        try writer.plan(files, owners: Set(specs.map(owner)))
    }

    private func run(_ writer: IncrementalWriter, _ files: [OutputFile], specs: Set<String> = ["Shop.yaml"]) throws {
        try writer.apply(try planned(writer, files, specs: specs))
    }

    private func assertRefused(
        _ writer: IncrementalWriter, _ files: [OutputFile], containing text: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        do {
            let plan = try planned(writer, files)
            XCTFail("expected the plan to be refused, got \(plan.summaryLines)", file: file, line: line)
        } catch {
            XCTAssertTrue(error.message.contains(text), "message: \(error.message)", file: file, line: line)
        }
    }

    func testCreatesThenLeavesUnchangedFilesAlone() throws {
        let out = try TemporaryFolder(self)
        let writer = IncrementalWriter(roots: [out.path])
        let files = [generated(out.file("A.swift")), generated(out.file("sub/B.swift"))]
        try run(writer, files)
        XCTAssertEqual(out.listing(), [".screengen-manifest", "A.swift", "sub", "sub/B.swift"])
        let manifest = out.read(".screengen-manifest")
        let before = try FileManager.default.attributesOfItem(atPath: out.file("A.swift"))[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.02)
        let again = try planned(writer, files)
        XCTAssertTrue(again.isEmpty, "\(again.summaryLines)")
        XCTAssertEqual(again.manifests, [], "a no-op run rewrites no manifest")
        XCTAssertEqual(again.unchanged.count, 2)
        try writer.apply(again)
        let after = try FileManager.default.attributesOfItem(atPath: out.file("A.swift"))[.modificationDate] as? Date
        XCTAssertEqual(before, after)
        XCTAssertEqual(out.read(".screengen-manifest"), manifest)
    }

    func testUpdatesOnlyChangedFiles() throws {
        let out = try TemporaryFolder(self)
        let writer = IncrementalWriter(roots: [out.path])
        try run(writer, [generated(out.file("A.swift")), generated(out.file("B.swift"))])
        let plan = try planned(
            writer, [generated(out.file("A.swift"), body: "struct A2 {}\n"), generated(out.file("B.swift"))])
        XCTAssertEqual(plan.summaryLines, ["update \(out.file("A.swift"))"])
        try writer.apply(plan)
        XCTAssertEqual(out.read("A.swift"), header("Shop.yaml") + "struct A2 {}\n")
    }

    func testRefusesPathsThatLeaveTheRoot() throws {
        let base = try TemporaryFolder(self)
        try FileManager.default.createDirectory(atPath: base.file("out"), withIntermediateDirectories: true)
        let writer = IncrementalWriter(roots: [base.file("out")])
        for path in [
            base.file("out/../escaped.swift"), base.file("out/a/../../escaped.swift"), base.file("escaped.swift"),
            base.file("out2/escaped.swift"), base.file("out"), "/etc/escaped.swift", "escaped.swift",
        ] {
            assertRefused(writer, [generated(path)], containing: "outside the output folders")
        }
        XCTAssertEqual(base.listing(), ["out"])
    }

    func testRefusesToFollowALinkOutOfTheRoot() throws {
        let base = try TemporaryFolder(self)
        try base.write("outside/keep.txt", "x")
        try base.write("out/.keep", "")
        try FileManager.default.createSymbolicLink(
            atPath: base.file("out/link"), withDestinationPath: base.file("outside"))
        try FileManager.default.createSymbolicLink(
            atPath: base.file("out/File.swift"), withDestinationPath: base.file("outside/keep.txt"))
        let writer = IncrementalWriter(roots: [base.file("out")])
        // A new file under a linked folder, and an existing link to a file outside: both named.
        let linkedFolder = "'\(base.file("out/link"))' is a link inside the output folder"
        assertRefused(writer, [generated(base.file("out/link/New.swift"))], containing: linkedFolder)
        assertRefused(writer, [generated(base.file("out/link/deeper/New.swift"))], containing: linkedFolder)
        assertRefused(
            writer, [generated(base.file("out/File.swift"))],
            containing: "'\(base.file("out/File.swift"))' is a link inside the output folder")
        XCTAssertEqual(TemporaryFolder.listing(of: base.file("outside")), ["keep.txt"])
        XCTAssertEqual(base.read("outside/keep.txt"), "x")
    }

    func testALinkedRootIsTheFolderItPointsTo() throws {
        let base = try TemporaryFolder(self)
        try FileManager.default.createDirectory(atPath: base.file("real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: base.file("alias"), withDestinationPath: base.file("real"))
        let writer = IncrementalWriter(roots: [base.file("alias")])
        try run(writer, [generated(base.file("alias/new/A.swift"))])
        XCTAssertNotNil(base.read("real/new/A.swift"))
    }

    func testRefusesTwoFilesWithOnePath() throws {
        let out = try TemporaryFolder(self)
        let writer = IncrementalWriter(roots: [out.path])
        assertRefused(
            writer, [generated(out.file("A.swift")), generated(out.file("x/../A.swift"))], containing: "same path")
        XCTAssertEqual(out.listing(), [])
    }

    func testScaffoldsAreWrittenOnlyWhenAbsent() throws {
        let out = try TemporaryFolder(self)
        try out.write("Mine.swift", "// the user's code\n")
        let writer = IncrementalWriter(roots: [out.path])
        try run(
            writer,
            [
                OutputFile(path: out.file("Mine.swift"), contents: "// scaffold\n", isScaffold: true),
                OutputFile(path: out.file("New.swift"), contents: "// scaffold\n", isScaffold: true),
            ])
        XCTAssertEqual(out.read("Mine.swift"), "// the user's code\n")
        XCTAssertEqual(out.read("New.swift"), "// scaffold\n")
    }

    func testAnAtomicWriteLeavesNoTemporaryFile() throws {
        let out = try TemporaryFolder(self)
        try out.write("A.swift", "old\n")
        try IncrementalWriter.writeAtomically("new\n", to: out.file("A.swift"))
        XCTAssertEqual(out.read("A.swift"), "new\n")
        XCTAssertEqual(out.listing(), ["A.swift"])
    }

    func testAFailedWriteIsADiagnosticAndLeavesNothingBehind() throws {
        let out = try TemporaryFolder(self)
        try FileManager.default.createDirectory(atPath: out.file("A.swift"), withIntermediateDirectories: true)
        try out.write("A.swift/inside.txt", "x")
        try out.write("blocker", "a file where a folder should be")
        XCTAssertThrowsError(try IncrementalWriter.writeAtomically("new\n", to: out.file("A.swift")))
        XCTAssertThrowsError(try IncrementalWriter.writeAtomically("new\n", to: out.file("blocker/B.swift")))
        XCTAssertEqual(out.listing(), ["A.swift", "A.swift/inside.txt", "blocker"])
    }

    func testAPlantedTemporaryLinkIsNotFollowed() throws {
        let base = try TemporaryFolder(self)
        try base.write("outside/victim.txt", "precious")
        try base.write("out/A.swift", "old\n")
        try FileManager.default.createSymbolicLink(
            atPath: base.file("out/.A.swift.screengen-\(getpid()).tmp"),
            withDestinationPath: base.file("outside/victim.txt"))
        try IncrementalWriter.writeAtomically("new\n", to: base.file("out/A.swift"))
        XCTAssertEqual(base.read("outside/victim.txt"), "precious")
        XCTAssertEqual(base.read("out/A.swift"), "new\n")
        XCTAssertEqual(TemporaryFolder.listing(of: base.file("out")), ["A.swift"])
    }

    func testRemovesOnlyTheFilesItsManifestRecordsForTheSpec() throws {
        let out = try TemporaryFolder(self)
        let writer = IncrementalWriter(roots: [out.path])
        try run(
            writer,
            [
                generated(out.file("Kept.swift")), generated(out.file("Stale.swift")),
                generated(out.file("deep/Stale.swift")),
            ])
        // Not recorded: the user's, whatever their first line says (and not listed: no folder walk).
        try out.write("deep/Mine.swift", header("Shop.yaml"))
        try out.write("Handwritten.swift", "// Generated by ScreenGen from Shop.yaml. Edited!\n")
        try out.write("Notes.txt", header("Shop.yaml"))
        let plan = try planned(writer, [generated(out.file("Kept.swift"))])
        XCTAssertEqual(
            plan.summaryLines, ["remove \(out.file("Stale.swift"))", "remove \(out.file("deep/Stale.swift"))"].sorted())
        try writer.apply(plan)
        XCTAssertEqual(
            out.listing(),
            [".screengen-manifest", "Handwritten.swift", "Kept.swift", "Notes.txt", "deep", "deep/Mine.swift"])
        XCTAssertFalse(out.read(".screengen-manifest")!.contains("Stale.swift"))
    }

    /// Output of the version before manifests: the run adopts files whose header names its spec (however the
    /// spec path was spelled), and removes such files it no longer produces in the folders it writes to.
    func testAdoptsTheOutputOfAVersionWithoutManifests() throws {
        let out = try TemporaryFolder(self)
        try out.write("A.swift", header("./Shop.yaml") + "struct Old {}\n")
        try out.write("Stale.swift", header("Shop.yaml"))
        try out.write("OtherSpec.swift", header("Other.yaml"))
        try out.write("SecondLine.swift", "import Foundation\n" + header("Shop.yaml"))
        try out.write("deep/Stale.swift", header("Shop.yaml"))
        let writer = IncrementalWriter(roots: [out.path])
        let plan = try planned(writer, [generated(out.file("A.swift"))])
        XCTAssertEqual(plan.summaryLines, ["update \(out.file("A.swift"))", "remove \(out.file("Stale.swift"))"])
        try writer.apply(plan)
        XCTAssertEqual(
            out.listing(),
            [".screengen-manifest", "A.swift", "OtherSpec.swift", "SecondLine.swift", "deep", "deep/Stale.swift"])
    }

    func testRefusesToOverwriteAFileItDidNotGenerate() throws {
        let out = try TemporaryFolder(self)
        try out.write("A.swift", "// the user's A\n")
        try out.write("B.swift", header("Other.yaml"))
        let writer = IncrementalWriter(roots: [out.path])
        assertRefused(
            writer, [generated(out.file("A.swift"))], containing: "refusing to overwrite '\(out.file("A.swift"))'")
        assertRefused(
            writer, [generated(out.file("B.swift"))], containing: "refusing to overwrite '\(out.file("B.swift"))'")
        XCTAssertEqual(out.read("A.swift"), "// the user's A\n")
        // The same bytes are adopted: nothing to overwrite.
        try out.write("C.swift", header("Shop.yaml") + "struct A {}\n")
        try run(writer, [generated(out.file("C.swift"))])
        XCTAssertTrue(out.read(".screengen-manifest")!.contains("\tC.swift\n"))
    }

    /// Two specs of the same file name (in different folders) into one output folder: each keeps its files.
    func testTwoSpecsIntoOneFolderKeepEachOthersFiles() throws {
        let base = try TemporaryFolder(self)
        try base.write("one/Shop.yaml", "")
        try base.write("two/Shop.yaml", "")
        let (one, two) = (base.file("one/Shop.yaml"), base.file("two/Shop.yaml"))
        let writer = IncrementalWriter(roots: [base.file("out")])
        try run(
            writer, [generated(base.file("out/A.swift"), spec: one), generated(base.file("out/B.swift"), spec: one)],
            specs: [one])
        try run(writer, [generated(base.file("out/C.swift"), spec: two)], specs: [two])
        // `two` stops producing C: only C goes; `one`'s files stay.
        try run(writer, [], specs: [two])
        XCTAssertEqual(TemporaryFolder.listing(of: base.file("out")), [".screengen-manifest", "A.swift", "B.swift"])
        // `two` producing one of `one`'s files is refused, naming the owner.
        assertRefused(writer, [generated(base.file("out/A.swift"), spec: two)], containing: "../one/Shop.yaml")
        XCTAssertEqual(base.read("out/A.swift"), header(one) + "struct A {}\n")
    }

    /// A nested output folder (another run's, with its own manifest) is not this run's to clean.
    func testANestedOutputFolderIsLeftToItsOwnRuns() throws {
        let out = try TemporaryFolder(self)
        let outer = IncrementalWriter(roots: [out.path])
        let inner = IncrementalWriter(roots: [out.file("ShopActions")])
        try run(inner, [generated(out.file("ShopActions/A.swift"))])
        try run(outer, [generated(out.file("B.swift"))])
        try run(outer, [generated(out.file("C.swift"))])
        XCTAssertEqual(
            out.listing(),
            [".screengen-manifest", "C.swift", "ShopActions", "ShopActions/.screengen-manifest", "ShopActions/A.swift"])
    }

    func testAChangedStaleFileIsKeptAndForgotten() throws {
        let out = try TemporaryFolder(self)
        let writer = IncrementalWriter(roots: [out.path])
        try run(writer, [generated(out.file("A.swift")), generated(out.file("B.swift"))])
        try out.write("B.swift", "// now the user's\n")
        let plan = try planned(writer, [generated(out.file("A.swift"))])
        XCTAssertEqual(
            plan.summaryLines, ["keep \(out.file("B.swift")) (changed since it was generated; no longer managed)"])
        try writer.apply(plan)
        XCTAssertEqual(out.read("B.swift"), "// now the user's\n")
        XCTAssertFalse(out.read(".screengen-manifest")!.contains("B.swift"))
    }

    /// A recorded folder replaced by a link to elsewhere: removing its stale files would delete what the link
    /// points at. Refused, naming the link.
    func testStaleRemovalDoesNotReachThroughLinks() throws {
        let base = try TemporaryFolder(self)
        let writer = IncrementalWriter(roots: [base.file("out")])
        try run(writer, [generated(base.file("out/sub/Stale.swift"))])
        try base.write("outside/Stale.swift", header("Shop.yaml") + "struct A {}\n")
        try FileManager.default.removeItem(atPath: base.file("out/sub"))
        try FileManager.default.createSymbolicLink(
            atPath: base.file("out/sub"), withDestinationPath: base.file("outside"))
        assertRefused(writer, [], containing: "'\(base.file("out/sub"))' is a link inside the output folder")
        XCTAssertNotNil(base.read("outside/Stale.swift"))
    }

    /// Even a link that stays inside the output folder is refused: the writer follows no link.
    func testALinkPointingInsideTheRootIsRefusedToo() throws {
        let out = try TemporaryFolder(self)
        try out.write("real/.keep", "")
        try FileManager.default.createSymbolicLink(atPath: out.file("alias"), withDestinationPath: out.file("real"))
        let writer = IncrementalWriter(roots: [out.path])
        assertRefused(
            writer, [generated(out.file("alias/A.swift"))],
            containing: "'\(out.file("alias"))' is a link inside the output folder")
        XCTAssertEqual(out.listing(), ["alias", "real", "real/.keep"])
    }

    func testRefusesTheFileSystemRootWithoutLookingAtIt() throws {
        let writer = IncrementalWriter(roots: ["/"])
        assertRefused(writer, [generated("/Shop/A.swift")], containing: "refusing to use '/' as an output folder")
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/.screengen-manifest"))
    }

    /// A killed run's temporary file is removed only when it is named for one of the files the manifest
    /// records; a live run's, and a user's file that merely looks like one, are kept.
    func testAbandonedTemporaryFilesAreRemovedAndLiveOnesAndUsersKept() throws {
        let out = try TemporaryFolder(self)
        let writer = IncrementalWriter(roots: [out.path])
        try run(writer, [generated(out.file("A.swift")), generated(out.file("C.swift"))])
        // A pid that cannot be running (above Linux's pid_max), and this very process.
        try out.write(".A.swift.screengen-99999999.tmp", header("Shop.yaml") + "struct A")
        try out.write(".C.swift.screengen-\(getpid()).tmp", "in progress")
        try out.write(".x.screengen-99999.tmp", "the user's")
        try out.write("notes.screengen-99999999.tmp", "not hidden: not ours")
        try out.write("deep/.B.swift.screengen-99999999.tmp", "")
        try writer.apply(try planned(writer, [generated(out.file("A.swift")), generated(out.file("C.swift"))]))
        XCTAssertEqual(
            out.listing(),
            [
                ".C.swift.screengen-\(getpid()).tmp", ".screengen-manifest", ".x.screengen-99999.tmp", "A.swift",
                "C.swift", "deep", "deep/.B.swift.screengen-99999999.tmp", "notes.screengen-99999999.tmp",
            ])
    }
}
