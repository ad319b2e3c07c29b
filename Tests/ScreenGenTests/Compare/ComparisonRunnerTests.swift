import Comparison
import FixtureSupport
import Foundation
import ScreenGen
import XCTest

/// `generate compare` without building: what it counts, and that a custom style is compared like
/// the built-in ones.
final class ComparisonRunnerTests: XCTestCase {
    private var output: URL!

    override func setUpWithError() throws {
        output = try TemporaryFolder(self, name: "compare").url.appendingPathComponent("out")
    }

    /// A third style from --templates: one file per screen, built on the shared models and mocks.
    private func writeCustomStyle() throws -> URL {
        let templates = output.appendingPathComponent("templates/plain")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try """
        include: [shared]
        outputs:
          - template: Screen.swift.mustache
            path: "{{screen.name}}Plain.swift"
            each: screen
            kind: source
        """.write(to: templates.appendingPathComponent("style.yaml"), atomically: true, encoding: .utf8)
        try """
        // {{screen.name}}
        struct {{screen.name}}Plain {
            var title = "{{screen.name}}"
        }

        """.write(to: templates.appendingPathComponent("Screen.swift.mustache"), atomically: true, encoding: .utf8)
        return templates.deletingLastPathComponent()
    }

    func test_customStyleFromTemplates_appearsInEveryReport() throws {
        let shop = RepositorySpecs.root.appendingPathComponent("specs/Shop.yaml").path
        let request = ComparisonRequest(
            specPaths: [shop], styles: ["mvvm", "plain"], templatesDirectory: try writeCustomStyle().path,
            output: output.path, build: false)
        let report = try ComparisonRunner(request: request, log: ProgressLog(write: { _ in })).run()

        XCTAssertEqual(report.styles.map(\.style), ["mvvm", "plain"])
        let plain = try XCTUnwrap(report.styles.last)
        let spec = try RepositorySpecs.load("Shop")
        // One file per screen, each holding one struct on three code lines (the comment is not code).
        for screen in plain.screens {
            XCTAssertEqual(screen.files, 1, screen.screen)
            XCTAssertEqual(screen.linesOfCode["source"], 3, screen.screen)
        }
        XCTAssertEqual(plain.screens.map(\.screen), spec.screens.map(\.name.value))
        XCTAssertNil(plain.build, "--no-build measures no build")

        let markdown = try String(contentsOf: output.appendingPathComponent("report.md"), encoding: .utf8)
        let html = try String(contentsOf: output.appendingPathComponent("report.html"), encoding: .utf8)
        let json = try JSONSerialization.jsonObject(
            with: Data(contentsOf: output.appendingPathComponent("report.json")))
        XCTAssertTrue(markdown.contains("| plain | source |"))
        XCTAssertTrue(html.contains("<svg"), "charts are inline SVG")
        XCTAssertTrue(html.contains(">plain</text>"), "the custom style is a series in the charts")
        XCTAssertFalse(html.contains("<script"), "the page is self-contained and static")
        let styles = (json as? [String: Any])?["styles"] as? [[String: Any]]
        XCTAssertEqual(styles?.compactMap { $0["style"] as? String }, ["mvvm", "plain"])
    }

