import Diagnostics
import Mustache
import XCTest

/// Strict mode (what the generator uses) turns silent misses into errors that point at the tag.
final class StrictModeTests: XCTestCase {
    private let context: Value = ["screen": ["name": "Cart", "doc": nil], "items": [["id": 1]]]

    private func render(_ source: String, _ options: RenderOptions, library: TemplateLibrary = TemplateLibrary())
        throws(Diagnostic) -> String
    {
        try Template(source, name: "View.swift.mustache").render(context, library: library, options: options)
    }

    private func strictError(_ source: String, library: TemplateLibrary = TemplateLibrary()) -> Diagnostic? {
        do {
            _ = try render(source, .generator, library: library)
            return nil
        } catch {
            return error
        }
    }

    func testUnknownDottedKeyIsAnErrorWithPositionAndSuggestion() throws {
        let error = try XCTUnwrap(strictError("import SwiftUI\n\nstruct {{screen.nam}}View {}\n"))
        XCTAssertEqual(error.file, "View.swift.mustache")
        XCTAssertEqual(error.mark, Mark(line: 3, column: 8))
        XCTAssertTrue(
            error.message.contains("unknown key 'screen.nam' in template 'View.swift.mustache'"), error.message)
        XCTAssertTrue(error.message.contains("did you mean 'screen.name'?"), error.message)
    }

    func testUnknownFirstPartSuggestsAKeyFromTheStack() throws {
        let error = try XCTUnwrap(strictError("{{#items}}{{idd}}{{/items}}"))
        XCTAssertEqual(error.mark, Mark(line: 1, column: 11))
        XCTAssertTrue(error.message.contains("did you mean 'id'?"), error.message)
    }

    func testUnknownSectionAndInvertedSectionKeysAreErrors() throws {
        XCTAssertEqual(strictError("x\n{{#itemz}}{{/itemz}}")?.mark, Mark(line: 2, column: 1))
        XCTAssertEqual(strictError("{{^missing}}none{{/missing}}")?.mark, Mark(line: 1, column: 1))
    }

    func testSpecModeRendersMissesAsNothing() throws {
        XCTAssertEqual(try render("[{{screen.nmae}}|{{#itemz}}x{{/itemz}}|{{>nope}}]", .spec), "[||]")
    }

    func testNullIsAKnownKeyInStrictMode() throws {
        XCTAssertEqual(try render("[{{screen.doc}}]{{^screen.doc}}no doc{{/screen.doc}}", .generator), "[]no doc")
    }

    func testMissingPartialIsAnErrorInStrictMode() throws {
        var library = TemplateLibrary()
        try library.add(name: "header", source: "// header\n")
        let error = try XCTUnwrap(strictError("{{>headr}}", library: library))
        XCTAssertEqual(error.mark, Mark(line: 1, column: 1))
        XCTAssertTrue(
            error.message.contains("missing partial 'headr' in template 'View.swift.mustache'; did you mean 'header'?"),
            error.message)
    }

    func testErrorsInsideAPartialNameThePartial() throws {
        var library = TemplateLibrary()
        try library.add(name: "row", source: "let x\n  = {{wrong}}\n")
        let error = try XCTUnwrap(strictError("{{#items}}\n{{>row}}\n{{/items}}\n", library: library))
        XCTAssertEqual(error.file, "row")
        XCTAssertEqual(error.mark, Mark(line: 2, column: 5))
    }

    func testInterpolatingAListIsAnErrorInStrictMode() throws {
        let error = try XCTUnwrap(strictError("{{items}}"))
        XCTAssertTrue(error.message.contains("it is a list"), error.message)
    }

    func testGeneratorOptionsDoNotEscapeHTML() throws {
        let template = try Template("let x: {{type}} = {{{type}}}", name: "t")
        XCTAssertEqual(
            try template.render(["type": "Array<Int>"], options: .generator), "let x: Array<Int> = Array<Int>")
        XCTAssertEqual(
            try template.render(["type": "Array<Int>"], options: .spec), "let x: Array&lt;Int&gt; = Array<Int>")
    }
}
