import Foundation

/// Runs `swift build` / `swift test` in a generated package and reads XCTest's and Swift Testing's summaries.
struct SwiftPMRun {
    var package: URL

    struct Output {
        var status: Int32
        var text: String
    }

    /// `swift <arguments>` in the package, with its own `.build` folder; output and errors together.
    func swift(_ arguments: [String]) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments + ["--package-path", package.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, text: String(decoding: data, as: UTF8.self))
    }

    func buildTests() throws -> Output { try swift(["build", "--build-tests"]) }

    /// Runs the tests, view tests aside: they are compiled against the ViewInspector stub, which cannot
    /// host a view (there is no SwiftUI here).
    func test(filter: String? = nil) throws -> Output {
        try swift(["test", "--skip-build", "--skip", "ViewTests"] + (filter.map { ["--filter", $0] } ?? []))
    }

    /// `swift test list`: every test the package holds, XCTest's and Swift Testing's, as
    /// `ShopTests.ItemListViewModelTests/test_load_success_appliesSuccessEffects`: Swift Testing's `()` is dropped,
    /// and so is the `/File.swift:10:6` it adds to a name that several modules hold, so the two frameworks' names
    /// compare equal.
    func listTests() throws -> (output: Output, names: Set<String>) {
        let output = try swift(["test", "list", "--skip-build"])
        let names = output.text.split(separator: "\n").compactMap { line -> String? in
            guard line.contains("/test") else { return nil }
            return line.range(of: "()").map { String(line[..<$0.lowerBound]) } ?? String(line)
        }
        return (output, Set(names))
    }
}

/// What ran: XCTest's last `Executed N tests, with M failures` line plus Swift Testing's `Test run with N tests`
/// line (its failures are the tests that report `failed`), whichever the run has.
struct TestSummary: Equatable {
    var executed: Int
    var failures: Int

    init?(parsing text: String) {
        let xctest = Self(parsingXCTest: text)
        let swiftTesting = Self(parsingSwiftTesting: text)
        guard xctest != nil || swiftTesting != nil else { return nil }
        executed = (xctest?.executed ?? 0) + (swiftTesting?.executed ?? 0)
        failures = (xctest?.failures ?? 0) + (swiftTesting?.failures ?? 0)
    }

    /// `✘ Test run with 3 tests in 2 suites failed after 0.010 seconds with 2 issues.`, and a `✘ Test x() failed`
    /// line per failed test.
    private init?(parsingSwiftTesting text: String) {
        var found: Int?
        for line in text.split(separator: "\n") {
            guard let range = line.range(of: "Test run with ") else { continue }
            found = line[range.upperBound...].split(separator: " ").first.flatMap { Int($0) }
        }
        guard let found else { return nil }
        executed = found
        failures = Self.failedSwiftTests(in: text).count
    }

    private init?(parsingXCTest text: String) {
        var found: TestSummary?
        for line in text.split(separator: "\n") where line.contains("Executed ") && line.contains(" test") {
            let words = line.split(separator: " ")
            guard let executedIndex = words.firstIndex(of: "Executed"), executedIndex + 1 < words.count,
                let executed = Int(words[executedIndex + 1]),
                let withIndex = words.firstIndex(of: "with"), withIndex + 1 < words.count,
                let failures = Int(words[withIndex + 1])
            else { continue }
            found = TestSummary(executed: executed, failures: failures)
        }
        guard let found else { return nil }
        self = found
    }

    init(executed: Int, failures: Int) {
        self.executed = executed
        self.failures = failures
    }

    /// Names of passed test cases (`ItemListViewModelTests.test_load_success_appliesSuccessEffects`).
    static func passedTests(in text: String) -> Set<String> {
        Set(
            text.split(separator: "\n").compactMap { line in
                guard line.hasPrefix("Test Case '"), line.contains("' passed") else { return nil }
                return line.split(separator: "'").dropFirst().first.map(String.init)
            })
    }

    /// Names of failed test cases (`ItemListViewModelTests.test_load_success_appliesSuccessEffects`; Swift Testing
    /// names no suite: `test_load_success_appliesSuccessEffects()`).
    static func failedTests(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("Test Case '"), line.contains("' failed") else { return nil }
            return line.split(separator: "'").dropFirst().first.map(String.init)
        } + failedSwiftTests(in: text)
    }

    private static func failedSwiftTests(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("✘ Test "), !line.hasPrefix("✘ Test run "), line.contains(") failed after") else {
                return nil
            }
            return line.dropFirst("✘ Test ".count).components(separatedBy: " failed after").first
        }
    }
}
