import Diagnostics
import XCTest

@testable import ScreenSpec

/// What is remembered about a type text answers for its exact spelling only (`ExactText`, `ParsedTypeShapes`).
final class ExactTextTests: XCTestCase {
    func test_canonicallyEqualSpellings_areDifferentKeys() {
        let composed = "(caf\u{E9}: Int)"
        let decomposed = "(cafe\u{301}: Int)"
        XCTAssertEqual(composed, decomposed)
        XCTAssertNotEqual(ExactText(composed), ExactText(decomposed))
        let keys: Set = [ExactText(composed), ExactText(decomposed), ExactText(composed)]
        XCTAssertEqual(keys.count, 2)
    }

    func test_sameBytes_areOneKey() {
        let built = String("[Item]?".reversed().reversed())
        XCTAssertEqual(ExactText("[Item]?"), ExactText(built))
        XCTAssertEqual(ExactText("[Item]?").hashValue, ExactText(built).hashValue)
        XCTAssertNotEqual(ExactText("Item"), ExactText("Item "))
        XCTAssertNotEqual(ExactText(""), ExactText(" "))
    }

    /// The validator and the context builders share one parse per text; each spelling keeps its own label scalars,
    /// and a text that is no type keeps its problem, asked first or again.
    func test_parses_answerForTheirOwnSpelling() {
        for text in ["(caf\u{E9}: Int, Bool)", "(cafe\u{301}: Int, Bool)", "(caf\u{E9}: Int, Bool)"] {
            guard case .success(.tuple(let elements)) = ParsedTypeShapes.shared.parse(text),
                let label = elements.first?.label
            else { return XCTFail("\(text) is a labelled tuple") }
            XCTAssertTrue(
                label.unicodeScalars.elementsEqual(text.dropFirst().prefix(while: { $0 != ":" }).unicodeScalars))
        }
        for _ in 0..<2 {
            XCTAssertEqual(ParsedTypeShapes.shared.parse("Int; exit(1)"), SwiftTypeSyntax.parse("Int; exit(1)"))
            guard case .failure = ParsedTypeShapes.shared.parse("Int; exit(1)") else { return XCTFail("no type") }
        }
    }

    /// The validator reads type text through the same memo: an error in a type written twice, spelled two ways, is
    /// found at each one's own column (the accent is one scalar in `é` and two in `e` and a combining accent).
    func test_theValidator_placesEachSpellingsErrorAtItsOwnColumn() {
        let text = """
            screenspec: 1
            module: Cafe
            screens:
              Home:
                state:
                  first: 'Caf\u{E9}; x'
                  second: 'Cafe\u{301}; x'
                  third: 'Caf\u{E9}; x'

            """
        let errors = SpecLoader.load(text: text, file: "Cafe.yaml").errors.sorted {
            $0.mark?.line ?? 0 < $1.mark?.line ?? 0
        }
        XCTAssertEqual(
            errors.map(\.mark), [Mark(line: 6, column: 19), Mark(line: 7, column: 21), Mark(line: 8, column: 19)],
            errors.map(\.message).joined(separator: "\n"))
    }
}
