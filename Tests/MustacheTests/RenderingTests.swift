import Mustache
import XCTest

/// Behaviour the spec leaves open, as this engine settles it (and the generator relies on).
final class RenderingTests: XCTestCase {
    private func render(_ source: String, _ context: Value, partials: [String: String] = [:]) throws -> String {
        var library = TemplateLibrary()
        for (name, text) in partials { try library.add(name: name, source: text) }
        return try Template(source, name: "t").render(context, library: library)
    }

    func testStandalonePartialIndentationSkipsBlankLines() throws {
        let output = try render("struct A {\n    {{>body}}\n}\n", [:], partials: ["body": "let a = 1\n\nlet b = 2\n"])
        XCTAssertEqual(output, "struct A {\n    let a = 1\n\n    let b = 2\n}\n")
    }

    func testNestedStandalonePartialsAccumulateIndentation() throws {
        let output = try render(
            "enum E {\n  {{>outer}}\n}\n", [:],
            partials: ["outer": "struct S {\n  {{>inner}}\n}\n", "inner": "let x = 1\n"])
        XCTAssertEqual(output, "enum E {\n  struct S {\n    let x = 1\n  }\n}\n")
    }

    func testStandaloneSectionLinesInsideAnIndentedPartialVanish() throws {
        let output = try render(
            "  {{>list}}\n", ["items": ["a", "b"]], partials: ["list": "{{#items}}\ncase {{.}}\n{{/items}}\n"])
        XCTAssertEqual(output, "  case a\n  case b\n")
    }

    func testInterpolatedMultiLineTextIsNotReindented() throws {
        let output = try render("  {{>p}}\n", ["doc": "one\ntwo"], partials: ["p": "/* {{doc}} */\n"])
        XCTAssertEqual(output, "  /* one\ntwo */\n")
    }

    func testSeveralControlTagsOnOneLineMakeItStandalone() throws {
        let output = try render("a\n{{#x}}{{#y}}\nin\n{{/y}}{{/x}}\nb\n", ["x": true, "y": true])
        XCTAssertEqual(output, "a\nin\nb\n")
    }

    func testNumbersKeepTheirKind() throws {
        XCTAssertEqual(try render("{{i}} {{d}} {{w}}", ["i": 1, "d": 1.5, "w": 2.0]), "1 1.5 2.0")
    }

    func testEmptyStringIsFalseyAndZeroIsTruthy() throws {
        XCTAssertEqual(
            try render("{{#s}}S{{/s}}{{^s}}empty{{/s}} {{#n}}n={{n}}{{/n}}", ["s": "", "n": 0]), "empty n=0")
    }

    func testTemplateIsReusable() throws {
        let template = try Template("{{#xs}}{{.}},{{/xs}}", name: "t")
        XCTAssertEqual(try template.render(["xs": [1, 2]]), "1,2,")
        XCTAssertEqual(try template.render(["xs": [3]]), "3,")
    }

    func testParentWithBlocksKeepsSiteIndentation() throws {
        let parent = "final class {{name}} {\n    {{$members}}\n    {{/members}}\n}\n"
        let child = "{{<type}}\n{{$members}}\nlet a = 1\nfunc f() {}\n{{/members}}\n{{/type}}\n"
        XCTAssertEqual(
            try render(child, ["name": "C"], partials: ["type": parent]),
            "final class C {\n    let a = 1\n    func f() {}\n}\n")
    }

    func testRecursivePartialIsStoppedWithAnError() throws {
        XCTAssertThrowsError(try render("{{>me}}", [:], partials: ["me": "x{{>me}}"])) { error in
            XCTAssertTrue("\(error)".contains("nested more than"), "\(error)")
        }
    }

    /// Not a timing test: the output of a big list is exactly the sum of its items, and a list ten
    /// times longer gives exactly ten times the output (nothing re-rendered or re-copied per item).
    func testOutputGrowsLinearlyWithTheList() throws {
        let template = try Template("{{#items}}    case {{name}} = {{id}}\n{{/items}}", name: "t")
        func output(_ count: Int) throws -> String {
            let items = (0..<count).map { index -> Value in
                ["name": .string("item\(index % 10)"), "id": .int(index % 10)]
            }
            return try template.render(["items": .array(items)], options: .generator)
        }
        let small = try output(1_000)
        let large = try output(10_000)
        XCTAssertEqual(small.utf8.count, 1_000 * "    case item0 = 0\n".utf8.count)
        XCTAssertEqual(large.utf8.count, 10 * small.utf8.count)
        XCTAssertEqual(large, String(repeating: small, count: 10))
    }
}
