import Comparison
import Foundation
import ScreenGen
import XCTest

/// `generate compare` without building: what it counts, and that a custom style is compared like
/// the built-in ones.
final class ComparisonRunnerTests: XCTestCase {
    private var output: URL!

    override func setUpWithError() throws {
        output = FileManager.default.temporaryDirectory.appendingPathComponent("compare-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: output)
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

    func test_unknownStyle_isAnErrorWithSuggestion() throws {
        let shop = RepositorySpecs.root.appendingPathComponent("specs/Shop.yaml").path
        let request = ComparisonRequest(specPaths: [shop], styles: ["mvm"], output: output.path, build: false)
        XCTAssertThrowsError(try ComparisonRunner(request: request, log: ProgressLog(write: { _ in })).run()) { error in
            XCTAssertTrue("\(error)".contains("did you mean 'mvvm'"), "\(error)")
        }
    }
}
