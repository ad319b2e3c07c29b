import FixtureSupport
import Foundation
import XCTest

/// `--tests xctest|swift-testing` and `tests:` in screengen.yaml choose the framework of the generated tests;
/// the command line wins, and an unknown value is an error with a suggestion.
final class TestFrameworkOptionTests: XCTestCase {
    private var tool: GenerateTool!
    private var folder: URL!
    private let spec = Repository.root.appendingPathComponent("specs/Counter.yaml").path

    override func setUpWithError() throws {
        tool = try GenerateTool()
        folder = try TemporaryFolder(self, name: "tests-option").url
    }

    /// Generates Counter in the mvvm style with `arguments` (into `output`, a new folder by default) and returns its
    /// view model tests.
    private func viewModelTests(_ arguments: [String], into output: URL? = nil) throws -> String {
        let output = output ?? folder.appendingPathComponent("out-\(UUID().uuidString)")
        let result = try tool.run([spec, "--output", output.path, "--quiet"] + arguments, in: folder)
        XCTAssertEqual(result.status, 0, result.errors)
        return try String(
            contentsOf: output.appendingPathComponent("Tests/CounterViewModelTests.swift"), encoding: .utf8)
    }

    func test_theFlagAndTheConfigChooseTheFramework_theFlagWins() throws {
        XCTAssertTrue(try viewModelTests([]).contains("final class CounterViewModelTests: XCTestCase {"))
        XCTAssertTrue(
            try viewModelTests(["--tests", "swift-testing"]).contains("@Suite struct CounterViewModelTests {"))
        let config = folder.appendingPathComponent("screengen.yaml")
        try "tests: swift-testing\n".write(to: config, atomically: true, encoding: .utf8)
        XCTAssertTrue(try viewModelTests(["--config", config.path]).contains("import Testing\n"))
        XCTAssertTrue(try viewModelTests(["--config", config.path, "--tests", "xctest"]).contains("import XCTest\n"))
    }

    /// The framework is part of what a run's stamp records: switching it regenerates the tests.
    func test_switchingTheFramework_rewritesTheTests() throws {
        let output = folder.appendingPathComponent("out")
        XCTAssertTrue(try viewModelTests([], into: output).contains("import XCTest\n"))
        XCTAssertTrue(try viewModelTests(["--tests", "swift-testing"], into: output).contains("import Testing\n"))
        XCTAssertTrue(try viewModelTests(["--tests", "xctest"], into: output).contains("import XCTest\n"))
    }

    func test_unknownValues_areErrorsWithSuggestions() throws {
        let flag = try tool.run([spec, "--output", "out", "--tests", "swift-testng"], in: folder)
        XCTAssertEqual(flag.status, 2)
        XCTAssertTrue(
            flag.errors.contains(
                "--tests must be xctest or swift-testing, not 'swift-testng'; did you mean 'swift-testing'?"),
            flag.errors)
        try "style: mvvm\ntests: swift-tsting\n".write(
            to: folder.appendingPathComponent("screengen.yaml"), atomically: true, encoding: .utf8)
        let config = try tool.run([spec, "--output", "out", "--config", "screengen.yaml"], in: folder)
        XCTAssertEqual(config.status, 1)
        XCTAssertTrue(
            config.errors.hasPrefix(
                "screengen.yaml:2:8: error: unknown tests 'swift-tsting'; did you mean 'swift-testing'?"),
            config.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }
}
