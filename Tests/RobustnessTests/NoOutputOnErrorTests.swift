import FixtureSupport
import Foundation
import XCTest

/// Through the real `generate` executable: every error fixture (hostile and invalid) exits with
/// status 1, prints its expected diagnostic, and writes, changes or deletes no file at all.
final class NoOutputOnErrorTests: XCTestCase {
    private func generate() throws -> String {
        try XCTUnwrap(GenerateExecutable.path, "the generate executable is not built next to the tests")
    }

    func testNoErrorFixtureWritesAnyFile() throws {
        let executable = try generate()
        let fixtures =
            try FixtureFolders.fixtures(in: FixtureFolders.hostile)
            + FixtureFolders.fixtures(in: FixtureFolders.invalid).filter { $0.severity == .error }
        XCTAssertGreaterThan(fixtures.count, 100)
        let base = try TemporaryFolder(self)
        for fixture in fixtures {
            // A folder per run: the spec, and a pre-existing output folder with a file in it.
            let work = base.file(fixture.name + ".run")
            try FileManager.default.createDirectory(atPath: work + "/specs", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: work + "/out", withIntermediateDirectories: true)
            try Data(fixture.text.utf8).write(to: URL(fileURLWithPath: work + "/specs/" + fixture.name))
            try Data("keep\n".utf8).write(to: URL(fileURLWithPath: work + "/out/Existing.swift"))
            let before = try snapshot(of: work)

            let outcome = try ChildProcess.run(
                executable, ["specs/\(fixture.name)", "--style", "all", "--output", "out", "--scaffold", "views"],
                in: work)

            XCTAssertEqual(outcome.status, 1, "\(fixture.name): \(outcome.standardError)")
            if let mark = fixture.mark {
                let line = "specs/\(fixture.name):\(mark.line):\(mark.column): error: \(fixture.message)"
                XCTAssertTrue(
                    outcome.standardError.contains(line),
                    "\(fixture.name): expected \(line)\ngot:\n\(outcome.standardError)")
            }
            XCTAssertEqual(try snapshot(of: work), before, "\(fixture.name) changed the file system")
            XCTAssertLessThan(outcome.seconds, 5, fixture.name)
        }
    }

    /// Each path below `folder` with its bytes (nil for folders), and its modification time.
    private func snapshot(of folder: String) throws -> [String: String] {
        var result: [String: String] = [:]
        for relative in TemporaryFolder.listing(of: folder) {
            let path = folder + "/" + relative
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            let bytes =
                FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? "<dir>"
            result[relative] = "\(date) \(bytes)"
        }
        return result
    }
}
