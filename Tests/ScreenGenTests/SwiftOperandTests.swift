import XCTest

@testable import ScreenGen

/// `#expect(a == b)` needs `b` to group as one operand: one term as it is, anything else in parentheses.
final class SwiftOperandTests: XCTestCase {
    func test_oneTerm_isPrintedAsItIs() {
        for term in [
            "items", "result.items", ".loaded(item: result)", "Item.fixture(id: .fixture(3), name: \"a b\")",
            "[\"\", \"items-5\"]", "-1", "!isOn", "#\"raw \" == \"#", "\"a == b\"", "error.localizedDescription",
            "`default`", "$0", "\"\\(a == b ? 1 : 2)\"", "\"\"\"\nx == y\n\"\"\"",
        ] {
            XCTAssertEqual(SwiftOperand.rightOfEquals(term), term)
        }
    }

    func test_moreThanOneTerm_goesInParentheses() {
        for expression in [
            "skipped ? 0 : 1", "isOn && isValid", "a ?? b", "count + 1", "items.isEmpty || !isLoading",
            "\"a\" + name", "value as Int", "x..<y", "f() == g()", "-a * b",
            "[1, 2].map { $0 * 2 }",  // one term, but a space outside brackets is enough to be careful
        ] {
            XCTAssertEqual(SwiftOperand.rightOfEquals(expression), "(\(expression))")
        }
    }

    func test_anUnbalancedExpression_goesInParentheses() {
        XCTAssertEqual(SwiftOperand.rightOfEquals("f(a"), "(f(a)")
        XCTAssertEqual(SwiftOperand.rightOfEquals("\"open"), "(\"open)")
    }
}
