import Foundation
import Mustache
import XCTest

/// Loads and runs one module of the Mustache spec.
enum SpecSuite {
    struct Failure {
        var name: String
        var template: String
        var expected: String
        var actual: String
    }

    struct Result {
        var module: String
        var passed: Int
        var failures: [Failure]

        var failureReport: String {
            failures.map { failure in
                """
                \(module) / \(failure.name)
                  template: \(failure.template.debugDescription)
                  expected: \(failure.expected.debugDescription)
                  actual:   \(failure.actual.debugDescription)
                """
            }.joined(separator: "\n")
        }
    }

    struct MissingSuite: Error, CustomStringConvertible {
        var path: String
        var description: String {
            "Mustache spec not found at \(path)"
        }
    }

    /// `Tests/Conformance`: the suites are vendored in the repository (see its README).
    static let conformanceRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Conformance")

    static func run(module: String, lambdas: [String: Lambda] = [:]) throws -> Result {
        let url = conformanceRoot.appendingPathComponent("mustache/\(module).json")
        guard FileManager.default.fileExists(atPath: url.path) else { throw MissingSuite(path: url.path) }
        let document = try Value(json: Data(contentsOf: url), file: url.path)
        guard case .object(let root) = document, case .array(let tests)? = root["tests"] else {
            XCTFail("\(url.path): no 'tests' list")
            return Result(module: module, passed: 0, failures: [])
        }
        var result = Result(module: module, passed: 0, failures: [])
        for case .object(let test) in tests {
            guard case .string(let name)? = test["name"], case .string(let source)? = test["template"],
                case .string(let expected)? = test["expected"]
            else {
                XCTFail("\(module): malformed test")
                continue
            }
            var data = test["data"] ?? .null
            if let lambda = lambdas[name], case .object(var object) = data {
                object["lambda"] = .lambda(lambda)
                data = .object(object)
            }
            let actual: String
            do {
                var library = TemplateLibrary()
                if case .object(let partials)? = test["partials"] {
                    for (partialName, partialValue) in partials {
                        guard case .string(let partialSource) = partialValue else { continue }
                        try library.add(name: partialName, source: partialSource)
                    }
                }
                let template = try Template(source, name: name)
                actual = try template.render(data, library: library, options: .spec)
            } catch {
                actual = "<error: \(error)>"
            }
            if actual == expected {
                result.passed += 1
            } else {
                result.failures.append(Failure(name: name, template: source, expected: expected, actual: actual))
            }
        }
        let shortName = module.hasPrefix("~") ? String(module.dropFirst()) : module
        print("mustache spec \(shortName): \(result.passed) passed, \(result.failures.count) failed")
        return result
    }
}
