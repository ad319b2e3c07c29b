import Comparison
import Foundation
import ScreenGen

/// `generate compare SPEC... --output DIR`: the architecture comparison experiment.
enum CompareCommand: Command {
    static let name = "compare"
    static let abstract = "Build and test each style's code for the same specs and report what differs"
    static let help = """
        USAGE: generate compare SPEC... --output DIR [--styles mvvm,actions,...] [--baseline OLD_SPEC...]
                                [--templates DIR] [--runs N] [--no-build] [--stubs DIR] [--mutants]

        Renders each style into a complete SwiftPM package (DIR/packages/<style>), builds and tests it
        for real, and writes DIR/report.md, DIR/report.json and DIR/report.html (self-contained, SVG
        charts): files and lines of code by layer, types, protocols, classes, test cases and
        assertions; clean build, incremental build (one screen's file touched) and test times as
        medians of N runs with their spread; line coverage of the generated code; and with --baseline,
        the files and lines each style changes between the old and the new spec; with --mutants, the
        mutation score of each style's generated tests (killed / compiling mutants, survivors named).
        Progress goes to stderr, one line per step with the elapsed time. If a style's generated tests
        fail, the reports are still written and the exit status is 1. docs/experiments.md explains
        the report.

        OPTIONS:
          --styles LIST       Comma-separated styles (default: every built-in style); custom ones need --templates
          --templates DIR     Add or override styles (DIR/<style>/style.yaml)
          --baseline SPEC     An older version of a spec (repeatable), for change amplification
          --runs N            Runs per timed step (default 3)
          --no-build          Count the generated code only; build and test nothing
          --mutants           Also run the mutation harness (scripts/mutants of the checkout this runs
                              from; slow: a build and a test run per mutant) and report its score
          --stubs DIR         SwiftUI/Combine stand-ins to compile in (default: Tests/Fixtures/CompileStubs
                              when it exists here and the platform has no SwiftUI)
          --access LEVEL      internal (default) or public
          --observation KIND  observation (default) or combine

        """

    static func run(_ arguments: [String]) async throws(ParsedArguments.UsageError) -> ExitStatus {
        let parsed = try ParsedArguments(
            arguments,
            valued: [
                "--output", "--styles", "--templates", "--baseline", "--runs", "--stubs", "--access", "--observation",
            ],
            flags: ["--no-build", "--mutants"])
        guard !parsed.positionals.isEmpty else { throw .init(message: "compare needs at least one spec file") }
        guard let output = parsed.value("--output") else { throw .init(message: "missing '--output DIR'") }
        let runsText = parsed.value("--runs") ?? "3"
        guard let runs = Int(runsText), runs > 0 else {
            throw .init(message: "--runs must be a positive number, not '\(runsText)'")
        }
        var mutantsScript: String?
        if parsed.has("--mutants") {
            guard !parsed.has("--no-build") else { throw .init(message: "--mutants builds and tests; drop --no-build") }
            guard let script = defaultMutantsScript() else {
                throw .init(
                    message: "--mutants runs scripts/mutants of a ScreenGen checkout: run compare from its root")
            }
            mutantsScript = script
        }
        let styles =
            parsed.value("--styles").map { $0.split(separator: ",").map(String.init) } ?? BuiltinStyles.architectures
        let request = ComparisonRequest(
            specPaths: parsed.positionals, baselinePaths: parsed.all("--baseline"), styles: styles,
            templatesDirectory: parsed.value("--templates"), output: output, runs: runs,
            build: !parsed.has("--no-build"), stubsDirectory: parsed.value("--stubs") ?? defaultStubs(),
            swift: ProcessInfo.processInfo.environment["SWIFT"] ?? "swift",
            options: try parsed.generationOptions(), mutantsScript: mutantsScript,
            generateBinary: Bundle.main.executablePath)
        do {
            let report = try ComparisonRunner(request: request).run()
            // The report is written either way; a run whose generated tests failed is not a clean comparison.
            let unbuilt = report.styles.filter { $0.buildFailure != nil }.map(\.style)
            let problems = report.styles.compactMap { style in style.build?.testProblem.map { "\(style.style): \($0)" }
            }
            if !unbuilt.isEmpty {
                Console.err(
                    "error: the generated code did not build (\(unbuilt.joined(separator: ", "))); "
                        + "the logs are in \(output)/packages/<style>/.compare-*.log\n")
            }
            if !problems.isEmpty {
                Console.err(
                    "error: the generated tests did not pass (\(problems.joined(separator: "; "))); "
                        + "the logs are in \(output)/packages/<style>/.compare-test-*.log\n")
            }
            guard unbuilt.isEmpty && problems.isEmpty else { return .failure }
            return .success
        } catch let failure as ComparisonRunner.Failure {
            Console.report(failure.diagnostics, sources: failure.sources)
            return .failure
        } catch {
            Console.err("error: \(error)\n")
            return .failure
        }
    }

    /// The mutation harness of the checkout compare runs from (as for the stubs: the repository root).
    static func defaultMutantsScript() -> String? {
        let path = FileManager.default.currentDirectoryPath + "/scripts/mutants"
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// The repository's stubs when run from a checkout on a platform without SwiftUI.
    static func defaultStubs() -> String? {
        #if canImport(SwiftUI)
        return nil
        #else
        let path = FileManager.default.currentDirectoryPath + "/Tests/Fixtures/CompileStubs"
        return FileManager.default.fileExists(atPath: path) ? path : nil
        #endif
    }
}
