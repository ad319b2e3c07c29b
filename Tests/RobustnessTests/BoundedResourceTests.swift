import Foundation
import XCTest

/// Through the real `generate` executable: hostile inputs fail with status 1 and their error,
/// within a time bound and under a hard heap limit (RLIMIT_DATA), and write nothing.
final class BoundedResourceTests: XCTestCase {
    private static let megabyte = 1 << 20

    /// Runs `generate` on `bytes` saved as `name`; also says which files the run left in its folder.
    private func generate(_ bytes: Data, name: String, dataLimit: Int) throws -> (ChildProcess.Outcome, [String]) {
        let executable = try XCTUnwrap(
            GenerateExecutable.path, "the generate executable is not built next to the tests")
        let base = try TemporaryFolder(self)
        let work = base.file("work")
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        try bytes.write(to: URL(fileURLWithPath: work + "/" + name))
        let outcome = try ChildProcess.run(
            executable, [name, "--style", "all", "--output", "out"], in: work, dataLimit: dataLimit)
        return (outcome, TemporaryFolder.listing(of: work))
    }

    private func assertFails(
        _ run: (ChildProcess.Outcome, [String]), with message: String, within seconds: Double,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let (outcome, listing) = run
        XCTAssertEqual(listing.count, 1, "the run wrote files: \(listing)", file: file, line: line)
        XCTAssertEqual(
            outcome.status, 1, "signal \(outcome.signal ?? 0): \(outcome.standardError.prefix(2000))", file: file,
            line: line)
        XCTAssertTrue(outcome.standardError.contains(message), outcome.standardError, file: file, line: line)
        XCTAssertLessThan(outcome.seconds, seconds, file: file, line: line)
    }

    /// The limit is real: a normal spec fits in it.
    func testAnOrdinarySpecRunsUnderTheLimit() throws {
        let spec = try Data(contentsOf: FixtureFolders.specs.appendingPathComponent("Shop.yaml"))
        let (outcome, listing) = try generate(spec, name: "Shop.yaml", dataLimit: 64 * Self.megabyte)
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        XCTAssertTrue(listing.contains("out"))
    }

    func testAnAliasBombFailsWithinOneSecondUnder64MB() throws {
        var text = "screenspec: 1\nmodule: Shop\nbomb0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...12 {
            text +=
                "bomb\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ")
                + "]\n"
        }
        let run = try generate(Data(text.utf8), name: "Bomb.yaml", dataLimit: 64 * Self.megabyte)
        assertFails(run, with: "Bomb.yaml:8:48: error: aliases expand to more than", within: 1)
    }

    func testTenThousandLevelsOfNestingFailWithinOneSecondUnder64MB() throws {
        for (name, text) in [
            ("Flow.yaml", "screens: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)),
            (
                "Maps.yaml",
                "screens: " + String(repeating: "{a: ", count: 10_000) + "b" + String(repeating: "}", count: 10_000)
            ),
            ("Block.yaml", "screens:\n" + String(repeating: "- ", count: 10_000) + "x"),
        ] {
            let run = try generate(
                Data(("screenspec: 1\nmodule: Shop\n" + text + "\n").utf8), name: name, dataLimit: 64 * Self.megabyte)
            assertFails(run, with: "error: collections are nested more than", within: 1)
        }
    }

    func testAFiftyMegabyteSpecFailsUnder512MB() throws {
        var text = "screenspec: 1\nmodule: Shop\n"
        text.reserveCapacity(50_100_000)
        let line = "# " + String(repeating: "padding ", count: 12) + "\n"
        let lines = 50_000_000 / line.utf8.count
        for _ in 0..<lines { text += line }
        text += "screens: { Home: { state: { count: Int }\n"
        let run = try generate(Data(text.utf8), name: "Huge.yaml", dataLimit: 512 * Self.megabyte)
        assertFails(run, with: "Huge.yaml:\(lines + 4):1: error: did not find expected ',' or '}'", within: 30)
    }

    /// Bytes that are not UTF-8 are refused as such, not decoded leniently into a spec.
    func testBinaryGarbageIsRefusedAsNotUTF8() throws {
        var generator = SplitMix64(seed: 7)
        let bytes = [0xFF] + (0..<100_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        let run = try generate(Data(bytes), name: "Garbage.yaml", dataLimit: 64 * Self.megabyte)
        assertFails(
            run, with: "Garbage.yaml:1:1: error: cannot read spec file: it is not UTF-8 text (byte 0xFF)", within: 1)
    }
}
