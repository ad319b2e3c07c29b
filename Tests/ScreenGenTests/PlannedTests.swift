import ScreenSpec
import XCTest

@testable import ScreenGen

/// What the test planner plans for a spec, read as text: the helpers of the planner's unit tests.
enum PlannedTests {
    /// The tests planned for one screen of the spec (the first by default).
    static func of(_ yaml: String, screen index: Int = 0) throws -> [TestCaseContext] {
        let result = SpecLoader.load(text: yaml, file: "specs/T.yaml")
        let spec = try XCTUnwrap(result.spec, "\(result.errors.map(\.message))")
        return SpecContext(spec, options: GenerationOptions()).screens[index].tests
    }

    /// A test's steps, one line each: code as written, the others in a short form of their own
    /// (`make(…)`, `assert path expected`, `check actual == expected, label`, `status member status`).
    static func lines(_ test: TestCaseContext) -> [String] {
        test.steps.compactMap { step in
            switch step.kind {
            case .line(let text): return text
            case .make(let make): return "make(\(make.viewModelArguments))"
            case .capture(let capture): return "let \(capture.name) = \(capture.path)"
            case .perform(let perform): return perform.invocation
            case .edit(let edit): return "\(edit.path) = \(edit.value)"
            case .assert(let assertion):
                let expected =
                    assertion.expected
                    ?? (assertion.isNil ? "nil" : assertion.isTrue ? "true" : assertion.isFalse ? "false" : "?")
                return "assert \(assertion.path) \(expected)"
            case .callStatus(let status):
                return "status \(status.member) \(status.status)" + (status.result.map { " " + $0 } ?? "")
            case .check(let check): return "check \(check.actual) == \(check.expected), \(check.label ?? "")"
            case .blankLine: return nil
            }
        }
    }

    /// A test's assertions only, without the `assert ` of `lines`.
    static func assertions(_ test: TestCaseContext) -> [String] {
        lines(test).compactMap { $0.hasPrefix("assert ") ? String($0.dropFirst("assert ".count)) : nil }
    }
}
