import Foundation

/// Runs `swift build` / `swift test` in a generated package and reads XCTest's summary.
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
}

/// XCTest's last `Executed N tests, with M failures` line.
struct TestSummary: Equatable {
    var executed: Int
    var failures: Int

    init?(parsing text: String) {
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

    /// Names of failed test cases (`ItemListViewModelTests.test_load_success_appliesSuccessEffects`).
    static func failedTests(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("Test Case '"), line.contains("' failed") else { return nil }
            return line.split(separator: "'").dropFirst().first.map(String.init)
        }
    }
}
