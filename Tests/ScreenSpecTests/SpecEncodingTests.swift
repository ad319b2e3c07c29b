import Diagnostics
import FixtureSupport
import Foundation
import ScreenSpec
import XCTest

/// A spec file that is not UTF-8 text is refused at the line and column of its first bad byte.
final class SpecEncodingTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try TemporaryFolder(self, name: "encoding").url
    }

    private func load(_ bytes: [UInt8]) throws -> (SpecLoadResult, String) {
        let url = folder.appendingPathComponent("Spec.yaml")
        try Data(bytes).write(to: url)
        return (SpecLoader.load(contentsOf: url.path), url.path)
    }

    private func onlyError(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) throws -> Diagnostic {
        let (result, path) = try load(bytes)
        XCTAssertNil(result.spec, file: file, line: line)
        let error = try XCTUnwrap(result.errors.first, file: file, line: line)
        XCTAssertEqual(result.errors.count, 1, "\(result.errors)", file: file, line: line)
        XCTAssertEqual(error.file, path, file: file, line: line)
        return error
    }

    func testInvalidByteOnLineThreeColumnFive() throws {
        let error = try onlyError(Array("screenspec: 1\nmodule: Shop\nabcd".utf8) + [0xFF] + Array(": 1\n".utf8))
        XCTAssertEqual(error.mark, Mark(line: 3, column: 5))
        XCTAssertEqual(error.message, "cannot read spec file: it is not UTF-8 text (byte 0xFF)")
        XCTAssertEqual(error.hint, "save it as UTF-8")
    }

    /// Columns count characters (Unicode scalars), as in every other diagnostic, not bytes.
    func testColumnsCountCharactersBeforeTheBadByte() throws {
        let error = try onlyError(Array("doc: é€".utf8) + [0x80])
        XCTAssertEqual(error.mark, Mark(line: 1, column: 8))
        XCTAssertEqual(error.message, "cannot read spec file: it is not UTF-8 text (byte 0x80)")
    }

    /// A leading UTF-8 byte-order mark is not a column; a sequence cut short is bad from its first byte.
    func testByteOrderMarkAndTruncatedSequence() throws {
        let error = try onlyError([0xEF, 0xBB, 0xBF] + Array("ab".utf8) + [0xE2, 0x82])
        XCTAssertEqual(error.mark, Mark(line: 1, column: 3))
        XCTAssertEqual(error.message, "cannot read spec file: it is not UTF-8 text (byte 0xE2)")
    }

    func testUTF16IsNamed() throws {
        let text = "screenspec: 1\nmodule: Shop\n"
        for bom: [UInt8] in [[0xFF, 0xFE], [0xFE, 0xFF]] {
            let units = text.utf16.flatMap { unit -> [UInt8] in
                let bytes = [UInt8(unit & 0xFF), UInt8(unit >> 8)]
                return bom == [0xFF, 0xFE] ? bytes : bytes.reversed()
            }
            let error = try onlyError(bom + units)
            XCTAssertEqual(error.mark, Mark(line: 1, column: 1))
            XCTAssertEqual(error.message, "cannot read spec file: it is UTF-16 text")
            XCTAssertEqual(error.hint, "save it as UTF-8")
        }
    }

    /// NUL is valid UTF-8 but not allowed in YAML: libyaml's reader refuses it at its position.
    func testNULByteIsAnErrorAtItsPosition() throws {
        let error = try onlyError(Array("screenspec: 1\nmodule: S".utf8) + [0] + Array("hop\n".utf8))
        XCTAssertEqual(error.mark, Mark(line: 2, column: 10))
        XCTAssertEqual(error.message, "control characters are not allowed (#x0)")
    }

    /// A UTF-16 file without a byte-order mark reads as UTF-8 with a NUL after every ASCII character.
    func testUTF16WithoutByteOrderMarkFailsAtTheFirstNUL() throws {
        let error = try onlyError("screenspec: 1\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        XCTAssertEqual(error.mark, Mark(line: 1, column: 2))
        XCTAssertEqual(error.message, "control characters are not allowed (#x0)")
    }
}
