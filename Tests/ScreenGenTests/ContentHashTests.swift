import XCTest

@testable import ScreenGen

/// `ContentHash.of(_:)` over several files (four chains side by side, for a screen's files) gives each
/// file the hash it gets alone: the manifests and the stamp record it, and a later run compares it.
final class ContentHashTests: XCTestCase {
    func test_hashingFilesTogether_givesEachFileItsOwnHash() {
        // Lengths that make lanes end at once, one after another, and leave one, two or three at the end;
        // empty files among them.
        let lengths = [0, 2_999, 17, 1, 4_096, 0, 4_096, 300, 12_345, 5, 5, 5, 5, 800, 0, 65, 64, 63, 2_000, 9, 1_000]
        for count in [0, 1, 3, 4, 5, 7, 8, lengths.count] {
            let files = lengths.prefix(count).enumerated().map { file, length in
                (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ file &* 7 &+ ($0 >> 5)) }
            }
            XCTAssertEqual(ContentHash.of(files), files.map { ContentHash.of($0) }, "\(count) files")
        }
        let same = [[UInt8]](repeating: Array("same length".utf8), count: 6)
        XCTAssertEqual(ContentHash.of(same), same.map { ContentHash.of($0) })
    }

    func test_theHashIsFNV1a() {
        // The manifests' hash: FNV-1a, 64 bits (published test values).
        XCTAssertEqual(ContentHash.of([UInt8]()), 0xcbf2_9ce4_8422_2325)
        XCTAssertEqual(ContentHash.of(Array("a".utf8)), 0xaf63_dc4c_8601_ec8c)
        XCTAssertEqual(
            ContentHash.of([Array("a".utf8), Array("foobar".utf8)]), [0xaf63_dc4c_8601_ec8c, 0x8594_4171_f739_67e8])
    }
}
