import Diagnostics
import Mustache
import XCTest

/// Parse errors carry the template's name and the 1-based line and column of the offending tag.
final class TemplateErrorTests: XCTestCase {
    private func parseError(_ source: String, name: String = "Screen.swift.mustache") -> Diagnostic? {
        do {
            _ = try Template(source, name: name)
            return nil
        } catch {
            return error
        }
    }

    func testUnclosedSectionPointsAtItsOpeningTag() throws {
        let error = try XCTUnwrap(parseError("struct A {\n  {{#items}}\n  let {{name}}\n}\n"))
        XCTAssertEqual(error.file, "Screen.swift.mustache")
        XCTAssertEqual(error.mark, Mark(line: 2, column: 3))
        XCTAssertTrue(error.message.contains("unclosed section 'items'"), error.message)
    }

    func testMismatchedClosingTagPointsAtTheCloseWithANoteAtTheOpen() throws {
        let error = try XCTUnwrap(parseError("{{#a}}\n  {{^b}}\n  {{/a}}\n{{/b}}"))
        XCTAssertEqual(error.mark, Mark(line: 3, column: 3))
        XCTAssertTrue(
            error.message.contains("closing tag 'a' does not match the open inverted section 'b'"), error.message)
        XCTAssertEqual(error.notes.first?.mark, Mark(line: 2, column: 3))
    }

    func testClosingTagWithoutSection() throws {
        let error = try XCTUnwrap(parseError("text {{/a}}"))
        XCTAssertEqual(error.mark, Mark(line: 1, column: 6))
        XCTAssertTrue(error.message.contains("has no open section"), error.message)
    }

    func testBadDelimiterChange() throws {
        let error = try XCTUnwrap(parseError("ok\n  {{=<% =}}\n"))
        XCTAssertEqual(error.mark, Mark(line: 2, column: 3))
        XCTAssertTrue(error.message.contains("invalid delimiter tag"), error.message)
    }

    func testUnclosedTagColumnCountsCharactersNotBytes() throws {
        let error = try XCTUnwrap(parseError("héllo {{name"))
        XCTAssertEqual(error.mark, Mark(line: 1, column: 7))
        XCTAssertTrue(error.message.contains("unclosed tag"), error.message)
    }

    func testLinesAfterAMultiLineCommentAreCounted() throws {
        let error = try XCTUnwrap(parseError("{{!\none\ntwo\n}}\n{{/x}}"))
        XCTAssertEqual(error.mark, Mark(line: 5, column: 1))
    }

    func testErrorsAfterADelimiterChangeAreFound() throws {
        let error = try XCTUnwrap(parseError("{{=<% %>=}}\n<%#list%>\n"))
        XCTAssertEqual(error.mark, Mark(line: 2, column: 1))
        XCTAssertTrue(error.message.contains("unclosed section 'list'"), error.message)
    }

    func testEmptyTag() throws {
        let error = try XCTUnwrap(parseError("a {{ }}"))
        XCTAssertEqual(error.mark, Mark(line: 1, column: 3))
    }

    func testLibraryReportsThePartialsName() throws {
        var library = TemplateLibrary()
        do {
            try library.add(name: "row", source: "{{#x}}")
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error.file, "row")
            XCTAssertEqual(error.mark, Mark(line: 1, column: 1))
        }
    }

    func testDiagnosticRendersLikeACompilerError() throws {
        let source = "a\n  {{#items}}\n"
        let error = try XCTUnwrap(parseError(source, name: "t.mustache"))
        let text = DiagnosticRenderer(sources: ["t.mustache": source]).render(error)
        XCTAssertTrue(text.hasPrefix("t.mustache:2:3: error: unclosed section 'items'"), text)
        XCTAssertTrue(text.contains("  {{#items}}\n  ^\n"), text)
    }
}
