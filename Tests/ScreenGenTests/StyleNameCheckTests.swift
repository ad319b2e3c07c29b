import Diagnostics
import FixtureSupport
import Foundation
import ScreenSpec
import XCTest

@testable import ScreenGen

/// The clash checks run from the styles' `produces` declarations and output paths: for built-in and
/// custom styles alike, and only for the styles of the run.
final class StyleNameCheckTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try TemporaryFolder(self, name: "style-names").url
    }

    /// Every file in Tests/Fixtures/style-clash is a valid spec that a built-in style cannot generate:
    /// its expected error is reported at its marked position.
    func testEveryStyleClashFixtureIsReportedAtItsMarkedPosition() throws {
        let directory = RepositorySpecs.root.appendingPathComponent("Tests/Fixtures/style-clash")
        let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "yaml" }.sorted { $0.path < $1.path }
        XCTAssertGreaterThanOrEqual(files.count, 6)
        let catalog = try StyleCatalog.builtin()
        let styles = [catalog["mvvm"]!, catalog["actions"]!]
        for file in files {
            let fixture = try MarkedFixture(
                name: file.lastPathComponent, raw: try String(contentsOf: file, encoding: .utf8))
            let loaded = SpecLoader.load(text: fixture.text, file: fixture.name)
            guard let spec = loaded.spec else {
                XCTFail("\(fixture.name) must pass the validator: \(loaded.errors.map(\.message))")
                continue
            }
            let diagnostics = StyleNameCheck.diagnostics(spec: spec, styles: styles)
            let rendered = DiagnosticRenderer(sources: [fixture.name: fixture.text]).render(diagnostics)
            let match = fixture.match(in: diagnostics)
            XCTAssertNotNil(
                match,
                "\(fixture.name): expected \(fixture.mark?.description ?? "?"): \(fixture.message)\ngot:\n\(rendered)")
            if let hint = fixture.hint {
                XCTAssertTrue(match?.hint?.contains(hint) ?? false, "\(fixture.name): hint '\(hint)'\n\(rendered)")
            }
            XCTAssertEqual(diagnostics.count, 1, "\(fixture.name): one error for one clash\n\(rendered)")
        }
    }

    func testTheNaturalNamesOfTheIssueGenerateInEveryBuiltinStyle() throws {
        let spec = try load(
            """
            screenspec: 1
            module: Scrums
            dependencies:
              ScrumStore:
                methods:
                  load: { returns: "[String]" }
                  fetchAll: { returns: "[String]" }
              WeatherClient:
                methods:
                  fetchAll: { returns: "[String]" }
            screens:
              Timeline:
                dependencies: [ScrumStore, WeatherClient]
                state: { items: { type: "[String]", default: "[]" } }
                actions:
                  load: { call: ScrumStore.load, success: { items: $result } }
                  fetchAll: { call: ScrumStore.fetchAll, success: { items: $result } }
                  weather: { call: WeatherClient.fetchAll, success: { items: $result } }
              Progress:
                state: { done: { type: Bool, default: "false" } }
                actions:
                  finish: { set: { done: "true" } }

            """)
        let catalog = try StyleCatalog.builtin()
        let diagnostics = StyleNameCheck.diagnostics(spec: spec, styles: [catalog["mvvm"]!, catalog["actions"]!])
        XCTAssertEqual(diagnostics.map(\.message), [])
    }

    /// A model `ItemListViewState` clashes with the Actions style only: an mvvm run generates it.
    func testOnlyTheStylesOfTheRunAreChecked() throws {
        let spec = try writeSpec(
            """
            screenspec: 1
            module: Shop
            models:
              ItemListViewState:
                cases: [a, b]
            screens:
              ItemList:
                state: { model: ItemListViewState? }
                actions:
                  reset: { set: { model: "nil" } }

            """)
        let mvvm = GenerationRun.prepare(request(spec, styles: ["mvvm"]))
        XCTAssertEqual(mvvm.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        let actions = GenerationRun.prepare(request(spec, styles: ["actions"]))
        let errors = actions.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.count, 1, "\(errors.map(\.message))")
        XCTAssertEqual(errors.first?.mark, Mark(line: 4, column: 3))
        XCTAssertTrue(actions.plan.changes.isEmpty, "nothing is written")
    }

    /// The store declares a member per action with a call (`loadPhase`, where `load`'s call stands): a state
    /// property of that name is an error at the property for the store style only; a `set` action
    /// (`resetPhase` would be its name) declares nothing.
    func testAStatePropertyNamedLikeAStoresCallPhaseIsLocatedAtTheProperty() throws {
        let spec = try writeSpec(
            """
            screenspec: 1
            module: Shop
            dependencies:
              ItemService:
                methods:
                  fetchItems: { returns: "[String]" }
            screens:
              ItemList:
                dependencies: [ItemService]
                state:
                  items: { type: "[String]", default: "[]" }
                  loadPhase: { type: String, default: '""' }
                  resetPhase: { type: String, default: '""' }
                actions:
                  load: { call: ItemService.fetchItems, success: { items: $result } }
                  reset: { set: { items: "[]" } }

            """)
        for style in ["mvvm", "actions"] {
            let run = GenerationRun.prepare(request(spec, styles: [style]))
            XCTAssertEqual(run.diagnostics.filter { $0.severity == .error }.map(\.message), [], style)
        }
        let run = GenerationRun.prepare(request(spec, styles: ["store"]))
        let errors = run.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(
            errors.map(\.message),
            [
                "state property 'loadPhase' of screen 'ItemList' has the same name as a member generated for "
                    + "action 'load' of screen 'ItemList' by style 'store' (`{{action.callPhaseName}}`)"
            ])
        let error = try XCTUnwrap(errors.first)
        XCTAssertEqual(error.file, spec)
        XCTAssertEqual(error.mark, Mark(line: 12, column: 7))
        XCTAssertEqual(error.hint, "rename the state property")
        XCTAssertEqual(error.notes.first?.mark, Mark(line: 15, column: 7), "a note at the action")
        XCTAssertTrue(run.plan.changes.isEmpty, "nothing is written")
    }

    /// A custom style that writes `{{screen.name}}Store` declares it, and a model of that name is reported
    /// at the model, with notes at the screen and at the manifest's pattern.
    func testACustomStylesDeclaredNameClashingWithAModelIsLocatedAndNamesBoth() throws {
        let manifest = try writeStyle(
            "store",
            manifest: """
                outputs:
                  - template: Store.swift.mustache
                    path: "{{screen.name}}Store.swift"
                    each: screen
                    kind: source
                produces:
                  screen: ["{{screen.name}}Store"]

                """)
        let spec = try writeSpec(
            """
            screenspec: 1
            module: Shop
            models:
              ItemListStore:
                fields: { id: UUID }
            screens:
              ItemList:
                state: { store: ItemListStore? }
                actions:
                  reset: { set: { store: "nil" } }

            """)
        let run = GenerationRun.prepare(request(spec, styles: ["store"]))
        let errors = run.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(
            errors.map(\.message),
            [
                "model 'ItemListStore' has the same name as a type generated for screen 'ItemList' by style 'store' "
                    + "(`{{screen.name}}Store`)"
            ])
        let error = try XCTUnwrap(errors.first)
        XCTAssertEqual(error.file, spec)
        XCTAssertEqual(error.mark, Mark(line: 4, column: 3))
        XCTAssertEqual(error.notes.map(\.file), [spec, manifest])
        XCTAssertEqual(error.notes.map(\.mark), [Mark(line: 7, column: 3), Mark(line: 7, column: 12)])
        XCTAssertEqual(error.hint, "rename the model or screen 'ItemList'")
        XCTAssertTrue(run.plan.changes.isEmpty)
    }

    /// A custom style naming files after the screen and after the model: `ItemList.swift` and
    /// `Itemlist.swift` would overwrite each other on a case-insensitive file system.
    func testACustomStylesPathsDifferingOnlyInCaseAreAnError() throws {
        try writeStyle(
            "flat",
            manifest: """
                outputs:
                  - template: Screen.swift.mustache
                    path: "{{screen.name}}.swift"
                    each: screen
                    kind: source
                  - template: Screen.swift.mustache
                    path: "{{model.name}}.swift"
                    each: model
                    kind: source

                """)
        let spec = try writeSpec(
            """
            screenspec: 1
            module: Shop
            models:
              Itemlist:
                fields: { id: UUID }
            screens:
              ItemList:
                state: { item: Itemlist? }
                actions:
                  reset: { set: { item: "nil" } }

            """)
        let run = GenerationRun.prepare(request(spec, styles: ["flat"]))
        let errors = run.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(
            errors.map(\.message),
            [
                "'Itemlist.swift' for model 'Itemlist' and 'ItemList.swift' for screen 'ItemList' are source files whose "
                    + "paths differ only in case (one overwrites the other on the default macOS and Windows file systems)"
            ])
        XCTAssertEqual(errors.first?.mark, Mark(line: 4, column: 3))
        XCTAssertEqual(errors.first?.notes.map(\.mark), [Mark(line: 7, column: 3)])
    }

    /// A custom style whose screen view is `<Screen>View` would hide SwiftUI's `TimelineView`.
    func testACustomStyleHidingASwiftUIViewIsReportedAtTheScreen() throws {
        try writeStyle(
            "plain",
            manifest: """
                outputs:
                  - template: Screen.swift.mustache
                    path: "{{screen.name}}View.swift"
                    each: screen
                    kind: source
                produces:
                  screen: ["{{screen.name}}View"]

                """)
        let spec = try writeSpec(
            """
            screenspec: 1
            module: Feed
            screens:
              Timeline:
                state: { count: { type: Int, default: "0" } }
                actions:
                  reset: { set: { count: "0" } }

            """)
        let run = GenerationRun.prepare(request(spec, styles: ["plain"]))
        let errors = run.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(
            errors.map(\.message),
            [
                "screen 'Timeline' generates the type 'TimelineView', which would hide 'TimelineView' from SwiftUI in "
                    + "the module by style 'plain' (`{{screen.name}}View`)"
            ])
        XCTAssertEqual(errors.first?.mark, Mark(line: 4, column: 3))
    }

    /// A name spelt in another Unicode normal form is the same Swift name, and still clashes.
    func testDifferentlyNormalizedNamesClash() throws {
        let spec = try load(
            """
            screenspec: 1
            module: Cafe
            models:
              Cafe\u{301}View:
                cases: [a]
            screens:
              Caf\u{E9}:
                state: { model: Cafe\u{301}View? }
                actions:
                  reset: { set: { model: "nil" } }

            """)
        let catalog = try StyleCatalog.builtin()
        let messages = StyleNameCheck.diagnostics(spec: spec, styles: [catalog["mvvm"]!]).map(\.message)
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(messages.first?.contains("generated for screen 'Caf\u{E9}'") ?? false, "\(messages)")
    }

    func testAnUnknownScopeInProducesIsLocatedInTheManifest() throws {
        let manifest = try writeStyle(
            "typo",
            manifest: """
                outputs: []
                produces:
                  screens: ["{{screen.name}}Store"]

                """)
        XCTAssertThrowsError(
            try StyleCatalog.load(extraTemplatesDirectory: folder.appendingPathComponent("styles").path)
        ) { error in
            let diagnostic = (error as? DiagnosticError)?.diagnostics.first
            XCTAssertEqual(diagnostic?.file, manifest)
            XCTAssertEqual(diagnostic?.mark, Mark(line: 3, column: 3))
            XCTAssertEqual(diagnostic?.message, "unknown key 'screens'; did you mean 'screen'?")
        }
    }

    // MARK: Helpers

    private func load(_ text: String) throws -> Spec {
        let result = SpecLoader.load(text: text, file: "natural.yaml")
        return try XCTUnwrap(result.spec, "\(result.errors.map(\.message))")
    }

    private func writeSpec(_ text: String) throws -> String {
        let path = folder.appendingPathComponent("Spec.yaml").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A style folder `styles/<name>` with a one-line template; returns the manifest's path.
    @discardableResult
    private func writeStyle(_ name: String, manifest: String) throws -> String {
        let style = folder.appendingPathComponent("styles/\(name)")
        try FileManager.default.createDirectory(at: style, withIntermediateDirectories: true)
        for template in ["Store.swift.mustache", "Screen.swift.mustache"] {
            try "// {{spec.name}}\n".write(
                to: style.appendingPathComponent(template), atomically: true, encoding: .utf8)
        }
        let path = style.appendingPathComponent("style.yaml").path
        try manifest.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func request(_ spec: String, styles names: [String]) -> GenerationRequest {
        let styles = folder.appendingPathComponent("styles").path
        return GenerationRequest(
            specPaths: [spec], styles: names, output: folder.appendingPathComponent("out").path,
            templatesDirectory: FileManager.default.fileExists(atPath: styles) ? styles : nil)
    }
}
