import FixtureSupport
import Foundation
import XCTest

/// Through the real `generate` executable: a run touches only the files its output folders' manifests
/// record for the same spec and style, follows no link inside an output folder, and takes turns with other
/// runs into the same folder (docs/robustness.md, "Output ownership").
final class OutputOwnershipTests: XCTestCase {
    private var work = ""

    override func setUpWithError() throws {
        work = try TemporaryFolder(self, name: "ownership").path
    }

    private func generate(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws
        -> ChildProcess.Outcome
    {
        let executable = try XCTUnwrap(
            GenerateExecutable.path, "the generate executable is not built next to the tests", file: file, line: line)
        return try ChildProcess.run(executable, arguments, in: work)
    }

    private func succeeds(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let outcome = try generate(arguments, file: file, line: line)
        XCTAssertEqual(outcome.status, 0, outcome.standardError, file: file, line: line)
    }

    private func write(_ relative: String, _ text: String) throws {
        let path = work + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    private func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: work + "/" + relative).map { String(decoding: $0, as: UTF8.self) }
    }

    private func listing(_ relative: String) -> [String] { TemporaryFolder.listing(of: work + "/" + relative) }

    /// A small spec: module `module`, screens `Screen<first>..`, model `model`.
    private func spec(module: String = "KillTest", screens: Range<Int>, model: String = "Item") -> String {
        KillTestSpec.text(screens: screens).replacingOccurrences(of: "module: KillTest", with: "module: \(module)")
            .replacingOccurrences(of: "Item", with: model)
            .replacingOccurrences(of: "Screen", with: module == "KillTest" ? "Screen" : module + "Screen")
    }

    // MARK: links

    func testADerivedOutputFolderThatIsALinkIsRefusedAndNothingIsWrittenOutside() throws {
        try write("specs/Shop.yaml", spec(screens: 0..<2))
        try write("elsewhere/keep.txt", "mine")
        try FileManager.default.createDirectory(atPath: work + "/out", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: work + "/out/Tests", withDestinationPath: work + "/elsewhere")
        let outcome = try generate(["specs/Shop.yaml", "--output", "out"])
        XCTAssertEqual(outcome.status, 1, outcome.standardError)
        XCTAssertTrue(
            outcome.standardError.contains("'\(work)/out/Tests': it is a link inside the output folder"),
            outcome.standardError)
        XCTAssertEqual(listing("elsewhere"), ["keep.txt"])
        XCTAssertEqual(listing("out"), ["Tests"], "nothing written, not even a lock")
    }

    func testALinkedFolderInsideTheOutputIsRefused() throws {
        try write("specs/Shop.yaml", spec(screens: 0..<2))
        try write("elsewhere/keep.txt", "mine")
        try succeeds(["specs/Shop.yaml", "--style", "all", "--output", "out"])
        // The per-style folder of a later run becomes a link to a folder of the user's.
        try FileManager.default.removeItem(atPath: work + "/out/mvvm")
        try FileManager.default.createSymbolicLink(atPath: work + "/out/mvvm", withDestinationPath: work + "/elsewhere")
        let outcome = try generate(["specs/Shop.yaml", "--style", "all", "--output", "out"])
        XCTAssertEqual(outcome.status, 1, outcome.standardError)
        XCTAssertTrue(outcome.standardError.contains("'\(work)/out/mvvm'"), outcome.standardError)
        XCTAssertEqual(listing("elsewhere"), ["keep.txt"])
    }

    func testALinkedFileInsideTheOutputIsRefusedAndItsTargetKept() throws {
        try write("specs/Shop.yaml", spec(screens: 0..<2))
        try write("user/Notes.swift", "// the user's notes\n")
        try succeeds(["specs/Shop.yaml", "--output", "out"])
        try FileManager.default.removeItem(atPath: work + "/out/Screen0ViewModel.swift")
        try FileManager.default.createSymbolicLink(
            atPath: work + "/out/Screen0ViewModel.swift", withDestinationPath: work + "/user/Notes.swift")
        try write("specs/Shop.yaml", spec(screens: 0..<2).replacingOccurrences(of: "Screen number", with: "Screen no."))
        let outcome = try generate(["specs/Shop.yaml", "--output", "out"])
        XCTAssertEqual(outcome.status, 1, outcome.standardError)
        XCTAssertTrue(
            outcome.standardError.contains("'\(work)/out/Screen0ViewModel.swift' is a link inside the output folder"),
            outcome.standardError)
        XCTAssertEqual(read("user/Notes.swift"), "// the user's notes\n")
    }

