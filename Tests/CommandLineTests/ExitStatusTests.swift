import FixtureSupport
import Foundation
import XCTest

/// The contract scripts and CI rely on: 0 ok, 1 diagnostics, 2 usage; diagnostics at file:line:column.
final class ExitStatusTests: XCTestCase {
    private var tool: GenerateTool!

    override func setUpWithError() throws { tool = try GenerateTool() }

    func testLintOfTheBundledSpecsSucceeds() throws {
        let specs = try FileManager.default.contentsOfDirectory(
            atPath: Repository.root.appendingPathComponent("specs").path
        )
        .filter { $0.hasSuffix(".yaml") }.sorted().map { "specs/" + $0 }
        let result = try tool.run(["lint"] + specs, in: Repository.root)
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.errors.hasPrefix("ok: \(specs.count) spec(s)"), result.errors)
    }

    func testABadSpecIsStatusOneWithLocationLineAndCaret() throws {
        let folder = try TemporaryFolder(self, name: "exit").url
        try "screenspec: 1\nmodule: Bad\nscreens:\n  Home:\n    stat: {}\n".write(
            to: folder.appendingPathComponent("Bad.yaml"), atomically: true, encoding: .utf8)

        let result = try tool.run(["Bad.yaml", "--output", "out"], in: folder)

        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.errors.hasPrefix(
                "Bad.yaml:5:5: error: unknown key 'stat'; did you mean 'state'?\n    stat: {}\n    ^\n"),
            result.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    func testUsageErrorsAreStatusTwo() throws {
        XCTAssertEqual(try tool.run([]).status, 2)
        let unknown = try tool.run(["specs/Shop.yaml", "--outptu", "x"], in: Repository.root)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.errors.contains("unknown option '--outptu'; did you mean '--output'?"), unknown.errors)
        XCTAssertEqual(try tool.run(["specs/Shop.yaml"], in: Repository.root).status, 2, "missing --output")
    }

    func testEveryCommandHasHelp() throws {
        for command in ["generate", "lint", "context", "render", "templates", "schema"] {
            let result = try tool.run(["help", command])
            XCTAssertEqual(result.status, 0, command)
            XCTAssertTrue(result.output.contains("USAGE: generate"), "\(command): \(result.output)")
        }
    }

    func testCheckFailsWhenGeneratedFilesAreStale() throws {
        let folder = try TemporaryFolder(self, name: "check").url.appendingPathComponent("out")
        let spec = Repository.root.appendingPathComponent("specs/Counter.yaml").path
        let arguments = [spec, "--style", "actions", "--output", folder.path, "--quiet"]
        XCTAssertEqual(try tool.run(arguments + ["--check"]).status, 1, "nothing generated yet")
        XCTAssertEqual(try tool.run(arguments).status, 0)
        let check = try tool.run(arguments + ["--check"])
        XCTAssertEqual(check.status, 0, check.output + check.errors)
        XCTAssertEqual(check.output, "")
    }

    func testTimingsNameEveryPhase_andADryRunListsEachFileOnce() throws {
        let folder = try TemporaryFolder(self, name: "timings").url.appendingPathComponent("out")
        let spec = Repository.root.appendingPathComponent("specs/Counter.yaml").path
        let arguments = [spec, "--style", "all", "--output", folder.path, "--timings"]
        let dry = try tool.run(arguments + ["--dry-run"])
        XCTAssertEqual(dry.status, 0, dry.errors)
        let listed = dry.output.split(separator: "\n")
        XCTAssertFalse(listed.isEmpty)
        XCTAssertTrue(listed.allSatisfy { $0.hasPrefix("create ") }, dry.output)
        XCTAssertEqual(Set(listed).count, listed.count, "each file once")
        XCTAssertTrue(dry.errors.contains("timings: stamp "), dry.errors)
        XCTAssertTrue(dry.errors.contains(", load "), dry.errors)
        let written = try tool.run(arguments + ["--quiet"])
        XCTAssertEqual(written.status, 0, written.errors)
        for phase in ["stamp", "load", "render", "compare", "write"] {
            XCTAssertNotNil(
                written.errors.range(of: "\(phase) [0-9]+\\.[0-9]{3} s", options: .regularExpression), written.errors)
        }
        // Nothing changed: the run stamp says so, and nothing is loaded, rendered or compared.
        let again = try tool.run(arguments + ["--quiet"])
        XCTAssertEqual(again.status, 0, again.errors)
        XCTAssertNotNil(
            again.errors.range(of: "timings: stamp [0-9.]+ s, write", options: .regularExpression), again.errors)
        XCTAssertFalse(again.errors.contains("render"), again.errors)
    }

    /// `--module` is printed after `@testable import`: it passes the rule a spec's `module` does.
    func testAModuleOverrideThatIsNoNameIsStatusOneAndWritesNothing() throws {
        let folder = try TemporaryFolder(self, name: "module").url
        try
            "screenspec: 1\nmodule: Shop\nscreens:\n  Home:\n    state: { n: Int }\n    actions:\n      a: { set: { n: \"1\" } }\n"
            .write(to: folder.appendingPathComponent("Shop.yaml"), atomically: true, encoding: .utf8)

        let result = try tool.run(["Shop.yaml", "--output", "out", "--module", "Shop\nfunc pwned() {}"], in: folder)

        XCTAssertEqual(result.status, 1, result.errors)
        XCTAssertTrue(
            result.errors.contains("error: --module 'Shop\\u{A}func pwned() {}' is not a valid Swift identifier"),
            result.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }
}
