import Foundation

/// Builds and tests one comparison package with the real toolchain, timing each step.
struct PackageBuild {
    let package: ComparisonPackage
    let swift: String
    let log: ProgressLog
    let label: String

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Output of one `swift` invocation, kept in a log file beside the package (a pipe could fill
    /// up and stall a long build).
    struct Run {
        var seconds: Double
        var output: String
        var status: Int32
    }

    func measure(runs: Int, touching touchedFile: String?) throws -> BuildReport {
        var clean: [Double] = []
        for index in 1...runs {
            try? FileManager.default.removeItem(atPath: package.root + "/.build")
            let run = try swift(["build", "--build-tests"], step: "clean build \(index)/\(runs)")
            clean.append(run.seconds)
        }
        var incremental: [Double] = []
        for index in 1...runs {
            if let touchedFile { try touch(package.root + "/" + touchedFile) }
            let run = try swift(["build", "--build-tests"], step: "incremental build \(index)/\(runs)")
            incremental.append(run.seconds)
        }
        var tests: [Double] = []
        // The run with the most failures counts, and the first status that is not 0: a test that fails
        // once in N runs is a failing test.
        var counts = (run: 0, failed: 0)
        var status: Int32 = 0
        for index in 1...runs {
            let run = try swift(["test", "--skip-build"] + skips, step: "test \(index)/\(runs)", allowFailure: true)
            tests.append(run.seconds)
            let these = Self.testCounts(in: run.output)
            if index == 1 || these.failed > counts.failed { counts = these }
            if status == 0 { status = run.status }
        }
        var report = BuildReport(
            cleanBuild: Timing(samples: clean), incrementalBuild: Timing(samples: incremental),
            test: Timing(samples: tests), testsRun: counts.run, testsFailed: counts.failed, testExitStatus: status,
            skippedTests: package.skippedTests)
        if let coverage = try? coverage() {
            report.coveredLines = coverage.covered
            report.coverableLines = coverage.count
            report.lineCoverage = coverage.count > 0 ? Double(coverage.covered) / Double(coverage.count) : nil
        }
        return report
    }

    private var skips: [String] { package.skippedTests.flatMap { ["--skip", $0] } }

    /// Line coverage of the production code (not scaffolds, not tests), from the llvm-cov export
    /// SwiftPM writes after `swift test --enable-code-coverage`.
    func coverage() throws -> (covered: Int, count: Int) {
        _ = try swift(["test", "--enable-code-coverage"] + skips, step: "test with coverage", allowFailure: true)
        let path =
            try swift(["test", "--show-codecov-path"], step: "coverage report", quiet: true)
            .output.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").last.map(String.init) ?? ""
        guard let data = FileManager.default.contents(atPath: path),
            let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let exports = json["data"] as? [[String: Any]]
        else { throw Failure(description: "no coverage export at '\(path)'") }
        let root = URL(fileURLWithPath: package.root).standardizedFileURL.path
        let folders = package.modules.map { root + "/" + package.sourceFolder(of: $0.name) + "/" }
        var covered = 0
        var count = 0
        for export in exports {
            for file in export["files"] as? [[String: Any]] ?? [] {
                guard let name = file["filename"] as? String,
                    folders.contains(where: { name.hasPrefix($0) }), !name.contains("/Scaffolds/"),
                    let lines = (file["summary"] as? [String: Any])?["lines"] as? [String: Any]
                else { continue }
                covered += (lines["covered"] as? Int) ?? 0
                count += (lines["count"] as? Int) ?? 0
            }
        }
        return (covered, count)
    }

    /// How many test cases XCTest ran (its last `Executed 41 tests, with 3 failures` line, or `Executed 1 test,`)
    /// and how many of them failed: the distinct `Test Case '…' failed` lines. The summary's "failures" are
    /// failed assertions, several per test, so they do not say how many tests failed.
    static func testCounts(in output: String) -> (run: Int, failed: Int) {
        var run = 0
        var failedCases: Set<Substring> = []
        for line in output.split(separator: "\n") {
            if line.contains("Executed ") && (line.contains(" tests, with ") || line.contains(" test, with ")) {
                let words = line.split(separator: " ")
                if let executed = words.firstIndex(of: "Executed"), executed + 1 < words.count,
                    let count = Int(words[executed + 1])
                {
                    run = count
                }
            } else if let start = line.range(of: "Test Case '"),
                let end = line[start.upperBound...].range(of: "' failed (")
            {
                failedCases.insert(line[start.upperBound..<end.lowerBound])
            }
        }
        return (run, failedCases.count)
    }

    private func touch(_ path: String) throws {
        // A new modification time is what the build system looks at; the bytes stay the same.
        try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: path)
    }

    @discardableResult
    func swift(_ arguments: [String], step: String, allowFailure: Bool = false, quiet: Bool = false) throws -> Run {
        let logPath =
            package.root
            + "/.compare-\(step.replacingOccurrences(of: "/", with: "-").replacingOccurrences(of: " ", with: "-")).log"
        _ = FileManager.default.createFile(atPath: logPath, contents: nil)
        guard let handle = FileHandle(forWritingAtPath: logPath) else {
            throw Failure(description: "cannot write \(logPath)")
        }
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [swift] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: package.root)
        process.standardOutput = handle
        process.standardError = handle
        let start = Date()
        try process.run()
        process.waitUntilExit()
        let seconds = Date().timeIntervalSince(start)
        let output = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
        if !quiet { log.step("\(label): \(step): \(String(format: "%.2f s", seconds))") }
        if process.terminationStatus != 0 && !allowFailure {
            throw Failure(
                description: "\(label): 'swift \(arguments.joined(separator: " "))' failed (log: \(logPath)):\n"
                    + output.split(separator: "\n").suffix(20).joined(separator: "\n"))
        }
        return Run(seconds: seconds, output: output, status: process.terminationStatus)
    }
}
