import FixtureSupport
import Foundation
import XCTest

@testable import ScreenGen

/// The output is the same bytes whichever way a run reached it: a cold run, an incremental run after a
/// one-screen change, or a no-op run that trusts the stamp (`RunStamp`) and reads nothing.
final class RunStampTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try TemporaryFolder(self, name: "run-stamp").url
    }

    private func request(spec: URL, into name: String) -> GenerationRequest {
        let out = folder.appendingPathComponent(name)
        return GenerationRequest(
            specPaths: [spec.path], styles: ["mvvm", "actions", "store"],
            output: out.appendingPathComponent("Sources").path, testsOutput: out.appendingPathComponent("Tests").path,
            scaffoldOutput: out.appendingPathComponent("Views").path)
    }

    private func tree(_ root: URL) throws -> [String: Data] { generatedTree(root) }

    /// One run, applied; the run (and with it the output lock) is gone when this returns.
    private func generate(_ spec: URL, into name: String) throws -> (
        changes: [String], unchanged: [String], noOp: Bool, reused: Int, reusedSpecFiles: Int
    ) {
        let run = GenerationRun.prepare(request(spec: spec, into: name))
        XCTAssertEqual(run.diagnostics.map(\.message), [])
        try run.apply()
        // The no-op path loads, renders and compares nothing: its only phase is the stamp check.
        let noOp = !run.timings.summary.contains("render") && run.timings.summary.contains("stamp")
        return (run.plan.summaryLines, run.plan.unchanged, noOp, run.reusedScreens, run.reusedSpecFiles)
    }

    /// Generated folders (`Sources`, `Tests`) of two runs hold the same files with the same bytes.
    private func assertSameTrees(_ first: String, _ second: String, line: UInt = #line) throws {
        // Scaffolds are the user's once written (never updated), so only the generated folders compare.
        for generated in ["Sources", "Tests"] {
            let firstTree = try tree(folder.appendingPathComponent(first + "/" + generated))
            let secondTree = try tree(folder.appendingPathComponent(second + "/" + generated))
            XCTAssertGreaterThan(secondTree.count, 10, line: line)
            XCTAssertEqual(firstTree.keys.sorted(), secondTree.keys.sorted(), line: line)
            for (path, bytes) in secondTree where firstTree[path] != bytes {
                XCTFail("\(generated)/\(path) differs between \(first) and \(second)", line: line)
            }
        }
    }

    /// A spec of `count` screens shaped like the benchmark's (scripts/bench-support/make_spec.py), one
    /// model and one service shared by all.
    private func syntheticSpec(screens count: Int) -> String {
        var text = """
            screenspec: 1
            module: Bench

            models:
              Record:
                doc: A record.
                fields:
                  id: UUID
                  title: String
                  count: { type: Int, default: "0" }
                  isArchived: { type: Bool, default: "false" }

            dependencies:
              Store:
                doc: Loads and saves records.
                methods:
                  fetchRecords: { returns: "[Record]" }
                  archiveRecord: { params: { id: UUID } }

            screens:

            """
        for index in 0..<count {
            text += """
                  Screen\(index):
                    doc: Synthetic screen \(index).
                    dependencies: [Store]
                    state:
                      records: { type: "[Record]", default: "[]" }
                      isLoading: { type: Bool, default: "false" }
                      errorMessage: String?
                    derived:
                      isEmpty: { type: Bool, value: "records.isEmpty && !isLoading" }
                    actions:
                      load:
                        trigger: appear
                        skipIf: isLoading
                        call: Store.fetchRecords
                        busy: isLoading
                        success: { records: $result, errorMessage: nil }
                        failure: { errorMessage: $message }
                      archive:
                        trigger: tap
                        params: { id: UUID }
                        call: Store.archiveRecord
                        success: { records: "records.filter { $0.id != id }" }
                        failure: { errorMessage: $message }
                    scenarios:
                      - name: shows the loaded records
                        stubs: { Store.fetchRecords: '[.fixture(title: "A")]' }
                        when: load
                        then: { records.count: 1, isLoading: false, errorMessage: nil }

                """
        }
        return text
    }

    /// Edits a spec between runs into one folder, and checks after each edit that the incremental run
    /// reused `reused` screens (nil: any number), that the next run is a no-op, and that the folder holds
    /// the bytes a cold run of the edited spec writes.
    private func checkEdits(
        _ original: String, name: String, edits: [(from: String, to: String, reused: Int?, changes: String?)]
    ) throws {
        let spec = folder.appendingPathComponent(name + ".yaml")
        try original.write(to: spec, atomically: true, encoding: .utf8)
        XCTAssertFalse(try generate(spec, into: name).noOp)
        XCTAssertTrue(try generate(spec, into: name).noOp)
        var text = original
        for (number, edit) in edits.enumerated() {
            let edited = text.replacingOccurrences(of: edit.from, with: edit.to)
            XCTAssertNotEqual(edited, text, "edit \(number) changes nothing")
            text = edited
            try text.write(to: spec, atomically: true, encoding: .utf8)
            let incremental = try generate(spec, into: name)
            XCTAssertFalse(incremental.noOp)
            if let reused = edit.reused { XCTAssertEqual(incremental.reused, reused, "edit \(number)") }
            if let changed = edit.changes {
                XCTAssertFalse(incremental.changes.isEmpty, "edit \(number)")
                // An edit of one screen leaves the files rendered once per spec, dependency or model alone.
                XCTAssertEqual(incremental.reusedSpecFiles, 1, "edit \(number)")
                XCTAssertTrue(incremental.changes.allSatisfy { $0.contains(changed) }, "\(incremental.changes)")
            }
            XCTAssertTrue(try generate(spec, into: name).noOp, "edit \(number)")
            XCTAssertFalse(try generate(spec, into: "\(name)-cold\(number)").noOp)
            try assertSameTrees(name, "\(name)-cold\(number)")
        }
    }

    /// Per-screen reuse renders again only the screens an edit reaches, and leaves the bytes of a cold run.
    func testAnIncrementalRunRendersOnlyTheChangedScreens() throws {
        try checkEdits(
            syntheticSpec(screens: 6), name: "Synthetic",
            edits: [
                // One screen's doc: that screen alone.
                ("doc: Synthetic screen 3.", "doc: Synthetic screen 3, changed.", 5, "Screen3"),
                // A line more above every screen but the first: line numbers in messages could move.
                ("doc: Synthetic screen 1.", "doc: >-\n      Synthetic screen 1,\n      on two lines.", nil, nil),
                // The shared service and model: whatever reads them.
                ("doc: Loads and saves records.", "doc: Loads and keeps records.", nil, nil),
                (
                    "      title: String\n", "      title: String\n      note: { type: String, default: '\"\"' }\n",
                    nil, nil
                ),
                // Back as it was: the files of the first run again.
                ("      note: { type: String, default: '\"\"' }\n", "", nil, nil),
            ])
    }

    /// A screen reads what it needs of another (a destination's input): an edit of both re-renders both.
    func testAnEditAcrossScreensRendersEveryScreenItReaches() throws {
        let scrums = try String(
            contentsOf: RepositorySpecs.root.appendingPathComponent("specs/Scrums.yaml"), encoding: .utf8)
        try checkEdits(
            scrums, name: "Scrums",
            edits: [
                ("scrumID", "meetingID", nil, nil),
                ("doc: Where the scrums are kept.", "doc: Where every scrum is kept.", nil, nil),
            ])
    }

    /// What a screen reads of the spec outside its own entry reaches it: a shared store's state (the
    /// validator adds it to every screen that uses the store) and a model field, with the Scrums spec.
    func testAnEditOfASharedDeclarationRendersEveryScreenThatReadsIt() throws {
        let scrums = try String(
            contentsOf: RepositorySpecs.root.appendingPathComponent("specs/Scrums.yaml"), encoding: .utf8)
        try checkEdits(
            scrums, name: "ScrumsShared",
            edits: [
                // One screen's doc: only that screen (its two destinations are not rendered again).
                (
                    "doc: Every scrum; tapping one opens its detail.", "doc: Every scrum; a tap opens its detail.", 2,
                    "ScrumList"
                ),
                (
                    "      scrums: { type: \"[Scrum]\", default: \"[]\" }\n",
                    "      scrums: { type: \"[Scrum]\", default: \"[]\" }\n      query: { type: String, default: '\"\"' }\n",
                    nil, nil
                ),
                ("      minutes: Int\n", "      minutes: Int\n      room: String?\n", nil, nil),
            ])
    }

    /// A screen reads the screens it opens, and the ones those open (the services a presented screen
    /// needs are passed down from the first screen): an edit of the last screen of a chain renders all three.
    func testAnEditReachesTheScreensThatOpenTheEditedOneIndirectly() throws {
        let bottom = { (services: [String]) in
            var text = """
                  Bottom:
                    dependencies: [\(services.joined(separator: ", "))]
                    state:
                      count: { type: Int, default: "0" }
                    actions:

                """
            for service in services {
                text += """
                          load\(service):
                            trigger: tap
                            call: \(service).fetch
                            success: { count: $result }

                    """
            }
            return text
        }
        let chain = """
            screenspec: 1
            module: Chain

            dependencies:
              Alpha:
                methods:
                  fetch: { returns: Int }
              Beta:
                methods:
                  fetch: { returns: Int }

            screens:
              Top:
                doc: The first screen.
                dependencies: [Beta]
                state:
                  count: { type: Int, default: "0" }
                actions:
                  load: { trigger: appear, call: Beta.fetch, success: { count: $result } }
                  open: { trigger: tap, navigate: { to: Middle, as: push } }
              Middle:
                actions:
                  open: { trigger: tap, navigate: { to: Bottom, as: sheet } }

            """ + bottom(["Alpha"])
        try checkEdits(
            chain, name: "Chain",
            edits: [
                ("doc: The first screen.", "doc: The screen the app starts with.", 2, "Top"),
                // Top passes Beta down to Middle now: its files change too.
                (bottom(["Alpha"]), bottom(["Alpha", "Beta"]), 0, nil),
            ])
    }

    func testColdIncrementalAndNoOpRunsLeaveTheSameBytes() throws {
        let shop = try String(
            contentsOf: RepositorySpecs.root.appendingPathComponent("specs/Shop.yaml"), encoding: .utf8)
        let changed = shop.replacingOccurrences(
            of: "doc: Lists all items; the user can delete one.", with: "doc: Lists every item we sell.")
        XCTAssertNotEqual(shop, changed)
        let spec = folder.appendingPathComponent("Shop.yaml")
        try shop.write(to: spec, atomically: true, encoding: .utf8)

        // Incremental: the original, then nothing, then the one-screen change, then nothing.
        let first = try generate(spec, into: "incremental")
        XCTAssertFalse(first.noOp)
        XCTAssertEqual(first.reused, 0)
        let unchanged = try generate(spec, into: "incremental")
        XCTAssertTrue(unchanged.noOp)
        XCTAssertEqual(unchanged.changes, [])
        XCTAssertEqual(Set(unchanged.unchanged), Set(first.changes.map { String($0.dropFirst("create ".count)) }))

        try changed.write(to: spec, atomically: true, encoding: .utf8)
        let incremental = try generate(spec, into: "incremental")
        XCTAssertFalse(incremental.noOp)
        XCTAssertFalse(incremental.changes.isEmpty)
        XCTAssertTrue(incremental.changes.allSatisfy { $0.contains("ItemList") }, "\(incremental.changes)")
        XCTAssertEqual(incremental.reused, 1, "ItemDetail is not rendered again")
        let noOp = try generate(spec, into: "incremental")
        XCTAssertTrue(noOp.noOp)
        XCTAssertEqual(noOp.changes, [])

        // Cold: the changed spec into empty folders.
        XCTAssertFalse(try generate(spec, into: "cold").noOp)

        try assertSameTrees("incremental", "cold")
    }

    /// The stamp is read under the output lock: a file another run writes while this one waits for the lock is
    /// seen changed, and rendered again, not kept as if it were this run's.
    func testTheStampIsReadUnderTheOutputLock() throws {
        let original = syntheticSpec(screens: 3)
        let spec = folder.appendingPathComponent("Raced.yaml")
        try original.write(to: spec, atomically: true, encoding: .utf8)
        XCTAssertFalse(try generate(spec, into: "raced").noOp)
        let edited = original.replacingOccurrences(of: "doc: Synthetic screen 2.", with: "doc: Screen 2, edited.")
        try edited.write(to: spec, atomically: true, encoding: .utf8)

        // Another run holds the lock; this one starts, waits for it, and meanwhile an unedited screen's file changes.
        var request = request(spec: spec, into: "raced")
        let roots = GenerationRun.outputRoots(request).values.flatMap { $0 }.map(OutputPaths.normalized)
        var other: OutputLock? = try OutputLock.acquire(roots: roots, exclusive: true, timeout: 5, waiting: nil)
        let waiting = DispatchSemaphore(value: 0)
        request.lockWaiting = { _ in waiting.signal() }
        let prepared = Prepared()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { [request] in
            prepared.run = GenerationRun.prepare(request)
            done.signal()
        }
        XCTAssertEqual(waiting.wait(timeout: .now() + 60), .success, "the run never waited for the lock")
        // A screen's file, and one rendered once per spec (a model's or a dependency's).
        let mvvm = folder.appendingPathComponent("raced/Sources/mvvm")
        let perSpec = try XCTUnwrap(
            FileManager.default.contentsOfDirectory(atPath: mvvm.path).sorted().first {
                $0.hasSuffix(".swift") && !$0.hasPrefix("Screen")
            })
        for name in ["Screen0ViewModel.swift", perSpec] {
            let touched = mvvm.appendingPathComponent(name)
            let bytes = try Data(contentsOf: touched)
            try (Data("// written by another run\n".utf8) + bytes).write(to: touched)
        }
        other = nil
        XCTAssertNil(other)
        XCTAssertEqual(done.wait(timeout: .now() + 60), .success, "the run never ended")
        let run = try XCTUnwrap(prepared.run)
        XCTAssertEqual(run.diagnostics.map(\.message), [])
        try run.apply()

        XCTAssertFalse(try generate(spec, into: "raced-cold").noOp)
        try assertSameTrees("raced", "raced-cold")
    }

    /// The stamp trusts stats, not luck: an edit of the same size, a removed file, a changed manifest or a
    /// folder replaced by a link each send the run down the full path.
    func testAnyChangeToARecordedPathMeansAFullRun() throws {
        let spec = RepositorySpecs.root.appendingPathComponent("specs/Shop.yaml")
        _ = try generate(spec, into: "out")
        let sources = folder.appendingPathComponent("out/Sources/mvvm")
        let file = sources.appendingPathComponent("ItemListViewModel.swift")
        let original = try Data(contentsOf: file)

        var edited = original
        edited[edited.count - 2] = UInt8(ascii: "x")  // same size, new bytes, in place
        let handle = try FileHandle(forWritingTo: file)
        try handle.write(contentsOf: edited)
        try handle.close()
        var run = try generate(spec, into: "out")
        XCTAssertFalse(run.noOp)
        XCTAssertEqual(run.changes, ["update \(file.resolvingSymlinksInPath().path)"])
        XCTAssertEqual(try Data(contentsOf: file), original)
        XCTAssertTrue(try generate(spec, into: "out").noOp)

        try FileManager.default.removeItem(at: file)
        run = try generate(spec, into: "out")
        XCTAssertFalse(run.noOp)
        XCTAssertEqual(try Data(contentsOf: file), original)
        XCTAssertTrue(try generate(spec, into: "out").noOp)

        let manifest = sources.appendingPathComponent(".screengen-manifest")
        try (String(contentsOf: manifest, encoding: .utf8)).write(to: manifest, atomically: true, encoding: .utf8)
        XCTAssertFalse(try generate(spec, into: "out").noOp)
        XCTAssertTrue(try generate(spec, into: "out").noOp)

        // A folder moved away and linked back: the full run refuses the link, the no-op path must not hide it.
        let moved = folder.appendingPathComponent("elsewhere")
        try FileManager.default.moveItem(at: sources, to: moved)
        try FileManager.default.createSymbolicLink(at: sources, withDestinationURL: moved)
        let linked = GenerationRun.prepare(request(spec: spec, into: "out"))
        XCTAssertFalse(linked.timings.summary.contains("stamp") && !linked.timings.summary.contains("render"))
        XCTAssertTrue(
            linked.diagnostics.contains { $0.message.contains("link") }, "\(linked.diagnostics.map(\.message))")
    }

    /// A run that rewrote nothing takes the statuses of the files it saw as recorded from the old stamp
    /// (`RunStamp.Reuse.statuses`), and `lstat`s the others: a file touched without a change gets its new
    /// time in the stamp, so the run after is a no-op again.
    func testAFileTouchedWithoutAChangeIsStampedAgain() throws {
        let spec = RepositorySpecs.root.appendingPathComponent("specs/Shop.yaml")
        XCTAssertFalse(try generate(spec, into: "out").noOp)
        let file = folder.appendingPathComponent("out/Sources/mvvm/ItemListViewModel.swift")
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: file.path)
        let touched = try generate(spec, into: "out")
        XCTAssertFalse(touched.noOp)
        XCTAssertEqual(touched.changes, [])
        XCTAssertGreaterThan(touched.reused, 0, "the other screens are reused, their statuses carried over")
        XCTAssertTrue(try generate(spec, into: "out").noOp)
    }

    /// A run with a stamp loads its specs beside the stamp's look at the outputs, and only when it goes on to
    /// render: a no-op records no load, a run after an edit records one, and the check's finding (the screens
    /// to reuse) reaches the render.
    func testTheSpecsLoadOnceBesideTheStampCheckAndNotForANoOp() throws {
        let spec = folder.appendingPathComponent("Synthetic.yaml")
        let original = syntheticSpec(screens: 3)
        try original.write(to: spec, atomically: true, encoding: .utf8)
        func phases() throws -> (names: [String], reused: Int) {
            let run = GenerationRun.prepare(request(spec: spec, into: "out"))
            XCTAssertEqual(run.diagnostics.map(\.message), [])
            try run.apply()
            return (run.timings.phases.map(\.name), run.reusedScreens)
        }
        XCTAssertEqual(try phases().names.filter { $0 == "load" }.count, 1, "a cold run loads once")
        XCTAssertEqual(try phases().names, ["stamp"], "a no-op loads nothing")
        let edited = original.replacingOccurrences(of: "Synthetic screen 2.", with: "Synthetic screen 2, edited.")
        XCTAssertNotEqual(edited, original)
        try edited.write(to: spec, atomically: true, encoding: .utf8)
        let incremental = try phases()
        XCTAssertEqual(incremental.names.first, "stamp")
        XCTAssertEqual(incremental.names.filter { $0 == "load" }.count, 1, "\(incremental.names)")
        XCTAssertEqual(incremental.reused, 2, "the check's finding reaches the render")
        XCTAssertEqual(try phases().names, ["stamp"])
    }

    /// Built-in templates are in the executable (whose identity the key holds); a `--templates` folder's
    /// files are hashed into the key: an edit of one is a full run that renders it.
    func testAnEditedCustomTemplateMeansAFullRun() throws {
        try writeScreenStyle(
            "plain", in: folder.appendingPathComponent("styles"), path: "{{screen.name}}Screen.swift",
            template: "// {{screen.name}}\n")
        let template = folder.appendingPathComponent("styles/plain/Screen.swift.mustache")
        let out = folder.appendingPathComponent("custom")
        var request = GenerationRequest(
            specPaths: [RepositorySpecs.root.appendingPathComponent("specs/Shop.yaml").path], styles: ["plain"],
            output: out.path, templatesDirectory: folder.appendingPathComponent("styles").path)
        request.kinds = [.source]
        func run() throws -> GenerationRun {
            let run = GenerationRun.prepare(request)
            XCTAssertEqual(run.diagnostics.map(\.message), [])
            try run.apply()
            return run
        }
        XCTAssertFalse(try run().timings.summary.contains("render") == false)
        XCTAssertFalse(try run().timings.summary.contains("render"), "the second run is a no-op")
        try "// {{screen.name}}, edited\n".write(to: template, atomically: true, encoding: .utf8)
        XCTAssertTrue(try run().timings.summary.contains("render"))
        let written = try String(contentsOf: out.appendingPathComponent("ItemListScreen.swift"), encoding: .utf8)
        XCTAssertTrue(written.contains("// ItemList, edited"), written)
    }

    /// The stamp is written a clock tick after the newest file the run wrote (`RunStamp.settle`), so that an edit
    /// made after it cannot carry a recorded time even where the file system's clock ticks coarsely.
    func testTheStampIsWrittenATickAfterTheNewestOutput() throws {
        let spec = RepositorySpecs.root.appendingPathComponent("specs/Counter.yaml")
        XCTAssertFalse(try generate(spec, into: "out").noOp)
        let out = folder.appendingPathComponent("out")
        var stamp: Date?
        var newest = Date.distantPast
        for path in try FileManager.default.subpathsOfDirectory(atPath: out.path) {
            let name = (path as NSString).lastPathComponent
            let attributes = try FileManager.default.attributesOfItem(atPath: out.appendingPathComponent(path).path)
            guard attributes[.type] as? FileAttributeType == .typeRegular, !name.hasPrefix(".screengen-lock"),
                let modified = attributes[.modificationDate] as? Date
            else { continue }
            if name.hasPrefix(".screengen-stamp-") && !name.hasSuffix(".names") {
                stamp = modified
            } else if !name.hasPrefix(".screengen-stamp-") {
                newest = max(newest, modified)
            }
        }
        let stamped = try XCTUnwrap(stamp)
        // `settle` (20 ms) after the newest file, less one coarse tick (at most 10 ms) of the stamp's own time, and
        // a rounding margin. (Where times tick in 10 ms steps a run without the wait can pass too.)
        XCTAssertGreaterThanOrEqual(stamped.timeIntervalSince(newest), 0.0099)
    }

    /// Each command line has its own stamp; a folder keeps only the most recent few, and never drops the run's own.
    func testAFolderKeepsOnlyTheNewestStamps() throws {
        let spec = RepositorySpecs.root.appendingPathComponent("specs/Counter.yaml")
        XCTAssertFalse(try generate(spec, into: "out").noOp)
        let out = folder.appendingPathComponent("out")
        let stampPath = try XCTUnwrap(
            FileManager.default.subpathsOfDirectory(atPath: out.path).first {
                ($0 as NSString).lastPathComponent.hasPrefix(".screengen-stamp-") && !$0.hasSuffix(".names")
            })
        let stampFolder = out.appendingPathComponent((stampPath as NSString).deletingLastPathComponent)
        // Stamps of twelve other command lines, written one minute apart, the newest last.
        let others = (0..<12).map { ".screengen-stamp-other\($0)" }
        for (index, name) in others.enumerated() {
            let path = stampFolder.appendingPathComponent(name).path
            XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("old".utf8)))
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: Double(index - 20) * 60)], ofItemAtPath: path)
        }
        // A generated file edited by hand: the next run is a full one and records a new stamp.
        let edited = try XCTUnwrap(run(spec).unchanged.first)
        try "// edited\n".write(toFile: edited, atomically: true, encoding: .utf8)
        XCTAssertFalse(try generate(spec, into: "out").noOp)
        let stamps = try FileManager.default.contentsOfDirectory(atPath: stampFolder.path)
            .filter { $0.hasPrefix(".screengen-stamp-") && !$0.hasSuffix(".names") }
        XCTAssertEqual(stamps.filter { !others.contains($0) }, [(stampPath as NSString).lastPathComponent])
        XCTAssertEqual(Set(stamps).intersection(others), Set(others.suffix(7)))
        XCTAssertTrue(try generate(spec, into: "out").noOp)
    }

    private func run(_ spec: URL) -> WritePlan {
        GenerationRun.prepare(request(spec: spec, into: "out")).plan
    }
}

/// A run prepared on another thread, read once that thread is done.
private final class Prepared: @unchecked Sendable {
    var run: GenerationRun?
}
