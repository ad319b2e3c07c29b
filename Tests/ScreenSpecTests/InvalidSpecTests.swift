import Diagnostics
import FixtureSupport
import ScreenSpec
import XCTest

/// Every file in Tests/Fixtures/invalid must be reported with its expected message at its marked position.
final class InvalidSpecTests: XCTestCase {
    func testEveryInvalidFixtureReportsItsProblemAtTheMarkedPosition() throws {
        let files = FixturePaths.files(in: FixturePaths.invalid)
        XCTAssertGreaterThanOrEqual(files.count, 35)
        for file in files {
            let raw = String(decoding: try Data(contentsOf: file), as: UTF8.self)
            let fixture = try MarkedFixture(name: file.lastPathComponent, raw: raw)
            let result = SpecLoader.load(text: fixture.text, file: fixture.name)
            let rendered = DiagnosticRenderer(sources: [fixture.name: fixture.text]).render(result.diagnostics)
            XCTAssertNotNil(fixture.mark, "\(fixture.name) has no ‸ marker")
            let match = fixture.match(in: result.diagnostics)
            XCTAssertNotNil(
                match,
                "\(fixture.name): expected \(fixture.mark?.description ?? "?"): \(fixture.severity.rawValue): \(fixture.message)\ngot:\n\(rendered)"
            )
            if let hint = fixture.hint {
                XCTAssertTrue(
                    match?.hint?.contains(hint) ?? false,
                    "\(fixture.name): hint should contain '\(hint)'\ngot:\n\(rendered)")
            }
            if fixture.severity == .error {
                XCTAssertNil(result.spec, "\(fixture.name): a spec with errors must not be returned")
            } else {
                // A warning fixture shows one warning in an otherwise valid spec.
                XCTAssertNotNil(result.spec, "\(fixture.name): warnings alone must still give a spec\n\(rendered)")
            }
        }
    }

    func testAnUnreadableFileIsAnErrorWithoutPosition() {
        let result = SpecLoader.load(contentsOf: "/nonexistent/Missing.yaml")
        XCTAssertNil(result.spec)
        XCTAssertEqual(result.diagnostics.count, 1)
        XCTAssertNil(result.diagnostics.first?.mark)
        XCTAssertTrue(result.diagnostics.first?.message.hasPrefix("cannot read '/nonexistent/Missing.yaml'") ?? false)
    }
}