    // MARK: identity of a spec

    /// `./specs/x.yaml`, `specs/x.yaml` and the absolute path are one spec: the same headers and manifest,
    /// orphans of a removed screen are removed, and `--check` judges the files, not the spelling.
    func testHowTheSpecPathIsSpelledDoesNotMatter() throws {
        try write("specs/Shop.yaml", spec(screens: 0..<3))
        try succeeds(["./specs/Shop.yaml", "--output", "out"])
        let manifest = read("out/.screengen-manifest")
        XCTAssertTrue(manifest?.contains("\t../specs/Shop.yaml\tScreen2ViewModel.swift\n") == true, manifest ?? "")
        XCTAssertEqual(try generate(["specs/Shop.yaml", "--output", "out", "--check"]).status, 0)
        XCTAssertEqual(try generate([work + "/specs/Shop.yaml", "--output", "out", "--check"]).status, 0)
        let before = listing("out")

        try write("specs/Shop.yaml", spec(screens: 0..<2))
        let stale = try generate(["specs/Shop.yaml", "--output", "out", "--check"])
        XCTAssertEqual(stale.status, 1, "screen 2 was removed: its files are stale")
        try succeeds([work + "/specs/Shop.yaml", "--output", "out"])
        let after = listing("out")
        XCTAssertTrue(before.contains("Screen2ViewModel.swift"))
        XCTAssertEqual(after, before.filter { !$0.contains("Screen2") })
        XCTAssertEqual(
            read("out/.screengen-manifest"),
            manifest.map { text in
                text.split(separator: "\n").filter { !$0.contains("Screen2") }.joined(separator: "\n") + "\n"
            })
        XCTAssertEqual(try generate(["./specs/Shop.yaml", "--output", "out", "--check"]).status, 0)
    }

    /// The manifest and the headers hold paths relative to the output folder and the working directory: a
    /// checkout moved elsewhere still passes `--check`.
    func testACheckoutInAnotherFolderPassesTheCheck() throws {
        try write("a/specs/Shop.yaml", spec(screens: 0..<2))
        try FileManager.default.createDirectory(atPath: work + "/a", withIntermediateDirectories: true)
        let executable = try XCTUnwrap(GenerateExecutable.path)
        let first = try ChildProcess.run(
            executable, [work + "/a/specs/Shop.yaml", "--output", work + "/a/Generated"], in: work + "/a")
        XCTAssertEqual(first.status, 0, first.standardError)
        try FileManager.default.moveItem(atPath: work + "/a", toPath: work + "/b")
        let check = try ChildProcess.run(
            executable, [work + "/b/specs/Shop.yaml", "--output", work + "/b/Generated", "--check"], in: work + "/b")
        XCTAssertEqual(check.status, 0, check.standardError)
    }

    // MARK: shared and nested output folders

    func testTwoSpecsOfOneFileNameIntoOneOutputKeepEachOthersFiles() throws {
        try write("one/Shop.yaml", spec(module: "One", screens: 0..<2, model: "Thing"))
        try write("two/Shop.yaml", spec(module: "Two", screens: 0..<2, model: "Gadget"))
        try succeeds(["one/Shop.yaml", "--output", "out"])
        let ones = listing("out").filter { $0.contains("One") || $0.contains("Thing") || $0.contains("Shop") }
        let oneTestSupport = read("out/Tests/ShopTestSupport.swift")
        XCTAssertNotNil(oneTestSupport)

        // Both name their test helpers after the spec file (`ShopTestSupport.swift`): the second spec is
        // refused, the owner named, and nothing of the first is touched.
        let refused = try generate(["two/Shop.yaml", "--output", "out"])
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(
            refused.standardError.contains("'\(work)/out/Tests/ShopTestSupport.swift'")
                && refused.standardError.contains("as generated from ../../one/Shop.yaml"), refused.standardError)
        XCTAssertEqual(read("out/Tests/ShopTestSupport.swift"), oneTestSupport)

        // With its tests elsewhere the second spec shares the folder; dropping a screen removes only its files.
        try succeeds(["two/Shop.yaml", "--output", "out", "--tests-output", "twoTests"])
        try write("two/Shop.yaml", spec(module: "Two", screens: 0..<1, model: "Gadget"))
        try succeeds(["two/Shop.yaml", "--output", "out", "--tests-output", "twoTests"])
        let files = listing("out")
        XCTAssertEqual(files.filter { $0.contains("One") || $0.contains("Thing") || $0.contains("Shop") }, ones)
        XCTAssertFalse(files.contains { $0.contains("TwoScreen1") }, "two's removed screen is gone")
        XCTAssertTrue(files.contains { $0.contains("TwoScreen0") })
        XCTAssertEqual(try generate(["one/Shop.yaml", "--output", "out", "--check"]).status, 0)
    }

