import Diagnostics
import XCTest

final class DiagnosticRendererTests: XCTestCase {
    func testRendersLocationSourceLineAndCaret() {
        let source = "screens:\n  List:\n    tigger: appear\n"
        let diagnostic = Diagnostic.error("unknown key 'tigger'", file: "a.yaml", at: Mark(line: 3, column: 5))
        let text = DiagnosticRenderer(sources: ["a.yaml": source]).render(diagnostic)
        XCTAssertEqual(text, "a.yaml:3:5: error: unknown key 'tigger'\n    tigger: appear\n    ^\n")
    }

    func testCaretKeepsTabsAndHandlesCRLF() {
        let source = "a: 1\r\n\tb: 2\r\n"
        let diagnostic = Diagnostic.error("tab", file: "t.yaml", at: Mark(line: 2, column: 2))
        let text = DiagnosticRenderer(sources: ["t.yaml": source]).render(diagnostic)
        XCTAssertEqual(text, "t.yaml:2:2: error: tab\n\tb: 2\n\t^\n")
    }

    func testHintAndNotesFollowTheMainMessage() {
        let note = Diagnostic(.note, "first declared here", file: "s.yaml", at: Mark(line: 1, column: 1))
        let diagnostic = Diagnostic(
            .error, "duplicate model 'Item'", file: "s.yaml", at: Mark(line: 2, column: 1), hint: "rename one",
            notes: [note])
        let text = DiagnosticRenderer().render(diagnostic)
        XCTAssertEqual(
            text,
            "s.yaml:2:1: error: duplicate model 'Item'\n  = hint: rename one\ns.yaml:1:1: note: first declared here\n")
    }

    func testWithoutFileThereIsNoLocationPrefix() {
        XCTAssertEqual(DiagnosticRenderer().render(.error("no spec files")), "error: no spec files\n")
    }

    func testMarkBeyondTheTextGivesNoExcerpt() {
        let diagnostic = Diagnostic.error("x", file: "f", at: Mark(line: 9, column: 1))
        XCTAssertEqual(DiagnosticRenderer(sources: ["f": "one line"]).render(diagnostic), "f:9:1: error: x\n")
    }
}

final class DidYouMeanTests: XCTestCase {
    func testSuggestsClosestCandidate() {
        XCTAssertEqual(DidYouMean.suggestion(for: "tigger", among: ["trigger", "params", "call"]), "trigger")
    }

    func testSwappedNeighboursCountAsOneEdit() {
        XCTAssertEqual(DidYouMean.suggestion(for: "idel", among: ["idle", "loaded"]), "idle")
        XCTAssertEqual(DidYouMean.suggestion(for: "Itme", among: ["Item", "SortOrder"]), "Item")
    }

    func testNoSuggestionWhenNothingIsClose() {
        XCTAssertNil(DidYouMean.suggestion(for: "zzzzzz", among: ["trigger", "params"]))
        XCTAssertEqual(DidYouMean.clause(for: "zzzzzz", among: ["trigger"]), "")
    }
}
