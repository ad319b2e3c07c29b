import Diagnostics
import Foundation
import XCTest

@testable import ScreenGen

/// The writer's promises: writes land only inside the roots, stale removal only touches
/// the generator's own files, and nothing is written when a plan is refused.
final class IncrementalWriterSafetyTests: XCTestCase {
    private func header(_ spec: String) -> String { GeneratedFileHeader.line(specFile: spec) + "\n" }

    private func generated(_ path: String, spec: String = "Shop.yaml", body: String = "struct A {}\n") -> OutputFile {
        OutputFile(path: path, contents: header(spec) + body)
    }

    private func run(_ writer: IncrementalWriter, _ files: [OutputFile], specs: Set<String> = ["Shop.yaml"]) throws {
        try writer.apply(try writer.plan(files, specFiles: specs))
    }

    private func assertRefused(
        _ writer: IncrementalWriter, _ files: [OutputFile], containing text: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        do {
            let plan = try writer.plan(files, specFiles: ["Shop.yaml"])
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
        XCTAssertEqual(out.listing(), ["A.swift", "sub", "sub/B.swift"])
        let before = try FileManager.default.attributesOfItem(atPath: out.file("A.swift"))[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.02)
        let again = try writer.plan(files, specFiles: ["Shop.yaml"])
        XCTAssertTrue(again.isEmpty, "\(again.summaryLines)")
        XCTAssertEqual(again.unchanged.count, 2)
        try writer.apply(again)
        let after = try FileManager.default.attributesOfItem(atPath: out.file("A.swift"))[.modificationDate] as? Date
        XCTAssertEqual(before, after)
    }

    func testUpdatesOnlyChangedFiles() throws {
        let out = try TemporaryFolder(self)
        let writer = IncrementalWriter(roots: [out.path])
        try run(writer, [generated(out.file("A.swift")), generated(out.file("B.swift"))])
        let plan = try writer.plan(
            [generated(out.file("A.swift"), body: "struct A2 {}\n"), generated(out.file("B.swift"))],
            specFiles: ["Shop.yaml"])
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
        // A new file under a linked folder, and an existing link to a file outside.
        assertRefused(writer, [generated(base.file("out/link/New.swift"))], containing: "outside")
        assertRefused(writer, [generated(base.file("out/link/deeper/New.swift"))], containing: "outside")
        assertRefused(writer, [generated(base.file("out/File.swift"))], containing: "outside")
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

    func testRemovesOnlyItsOwnStaleFiles() throws {
        let out = try TemporaryFolder(self)
        try out.write("Stale.swift", header("Shop.yaml") + "struct Stale {}\n")
        try out.write("deep/Stale.swift", header("Shop.yaml"))
        try out.write("OtherSpec.swift", header("Other.yaml"))
        try out.write("Handwritten.swift", "// Generated by ScreenGen from Shop.yaml. Edited!\n")
        try out.write("SecondLine.swift", "import Foundation\n" + header("Shop.yaml"))
        try out.write("Notes.txt", header("Shop.yaml"))
        try out.write("Empty.swift", "")
        let writer = IncrementalWriter(roots: [out.path])
        let plan = try writer.plan([generated(out.file("Kept.swift"))], specFiles: ["Shop.yaml"])
        XCTAssertEqual(
            plan.summaryLines,
            [
                "create \(out.file("Kept.swift"))", "remove \(out.file("Stale.swift"))",
                "remove \(out.file("deep/Stale.swift"))",
            ]
            .sorted { $0.hasPrefix("create") && !$1.hasPrefix("create") || $0 < $1 })
        try writer.apply(plan)
        XCTAssertEqual(
            out.listing(),
            [
                "Empty.swift", "Handwritten.swift", "Kept.swift", "Notes.txt", "OtherSpec.swift", "SecondLine.swift",
                "deep",
            ])
    }

    func testStaleRemovalDoesNotReachThroughLinks() throws {
        let base = try TemporaryFolder(self)
        try base.write("outside/Stale.swift", header("Shop.yaml"))
        try base.write("out/.keep", "")
        try FileManager.default.createSymbolicLink(
            atPath: base.file("out/link"), withDestinationPath: base.file("outside"))
        let writer = IncrementalWriter(roots: [base.file("out")])
        let plan = try writer.plan([], specFiles: ["Shop.yaml"])
        try writer.apply(plan)
        XCTAssertNotNil(base.read("outside/Stale.swift"), "removed a file outside the root: \(plan.summaryLines)")
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

    func testAbandonedTemporaryFilesAreRemovedAndLiveOnesKept() throws {
        let out = try TemporaryFolder(self)
        // A pid that cannot be running (above Linux's pid_max), and this very process.
        try out.write(".A.swift.screengen-99999999.tmp", header("Shop.yaml") + "struct A")
        try out.write("deep/.B.swift.screengen-99999999.tmp", "")
        try out.write(".C.swift.screengen-\(getpid()).tmp", "in progress")
        try out.write("notes.screengen-99999999.tmp", "not hidden: not ours")
        let writer = IncrementalWriter(roots: [out.path])
        try writer.apply(try writer.plan([], specFiles: ["Shop.yaml"]))
        XCTAssertEqual(out.listing(), [".C.swift.screengen-\(getpid()).tmp", "deep", "notes.screengen-99999999.tmp"])
    }
}