    /// `--style mvvm --output App/Sources` does not touch what `--style actions` wrote below it.
    func testNestedOutputsOfTwoStylesLeaveEachOtherAlone() throws {
        try write("specs/Shop.yaml", spec(screens: 0..<2))
        try succeeds(["specs/Shop.yaml", "--style", "actions", "--output", "App/Sources/ShopActions"])
        let actions = listing("App/Sources/ShopActions")
        XCTAssertGreaterThan(actions.count, 5)
        try succeeds(["specs/Shop.yaml", "--style", "mvvm", "--output", "App/Sources"])
        try write("specs/Shop.yaml", spec(screens: 0..<1))
        try succeeds(["specs/Shop.yaml", "--style", "mvvm", "--output", "App/Sources"])
        XCTAssertEqual(listing("App/Sources/ShopActions"), actions)
        XCTAssertFalse(listing("App/Sources").contains("Screen1ViewModel.swift"))
    }

    /// A spec switched to another style into the same folder replaces its own files: ownership is the spec's.
    func testSwitchingTheStyleReplacesTheSpecsOwnFiles() throws {
        try write("specs/Shop.yaml", spec(screens: 0..<2))
        try succeeds(["specs/Shop.yaml", "--style", "mvvm", "--output", "out"])
        XCTAssertTrue(listing("out").contains("Screen0ViewModel.swift"))
        try succeeds(["specs/Shop.yaml", "--style", "actions", "--output", "out"])
        XCTAssertFalse(listing("out").contains { $0.hasSuffix("ViewModel.swift") }, "\(listing("out"))")
        XCTAssertEqual(try generate(["specs/Shop.yaml", "--style", "actions", "--output", "out", "--check"]).status, 0)
    }

    // MARK: the file system's root, stray files

