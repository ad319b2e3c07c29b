import ScreenSpec
import XCTest

@testable import ScreenGen

/// Keyword names are spelled two ways: escaped where Swift declares or reads them, bare as argument
/// labels at call sites (Swift 6.3 warns about `load(`in`: x)`; under -warnings-as-errors it fails).
final class NamingTests: XCTestCase {
    func test_label_isBareForKeywordsButInout() {
        // Each checked with swiftc 6.3: `f(`in`: 1)` warns, `f(in: 1)` is clean; `f(inout: 1)` does not parse.
        for keyword in ["in", "default", "class", "return", "var", "let", "self", "init", "Any", "repeat"] {
            XCTAssertEqual(Naming.label(keyword), keyword)
            XCTAssertEqual(Naming.swift(keyword), "`\(keyword)`")
        }
        XCTAssertEqual(Naming.label("inout"), "`inout`")
        XCTAssertEqual(Naming.label("itemID"), "itemID")
    }

    func test_contexts_carryALabelBesideTheEscapedName() throws {
        let file = RepositorySpecs.root.appendingPathComponent("Tests/Fixtures/valid/Words.yaml").path
        let spec = try XCTUnwrap(SpecLoader.load(contentsOf: file).spec)
        let context = SpecContext(spec, options: GenerationOptions())
        let editor = try XCTUnwrap(context.screens.first { $0.name == "Editor" })
        XCTAssertEqual(editor.input.map(\.name), ["`return`"])
        XCTAssertEqual(editor.input.map(\.label), ["return"])
        let fetch = try XCTUnwrap(editor.actions.first { $0.name == "fetch" })
        XCTAssertEqual(fetch.parameters.map(\.label), ["in"])
        XCTAssertEqual(fetch.invocation, "fetch(in: `in`)")
        XCTAssertEqual(fetch.call?.statement, "let result = try await store.load(in: `in`)")
        let save = try XCTUnwrap(context.dependencies.first?.methods.first { $0.name == "save" })
        XCTAssertEqual(save.parameters.map(\.name), ["`in`", "`default`"])
        XCTAssertEqual(save.parameters.map(\.label), ["in", "default"])
        XCTAssertEqual(save.forwardedArguments, "in: `in`, default: `default`")
        XCTAssertEqual(save.mock.invocationType, "(`in`: Int, `default`: Kind)")
        XCTAssertEqual(save.mock.invocationValue, "(in: `in`, default: `default`)")
        let entry = try XCTUnwrap(context.models.first { $0.name == "Entry" })
        XCTAssertEqual(entry.fields.map(\.label), ["default", "class"])
        XCTAssertEqual(entry.fixtureValue, "Entry(default: `default`, class: `class`)")
        let viewer = try XCTUnwrap(context.screens.first { $0.name == "Viewer" })
        XCTAssertEqual(viewer.phases.map(\.sample), [".`default`", ".shown(in: .fixture(default: 3), default: 3)"])
        // Text for people and names built from a name use it as written.
        XCTAssertEqual(viewer.phases.map(\.title), ["default", "shown"])
        XCTAssertEqual(viewer.phases.last?.boundValues.map(\.title), ["in", "default"])
        let button = try XCTUnwrap(editor.buttonActions.first)
        XCTAssertEqual([button.name, button.title], ["`default`", "default"])
    }

    func test_keywordDependencyAndInout_haveTheirOwnSpellings() throws {
        let file = RepositorySpecs.root.appendingPathComponent("Tests/Fixtures/valid/KeywordEdges.yaml").path
        let spec = try XCTUnwrap(SpecLoader.load(contentsOf: file).spec)
        let dependency = try XCTUnwrap(SpecContext(spec, options: GenerationOptions()).dependencies.first)
        XCTAssertEqual(
            [dependency.variableName, dependency.variableLabel, dependency.names.variable],
            ["`default`", "default", "default"])
        let method = try XCTUnwrap(dependency.methods.first)
        // Qualified by the dependency, an action's key is never a keyword (`return` of `Default`).
        XCTAssertEqual([method.environmentKeyName, method.names.environmentKey], ["defaultReturn", "defaultReturn"])
        XCTAssertEqual([method.dependencyVariableName, method.dependencyVariableLabel], ["`default`", "default"])
        XCTAssertEqual(method.forwardedArguments, "`inout`: `inout`, var: `var`")
    }
}
