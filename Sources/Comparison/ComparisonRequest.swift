import ScreenGen

/// What `generate compare` is asked to do.
public struct ComparisonRequest: Sendable {
    public var specPaths: [String]
    /// Old versions of the same specs (same modules), for change amplification.
    public var baselinePaths: [String]
    /// Style names, built-in or from `templatesDirectory`.
    public var styles: [String]
    public var templatesDirectory: String?
    /// Where the packages and the reports go.
    public var output: String
    /// Runs per timed step.
    public var runs: Int
    /// False measures the generated text only: no package is built or tested.
    public var build: Bool
    /// SwiftUI / Combine stand-ins compiled into each package (needed on Linux); nil for none.
    public var stubsDirectory: String?
    /// The `swift` executable that builds and tests the packages.
    public var swift: String
    public var options: GenerationOptions
    /// The mutation harness (`scripts/mutants`) to run per style for the mutation score; nil measures none
    /// (it is slow: a build and a test run per mutant).
    public var mutantsScript: String?
    /// The `generate` binary the harness renders with; nil lets the harness build its checkout's.
    public var generateBinary: String?

    public init(
        specPaths: [String], baselinePaths: [String] = [], styles: [String] = BuiltinStyles.architectures,
        templatesDirectory: String? = nil, output: String, runs: Int = 3, build: Bool = true,
        stubsDirectory: String? = nil, swift: String = "swift", options: GenerationOptions = GenerationOptions(),
        mutantsScript: String? = nil, generateBinary: String? = nil
    ) {
        self.specPaths = specPaths
        self.baselinePaths = baselinePaths
        self.styles = styles
        self.templatesDirectory = templatesDirectory
        self.output = output
        self.runs = runs
        self.build = build
        self.stubsDirectory = stubsDirectory
        self.swift = swift
        self.options = options
        self.mutantsScript = mutantsScript
        self.generateBinary = generateBinary
    }
}
