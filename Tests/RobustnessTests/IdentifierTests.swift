import Diagnostics
import FixtureSupport
import Foundation
import ScreenSpec
import XCTest

@testable import ScreenGen

/// Names in a spec become Swift identifiers: valid exactly when Swift says so (non-ASCII
/// included), keywords escaped in the output, clashes reported where both names are.
final class IdentifierTests: XCTestCase {
    /// Each was checked with `swiftc -parse` (Swift 6.3) as `var NAME = 1`.
    private let acceptedBySwift = [
        "café", "名前", "Größe", "π", "_x", "x1", "🙂", "Ωmega", "naïve", "ß", "ǅ", "a\u{301}", "日本語", "x·y",
        "€uro", "Z\u{308}", "ℕ", "x²", "ⅻ",
    ]
    private let rejectedBySwift = ["a—b", "«x»", "1x", "a-b", "a b", "\u{301}a", "x\u{A0}y", "", "a/b", "../x", ".x"]

    func testValidityFollowsSwift() {
        for name in acceptedBySwift { XCTAssertTrue(SwiftIdentifier.isValid(name), "Swift accepts '\(name)'") }
        for name in rejectedBySwift { XCTAssertFalse(SwiftIdentifier.isValid(name), "Swift rejects '\(name)'") }
    }

    func testNonASCIINamesGoThroughTheWholePipeline() throws {
        let spec = """
            screenspec: 1
            module: Café
            screens:
              Größe:
                state:
                  zähler: { type: Int, default: "0" }
                actions:
                  erhöhen: { set: { zähler: "zähler + 1" } }

            """
        let files = try render(spec)
        XCTAssertTrue(files.contains { $0.contents.contains("zähler") })
        XCTAssertTrue(files.contains { $0.path.contains("Größe") }, files.map(\.path).joined(separator: "\n"))
    }

    func testKeywordNamesAreEscapedInEveryStyle() throws {
        let spec = """
            screenspec: 1
            module: Words
            models:
              Entry:
                fields:
                  default: Int
                  class: String
              Kind:
                cases: [default, import, struct]
            screens:
              Editor:
                input: { return: Int }
                state:
                  count: { type: Int, default: "0" }
                  entry: Entry?
                  kind: Kind?
                actions:
                  repeat: { params: { in: Int }, set: { count: "`in` + `return`" } }

            """
        let files = try render(spec)
        let declaration = try NSRegularExpression(
            pattern: #"\b(var|let|case|func)\s+(default|class|import|struct|return|in|repeat)\b"#)
        for file in files {
            let range = NSRange(file.contents.startIndex..., in: file.contents)
            if let match = declaration.firstMatch(in: file.contents, range: range) {
                XCTFail(
                    "\(file.path): unescaped keyword in '\((file.contents as NSString).substring(with: match.range))'")
            }
        }
        let all = files.map(\.contents).joined()
        for keyword in ["default", "class", "import", "struct", "return", "in"] {
            XCTAssertTrue(all.contains("`\(keyword)`"), "`\(keyword)` never appears escaped")
        }
        // Doc comments quote names in backticks as Markdown; code must not escape what is no keyword.
        let code = all.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        XCTAssertFalse(
            code.contains { $0.contains("`Editor`") || $0.contains("`entry`") },
            "a name that is not a keyword was escaped")
    }

    /// At call sites keyword labels are bare: Swift 6.3 warns about `load(`in`: x)` ("keyword 'in' does
    /// not need to be escaped in argument list"), which -warnings-as-errors turns into a failed build.
    func testKeywordArgumentLabelsAreBareAtCallSites() throws {
        let text = try String(contentsOf: FixtureFolders.valid.appendingPathComponent("Words.yaml"), encoding: .utf8)
        let files = try render(text)
        let all = files.map(\.contents).joined()
        for call in [
            "store.load(in: `in`)", "store.save(in: `in` + `where`, default: .import)",
            "storeSave(in: `in` + state.`where`",
            "phase = .shown(in: result, default: `in`)", "Entry(default: `default`, class: `class`)",
            "EditorViewState(return: `return`)",
            "{ `in`, `default` in try await store.save(in: `in`, default: `default`) }",
            "(in: `in`, default: `default`)", "storeSave(in: 3, default: .`import`)", "fetch(in: `in`)",
        ] {
            XCTAssertTrue(all.contains(call), "no call '\(call)' in the generated code")
        }
        // An escaped label followed by a value (declarations are followed by a type: `func f(`in`: Int)`).
        let escapedLabel = try NSRegularExpression(pattern: #"[(,]\s*`\w+`: (?!any |some )[`.\d"a-z$]"#)
        for file in files {
            let range = NSRange(file.contents.startIndex..., in: file.contents)
            if let match = escapedLabel.firstMatch(in: file.contents, range: range) {
                XCTFail(
                    "\(file.path): escaped argument label in '\((file.contents as NSString).substring(with: match.range))'"
                )
            }
        }
    }

    /// Two methods that would generate one Actions-style type: an error at one, a note at the other.
    func testAGeneratedNameClashPointsAtBothDeclarations() throws {
        let raw = try String(
            contentsOf: FixtureFolders.repository.appendingPathComponent(
                "Tests/Fixtures/style-clash/clash-two-actions-one-type.yaml"),
            encoding: .utf8)
        let fixture = try MarkedFixture(name: "clash.yaml", raw: raw)
        var inputs = SpecInputs(
            specs: [try XCTUnwrap(SpecLoader.load(text: fixture.text, file: fixture.name).spec)], diagnostics: [],
            sources: [:])
        inputs.checkNames(styles: ["actions"])
        let error = try XCTUnwrap(fixture.match(in: inputs.diagnostics))
        XCTAssertEqual(error.notes.first?.mark, Mark(line: 8, column: 7), "the note points at the other method")
    }

    private func render(_ text: String) throws -> [GeneratedFile] {
        let result = SpecLoader.load(text: text, file: "Names.yaml")
        let spec = try XCTUnwrap(
            result.spec, DiagnosticRenderer(sources: ["Names.yaml": text]).render(result.diagnostics))
        var files: [GeneratedFile] = []
        for (_, style) in try StyleCatalog.builtin().sorted(by: { $0.key < $1.key }) {
            files += try Generator.render(spec: spec, style: style)
        }
        XCTAssertFalse(files.isEmpty)
        return files
    }
}
