import Diagnostics
import Foundation
import ScreenSpec
import XCTest

/// Every file in Tests/Fixtures/hostile is reported with its expected error at its marked
/// position, quickly, and yields no spec.
final class HostileFixtureTests: XCTestCase {
    func testTheCorpusIsLargeEnough() throws {
        XCTAssertGreaterThanOrEqual(try FixtureFolders.fixtures(in: FixtureFolders.hostile).count, 60)
    }

    func testEveryHostileFixtureGivesItsExpectedError() throws {
        for fixture in try FixtureFolders.fixtures(in: FixtureFolders.hostile) {
            XCTAssertEqual(fixture.severity, .error, "\(fixture.name): hostile fixtures expect errors")
            XCTAssertNotNil(fixture.mark, "\(fixture.name) has no ‸ marker")
            let start = Date()
            let result = SpecLoader.load(text: fixture.text, file: fixture.name)
            let seconds = Date().timeIntervalSince(start)
            let rendered = DiagnosticRenderer(sources: [fixture.name: fixture.text]).render(result.diagnostics)
            let match = fixture.match(in: result.diagnostics)
            XCTAssertNotNil(
                match,
                "\(fixture.name): expected \(fixture.mark?.description ?? "?"): error: \(fixture.message)\ngot:\n\(rendered)"
            )
            if let hint = fixture.hint {
                XCTAssertTrue(
                    match?.hint?.contains(hint) ?? false, "\(fixture.name): hint should contain '\(hint)'\n\(rendered)")
            }
            XCTAssertNil(result.spec, "\(fixture.name): a spec with errors must not be returned")
            XCTAssertLessThan(seconds, 1, "\(fixture.name) took \(seconds) s")
        }
    }

    /// The rendered text of every diagnostic names the file, line and column, and shows the line with a caret.
    func testEveryHostileErrorRendersWithItsSourceLine() throws {
        for fixture in try FixtureFolders.fixtures(in: FixtureFolders.hostile) {
            let result = SpecLoader.load(text: fixture.text, file: fixture.name)
            guard let match = fixture.match(in: result.diagnostics), let mark = match.mark else { continue }
            let rendered = DiagnosticRenderer(sources: [fixture.name: fixture.text]).render(match)
            XCTAssertTrue(
                rendered.hasPrefix("\(fixture.name):\(mark.line):\(mark.column): error: \(fixture.message)\n"), rendered
            )
            XCTAssertTrue(rendered.contains("^\n"), "\(fixture.name): no caret line\n\(rendered)")
        }
    }
}
