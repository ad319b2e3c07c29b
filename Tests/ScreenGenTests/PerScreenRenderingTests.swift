import Diagnostics
import Mustache
import ScreenSpec
import XCTest

@testable import ScreenGen

/// `Generator.renderEach` builds one screen's context at a time; it must give what rendering the
/// whole spec's context gives, byte for byte, and fall back to the whole context for a style that
/// lists every screen.
final class PerScreenRenderingTests: XCTestCase {
    func test_renderEach_bothStyles_givesTheFilesOfTheWholeContext() throws {
        let catalog = try StyleCatalog.builtin()
        let styles = [try XCTUnwrap(catalog["mvvm"]), try XCTUnwrap(catalog["actions"])]
        for name in ["Shop", "Login", "Counter"] {
            let spec = try RepositorySpecs.load(name)
            let whole = TemplateContext.build(for: spec)
            let perScreen = Generator.renderEach(spec: spec, styles: styles)
            XCTAssertEqual(perScreen.count, 2)
            for (style, result) in zip(styles, perScreen) {
                let expected = try Generator.render(context: whole, style: style)
                let actual = try result.get()
                XCTAssertFalse(actual.isEmpty)
                XCTAssertEqual(actual, expected, "\(name), \(style.name)")
            }
        }
    }

    func test_renderEach_styleListingScreens_stillSeesEveryScreen() throws {
        let spec = try RepositorySpecs.load("Shop")
        let style = Style(
            name: "index",
            outputs: [
                StyleOutput(
                    template: "Index.mustache", path: "Index.swift", each: .spec, kind: .source, style: "index",
                    mark: Mark(line: 1, column: 1)),
                StyleOutput(
                    template: "Screen.mustache", path: "{{screen.name}}.swift", each: .screen, kind: .source,
                    style: "index", mark: Mark(line: 2, column: 1)),
            ],
            templates: [
                "Index.mustache": "{{#screens}}{{name}}\n{{/screens}}",
                "Screen.mustache": "{{screen.name}} of {{#screens}}{{name}} {{/screens}}\n",
            ],
            manifestFile: "index/style.yaml")
        XCTAssertTrue(Generator.readsScreenList(style))
        let files = try Generator.renderEach(spec: spec, styles: [style])[0].get()
        let names = spec.screens.map(\.name.value)
        XCTAssertEqual(files.first { $0.path == "Index.swift" }?.contents, names.map { $0 + "\n" }.joined())
        let first = try XCTUnwrap(files.first { $0.path == names[0] + ".swift" })
        XCTAssertEqual(first.contents, "\(names[0]) of " + names.map { $0 + " " }.joined() + "\n")
    }

    func test_readsScreenList_ignoresTheWordOutsideTags() {
        let style = Style(
            name: "plain", outputs: [], templates: ["A.mustache": "/// the app's screens {{name}}"],
            manifestFile: "plain/style.yaml")
        XCTAssertFalse(Generator.readsScreenList(style))
    }
    /// A comment tag reads nothing: "screens" in one must not turn per-screen reuse off (a template comment
    /// of `ActionCallsTests` did, and every one-screen change rendered every screen).
    func test_readsScreenList_ignoresTheWordInAComment() {
        let style = Style(
            name: "plain", outputs: [],
            templates: ["A.mustache": "{{! what the screens' tests show }}{{name}}", "B.mustache": "{{!screens}}"],
            manifestFile: "plain/style.yaml")
        XCTAssertFalse(Generator.readsScreenList(style))
    }
}