    /// A style whose package does not build is a result, not the end of the comparison: the other styles are
    /// built, tested and reported, and the failure is in every report (a stand-in `swift` fails in one
    /// package's folder).
    func test_aStyleThatDoesNotBuild_isReported_andTheOthersAreMeasured() throws {
        let swift = output.deletingLastPathComponent().appendingPathComponent("fake-swift")
        try FileManager.default.createDirectory(
            at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        try """
        #!/bin/sh
        case "$PWD" in */plain) echo "error: PlainScreen.swift:1: no such type"; exit 1;; esac
        if [ "$1" = test ]; then echo "Executed 2 tests, with 0 failures (0 unexpected) in 0.1 (0.1) seconds"; fi
        exit 0
        """.write(to: swift, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
        let shop = RepositorySpecs.root.appendingPathComponent("specs/Shop.yaml").path
        let request = ComparisonRequest(
            specPaths: [shop], styles: ["plain", "mvvm"], templatesDirectory: try writeCustomStyle().path,
            output: output.path, runs: 1, swift: swift.path)
        let report = try ComparisonRunner(request: request, log: ProgressLog(write: { _ in })).run()

        XCTAssertEqual(report.styles.map(\.style), ["plain", "mvvm"])
        XCTAssertNil(report.styles[0].build)
        XCTAssertTrue(report.styles[0].buildFailure?.contains("no such type") == true, "\(report.styles[0])")
        XCTAssertEqual(report.styles[1].build?.testsRun, 2, "the style after the failing one is still measured")
        XCTAssertNil(report.styles[1].buildFailure)
        let markdown = try String(contentsOf: output.appendingPathComponent("report.md"), encoding: .utf8)
        XCTAssertTrue(markdown.contains("**plain did not build.**"), markdown)
        XCTAssertTrue(markdown.contains("| mvvm | "), markdown)
        let html = try String(contentsOf: output.appendingPathComponent("report.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("<h2>plain did not build</h2>"))
        let json = try String(contentsOf: output.appendingPathComponent("report.json"), encoding: .utf8)
        XCTAssertTrue(json.contains("buildFailure"))
    }

    func test_baseline_countsTheFilesAndLinesThatChange() throws {
        let shop = RepositorySpecs.root.appendingPathComponent("specs/Shop.yaml").path
        let original = try String(contentsOfFile: shop, encoding: .utf8)
        // The new version renames one state property of one screen.
        let changed = original.replacingOccurrences(of: "errorMessage", with: "failureText")
        XCTAssertNotEqual(changed, original)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let newSpec = output.appendingPathComponent("Shop.yaml")
        try changed.write(to: newSpec, atomically: true, encoding: .utf8)

        let request = ComparisonRequest(
            specPaths: [newSpec.path], baselinePaths: [shop], styles: ["mvvm", "actions"], output: output.path,
            build: false)
        let report = try ComparisonRunner(request: request, log: ProgressLog(write: { _ in })).run()
        for style in report.styles {
            let changes = try XCTUnwrap(style.changes, style.style)
            XCTAssertGreaterThan(changes.filesChanged, 0, style.style)
            XCTAssertGreaterThan(changes.linesAdded, 0, style.style)
            XCTAssertEqual(
                changes.linesAdded, changes.linesRemoved, "a rename replaces lines one for one (\(style.style))")
            XCTAssertEqual(changes.filesAdded + changes.filesRemoved, 0, style.style)
        }
    }

    /// `--mutants`: compare asks the harness (here a stand-in replaying recorded results) per style and
    /// puts its score and survivors in every report.
    func test_mutants_scoreAndSurvivorsInEveryReport() throws {
        let shop = RepositorySpecs.root.appendingPathComponent("specs/Shop.yaml").path
        let harness = RepositorySpecs.root.appendingPathComponent("Tests/Fixtures/Compare/mutants/fake-mutants").path
        let request = ComparisonRequest(
            specPaths: [shop], styles: ["mvvm"], output: output.path, build: false,
            options: GenerationOptions(access: .public), mutantsScript: harness, generateBinary: "/bin/generate")
        let lines = LockedLines()
        let report = try ComparisonRunner(request: request, log: ProgressLog(write: { lines.append($0) })).run()

        let mutants = try XCTUnwrap(report.styles.first?.mutants)
        XCTAssertEqual(mutants.killed, 21)
        XCTAssertEqual(mutants.compiling, 22)
        XCTAssertEqual(mutants.notCompiling, 1)
        XCTAssertEqual(mutants.survivors.map(\.bug), ["field reset on failure (items)"])
        XCTAssertTrue(
            lines.text.contains("mvvm: mutant [mvvm 1/1] killed"), "the harness's progress is shown: \(lines.text)")
        XCTAssertTrue(lines.text.contains("mvvm: mutants: 21 / 22 killed, 1 survived"), lines.text)

        let arguments = try String(
            contentsOf: output.appendingPathComponent("mutants/mvvm.json.arguments"), encoding: .utf8
        ).split(separator: "\n").map(String.init)
        for (option, value) in [
            ("--style", "mvvm"), ("--spec", shop), ("--generate", "/bin/generate"), ("--access", "public"),
            ("--work", output.path + "/mutants"),
        ] {
            let index = try XCTUnwrap(arguments.firstIndex(of: option), "\(option) in \(arguments)")
            XCTAssertEqual(arguments[safe: index + 1], value, option)
        }

        let markdown = try String(contentsOf: output.appendingPathComponent("report.md"), encoding: .utf8)
        XCTAssertTrue(markdown.contains("| mvvm | Shop | 21 / 22 | 95.5% | 1 |"), markdown)
        XCTAssertTrue(markdown.contains("| mvvm | total | 21 / 22 | 95.5% | 1 |"), markdown)
        XCTAssertTrue(
            markdown.contains(
                "- mvvm: field reset on failure (items) — Sources/Shop/ItemListViewModel.swift:41 "
                    + "(`` errorMessage = error.localizedDescription ``)"), markdown)
        let html = try String(contentsOf: output.appendingPathComponent("report.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("Mutation score of the generated tests"), "a chart of the score")
        XCTAssertTrue(html.contains("<td>mvvm</td><td>Shop</td><td>21 / 22</td><td>95.5%</td><td>1</td>"), html)
        XCTAssertTrue(
            html.contains("<li>mvvm: field reset on failure (items) — Sources/Shop/ItemListViewModel.swift:41"))
        let json =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: output.appendingPathComponent("report.json"))) as? [String: Any]
        let style = (json?["styles"] as? [[String: Any]])?.first
        let score = style?["mutants"] as? [String: Any]
        XCTAssertEqual(score?["killed"] as? Int, 21)
        XCTAssertEqual(score?["compiling"] as? Int, 22)
        let modules = score?["modules"] as? [[String: Any]]
        XCTAssertEqual((modules?.first?["survivors"] as? [[String: Any]])?.first?["line"] as? Int, 41)
    }

    /// A harness that ends without results stops the comparison with its output, not a report without a score.
    func test_mutants_harnessWithoutResults_isAnError() throws {
        let shop = RepositorySpecs.root.appendingPathComponent("specs/Shop.yaml").path
        let harness = RepositorySpecs.root.appendingPathComponent("Tests/Fixtures/Compare/mutants/fake-mutants").path
        let request = ComparisonRequest(
            specPaths: [shop], styles: ["actions"], output: output.path, build: false, mutantsScript: harness)
        XCTAssertThrowsError(try ComparisonRunner(request: request, log: ProgressLog(write: { _ in })).run()) { error in
            XCTAssertTrue("\(error)".contains("exited with status 2 without results"), "\(error)")
            XCTAssertTrue("\(error)".contains("no recorded results for actions"), "\(error)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.appendingPathComponent("report.md").path))
    }

    func test_unknownStyle_isAnErrorWithSuggestion() throws {
        let shop = RepositorySpecs.root.appendingPathComponent("specs/Shop.yaml").path
        let request = ComparisonRequest(specPaths: [shop], styles: ["mvm"], output: output.path, build: false)
        XCTAssertThrowsError(try ComparisonRunner(request: request, log: ProgressLog(write: { _ in })).run()) { error in
            XCTAssertTrue("\(error)".contains("did you mean 'mvvm'"), "\(error)")
        }
    }
}

/// Progress lines collected from the log's writer (which must be Sendable).
private final class LockedLines: @unchecked Sendable {
    private var lines: [String] = []
    private let lock = NSLock()
    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var text: String { lock.withLock { lines.joined() } }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
