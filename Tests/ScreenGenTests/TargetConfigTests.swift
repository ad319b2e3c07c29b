import Diagnostics
import FixtureSupport
import Foundation
import XCTest

@testable import ScreenGen

/// `screengen.yaml` is read by the spec decoder's rules: the same scalars, located errors with did-you-mean.
final class TargetConfigTests: XCTestCase {
    private var file: String!

    override func setUpWithError() throws {
        file = try TemporaryFolder(self, name: "target-config").file("screengen.yaml")
    }

    private func load(_ text: String) throws -> TargetConfig {
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return try TargetConfig.load(path: file)
    }

    private func problems(_ text: String) -> [Diagnostic] {
        do {
            _ = try load(text)
            return []
        } catch let error as DiagnosticError {
            return error.diagnostics
        } catch {
            return [.error("\(error)")]
        }
    }

    func testFlagsAreReadAsInASpec() throws {
        XCTAssertFalse(try load("tests: False\n").generateTests)
        XCTAssertTrue(try load("tests: True\n").generateTests)
        let config = try load("style: actions\naccess: public\nobservation: combine\ntemplates: Styles\n")
        XCTAssertEqual(config.style, "actions")
        XCTAssertEqual(config.options.access, .public)
        XCTAssertEqual(config.options.observation, .combine)
        XCTAssertEqual(config.templatesDirectory, (file as NSString).deletingLastPathComponent + "/Styles")
        XCTAssertEqual(try load("").style, "mvvm", "an empty config means the defaults")
    }

    /// `tests:` says which tests a test target gets: a framework, `true` (the default one) or `false` (none).
    func testTestsChoosesTheFrameworkOrNone() throws {
        for (text, generates, framework) in [
            ("tests: swift-testing\n", true, GenerationOptions.TestFramework.swiftTesting),
            ("tests: xctest\n", true, .xctest), ("tests: True\n", true, .xctest), ("tests: false\n", false, .xctest),
            ("", true, .xctest),
        ] {
            let config = try load(text)
            XCTAssertEqual(config.generateTests, generates, text)
            XCTAssertEqual(config.options.testFramework, framework, text)
        }
        let found = problems("style: mvvm\ntests: swift-test\n")
        XCTAssertEqual(found.map(\.message), ["unknown tests 'swift-test'; did you mean 'swift-testing'?"])
        XCTAssertEqual(found.map(\.mark), [Mark(line: 2, column: 8)])
        XCTAssertEqual(problems("tests: flase\n").map(\.message), ["unknown tests 'flase'; did you mean 'false'?"])
    }

    func testMistakesAreLocatedWithSuggestions() {
        let found = problems("stlye: actions\naccess: publik\ntests: maybe\n")
        XCTAssertEqual(
            found.map(\.message),
            [
                "unknown key 'stlye'; did you mean 'style'?", "unknown access 'publik'; did you mean 'public'?",
                "unknown tests 'maybe'",
            ])
        XCTAssertEqual(
            found.map(\.mark), [Mark(line: 1, column: 1), Mark(line: 2, column: 9), Mark(line: 3, column: 8)])
        XCTAssertEqual(found.map(\.file), [file, file, file])
    }
}
