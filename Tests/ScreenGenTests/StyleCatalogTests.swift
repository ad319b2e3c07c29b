import Diagnostics
import FixtureSupport
import Foundation
import XCTest

@testable import ScreenGen

final class StyleCatalogTests: XCTestCase {
    func test_builtinMVVM_includesSharedOutputsFirst() throws {
        let mvvm = try XCTUnwrap(try StyleCatalog.builtin()["mvvm"])
        XCTAssertEqual(mvvm.includes, ["shared"])
        XCTAssertEqual(mvvm.outputs.first?.style, "shared")
        XCTAssertTrue(mvvm.outputs.contains { $0.template == "ViewModel.swift.mustache" && $0.kind == .source })
        XCTAssertNotNil(mvvm.templates["Mock.swift.mustache"], "included templates are available")
    }

    func test_userStyle_addsAStyleThatIncludesShared() throws {
        let folder = try TemporaryFolder(self, name: "styles").url
        try write(
            "include: [shared]\noutputs:\n  - { template: Note.mustache, path: \"{{spec.name}}.txt\", each: spec, kind: source }\n",
            to: folder.appendingPathComponent("notes/style.yaml"))
        try write(
            "{{spec.module}} has {{#screens}}{{name}} {{/screens}}\n",
            to: folder.appendingPathComponent("notes/Note.mustache"))
        let styles = try StyleCatalog.load(extraTemplatesDirectory: folder.path)
        let notes = try XCTUnwrap(styles["notes"])
        let files = try Generator.render(spec: try RepositorySpecs.load("Shop"), style: notes)
        let note = try XCTUnwrap(files.first { $0.path == "Shop.txt" })
        XCTAssertEqual(note.contents, "Shop has ItemList ItemDetail \n")
        XCTAssertNotNil(styles["mvvm"], "built-in styles stay available")
    }

    func test_unknownInclude_isAnErrorWithSuggestion() throws {
        let folder = try TemporaryFolder(self, name: "styles").url
        try write("include: [shard]\noutputs: []\n", to: folder.appendingPathComponent("mine/style.yaml"))
        XCTAssertThrowsError(try StyleCatalog.load(extraTemplatesDirectory: folder.path)) { error in
            let diagnostic = (error as? DiagnosticError)?.diagnostics.first
            XCTAssertEqual(diagnostic?.mark, Mark(line: 1, column: 11))
            XCTAssertEqual(diagnostic?.hint, "did you mean `shared`?")
        }
    }

    func test_manifestProblems_areReportedTogether() throws {
        let folder = try TemporaryFolder(self, name: "styles").url
        try write(
            "outputs:\n  - { template: Missing.mustache, path: x, each: screen, kind: source }\n  - { template: A.mustache, path: y, each: screns, kind: source }\nextra: 1\n",
            to: folder.appendingPathComponent("bad/style.yaml"))
        XCTAssertThrowsError(try StyleCatalog.load(extraTemplatesDirectory: folder.path)) { error in
            let messages = (error as? DiagnosticError)?.diagnostics.map(\.message) ?? []
            XCTAssertEqual(messages.count, 2, "\(messages)")
            XCTAssertTrue(messages.contains { $0.contains("unknown each 'screns'; did you mean 'screen'?") })
            XCTAssertTrue(messages.contains { $0.contains("unknown key 'extra'") })
        }
    }

    private func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
