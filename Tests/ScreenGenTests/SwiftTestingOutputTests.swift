import Foundation
import XCTest

@testable import ScreenGen

/// `tests: swift-testing` writes the same tests as XCTest, spelt for Swift Testing: for every bundled spec
/// and built-in style, the same test types and test names, one `#expect` / `Testing.Issue.record` for each
/// `XCTAssert…` / `XCTFail` with the same label, and no XCTest left in the tests or the test support (the
/// view tests aside: they host views with ViewInspector's XCTest API, on Apple platforms only).
final class SwiftTestingOutputTests: XCTestCase {
    private let specs = ["Counter", "Login", "ProductDetail", "Settings", "Shop", "Social", "UserProfile"]

    func test_everySpecAndStyle_sameTestsAndAssertions_noXCTest() throws {
        var labelled = 0
        for name in specs {
            let spec = try RepositorySpecs.load(name)
            for style in BuiltinStyles.architectures {
                let builtin = try XCTUnwrap(try StyleCatalog.builtin()[style])
                let xctest = try testFiles(Generator.render(spec: spec, style: builtin))
                let swiftTesting = try testFiles(
                    Generator.render(
                        spec: spec, style: builtin, options: GenerationOptions(testFramework: .swiftTesting)))
                XCTAssertEqual(swiftTesting.keys.sorted(), xctest.keys.sorted(), "\(name), \(style)")
                XCTAssertFalse(xctest.isEmpty)
                for (path, old) in xctest.sorted(by: { $0.key < $1.key }) where !path.hasSuffix("ViewTests.swift") {
                    let new = try XCTUnwrap(swiftTesting[path])
                    let place = "\(name), \(style), \(path)"
                    XCTAssertEqual(Self.tests(in: new), Self.tests(in: old), place)
                    XCTAssertEqual(Self.checks(in: new), Self.checks(in: old), place)
                    labelled += Self.checks(in: new).filter { $0.hasPrefix("check \"") }.count
                    XCTAssertFalse(new.contains("XCT"), place)
                    XCTAssertFalse(old.contains("import Testing"), place)
                    if !Self.tests(in: new).isEmpty {
                        XCTAssertTrue(new.contains("import Testing\n"), place)
                        XCTAssertEqual(
                            new.components(separatedBy: "@Test ").count, Self.tests(in: new).count + 1,
                            "every test function is a @Test: \(place)")
                    }
                }
            }
        }
        XCTAssertGreaterThan(labelled, 1000, "the labels were compared")
    }

    /// A failing check names what it compares and shows both values: XCTest's label argument is Swift
    /// Testing's comment, and `#expect(a == b)` prints both sides.
    func test_labelledAssertions_keepTheirLabel() throws {
        let spec = try RepositorySpecs.load("Shop")
        let mvvm = try XCTUnwrap(try StyleCatalog.builtin()["mvvm"])
        let files = try testFiles(
            Generator.render(spec: spec, style: mvvm, options: GenerationOptions(testFramework: .swiftTesting)))
        let tests = try XCTUnwrap(files["ItemListViewModelTests.swift"])
        XCTAssertTrue(tests.contains(#"#expect(screen.items == result, "items")"#), tests)
        XCTAssertTrue(tests.contains(#"#expect(screen.errorMessage == nil, "errorMessage")"#))
        XCTAssertTrue(tests.contains(#"#expect(!screen.isLoading, "isLoading")"#))
        XCTAssertTrue(tests.contains(#"#expect(itemService.deleteItemReceivedId == id, "id")"#))
        XCTAssertTrue(tests.contains(#"#expect(screen.isEmpty == (itemsAfter.isEmpty && !isLoadingAfter), "isEmpty")"#))
        XCTAssertTrue(tests.contains("@Suite struct ItemListViewModelTests {\n"))
        XCTAssertTrue(
            tests.contains("    @Test @MainActor func test_load_success_appliesSuccessEffects() async throws {"))
        let mock = try XCTUnwrap(files["ItemServiceMock.swift"])
        XCTAssertTrue(mock.contains("Testing.Issue.record("), "an unstubbed call fails a Swift Testing test")
    }

    private func testFiles(_ files: [GeneratedFile]) -> [String: String] {
        Dictionary(
            uniqueKeysWithValues: files.filter { $0.kind == .test || $0.kind == .testSupport }.map {
                ($0.path, $0.contents)
            })
    }

    /// `Type.test_name` for every test function, in order.
    static func tests(in text: String) -> [String] {
        var type = ""
        var names: [String] = []
        for line in text.split(separator: "\n") {
            if line.hasPrefix("@Suite struct ") || line.hasSuffix(": XCTestCase {") {
                type = String(
                    line.split(separator: " ").first { $0.hasSuffix("Tests") || $0.hasSuffix("Tests:") } ?? "")
                type = type.replacingOccurrences(of: ":", with: "")
            } else if let start = line.range(of: "func test_"), let end = line[start.upperBound...].firstIndex(of: "(")
            {
                names.append("\(type).test_\(line[start.upperBound..<end])")
            }
        }
        return names
    }

    /// Each assertion or failure as its kind and label, in order: `XCTAssertEqual(a, b, "x")` and
    /// `#expect(a == b, "x")` are both `check "x"`, `XCTFail` and `Issue.record` both `fail`.
    static func checks(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line -> String? in
            let code = line.trimmingCharacters(in: .whitespaces)
            if code.hasPrefix("XCTFail(") || code.contains(" XCTFail(") || code.hasPrefix("Testing.Issue.record(")
                || code.contains(" Testing.Issue.record(")
            {
                return "fail"
            }
            guard code.hasPrefix("XCTAssert") || code.hasPrefix("#expect(") else { return nil }
            guard code.hasSuffix(")") else { return "check" }  // its arguments follow one per line
            // The label is the argument after the compared ones: XCTAssertEqual's third, #expect's second.
            let arguments = Self.arguments(of: code[...])
            let compared = code.hasPrefix("XCTAssertEqual(") || code.hasPrefix("XCTAssertNotEqual(") ? 2 : 1
            guard arguments.count > compared else { return "check" }
            // A label held in a variable is a `Comment` for Swift Testing, a `String` for XCTest.
            let label = arguments[compared]
            let comment = "Testing.Comment(rawValue: "
            return "check " + (label.hasPrefix(comment) ? String(label.dropFirst(comment.count).dropLast()) : label)
        }
    }

    /// The arguments of the call on one line, split at the commas outside brackets and string literals.
    static func arguments(of call: Substring) -> [String] {
        guard let open = call.firstIndex(of: "(") else { return [] }
        var arguments: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        var escaped = false
        for character in call[call.index(after: open)..<call.index(before: call.endIndex)] {
            if inString {
                escaped = !escaped && character == "\\"
                if character == "\"" && !escaped { inString = false }
            } else if character == "\"" {
                inString = true
            } else if "([{".contains(character) {
                depth += 1
            } else if ")]}".contains(character) {
                depth -= 1
            } else if character == ",", depth == 0 {
                arguments.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
                continue
            }
            current.append(character)
        }
        return arguments + [current.trimmingCharacters(in: .whitespaces)]
    }
}
