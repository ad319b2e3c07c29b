import FixtureSupport
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
        // Empty strings: no bytes, so the node limit is the one reached (the byte limit has its own tests).
        var text = "screenspec: 1\nmodule: Shop\nbomb0: &l0 ['', '', '', '', '', '', '', '', '', '']\n"
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

    /// Issue #15: a ~125 KB spec whose one long `doc` is aliased by 800 state properties was one node per
    /// alias, under the node limit, and grew to 100 MB of generated code. The aliases' bytes are counted:
    /// it fails at the alias that passes 1 MiB.
    func testAnAliasedLongTextFailsWithinOneSecondUnder256MB() throws {
        let doc = String(repeating: "Long text. ", count: 8_200)  // 90,200 bytes
        var lines = ["screenspec: 1", "module: Shop", "screens:", "  Home:", "    doc: &d \"\(doc)\"", "    state:"]
        for index in 0..<800 { lines.append("      p\(index): { type: Int, default: \"0\", doc: *d }") }
        let text = lines.joined(separator: "\n") + "\n"
        XCTAssertLessThan(text.utf8.count, 130_000)
        // Eleven aliases add 992,200 bytes; the twelfth (p11, line 18) passes 1,048,576.
        let column = lines[17].utf8.count - " }".utf8.count - "*d".utf8.count + 1
        let run = try generate(Data(text.utf8), name: "LongAlias.yaml", dataLimit: 256 * Self.megabyte)
        assertFails(
            run, with: "LongAlias.yaml:18:\(column): error: aliases expand to more than 1048576 bytes of text",
            within: 1)
    }

    /// Issue #15: a 1.1 MB spec whose first screen's state (1,000 documented properties) is aliased by 100
    /// more screens stayed under the node limit and ran out of memory after minutes. It fails at the first
    /// alias, which alone adds more than 1 MiB.
    func testAnAliasedLargeMappingFailsWithinOneSecondUnder256MB() throws {
        var lines = ["screenspec: 1", "module: Shop", "screens:", "  S0:", "    state: &base"]
        let doc = String(repeating: "Documented at length. ", count: 48)  // 1,056 bytes
        for index in 0..<1_000 { lines.append("      p\(index): { type: Int, default: \"0\", doc: \"\(doc)\" }") }
        let firstAlias = lines.count + 1
        for index in 1...100 { lines.append("  S\(index): { state: *base }") }
        let text = lines.joined(separator: "\n") + "\n"
        XCTAssertGreaterThan(text.utf8.count, 1_000_000)
        let run = try generate(Data(text.utf8), name: "BigAlias.yaml", dataLimit: 256 * Self.megabyte)
        assertFails(
            run, with: "BigAlias.yaml:\(firstAlias):16: error: aliases expand to more than 1048576 bytes of text",
            within: 1)
    }
}
