import Diagnostics
import XCTest

@testable import YAML

final class SyntaxErrorTests: XCTestCase {
    private func diagnostic(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Diagnostic? {
        do {
            _ = try YAMLLoader.loadAll(text, file: "bad.yaml")
            XCTFail("expected a YAML error", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    func testLibyamlProblemAndContextAtTheProblemMark() throws {
        let input = MarkedText("‸a: \"unterminated\n‸")
        let diagnostic = try XCTUnwrap(self.diagnostic(input.text))
        XCTAssertEqual(diagnostic.file, "bad.yaml")
        XCTAssertEqual(diagnostic.message, "found unexpected end of stream while scanning a quoted scalar")
        XCTAssertEqual(diagnostic.mark, input.marks[1])
        XCTAssertEqual(diagnostic.notes.first?.mark, Mark(line: 1, column: 4))
    }

    func testTabIndentationIsLibyamlsError() throws {
        let input = MarkedText("a:\n‸\tb: c\n")
        let diagnostic = try XCTUnwrap(self.diagnostic(input.text))
        XCTAssertEqual(diagnostic.mark, input.marks[0])
        XCTAssertTrue(diagnostic.message.hasPrefix("found character that cannot start any token"), diagnostic.message)
    }

    func testControlCharacterIsAReaderErrorWithAMark() throws {
        let diagnostic = try XCTUnwrap(self.diagnostic("a: b\nc: d\u{1}\n"))
        XCTAssertEqual(diagnostic.message, "control characters are not allowed (#x1)")
        XCTAssertEqual(diagnostic.mark, Mark(line: 2, column: 5))
    }

    func testUnquotedOptionalCollectionInFlowMappingGetsTheQuotingHint() throws {
        let input = MarkedText("model: { id: String?, items: [Item]‸? }\n")
        let diagnostic = try XCTUnwrap(self.diagnostic(input.text))
        XCTAssertEqual(diagnostic.message, "did not find expected ',' or '}' while parsing a flow mapping")
        XCTAssertEqual(diagnostic.mark, input.marks[0])
        XCTAssertEqual(diagnostic.hint, YAMLTraps.flowOptionalHint)
        XCTAssertTrue(diagnostic.hint?.contains("{ id: \"String?\" }") ?? false)
    }

    func testAnIndexedPathInAFlowMappingGetsTheQuotingHint() throws {
        let input = MarkedText("then: { items‸[0].title: '\"A\"' }\n")
        let diagnostic = try XCTUnwrap(self.diagnostic(input.text))
        XCTAssertEqual(diagnostic.message, "did not find expected ',' or '}' while parsing a flow mapping")
        XCTAssertEqual(diagnostic.mark, input.marks[0])
        XCTAssertEqual(diagnostic.hint, YAMLTraps.flowBracketHint)
    }

    func testUnquotedOptionalCollectionAsBlockValueGetsAHint() throws {
        let input = MarkedText("items: [Item]‸?\n")
        let diagnostic = try XCTUnwrap(self.diagnostic(input.text))
        XCTAssertEqual(diagnostic.mark, input.marks[0])
        XCTAssertEqual(diagnostic.hint, YAMLTraps.optionalCollectionHint)
    }

    func testPlainOptionalTypeInFlowMappingIsAcceptedByLibyaml() throws {
        // Measured: libyaml 0.2.5 lets a plain scalar end in `?`, so this much works unquoted.
        let root = try XCTUnwrap(YAMLLoader.load("model: { id: String? }\n", file: "ok.yaml"))
        XCTAssertEqual(root["model"]?["id"]?.text, "String?")
    }

    func testColonInsidePlainStringGetsTheQuotingHint() throws {
        let input = MarkedText("title: Note‸: read this\n")
        let diagnostic = try XCTUnwrap(self.diagnostic(input.text))
        XCTAssertEqual(diagnostic.message, "mapping values are not allowed in this context")
        XCTAssertEqual(diagnostic.mark, input.marks[0])
        XCTAssertEqual(diagnostic.hint, YAMLTraps.colonHint)
    }

    func testOtherErrorsGetNoHint() throws {
        let diagnostic = try XCTUnwrap(self.diagnostic("- a\n- b\nc: d\n"))
        XCTAssertNil(diagnostic.hint)
        XCTAssertEqual(diagnostic.mark, Mark(line: 3, column: 1))
    }

    func testRenderedErrorShowsTheLineAndCaret() throws {
        let text = "title: Note: read this\n"
        let diagnostic = try XCTUnwrap(self.diagnostic(text))
        let rendered = DiagnosticRenderer(sources: ["bad.yaml": text]).render(diagnostic)
        XCTAssertTrue(rendered.hasPrefix("bad.yaml:1:12: error: mapping values are not allowed"), rendered)
        XCTAssertTrue(rendered.contains("title: Note: read this\n           ^\n"), rendered)
    }
}
