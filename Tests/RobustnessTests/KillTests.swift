import FixtureSupport
import Foundation
import XCTest

/// A `generate` run killed with SIGKILL at any moment leaves every file with either its old or
/// its new content: never a torn file, never a file that is neither.
final class KillTests: XCTestCase {
    typealias Tree = [String: Data]

    private let interruptions = 100

    func testRunsKilledAtRandomMomentsLeaveEveryFileOldOrNew() throws {
        let executable = try XCTUnwrap(
            GenerateExecutable.path, "the generate executable is not built next to the tests")
        let base = try TemporaryFolder(self, name: "kill")
        let work = base.file("work")
        try FileManager.default.createDirectory(atPath: work + "/specs", withIntermediateDirectories: true)
        let spec = work + "/specs/KillTest.yaml"
        let arguments = ["specs/KillTest.yaml", "--style", "all", "--output", "out"]

        // The old tree, then the new tree as a complete run makes it from the old one.
        try write(KillTestSpec.old.text, to: spec)
        let first = try ChildProcess.run(executable, arguments + KillTestSpec.old.arguments, in: work)
        XCTAssertEqual(first.status, 0, first.standardError)
        let oldTree = try tree(work + "/out")
        try write(KillTestSpec.new.text, to: spec)
        let complete = try ChildProcess.run(executable, arguments + KillTestSpec.new.arguments, in: work)
        XCTAssertEqual(complete.status, 0, complete.standardError)
        let newTree = try tree(work + "/out")
        let created = Set(newTree.keys).subtracting(oldTree.keys)
        let removed = Set(oldTree.keys).subtracting(newTree.keys)
        let updated = Set(oldTree.keys).intersection(newTree.keys).filter { oldTree[$0] != newTree[$0] }
        XCTAssertFalse(created.isEmpty || removed.isEmpty || updated.isEmpty, "the versions must differ in every way")

        var generator = SplitMix64(seed: 0xC0FFEE)
        var counts = (old: 0, new: 0, mixed: 0, leftovers: 0)
        for round in 0..<interruptions {
            try restore(oldTree, in: work + "/out")
            // Kill anywhere from before startup to just after a complete run would have ended.
            let delay = complete.seconds * 1.1 * Double(generator.next() % 10_000) / 10_000
            let child = try ChildProcess(executable, arguments + KillTestSpec.new.arguments, in: work)
            usleep(useconds_t(delay * 1_000_000))
            child.killNow()
            _ = child.wait()

            let now = try tree(work + "/out")
            var sawOld = false
            var sawNew = false
            for path in Set(oldTree.keys).union(newTree.keys) {
                let current = now[path]
                XCTAssertTrue(current == oldTree[path] || current == newTree[path], "round \(round): \(path) is torn")
                if oldTree[path] != newTree[path] {
                    if current == oldTree[path] { sawOld = true } else { sawNew = true }
                }
            }
            for path in Set(now.keys).subtracting(oldTree.keys).subtracting(newTree.keys) {
                XCTAssertTrue(Self.isTemporary(path), "round \(round): unexpected file \(path)")
                counts.leftovers += 1
            }
            switch (sawOld, sawNew) {
            case (true, true): counts.mixed += 1
            case (false, true): counts.new += 1
            default: counts.old += 1
            }

            // Whatever the kill left, a complete run repairs it: exactly the new tree, leftovers gone.
            let repair = try ChildProcess.run(executable, arguments + KillTestSpec.new.arguments, in: work)
            XCTAssertEqual(repair.status, 0, "round \(round): \(repair.standardError)")
            XCTAssertEqual(try tree(work + "/out"), newTree, "round \(round): a complete run after the kill")
        }
        print(
            "kill test: \(interruptions) interruptions of a \(String(format: "%.2f", complete.seconds)) s run: "
                + "\(counts.old) all old, \(counts.mixed) part-way, \(counts.new) all new; "
                + "\(counts.leftovers) temporary file(s) left behind")
        XCTAssertEqual(counts.old + counts.mixed + counts.new, interruptions)
        XCTAssertGreaterThan(counts.mixed, 0, "no kill landed while files were being written")
    }

    static func isTemporary(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return name.hasPrefix(".") && name.contains(".screengen-") && name.hasSuffix(".tmp")
    }

    private func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// Every file below `folder`, by relative path; not the run stamp (`RunStamp`), a cache that records inodes
    /// and times, so that it differs between any two runs that wrote (a killed run leaves the old one, whose
    /// recorded files have changed, and the next run replaces it).
    private func tree(_ folder: String) throws -> Tree {
        var result: Tree = [:]
        for relative in TemporaryFolder.listing(of: folder)
        where !(relative as NSString).lastPathComponent.hasPrefix(".screengen-stamp-") {
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: folder + "/" + relative, isDirectory: &isFolder)
            if exists && !isFolder.boolValue {
                result[relative] = FileManager.default.contents(atPath: folder + "/" + relative)
            }
        }
        return result
    }

    /// Puts `tree` back exactly: nothing else left in the folder.
    private func restore(_ tree: Tree, in folder: String) throws {
        try? FileManager.default.removeItem(atPath: folder)
        for (relative, data) in tree {
            let path = folder + "/" + relative
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: path))
        }
    }
}
