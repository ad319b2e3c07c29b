import Diagnostics
import FixtureSupport
import Foundation
import ScreenGen
import XCTest

/// A generated file larger than the limit is an error at the spec item it is generated for, and nothing
/// is written.
final class OutputSizeLimitTests: XCTestCase {
    func testAFileOverTheLimitIsAnErrorAtItsScreen() throws {
        let folder = try TemporaryFolder(self, name: "size")
        let doc = String(repeating: "A long story. ", count: 1_500)  // 21,000 bytes
        try folder.write("Shop.yaml", TwoScreenSpec.yaml("Home", "Small", firstDoc: doc))
        var request = GenerationRequest(
            specPaths: [folder.file("Shop.yaml")], styles: ["mvvm"], output: folder.file("out"))
        request.maxFileBytes = 20_000
        let run = GenerationRun.prepare(request)
        let errors = run.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.count, 1, "\(errors.map(\.message))")
        let error = try XCTUnwrap(errors.first)
        XCTAssertTrue(
            error.message.hasPrefix("screen 'Home' generates ")
                && error.message.contains("more than the limit of 20000 bytes per file"), error.message)
        XCTAssertEqual(error.mark, Mark(line: 4, column: 3))
        XCTAssertTrue(run.plan.isEmpty)
        try run.apply()
        XCTAssertEqual(folder.listing(), ["Shop.yaml"])

        request.maxFileBytes = 64 << 20
        XCTAssertEqual(GenerationRun.prepare(request).diagnostics.filter { $0.severity == .error }.count, 0)
    }
}
