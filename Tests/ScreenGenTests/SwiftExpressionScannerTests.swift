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

    /// In a raw string only `\#(…)` interpolates: `\(count)` is text and must stay text in every style.
    func test_rawStrings_rewriteOnlyTheirInterpolations() {
        let expression = SpecExpression(source: ##"#"count \(count) is \#(count)"#"##, stateNames: ["count"])
        XCTAssertEqual(expression.inState, ##"#"count \(count) is \#(state.count)"#"##)
        XCTAssertEqual(expression.usedNames, ["count"])
        // Two hashes: `\#(` is text too; a `"#` inside does not end the string.
        let two = SpecExpression(source: ###"##"a "# \#(count) \##(count)"## + count"###, stateNames: ["count"])
        XCTAssertEqual(two.inState, ###"##"a "# \#(count) \##(state.count)"## + state.count"###)
        // A raw string's backslash is text: `#"\"#` is one backslash, and the string ends there.
        XCTAssertEqual(
            SpecExpression(source: ##"#"\"# + count"##, stateNames: ["count"]).inState, ##"#"\"# + state.count"##)
    }

    func test_multiLineStrings_keepTheirQuotesAndText() {
        // """
        //   "count" \\(count) "" \(count)
        //   """ + count
        let source = ["\"\"\"", #"  "count" \\(count) "" \(count)"#, #"  """ + count"#].joined(separator: "\n")
        let expected = ["\"\"\"", #"  "count" \\(count) "" \(state.count)"#, #"  """ + state.count"#]
        XCTAssertEqual(SpecExpression(source: source, stateNames: ["count"]).inState, expected.joined(separator: "\n"))
        // #"""
        //   """ \(count) \#(count)
        //   """#
        let raw = ["#\"\"\"", ##"  """ \(count) \#(count)"##, ##"  """#"##].joined(separator: "\n")
        let rawExpected = ["#\"\"\"", ##"  """ \(count) \#(state.count)"##, ##"  """#"##]
        XCTAssertEqual(SpecExpression(source: raw, stateNames: ["count"]).inState, rawExpected.joined(separator: "\n"))
    }

    func test_nestedInterpolations_areCodeAtEveryDepth() {
        let source = #""a \(flag ? "b \(count + (1)) c" : "d") e \(count)" + "\(")")""#
        let expression = SpecExpression(source: source, stateNames: ["count", "flag"])
        XCTAssertEqual(
            expression.inState, #""a \(state.flag ? "b \(state.count + (1)) c" : "d") e \(state.count)" + "\(")")""#)
        XCTAssertEqual(expression.usedNames, ["count", "flag"])
    }

    func test_comments_areNotCode() {
        let source = "count /* count /* nested count */ count */ + 1 // count\n+ count"
        XCTAssertEqual(
            SpecExpression(source: source, stateNames: ["count"]).inState,
            "state.count /* count /* nested count */ count */ + 1 // count\n+ state.count")
        XCTAssertEqual(SwiftExpressionScanner.usedNames(in: "#file + count // x"), ["count"])
    }
}
