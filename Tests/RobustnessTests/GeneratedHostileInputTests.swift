import Diagnostics
import FixtureSupport
import Foundation
import ScreenSpec
import XCTest

/// Hostile inputs too big, too binary or too byte-exact to commit: built here, at test time.
final class GeneratedHostileInputTests: XCTestCase {
    private let file = "generated.yaml"

    /// Loads `text`, asserting it fails within `seconds` with an error containing `message` at `mark`.
    @discardableResult
    private func assertError(
        _ text: String, containing message: String, at mark: Mark? = nil, within seconds: TimeInterval = 1,
        file: StaticString = #filePath, line: UInt = #line
    ) -> SpecLoadResult {
        let start = Date()
        let result = SpecLoader.load(text: text, file: self.file)
        let elapsed = Date().timeIntervalSince(start)
        let rendered = DiagnosticRenderer().render(result.diagnostics)
        XCTAssertNil(result.spec, file: file, line: line)
        let match = result.errors.first { $0.message.contains(message) }
        XCTAssertNotNil(
            match, "expected an error containing '\(message)', got:\n\(rendered.prefix(2000))", file: file, line: line)
        if let mark { XCTAssertEqual(match?.mark, mark, rendered, file: file, line: line) }
        XCTAssertLessThan(elapsed, seconds, "took \(elapsed) s", file: file, line: line)
        return result
    }

    func testAnEmptyFileIsAnEmptySpec() {
        assertError("", containing: "the spec is empty", at: Mark(line: 1, column: 1))
    }

    func testAByteOrderMarkAloneIsAnEmptySpec() {
        assertError("\u{FEFF}", containing: "the spec is empty", at: Mark(line: 1, column: 1))
    }

    func testTenThousandNestedFlowSequencesFailFast() {
        let text =
            "screenspec: 1\nmodule: Shop\nscreens: " + String(repeating: "[", count: 10_000)
            + String(repeating: "]", count: 10_000) + "\n"
        assertError(text, containing: "nested more than")
    }

    func testTenThousandNestedFlowMappingsFailFast() {
        let text =
            "screenspec: 1\nmodule: Shop\nscreens: " + String(repeating: "{a: ", count: 10_000) + "b"
            + String(repeating: "}", count: 10_000) + "\n"
        assertError(text, containing: "nested more than")
    }

    func testTenThousandNestedBlockSequencesFailFast() {
        let text = "screenspec: 1\nmodule: Shop\nscreens:\n" + String(repeating: "- ", count: 10_000) + "x\n"
        assertError(text, containing: "nested more than")
    }

    /// "Billion laughs": ten levels of ten aliases would expand to 10^10 nodes.
    func testAnAliasBombFailsFast() {
        var text = "screenspec: 1\nmodule: Shop\nbomb0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...10 {
            let aliases = Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ")
            text += "bomb\(level): &l\(level) [\(aliases)]\n"
        }
        assertError(text, containing: "aliases expand to more than")
    }

    /// An alias bomb that stays under the expansion limit but makes every copy an error: 200,000
    /// errors from 20 KB. Bounded (at most one per expanded node), but not small: see docs/robustness.md.
    func testAnAliasAmplifiedErrorFloodStaysBounded() {
        let keys = (0..<100).map { "k\($0): 1" }.joined(separator: ", ")
        var text = "screenspec: 1\nmodule: Shop\nscreens:\n"
        text += "  S0: &bad { \(keys) }\n"
        for index in 1..<2_000 { text += "  S\(index): *bad\n" }
        let result = assertError(text, containing: "unknown key 'k0'", within: 60)
        XCTAssertLessThanOrEqual(result.diagnostics.count, 2_000 * 100 + 10)
    }

    /// About 50 MB of valid YAML with one syntax error at the very end: found, at the right line.
    func testAFiftyMegabyteFileIsReadToItsError() {
        var text = "screenspec: 1\nmodule: Shop\n"
        let lineText = "# " + String(repeating: "padding ", count: 12) + "\n"
        let lines = 50_000_000 / lineText.utf8.count
        text.reserveCapacity(50_100_000)
        for _ in 0..<lines { text += lineText }
        text += "screens: { Home: { state: { count: Int }\n"
        XCTAssertGreaterThanOrEqual(text.utf8.count, 50_000_000)
        assertError(
            text, containing: "did not find expected ',' or '}'", at: Mark(line: lines + 4, column: 1), within: 60)
    }

    /// libyaml allows 1024 characters in a plain key; beyond that it is a syntax error.
    func testAVeryLongKeyIsAnErrorNotACrash() {
        let key = String(repeating: "k", count: 1_000_000)
        assertError(
            "screenspec: 1\nmodule: Shop\n\(key): 1\n", containing: "could not find expected ':'",
            at: Mark(line: 3, column: 1_000_001), within: 10)
        assertError("screenspec: 1\nmodule: Shop\n\(key.prefix(1000)): 1\n", containing: "unknown key", within: 10)
    }

    /// Bytes that are not UTF-8 are refused before parsing, at the first of them.
    func testBinaryGarbageIsNotUTF8Text() throws {
        let folder = try TemporaryFolder(self)
        var generator = SplitMix64(seed: 0x5C12EE4)
        var bytes = [UInt8](repeating: 0, count: 64 * 1024)
        for index in bytes.indices { bytes[index] = UInt8(truncatingIfNeeded: generator.next()) }
        bytes[0] = 0xFF  // never valid in UTF-8
        let path = folder.file("garbage.yaml")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let result = SpecLoader.load(contentsOf: path)
        XCTAssertNil(result.spec)
        XCTAssertEqual(result.errors.map(\.message), ["cannot read spec file: it is not UTF-8 text (byte 0xFF)"])
        XCTAssertEqual(result.errors.map(\.mark), [Mark(line: 1, column: 1)])
    }

    /// Random bytes decoded as text (invalid sequences replaced) always end in errors, never a crash.
    func testRandomTextNeverCrashes() {
        var generator = SplitMix64(seed: 42)
        for round in 0..<200 {
            let count = Int(generator.next() % 4096)
            let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            let text = String(decoding: bytes, as: UTF8.self)
            let result = SpecLoader.load(text: text, file: file)
            XCTAssertNil(result.spec, "round \(round)")
            XCTAssertFalse(result.errors.isEmpty, "round \(round)")
        }
    }
}

/// A small deterministic generator, so the random inputs are the same on every run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
