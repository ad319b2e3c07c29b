import XCTest

@testable import ScreenGen

final class SwiftExpressionScannerTests: XCTestCase {
    func test_usedNames_skipMembersLabelsStringsAndDollarNames() {
        let names = SwiftExpressionScanner.usedNames(
            in: #"items.filter { $0.id != id }.count + fixture(name: "count") + $result"#)
        XCTAssertEqual(names, ["items", "id", "fixture"])
    }

    func test_usedNames_readInterpolations() {
        XCTAssertEqual(SwiftExpressionScanner.usedNames(in: #""\(count) of \(total.value)""#), ["count", "total"])
    }

    func test_ternaryBranch_isAUseNotALabel() {
        XCTAssertEqual(SwiftExpressionScanner.usedNames(in: "flag ? first : second"), ["flag", "first", "second"])
    }

    func test_specExpression_resolvesPlaceholdersAndQualifiesState() {
        let expression = SpecExpression(
            source: "items + [$result] + [Item(name: $message)]", stateNames: ["items", "name"])
        XCTAssertEqual(expression.swift, "items + [result] + [Item(name: error.localizedDescription)]")
        XCTAssertEqual(expression.inState, "state.items + [result] + [Item(name: error.localizedDescription)]")
        XCTAssertFalse(expression.isNil)
        XCTAssertTrue(SpecExpression(source: " nil ", stateNames: []).isNil)
    }

    func test_nonASCIIExpressions_scanAsCharacters_andRewriteAroundThem() {
        // Non-ASCII text takes the Character path; names, offsets and rewrites must match the ASCII path.
        let expression = SpecExpression(
            source: #"größe + "\(count) café" + $message"#, stateNames: ["größe", "count"])
        XCTAssertEqual(expression.usedNames, ["count", "error", "größe"])  // `$message` reads `error`
        XCTAssertEqual(expression.inState, #"state.größe + "\(state.count) café" + error.localizedDescription"#)
        XCTAssertEqual(SwiftExpressionScanner.usedNames(in: "first\r\n+ second"), ["first", "second"])
    }

    func test_typeShape_parsesOptionalsArraysAndDictionaries() {
        XCTAssertEqual(
            SwiftTypeShape("[String: Item]?"), .optional(.dictionary(key: .named("String"), value: .named("Item"))))
        XCTAssertEqual(SwiftTypeShape("[[Int]]"), .array(.array(.named("Int"))))
    }
}
