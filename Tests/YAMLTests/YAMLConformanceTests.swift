import Diagnostics
import Foundation
import XCTest

@testable import YAML

/// Runs the YAML test suite (Tests/Conformance/yaml, 402 cases) through the YAML module.
///
/// A case passes when: an error case is rejected; a valid case loads, and its
/// documents, read with the YAML 1.2 core schema, equal its `in.json` values.
/// Every case that does not pass must be listed in `ConformanceExpectations`,
/// and every listed case must still fail, so the list stays honest.
final class YAMLConformanceTests: XCTestCase {
    private struct Case {
        var id: String
        var folder: URL
        var isError: Bool
        var json: String?
    }

    private enum Outcome: Equatable {
        case passed
        case failed(String)
    }

    /// `Tests/Conformance`: the suites are vendored in the repository (see its README).
    static let conformanceRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Conformance")

    func testYAMLTestSuite() throws {
        let suite = Self.conformanceRoot.appendingPathComponent("yaml")
        guard FileManager.default.fileExists(atPath: suite.path) else {
            return XCTFail("YAML test suite not found at \(suite.path)")
        }
        let cases = try loadCases(in: suite)
        XCTAssertEqual(cases.count, 402, "the suite copy should hold 402 cases")

        var outcomes: [String: Outcome] = [:]
        var jsonMatched = 0
        var errorsRejected = 0
        var validAccepted = 0
        let withJSON = cases.filter { $0.json != nil }.count
        let errors = cases.filter(\.isError).count
        for testCase in cases {
            let outcome = run(testCase)
            outcomes[testCase.id] = outcome
            let accepted: Bool
            if case .failed(let why) = outcome, why.hasPrefix("rejected") { accepted = false } else { accepted = true }
            if testCase.isError {
                if outcome == .passed { errorsRejected += 1 }
            } else {
                if accepted { validAccepted += 1 }
                if testCase.json != nil, outcome == .passed { jsonMatched += 1 }
            }
        }
        print(
            "YAML suite: json matched \(jsonMatched)/\(withJSON), errors rejected \(errorsRejected)/\(errors),"
                + " valid accepted \(validAccepted)/\(cases.count - errors)")

        XCTAssertGreaterThanOrEqual(jsonMatched, 233, "libyaml allows 234 of 279")
        let expected = ConformanceExpectations.failures
        for (id, outcome) in outcomes.sorted(by: { $0.key < $1.key }) {
            switch (outcome, expected[id]) {
            case (.failed(let why), nil):
                XCTFail("\(id) fails but is not an expected failure: \(why)")
            case (.passed, .some(let reason)):
                XCTFail("\(id) now passes; remove it from ConformanceExpectations (\(reason))")
            default:
                break
            }
        }
        for id in expected.keys where outcomes[id] == nil { XCTFail("expected failure \(id) is not a suite case") }
        try checkErrorCasesAgainstLibyaml(cases: cases, outcomes: outcomes)
    }

    /// Every error case that raw libyaml rejects must be rejected here too.
    private func checkErrorCasesAgainstLibyaml(cases: [Case], outcomes: [String: Outcome]) throws {
        let baseline = try String(
            contentsOf: Self.conformanceRoot.appendingPathComponent("libyaml-0.2.5-baseline.txt"), encoding: .utf8)
        let lines = baseline.components(separatedBy: "\n")
        let header = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("error cases libyaml accepts") })
        let libyamlAccepts = Set(lines[header + 1].split(separator: " ").map(String.init))
        XCTAssertEqual(libyamlAccepts.count, 16)
        for testCase in cases where testCase.isError && !libyamlAccepts.contains(testCase.id) {
            XCTAssertEqual(outcomes[testCase.id], .passed, "\(testCase.id): libyaml rejects it, so must we")
        }
    }

    private func loadCases(in suite: URL) throws -> [Case] {
        let ids = try FileManager.default.contentsOfDirectory(atPath: suite.path).sorted()
        return try ids.compactMap { id in
            let folder = suite.appendingPathComponent(id)
            guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("in.yaml").path) else {
                return nil
            }
            let jsonFile = folder.appendingPathComponent("in.json")
            let json =
                FileManager.default.fileExists(atPath: jsonFile.path)
                ? try String(contentsOf: jsonFile, encoding: .utf8) : nil
            let isError = FileManager.default.fileExists(atPath: folder.appendingPathComponent("error").path)
            return Case(id: id, folder: folder, isError: isError, json: json)
        }
    }

    private func run(_ testCase: Case) -> Outcome {
        guard let data = FileManager.default.contents(atPath: testCase.folder.appendingPathComponent("in.yaml").path)
        else { return .failed("unreadable in.yaml") }
        let text = String(decoding: data, as: UTF8.self)
        let documents: [Node]
        do {
            documents = try YAMLLoader.loadAll(text, file: "\(testCase.id)/in.yaml")
        } catch {
            return testCase.isError
                ? .passed : .failed("rejected: \(error.message) at \(error.mark.map { "\($0)" } ?? "?")")
        }
        if testCase.isError { return .failed("accepted an error case") }
        guard let json = testCase.json else { return .passed }
        do {
            let expected = try JSONStreamReader.values(in: json)
            let actual = try documents.map(CoreSchema.json)
            return actual == expected ? .passed : .failed("json differs: got \(actual), expected \(expected)")
        } catch {
            return .failed("json: \(error)")
        }
    }
}
