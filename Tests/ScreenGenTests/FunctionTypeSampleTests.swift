import Diagnostics
import ScreenSpec
import XCTest

@testable import ScreenGen

/// Types whose text only the grammar reads right (`SwiftTypeShape`, from `SwiftTypeSyntax`'s parse): a
/// function returning an optional, an array of labelled tuples, an optional protocol composition. Their
/// samples, mocks and tests are Swift of the right type in every style. (Where such a type cannot build —
/// a function as a dependency method's result, a tuple where tests compare with `==` — the validator refuses
/// it: `TypeRole`, Tests/Fixtures/invalid/type-*.yaml. Tests/Fixtures/valid/FunctionTypes.yaml, which the
/// end-to-end tests build in every configuration, keeps the rest.)
final class FunctionTypeSampleTests: XCTestCase {
    private func spec() throws -> Spec {
        let text = """
            screenspec: 1
            module: FunctionTypes

            models:
              Item:
                fields:
                  id: UUID
                  name: String

            dependencies:
              Catalog:
                methods:
                  scorers: { returns: "[(score: Int, label: String)]" }
                  tag: { returns: "(any Hashable & Sendable)?" }

            screens:
              Picker:
                dependencies: [Catalog]
                state:
                  name: { type: String, default: '""' }
                  count: { type: Int, default: "0" }
                  item: Item?
                actions:
                  score:
                    trigger: tap
                    call: Catalog.scorers
                    success: { count: "$result.count" }
                  tag:
                    trigger: tap
                    call: Catalog.tag
                    success: { count: "$result == nil ? 0 : 1" }
                  apply:
                    trigger: tap
                    params: { transform: "(Int) -> Int", pick: "(Int) -> Item?" }
                    set: { count: "transform(count)", item: "pick(count)" }
            """
        return try XCTUnwrap(SpecLoader.load(text: text, file: "FunctionTypes.yaml").spec)
    }

    func test_samplesOfFunctionsTuplesAndExistentials_areValuesOfTheirTypes() throws {
        let samples = SampleValues(spec: try spec(), place: .tests)
        let expected: [(type: String, plain: String, distinct: String)] = [
            ("(Int) -> Item?", "{ _ in nil }", "{ _ in .fixture(id: UUID.fixture(1)) }"),
            (
                "[(Int) -> (score: Int, label: String)]", "[]",
                #"[{ _ in (score: 0, label: "") }, { _ in (score: 3, label: "sample") }]"#
            ),
            ("(any Hashable & Sendable)?", "nil", "Optional<any Hashable & Sendable>.none"),
            ("(Int, String) async throws -> Void", "{ _, _ in }", "{ _, _ in }"),
            ("() -> [String: Int]", "{ [:] }", #"{ ["sample": 3] }"#),
            ("(Int)", "0", "3"),
            ("()", "()", "()"),
        ]
        for (type, plain, distinct) in expected {
            XCTAssertEqual(samples.expression(forSpelling: type, .plain), plain, type)
            XCTAssertEqual(samples.expression(forSpelling: type, .distinct), distinct, type)
        }
        XCTAssertEqual(
            samples.slotExpression(for: TypeRef("(Int) -> Int", at: .init(line: 1, column: 1)), slot: "f", ordinal: 2),
            "{ _ in 3 }")
    }

    func test_aFunctionReturningAnOptional_isNoOptional() {
        let mark = Mark(line: 1, column: 1)
        XCTAssertFalse(TypeRef("(Int) -> Item?", at: mark).isOptional)
        XCTAssertTrue(TypeRef("((Int) -> Item)?", at: mark).isOptional)
        XCTAssertTrue(TypeRef("Item?", at: mark).isOptional)
        XCTAssertTrue(TypeRef("Optional<Item>", at: mark).isOptional)
        XCTAssertFalse(TypeRef("Array<Item?>", at: mark).isOptional)
        XCTAssertFalse(TypeRef("(Int) -> Optional<Item>", at: mark).isOptional)
        XCTAssertFalse(TypeRef("Item!", at: mark).isOptional)
        XCTAssertFalse(TypeRef("Hashable & Sendable?", at: mark).isOptional)
        XCTAssertEqual(SwiftText.optional("(Int) -> Item?"), "((Int) -> Item?)?")
        XCTAssertEqual(SwiftText.optional("any Hashable & Sendable"), "(any Hashable & Sendable)?")
        XCTAssertEqual(SwiftText.optional("[Item]"), "[Item]?")
        XCTAssertEqual(TestPlanner.empty("[(Int) -> (a: Int, b: Int)]"), "[]")
        XCTAssertEqual(TestPlanner.empty("[String: (a: Int, b: Int)]"), "[:]")
    }

    func test_mocksStoreTheResultAsAnOptionalOfTheWholeType_andStubIt() throws {
        let spec = try spec()
        for name in ["mvvm", "actions", "store"] {
            let style = try XCTUnwrap(try StyleCatalog.builtin()[name])
            let files = try Generator.render(spec: spec, style: style)
            let mock = try XCTUnwrap(files.first { $0.path.hasSuffix("CatalogMock.swift") }?.contents, name)
            XCTAssertTrue(mock.contains("private var _scorersResult: [(score: Int, label: String)]?\n"), name)
            XCTAssertTrue(mock.contains("var tagResult: (any Hashable & Sendable)?? {"), name)
            let tests = files.filter { $0.kind == .test }.map(\.contents).joined()
            XCTAssertTrue(tests.contains("= { _ in .fixture(id: UUID.fixture(1)) }"), name)
            XCTAssertTrue(tests.contains(#"[(score: 0, label: ""), (score: 3, label: "sample")]"#), name)
            XCTAssertFalse(tests.contains("(Int) -> Item()"), name)
            XCTAssertFalse(tests.contains("score():"), name)
        }
    }

    /// Actions' tests compare a stubbed result with what the action returns only where `==` exists.
    func test_actionTests_compareOnlyResultsThatCanBeCompared() throws {
        let style = try XCTUnwrap(try StyleCatalog.builtin()["actions"])
        let files = try Generator.render(spec: try spec(), style: style)
        let tests = try XCTUnwrap(files.first { $0.path.hasSuffix("CatalogActionsTests.swift") }?.contents)
        XCTAssertFalse(tests.contains("XCTAssertEqual(result, expected)"), tests)
        XCTAssertTrue(
            tests.contains("        _ = try await action()\n\n        XCTAssertEqual(catalog.scorersCallCount, 1)"),
            tests)
    }
}
