import FixtureSupport
import Foundation
import XCTest

@testable import ScreenGen

/// A run that reuses most screens plans only the rest (`ReusedFiles`, `ManifestLines`): its ownership, stale
/// removal and manifests must be what a cold run leaves, whatever the edit, and whoever else writes into the
/// folder.
final class ReusedFilesPlanTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try TemporaryFolder(self, name: "reused-files").url
    }

    /// A spec shaped like the benchmark's: one model, one service, `count` screens named `prefix0`… (the
    /// names of the model and service changed by `rename`, so that two specs can share a folder).
    private func spec(screens count: Int, prefix: String = "Screen", rename: [String: String] = [:]) -> String {
        var text = """
            screenspec: 1
            module: Bench

            models:
              Record:
                fields:
                  id: UUID
                  title: String

            dependencies:
              Store:
                methods:
                  fetchRecords: { returns: "[Record]" }

            screens:

            """
        for index in 0..<count {
            text += """
                  \(prefix)\(index):
                    doc: Synthetic screen \(index).
                    dependencies: [Store]
                    state:
                      records: { type: "[Record]", default: "[]" }
                    actions:
                      load:
                        trigger: appear
                        call: Store.fetchRecords
                        success: { records: $result }

                """
        }
        for (from, to) in rename { text = text.replacingOccurrences(of: from, with: to) }
        return text
    }

    private struct Outcome {
        var changes: [String]
        var noOp: Bool
        var reused: Int
    }

    private func generate(_ spec: URL, into name: String, moduleFiles: Bool = true) throws -> Outcome {
        let out = folder.appendingPathComponent(name)
        var request = GenerationRequest(
            specPaths: [spec.path], styles: ["mvvm", "actions", "store"],
            output: out.appendingPathComponent("Sources").path, testsOutput: out.appendingPathComponent("Tests").path,
            scaffoldOutput: out.appendingPathComponent("Views").path)
        request.includesModuleFiles = moduleFiles
        let run = GenerationRun.prepare(request)
        XCTAssertEqual(run.diagnostics.map(\.message), [])
        try run.apply()
        let noOp = !run.timings.summary.contains("render") && run.timings.summary.contains("stamp")
        return Outcome(changes: run.plan.summaryLines, noOp: noOp, reused: run.reusedScreens)
    }

    /// Every file under the generated folders of `name` (scaffolds, stamps and locks left out), by relative path.
    private func tree(_ name: String) -> [String: Data] {
        var files: [String: Data] = [:]
        for generated in ["Sources", "Tests"] {
            for (relative, bytes) in generatedTree(folder.appendingPathComponent(name + "/" + generated)) {
                files[generated + "/" + relative] = bytes
            }
        }
        return files
    }

    private func assertSameTrees(_ first: String, _ second: String, _ message: String, line: UInt = #line) {
        let (one, other) = (tree(first), tree(second))
        XCTAssertGreaterThan(one.count, 10, message, line: line)
        XCTAssertEqual(one.keys.sorted(), other.keys.sorted(), message, line: line)
        for (path, bytes) in one where other[path] != bytes {
            XCTFail("\(path) differs between \(first) and \(second) (\(message))", line: line)
        }
    }

    /// Screens edited, removed, renamed and added, one run after another: each incremental run leaves the files
    /// and manifests of a cold run of the same spec. (A screen's name is in every screen's inputs, so the last three
    /// render every screen; the edit reuses the others.)
    func testRemovedAndRenamedScreensLeaveWhatAColdRunLeaves() throws {
        let url = folder.appendingPathComponent("Edited.yaml")
        let edits = [
            spec(screens: 6).replacingOccurrences(of: "screen 3.", with: "screen 3, edited."),
            // The last screen removed: its files go, and their manifest lines.
            spec(screens: 5).replacingOccurrences(of: "screen 3.", with: "screen 3, edited."),
            // A screen renamed: its old files go, the new ones come.
            spec(screens: 5).replacingOccurrences(of: "screen 3.", with: "screen 3, edited.")
                .replacingOccurrences(of: "Screen1:", with: "Renamed1:"),
            // A screen added in the middle of the order of names.
            spec(screens: 5).replacingOccurrences(of: "Screen1:", with: "Renamed1:")
                + spec(screens: 1, prefix: "Middle").components(separatedBy: "screens:\n").last!,
        ]
        try spec(screens: 6).write(to: url, atomically: true, encoding: .utf8)
        XCTAssertFalse(try generate(url, into: "edited").noOp)
        for (number, text) in edits.enumerated() {
            try text.write(to: url, atomically: true, encoding: .utf8)
            let incremental = try generate(url, into: "edited")
            XCTAssertFalse(incremental.noOp, "edit \(number)")
            if number == 0 { XCTAssertEqual(incremental.reused, 5) }
            XCTAssertTrue(try generate(url, into: "edited").noOp, "edit \(number)")
            XCTAssertFalse(try generate(url, into: "cold\(number)").noOp)
            assertSameTrees("edited", "cold\(number)", "edit \(number)")
        }
        XCTAssertFalse(tree("edited").keys.contains { $0.contains("Screen5") || $0.contains("Screen1") })
    }

    /// Two command lines write two specs into the same folders (the second without the module's files): the
    /// manifests record both. Incremental runs of the first (an edit, a removed screen) keep the second's files
    /// and lines, and the second's run after each changes nothing.
    func testTwoSpecsInOneFolderKeepEachOthersFilesAndLines() throws {
        let first = folder.appendingPathComponent("First.yaml")
        let second = folder.appendingPathComponent("Second.yaml")
        let other = spec(screens: 3, prefix: "Other", rename: ["Record": "Entry", "Store": "Vault"])
        try spec(screens: 6).write(to: first, atomically: true, encoding: .utf8)
        try other.write(to: second, atomically: true, encoding: .utf8)
        XCTAssertFalse(try generate(first, into: "shared").noOp)
        XCTAssertFalse(try generate(second, into: "shared", moduleFiles: false).noOp)
        // The second wrote the manifests the first's stamp recorded: a full run, which changes nothing.
        XCTAssertEqual(try generate(first, into: "shared").changes, [])
        let edits = [
            spec(screens: 6).replacingOccurrences(of: "screen 2.", with: "screen 2, edited."),
            spec(screens: 4).replacingOccurrences(of: "screen 2.", with: "screen 2, edited."),
        ]
        for (number, text) in edits.enumerated() {
            try text.write(to: first, atomically: true, encoding: .utf8)
            let incremental = try generate(first, into: "shared")
            if number == 0 { XCTAssertEqual(incremental.reused, 5) }
            XCTAssertTrue(incremental.changes.allSatisfy { !$0.contains("Other") }, "\(incremental.changes)")
            XCTAssertEqual(try generate(second, into: "shared", moduleFiles: false).changes, [], "edit \(number)")
            XCTAssertTrue(try generate(first, into: "shared").noOp, "edit \(number)")
            XCTAssertFalse(try generate(first, into: "cold\(number)").noOp)
            XCTAssertFalse(try generate(second, into: "cold\(number)", moduleFiles: false).noOp)
            assertSameTrees("shared", "cold\(number)", "edit \(number)")
        }
    }

    /// A style whose file names follow what a screen says: an edit of one screen renames its file while the others
    /// are reused. The old file is removed (or, edited by hand, kept and forgotten), as a cold run would leave it.
    func testAFileTheEditedScreenNoLongerProducesIsRemovedWhileOthersAreReused() throws {
        try writeScreenStyle(
            "named", in: folder.appendingPathComponent("styles"),
            path: "{{screen.name}}{{^screen.docLines}}Plain{{/screen.docLines}}.swift", template: "// {{screen.name}}\n"
        )
        let url = folder.appendingPathComponent("Named.yaml")
        func run(into name: String) throws -> GenerationRun {
            var request = GenerationRequest(
                specPaths: [url.path], styles: ["named"], output: folder.appendingPathComponent(name).path,
                templatesDirectory: folder.appendingPathComponent("styles").path)
            request.kinds = [.source]
            let run = GenerationRun.prepare(request)
            XCTAssertEqual(run.diagnostics.map(\.message), [])
            try run.apply()
            return run
        }
        let plain = spec(screens: 6)
        let undocumented = plain.replacingOccurrences(of: "    doc: Synthetic screen 3.\n", with: "")
        XCTAssertNotEqual(plain, undocumented)
        try plain.write(to: url, atomically: true, encoding: .utf8)
        _ = try run(into: "named")
        let out = folder.appendingPathComponent("named")
        for (number, (text, gone, made)) in [
            (undocumented, "Screen3.swift", "Screen3Plain.swift"), (plain, "Screen3Plain.swift", "Screen3.swift"),
        ].enumerated() {
            try text.write(to: url, atomically: true, encoding: .utf8)
            let incremental = try run(into: "named")
            XCTAssertEqual(incremental.reusedScreens, 5, "step \(number)")
            let resolved = out.resolvingSymlinksInPath()
            XCTAssertEqual(
                incremental.plan.summaryLines.sorted(),
                [
                    "create \(resolved.appendingPathComponent(made).path)",
                    "remove \(resolved.appendingPathComponent(gone).path)",
                ], "step \(number)")
            _ = try run(into: "named-cold\(number)")
            XCTAssertEqual(tree(folder: "named"), tree(folder: "named-cold\(number)"), "step \(number)")
        }
        // Edited by hand, the file the screen no longer produces is the user's: kept, and gone from the manifest.
        try "// mine\n".write(to: out.appendingPathComponent("Screen3.swift"), atomically: true, encoding: .utf8)
        try undocumented.write(to: url, atomically: true, encoding: .utf8)
        let kept = try run(into: "named")
        XCTAssertEqual(kept.reusedScreens, 5)
        XCTAssertEqual(kept.plan.kept.map { ($0 as NSString).lastPathComponent }, ["Screen3.swift"])
        let manifest = try String(contentsOf: out.appendingPathComponent(".screengen-manifest"), encoding: .utf8)
        XCTAssertFalse(manifest.contains("\tScreen3.swift"), manifest)
        XCTAssertTrue(manifest.contains("\tScreen3Plain.swift"), manifest)
        XCTAssertEqual(
            try String(contentsOf: out.appendingPathComponent("Screen3.swift"), encoding: .utf8), "// mine\n")
    }

    /// The files of one output folder (stamps and locks left out), by name.
    private func tree(folder name: String) -> [String: Data] {
        let root = folder.appendingPathComponent(name)
        var files: [String: Data] = [:]
        for file in (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        where !file.hasPrefix(".screengen-stamp-") && file != ".screengen-lock" {
            files[file] = FileManager.default.contents(atPath: root.appendingPathComponent(file).path)
        }
        return files
    }

    /// An edit of the service every screen uses renders every screen: nothing is reused, and the tree is a cold
    /// run's.
    func testAnEditOfTheSharedServiceRendersEveryScreen() throws {
        let url = folder.appendingPathComponent("Service.yaml")
        try spec(screens: 4).write(to: url, atomically: true, encoding: .utf8)
        XCTAssertFalse(try generate(url, into: "service").noOp)
        try spec(screens: 4).replacingOccurrences(of: "fetchRecords", with: "loadRecords")
            .write(to: url, atomically: true, encoding: .utf8)
        let incremental = try generate(url, into: "service")
        XCTAssertEqual(incremental.reused, 0)
        XCTAssertFalse(try generate(url, into: "service-cold").noOp)
        assertSameTrees("service", "service-cold", "service")
    }

    /// Manifests are read as lines only when they are exactly what ScreenGen writes; their text after a change is
    /// what the whole manifest would give.
    func testManifestLinesAreReadOnlyInTheWrittenFormAndWriteTheSameText() throws {
        var manifest = OutputManifest()
        let owner = ManifestOwner(style: "mvvm", module: "Bench", spec: "../Bench.yaml")
        for (index, path) in ["A.swift", "B/C.swift", "B.swift", "Z.swift"].enumerated() {
            manifest.entries[path] = .init(
                size: index * 10, hash: [0xab, 0xcd, 0xef, 0x12][index], kind: "source", owner: owner)
        }
        let text = Array(manifest.text.utf8)
        let lines = try XCTUnwrap(ManifestLines(text))
        XCTAssertEqual((0..<lines.count).map(lines.path), ["A.swift", "B.swift", "B/C.swift", "Z.swift"])
        XCTAssertEqual(lines.line(of: "B/C.swift"), 2)
        XCTAssertNil(lines.line(of: "B/D.swift"))
        XCTAssertEqual(lines.entry(2), manifest.entries["B/C.swift"])

        var changed = manifest
        let replaced = OutputManifest.Entry(size: 7, hash: 0xabc, kind: "test", owner: owner)
        changed.entries["B.swift"] = replaced
        changed.entries["AA.swift"] = replaced
        changed.entries["Zz.swift"] = replaced
        changed.entries["Z.swift"] = nil
        XCTAssertEqual(
            lines.text(
                replacing: [("AA.swift", replaced), ("B.swift", replaced), ("Zz.swift", replaced)],
                dropping: ["Z.swift"]),
            changed.text)

        // Anything else is read whole: out of order, numbers not as written, an encoded field, no last line feed.
        let plain = manifest.text
        for other in [
            plain.replacingOccurrences(of: "\tA.swift\n", with: "\tY.swift\n"),
            plain.replacingOccurrences(of: "\n10\t", with: "\n010\t"),
            plain.replacingOccurrences(of: "\tab\t", with: "\tAB\t"),
            plain.replacingOccurrences(of: "\tab\t", with: "\t0ab\t"),
            plain.replacingOccurrences(of: "\tZ.swift", with: "\tZ%25.swift"), String(plain.dropLast()),
        ] {
            XCTAssertNotEqual(other, plain)
            XCTAssertNil(ManifestLines(Array(other.utf8)), other)
        }
    }
}
