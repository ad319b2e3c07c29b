import Foundation
import Mustache
import XCTest

/// Runs the official Mustache spec (`Tests/Conformance/mustache/*.json`, read at test time)
/// in spec mode and requires every test of the required modules, inheritance, dynamic names and
/// lambdas to pass.
final class MustacheSpecConformanceTests: XCTestCase {
    func testRequiredModules() throws {
        let modules = ["comments", "delimiters", "interpolation", "inverted", "partials", "sections"]
        var total = 0
        for module in modules {
            let result = try SpecSuite.run(module: module)
            total += result.passed
            XCTAssert(result.failures.isEmpty, result.failureReport)
        }
        XCTAssertEqual(total, 136, "the required modules hold 136 tests")
    }

    func testInheritance() throws {
        let result = try SpecSuite.run(module: "~inheritance")
        XCTAssert(result.failures.isEmpty, result.failureReport)
        XCTAssertEqual(result.passed, 27)
    }

    func testDynamicNames() throws {
        let result = try SpecSuite.run(module: "~dynamic-names")
        XCTAssert(result.failures.isEmpty, result.failureReport)
        XCTAssertEqual(result.passed, 21)
    }

    func testLambdas() throws {
        let result = try SpecSuite.run(module: "~lambdas", lambdas: SpecLambdas.byTestName())
        XCTAssert(result.failures.isEmpty, result.failureReport)
        XCTAssertEqual(result.passed, 10)
    }
}