    func testTheFileSystemRootIsRefusedWithoutWalkingIt() throws {
        try write("specs/Shop.yaml", spec(screens: 0..<1))
        for extra in [["--dry-run"], ["--check"], []] {
            let outcome = try generate(["specs/Shop.yaml", "--output", "/"] + extra)
            XCTAssertEqual(outcome.status, 1, outcome.standardError)
            XCTAssertTrue(
                outcome.standardError.contains("refusing to use '/' as an output folder"), outcome.standardError)
            XCTAssertLessThan(outcome.seconds, 10, "it must not look at the file system")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/.screengen-lock"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/Screen0ViewModel.swift"))
    }

    func testAUsersFileNamedLikeATemporaryFileIsKept() throws {
        try write("specs/Shop.yaml", spec(screens: 0..<2))
        try succeeds(["specs/Shop.yaml", "--output", "out"])
        try write("out/.x.screengen-99999.tmp", "the user's")
        try write("out/Tests/.y.swift.screengen-99999.tmp", "the user's too")
        try write("specs/Shop.yaml", spec(screens: 0..<1))
        try succeeds(["specs/Shop.yaml", "--output", "out"])
        XCTAssertEqual(read("out/.x.screengen-99999.tmp"), "the user's")
        XCTAssertEqual(read("out/Tests/.y.swift.screengen-99999.tmp"), "the user's too")
    }

    #if os(Linux)
    /// A name that is not UTF-8 (Linux allows any bytes but `/` and NUL): read as bytes, it is never taken
    /// for one of ours, nor for a killed run's temporary file, so it is kept through every kind of run.
    func testAUsersFileWhoseNameIsNotUTF8IsKept() throws {
        let temporaryLookalike: [UInt8] = Array(".x".utf8) + [0xFF] + Array(".swift.screengen-99999.tmp".utf8)
        let swiftLookalike: [UInt8] = [0xC3, 0x28] + Array("Screen0ViewModel.swift".utf8)
        // Before the first run (a folder without a manifest: a previous version's files are weighed there).
        try writeBytesNamed("out", swiftLookalike, "// Generated by ScreenGen from specs/Shop.yaml")
        try write("specs/Shop.yaml", spec(screens: 0..<2))
        try succeeds(["specs/Shop.yaml", "--output", "out"])
        try writeBytesNamed("out", temporaryLookalike, "the user's")
        try write("specs/Shop.yaml", spec(screens: 0..<1))
        try succeeds(["specs/Shop.yaml", "--output", "out"])  // removes a screen's files
        try succeeds(["specs/Shop.yaml", "--output", "out"])  // a no-op
        XCTAssertEqual(readBytesNamed("out", temporaryLookalike), "the user's")
        XCTAssertEqual(readBytesNamed("out", swiftLookalike), "// Generated by ScreenGen from specs/Shop.yaml")
    }

    private func bytePath(_ folder: String, _ name: [UInt8]) -> [CChar] {
        (Array((work + "/" + folder + "/").utf8) + name + [0]).map { CChar(bitPattern: $0) }
    }

    private func writeBytesNamed(_ folder: String, _ name: [UInt8], _ text: String) throws {
        try FileManager.default.createDirectory(atPath: work + "/" + folder, withIntermediateDirectories: true)
        let descriptor = open(bytePath(folder, name), O_CREAT | O_WRONLY | O_TRUNC, 0o644)
        XCTAssertGreaterThanOrEqual(descriptor, 0, "open: errno \(errno)")
        let bytes = Array(text.utf8)
        XCTAssertEqual(Glibc.write(descriptor, bytes, bytes.count), bytes.count)
        close(descriptor)
    }

    private func readBytesNamed(_ folder: String, _ name: [UInt8]) -> String? {
        let descriptor = open(bytePath(folder, name), O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = Glibc.read(descriptor, &buffer, buffer.count)
        return count < 0 ? nil : String(decoding: buffer[..<count], as: UTF8.self)
    }
    #endif

    // MARK: concurrent runs

    /// Two runs with different inputs into one output at the same time: they take turns (the lock), so
    /// the tree is all one run's output, never a mix, and both succeed. Before each round the tree is
    /// reset to a third version, so both runs have every file to write.
    func testTwoConcurrentRunsWithDifferentInputsNeverLeaveAMixedTree() throws {
        let executable = try XCTUnwrap(GenerateExecutable.path)
        let screens = 200
        let arguments = ["specs/Shop.yaml", "--style", "mvvm", "--output", "out"]
        var lastWriter = (internal: 0, public: 0)
        for round in 0..<4 {
            try write(
                "specs/Shop.yaml",
                KillTestSpec.text(screens: 0..<screens).replacingOccurrences(of: "number", with: "no."))
            try succeeds(arguments)
            try write("specs/Shop.yaml", KillTestSpec.text(screens: 0..<screens))
            let internalRun = try ChildProcess(executable, arguments + ["--access", "internal"], in: work)
            let publicRun = try ChildProcess(executable, arguments + ["--access", "public"], in: work)
            for result in [internalRun.wait(), publicRun.wait()] {
                XCTAssertEqual(result.status, 0, "round \(round): \(result.standardError)")
            }
            var publicFiles = 0
            var internalFiles = 0
            for relative in listing("out") where relative.hasSuffix("ViewModel.swift") {
                let text = read("out/" + relative) ?? ""
                XCTAssertTrue(text.contains("Screen number"), "round \(round): \(relative) is from the reset run")
                if text.contains("public final class") { publicFiles += 1 } else { internalFiles += 1 }
            }
            XCTAssertEqual(publicFiles + internalFiles, screens, "round \(round)")
            XCTAssertTrue(
                publicFiles == 0 || internalFiles == 0,
                "round \(round): \(publicFiles) public, \(internalFiles) internal")
            if publicFiles == 0 { lastWriter.internal += 1 } else { lastWriter.public += 1 }
            let check = try generate(arguments + ["--access", publicFiles == 0 ? "internal" : "public", "--check"])
            XCTAssertEqual(check.status, 0, "round \(round): the tree is one run's output exactly")
        }
        print("concurrent runs: the last writer was internal \(lastWriter.internal) times, public \(lastWriter.public)")
    }
}
