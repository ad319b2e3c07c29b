import Foundation
import Mustache
import XCTest

@testable import ScreenGen

/// The stamp reads back as written (`RunStamp.text`, `RunStamp.init(bytes:)`, parsed by bytes), and a
/// torn or altered stamp is not read at all (a full run follows).
final class RunStampTextTests: XCTestCase {
    private func parse(_ text: String) -> RunStamp? {
        Array(text.utf8).withUnsafeBufferPointer { RunStamp(bytes: $0) }
    }

    private let stamp = RunStamp(
        key: "k1", renderKey: "r2",
        screens: [ValueFingerprint(high: 10, low: 11), ValueFingerprint(high: 12, low: 13)],
        entries: [
            .init(
                isOutput: true, path: "/out/mvvm/A.swift",
                status: .init(isDirectory: false, size: 42, modified: 1_700_000_000_123_456_789, device: 7, inode: 9),
                screen: 1),
            .init(
                isOutput: true, path: "/out/odd\tname%.swift",
                status: .init(isDirectory: false, size: 0, modified: 1, device: 7, inode: 10)),
            .init(isOutput: false, path: "/out/.screengen-manifest", status: nil),
            .init(
                isOutput: false, path: "/out/mvvm",
                status: .init(isDirectory: true, size: 0, modified: 0, device: 7, inode: 3)),
        ])

    func testAStampReadsBackAsWritten() throws {
        let read = try XCTUnwrap(parse(stamp.text))
        XCTAssertEqual(read, stamp)
    }

    func testATornOrAlteredStampIsNotRead() {
        let text = stamp.text
        XCTAssertNil(parse(String(text.dropLast(1))), "no final line feed")
        XCTAssertNil(parse(String(text.dropLast(4))), "no end line")
        XCTAssertNil(parse(text.replacingOccurrences(of: "# screengen-stamp", with: "# other-stamp")))
        XCTAssertNil(parse(text.replacingOccurrences(of: "\t42\t", with: "\t4x\t")), "a size that is no number")
        XCTAssertNil(parse(text.replacingOccurrences(of: "screens\t2", with: "screens\t3")), "a screen too many")
        XCTAssertNil(parse(text.replacingOccurrences(of: "\t1\t/out/mvvm/A.swift", with: "\t5\t/out/mvvm/A.swift")))
        XCTAssertNil(parse(text.replacingOccurrences(of: "\t-\t/out/mvvm\n", with: "\t/out/mvvm\n")), "seven fields")
        XCTAssertNil(parse(text.replacingOccurrences(of: "\t-\t/out/mvvm\n", with: "\t-\t/out/mvvm\tx\n")), "nine")
        XCTAssertNil(parse(""))
    }

    /// The no-op check read straight from the bytes (`RunStamp.unchangedOutputs(in:key:)`) finds what parsing
    /// the stamp and checking its entries finds: the outputs when the key and every status match, nil when
    /// the key differs, a file changed, or the stamp is torn. Enough files that the lines are split over
    /// the cores, and a name that is percent-encoded.
    func testTheNoOpCheckFromTheBytesFindsWhatTheParsedStampFinds() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stamp-bytes-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let names = (0..<1_500).map { "Screen\($0)With%APercentAndALongEnoughNameToFillTheStamp.swift" }
        for sub in ["a", "b"] {
            try FileManager.default.createDirectory(atPath: folder + "/" + sub, withIntermediateDirectories: true)
        }
        var entries: [RunStamp.Entry] = []
        for (index, name) in names.enumerated() {
            let path = folder + (index < 700 ? "/a/" : "/b/") + name
            try "file \(index)".write(toFile: path, atomically: false, encoding: .utf8)
            entries.append(.init(isOutput: true, path: path, status: RunStamp.Status(lstatOf: path), screen: index % 2))
        }
        entries.append(.init(isOutput: false, path: folder + "/a/.screengen-manifest", status: nil))
        for path in [folder, folder + "/a", folder + "/b"] {
            entries.append(.init(isOutput: false, path: path, status: RunStamp.Status(lstatOf: path)))
        }
        let screens = [ValueFingerprint(high: 10, low: 11), ValueFingerprint(high: 12, low: 13)]
        let stamp = RunStamp(key: "k1", renderKey: "r2", screens: screens, entries: entries)
        let bytes = stamp.bytes
        XCTAssertGreaterThan(bytes.count, 200_000, "large enough to be split over two cores")
        let parsed = try XCTUnwrap(parse(stamp.text))
        XCTAssertEqual(RunStamp.unchangedOutputs(in: bytes, key: "k1"), parsed.unchangedOutputs())
        XCTAssertEqual(RunStamp.unchangedOutputs(in: bytes, key: "k1")?.count, names.count)
        XCTAssertNil(RunStamp.unchangedOutputs(in: bytes, key: "k2"), "another key")
        XCTAssertNil(RunStamp.unchangedOutputs(in: Array(bytes.dropLast(2)), key: "k1"), "torn")
        // A file near the end (the second share), then the manifest appearing, each seen.
        try "changed".write(toFile: entries[1_400].path, atomically: false, encoding: .utf8)
        XCTAssertNil(RunStamp.unchangedOutputs(in: bytes, key: "k1"))
        XCTAssertNil(parsed.unchangedOutputs())
        let restored = RunStamp(
            key: "k1", screens: screens,
            entries: entries.map {
                var entry = $0
                entry.status = RunStamp.Status(lstatOf: entry.path)
                return entry
            }
        ).bytes
        XCTAssertNotNil(RunStamp.unchangedOutputs(in: restored, key: "k1"))
        try "".write(toFile: folder + "/a/.screengen-manifest", atomically: false, encoding: .utf8)
        XCTAssertNil(RunStamp.unchangedOutputs(in: restored, key: "k1"), "a path recorded as absent appeared")
    }
}
