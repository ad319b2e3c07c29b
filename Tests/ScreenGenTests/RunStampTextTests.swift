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
}
