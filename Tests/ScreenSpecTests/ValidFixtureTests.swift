import ScreenSpec
import XCTest

/// Tests/Fixtures/valid holds specs at the edges of what is allowed; they load without diagnostics.
final class ValidFixtureTests: XCTestCase {
    func testValidFixturesLoadCleanly() throws {
        let files = FixturePaths.files(in: FixturePaths.valid)
        XCTAssertFalse(files.isEmpty)
        for file in files {
            let result = SpecLoader.load(contentsOf: file.path)
            XCTAssertEqual(result.diagnostics.map(\.message), [], file.lastPathComponent)
            XCTAssertNotNil(result.spec, file.lastPathComponent)
        }
    }

    func testKeywordNamedArgumentsAreEscaped() throws {
        let file = FixturePaths.valid.appendingPathComponent("keywords-and-unicode.yaml")
        let spec = try XCTUnwrap(SpecLoader.load(contentsOf: file.path).spec)
        let call = try XCTUnwrap(spec.screens.first?.actions.first?.call)
        XCTAssertEqual(call.arguments.map(\.name.value), ["in"])
        XCTAssertEqual(call.arguments.map(\.value.source), ["`in`"])
    }
}
