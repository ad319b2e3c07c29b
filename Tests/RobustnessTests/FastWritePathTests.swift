import FixtureSupport
import Foundation
import XCTest

@testable import ScreenGen

/// The writer's faster paths (docs/performance.md) must agree with the slower ones they replaced.
final class FastWritePathTests: XCTestCase {
    func testStandardizedPathsMatchFoundation() {
        let paths = [
            "/a/b/c.swift", "/a/./b/../c.swift", "/a//b///c", "/a/b/", "/a/b/.", "/a/b/..", "/..", "/../a", "/",
            "/a/.hidden/..x/...", "/a/b/../../../c", "/x/./", "/é/ü/../ß.swift",
        ]
        for path in paths {
            XCTAssertEqual(
                OutputPaths.standardized(path), URL(fileURLWithPath: path).standardizedFileURL.path, "path: \(path)")
        }
        let relative = OutputPaths.standardized("out/./Sources/../A.swift")
        XCTAssertEqual(relative, FileManager.default.currentDirectoryPath + "/out/A.swift")
    }

    func testSplitPathsMatchFoundation() {
        for path in ["/a/b/c.swift", "/c", "c.swift", "/é/ü/ß.swift", "/a/.hidden", "/out/Tests/mvvm/X+Fixture.swift"] {
            let (folder, name) = OutputPaths.split(path)
            XCTAssertEqual(folder, (path as NSString).deletingLastPathComponent, "path: \(path)")
            XCTAssertEqual(name, (path as NSString).lastPathComponent, "path: \(path)")
        }
    }

    /// A file rendered for a folder the run's lock made is not compared with the disk only when its path
    /// cannot lead anywhere but to a new name inside that folder.
    func testOnlyPlainPathsCountAsInsideANewFolder() {
        for path in ["A.swift", "mvvm/A.swift", "Shop/Models/A+B.swift", "a.b/c"] {
            XCTAssertTrue(OutputPaths.isPlainRelative(path), "path: \(path)")
        }
        for path in [
            "", ".", "..", "../A.swift", "a/../b", "./A.swift", "a//b", "a/", "/a", ".screengen-lock",
            "a/.screengen-staging-1/b", ".hidden.swift",
        ] {
            XCTAssertFalse(OutputPaths.isPlainRelative(path), "path: \(path)")
        }
    }

    func testDiskStateTellsAbsentSameAndDifferent() throws {
        let out = try TemporaryFolder(self)
        try out.write("Same.swift", "struct A {}\n")
        try out.write("Longer.swift", "struct A {}\n// more\n")
        try out.write("Changed.swift", "struct B {}\n")
        try FileManager.default.createDirectory(atPath: out.file("Folder.swift"), withIntermediateDirectories: true)
        func state(_ name: String, scaffold: Bool = false) -> DiskState {
            DiskState(of: OutputFile(path: out.file(name), contents: "struct A {}\n", isScaffold: scaffold))
        }
        guard case .same = state("Same.swift") else { return XCTFail("same bytes") }
        guard case .different = state("Longer.swift") else { return XCTFail("other size") }
        guard case .different = state("Changed.swift") else { return XCTFail("same size, other bytes") }
        guard case .absent = state("Missing.swift") else { return XCTFail("missing file") }
        guard case .absent = state("Folder.swift") else { return XCTFail("a folder is not a file") }
        guard case .same = state("Changed.swift", scaffold: true) else { return XCTFail("scaffolds are kept") }
    }

    func testWritingANewFileCreatesExactlyIt() throws {
        let out = try TemporaryFolder(self)
        try IncrementalWriter.writeNew("struct A {}\n", to: out.file("A.swift"))
        XCTAssertEqual(out.read("A.swift"), "struct A {}\n")
        XCTAssertEqual(out.listing(), ["A.swift"])
    }

    func testANameTakenSincePlanningIsReplacedNotFollowed() throws {
        let base = try TemporaryFolder(self)
        try base.write("outside/victim.txt", "precious")
        try FileManager.default.createDirectory(atPath: base.file("out"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: base.file("out/A.swift"), withDestinationPath: base.file("outside/victim.txt"))
        try IncrementalWriter.writeNew("new\n", to: base.file("out/A.swift"))
        XCTAssertEqual(base.read("outside/victim.txt"), "precious")
        XCTAssertEqual(base.read("out/A.swift"), "new\n")
        XCTAssertNil(try? FileManager.default.destinationOfSymbolicLink(atPath: base.file("out/A.swift")))
    }
}
