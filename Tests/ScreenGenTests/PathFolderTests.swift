import Foundation
import XCTest

@testable import ScreenGen

/// A path's folder, found and compared as bytes (`PathFolder`), and the stamp's walks that rely on it: a file
/// looked up in the wrong folder would read as changed, and a folder missed would be left out of the stamp.
final class PathFolderTests: XCTestCase {
    func testTheFolderIsTheBytesBeforeTheLastSlash() {
        XCTAssertEqual(PathFolder("/out/mvvm/A.swift").folder, "/out/mvvm")
        XCTAssertEqual(PathFolder("/out/mvvm/A.swift").length, 9)
        XCTAssertEqual(PathFolder("/A.swift").folder, "")
        XCTAssertEqual(PathFolder("A.swift").length, -1)
        XCTAssertEqual(PathFolder("/out/é/A.swift").folder, "/out/é")
    }

    func testFoldersAreComparedByteForByte() {
        XCTAssertTrue(PathFolder("/out/a/X.swift").sharesFolder(with: PathFolder("/out/a/Y.swift")))
        // Same length, other bytes.
        XCTAssertFalse(PathFolder("/out/a/X.swift").sharesFolder(with: PathFolder("/out/b/X.swift")))
        // One folder a prefix of the other.
        XCTAssertFalse(PathFolder("/out/a/X.swift").sharesFolder(with: PathFolder("/out/ab/X.swift")))
        XCTAssertFalse(PathFolder("/out/ab/X.swift").sharesFolder(with: PathFolder("/out/a/bX.swift")))
        // Equal as Unicode text (é composed and decomposed), not as bytes: two folders on disk.
        XCTAssertFalse(PathFolder("/out/\u{E9}/X.swift").sharesFolder(with: PathFolder("/out/e\u{301}/X.swift")))
        XCTAssertTrue(PathFolder("X.swift").sharesFolder(with: PathFolder("Y.swift")))
    }

    /// Files of folders of one length, interleaved, all as recorded: each is looked up in its own folder.
    func testTheStampCheckLooksEachFileUpInItsOwnFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pathfolder-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        var paths: [String] = []
        for folder in ["a", "b", "ab", "\u{E9}", "e\u{301}"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
            for name in ["X.swift", "Y.swift"] {
                let path = root + "/" + folder + "/" + name
                try Data((folder + name).utf8).write(to: URL(fileURLWithPath: path))
                paths.append(path)
            }
        }
        // Files of one name in different folders have different statuses: looked up in the wrong folder, a file
        // is absent or another inode.
        let order = [0, 2, 1, 3, 4, 6, 5, 7, 8, 9]
        let entries = order.map { RunStamp.Entry(isOutput: true, path: paths[$0], status: .init(lstatOf: paths[$0])) }
        XCTAssertTrue(entries.allSatisfy { $0.status != nil })
        let stamp = RunStamp(key: "k", entries: entries)
        XCTAssertEqual(stamp.unchangedOutputs(), order.map { paths[$0] })
        // And a file replaced is seen.
        try Data("other".utf8).write(to: URL(fileURLWithPath: paths[6]))
        XCTAssertNil(stamp.unchangedOutputs())
    }

    func testTheStampRecordsEveryFolderDownToItsFiles() {
        let folders = RunStamp.Site.folders(
            of: ["/out/a/X.swift", "/out/a/b/Y.swift", "/out/b/Z.swift", "/out/c/d/W.swift"], roots: ["/out"])
        XCTAssertEqual(folders, ["/out", "/out/a", "/out/a/b", "/out/b", "/out/c", "/out/c/d"])
        XCTAssertNil(RunStamp.Site.folders(of: ["/elsewhere/A.swift"], roots: ["/out"]))
    }
}
