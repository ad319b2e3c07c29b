import ScreenGen

/// Everything `generate compare` measured, per style: the data behind report.md, report.json
/// and report.html. docs/experiments.md documents each field.
public struct ComparisonReport: Sendable, Codable {
    /// Spec files compared (the new version when there is a baseline).
    public var specs: [String]
    /// Old versions of the specs, for change amplification; empty without `--baseline`.
    public var baseline: [String]
    /// How many times each build and test step ran (medians are over these).
    public var runs: Int
    /// Swift toolchain that built the packages (`swift --version`, first line).
    public var toolchain: String
    public var styles: [StyleReport]

    public init(specs: [String], baseline: [String], runs: Int, toolchain: String, styles: [StyleReport]) {
        self.specs = specs
        self.baseline = baseline
        self.runs = runs
        self.toolchain = toolchain
        self.styles = styles
    }
}

/// One style's figures.
public struct StyleReport: Sendable, Codable {
    public var style: String
    /// Per layer (source, testSupport, test, scaffold): file count and what the files contain.
    public var layers: [LayerReport]
    /// Per screen: the files attributed to it (see `ScreenReport`).
    public var screens: [ScreenReport]
    /// nil when building was skipped (`--no-build`), or the package did not build (`buildFailure`).
    public var build: BuildReport?
    /// Why the style's package did not build (the failing command, its log and last lines); the other styles
    /// are still built and measured, so a comparison shows which style failed.
    public var buildFailure: String?
    /// nil without a baseline.
    public var changes: ChangeAmplification?
    /// The generated tests' mutation score; nil without `--mutants`.
    public var mutants: MutationScore?

    public var total: LayerReport {
        layers.reduce(LayerReport(layer: "total")) { sum, layer in
            LayerReport(layer: "total", files: sum.files + layer.files, metrics: sum.metrics + layer.metrics)
        }
    }

    public init(
        style: String, layers: [LayerReport], screens: [ScreenReport], build: BuildReport? = nil,
        changes: ChangeAmplification? = nil, mutants: MutationScore? = nil
    ) {
        self.style = style
        self.layers = layers
        self.screens = screens
        self.build = build
        self.changes = changes
        self.mutants = mutants
    }
}

/// The files of one layer of one style.
public struct LayerReport: Sendable, Codable, Hashable {
    /// `source`, `testSupport`, `test` or `scaffold` (FileKind's raw values), or `total`.
    public var layer: String
    public var files: Int
    public var metrics: SourceMetrics

    public init(layer: String, files: Int = 0, metrics: SourceMetrics = SourceMetrics()) {
        self.layer = layer
        self.files = files
        self.metrics = metrics
    }
}

/// The files generated for one screen. A file belongs to the screen whose name starts its file
/// name (the longest such name); files of models, dependencies and shared support belong to none.
public struct ScreenReport: Sendable, Codable, Hashable {
    public var screen: String
    public var files: Int
    /// Lines of code per layer raw value.
    public var linesOfCode: [String: Int]
    public var testCases: Int
    public var assertions: Int

    public var totalLinesOfCode: Int { linesOfCode.values.reduce(0, +) }

    public init(
        screen: String, files: Int = 0, linesOfCode: [String: Int] = [:], testCases: Int = 0, assertions: Int = 0
    ) {
        self.screen = screen
        self.files = files
        self.linesOfCode = linesOfCode
        self.testCases = testCases
        self.assertions = assertions
    }
}

/// Building and testing the generated package for real.
public struct BuildReport: Sendable, Codable, Hashable {
    /// `swift build` from an empty build folder.
    public var cleanBuild: Timing
    /// `swift build` after touching one screen's generated source file.
    public var incrementalBuild: Timing
    /// `swift test --skip-build`.
    public var test: Timing
    /// Test cases XCTest ran and how many of them failed, from the test run with the most failures.
    public var testsRun: Int
    public var testsFailed: Int
    /// The first test run's exit status that is not 0 (else 0): not 0 when a test failed, and also when
    /// the run crashed before XCTest could count.
    public var testExitStatus: Int32
    /// Test classes compiled but not run (`ViewTests` where SwiftUI is only a compile stub).
    public var skippedTests: [String]
    /// Line coverage of the generated production code by the generated tests, 0...1; nil when
    /// coverage could not be collected.
    public var lineCoverage: Double?
    public var coveredLines: Int?
    public var coverableLines: Int?

    public init(
        cleanBuild: Timing, incrementalBuild: Timing, test: Timing, testsRun: Int, testsFailed: Int,
        testExitStatus: Int32 = 0, skippedTests: [String] = [], lineCoverage: Double? = nil, coveredLines: Int? = nil,
        coverableLines: Int? = nil
    ) {
        self.skippedTests = skippedTests
        self.cleanBuild = cleanBuild
        self.incrementalBuild = incrementalBuild
        self.test = test
        self.testsRun = testsRun
        self.testsFailed = testsFailed
        self.testExitStatus = testExitStatus
        self.lineCoverage = lineCoverage
        self.coveredLines = coveredLines
        self.coverableLines = coverableLines
    }

    /// What went wrong with the tests, for the console (`3 of 96 tests failed`); nil when some ran,
    /// none failed and the run ended normally.
    public var testProblem: String? {
        if testsFailed > 0 { return "\(testsFailed) of \(testsRun) tests failed" }
        if testExitStatus != 0 { return "the test run ended with status \(testExitStatus)" }
        if testsRun == 0 { return "no test ran" }
        return nil
    }
}
