import Diagnostics
import ScreenGen

/// `generate SPEC... --style S --output DIR`: the main job.
enum GenerateCommand: Command {
    static let name = "generate"
    static let abstract = "Generate code from specs (the default command)"
    static let help = """
        USAGE: generate SPEC... --style STYLE|all --output DIR [options]

        Renders each spec in the chosen style(s). Only files whose bytes changed are written, each
        atomically; generated files that a spec no longer produces are removed. Each output folder
        records the files it generated in '.screengen-manifest': only those are updated or removed, and
        a run never follows a link inside an output folder. Runs into one folder take turns (a lock). With several styles each gets its own subfolder, and so
        does each module when the specs of one run belong to several modules.

        OPTIONS:
          --style NAME            a built-in style, all of them, or one from --templates (repeatable; default mvvm)
          --output DIR            Generated production code (required)
          --tests-output DIR      Mocks, fixtures and tests (default: DIR/Tests)
          --scaffold DIR          Write user-owned view scaffolds here (only files that do not exist yet)
          --templates DIR         Add or override styles (DIR/<style>/style.yaml)
          --access LEVEL          internal (default) or public
          --observation KIND      observation (default, @Observable) or combine (ObservableObject)
          --tests FRAMEWORK       xctest (default) or swift-testing: what generated tests, mocks and test
                                  helpers are written for
          --only KINDS            Comma-separated subset of: source,test-support,test,scaffold
          --config FILE           Settings from a screengen.yaml (style, access, observation, tests, templates);
                                  options given on the command line win
          --module NAME           Generate into this module instead of the spec's 'module'
          --bundle FILE           Write everything produced into this one file (used by the build plugin;
                                  one spec, one style)
          --no-module-files       Leave out files a style writes once per module (shared test helpers); the
                                  build plugin passes it for all but one of the specs of a target
          --dry-run               Print what would change; write nothing
          --check                 Exit 1 when generated files are stale (for CI); write nothing
          --quiet / --verbose     Less or more output on stderr
          --timings               Print the wall time of each phase (load, render, compare, write) on stderr

        """

    static func run(_ arguments: [String]) async throws(ParsedArguments.UsageError) -> ExitStatus {
        let parsed = try ParsedArguments(
            arguments,
            valued: [
                "--style", "--output", "--tests-output", "--scaffold", "--templates", "--access", "--observation",
                "--tests", "--only", "--config", "--bundle", "--module",
            ],
            flags: ["--dry-run", "--check", "--quiet", "--verbose", "--no-module-files", "--timings"])
        guard !parsed.positionals.isEmpty else { throw .init(message: "no spec files given") }
        guard let output = parsed.value("--output") else { throw .init(message: "missing '--output DIR'") }
        let console = Console(quiet: parsed.has("--quiet"), verbose: parsed.has("--verbose"))

        var config = TargetConfig()
        if let path = parsed.value("--config") {
            do { config = try TargetConfig.load(path: path) } catch {
                Console.report(error.diagnostics)
                return .failure
            }
        }
        var request = GenerationRequest(
            specPaths: parsed.positionals, styles: parsed.styles(default: config.style), output: output,
            testsOutput: parsed.value("--tests-output"), scaffoldOutput: parsed.value("--scaffold"),
            templatesDirectory: parsed.value("--templates") ?? config.templatesDirectory,
            options: try parsed.generationOptions(defaults: config.options))
        if let kinds = try parsed.kinds() { request.kinds = kinds }
        if !config.generateTests { request.kinds.remove(.test) }
        request.moduleOverride = parsed.value("--module")
        request.includesModuleFiles = !parsed.has("--no-module-files")
        if let bundle = parsed.value("--bundle") {
            guard request.specPaths.count == 1, request.styles.count == 1 else {
                throw .init(message: "--bundle needs exactly one spec and one style")
            }
            request.bundleFile = bundle
        }

        request.planOnly = parsed.has("--check") || parsed.has("--dry-run")
        request.lockWaiting = { message in Console.err("note: \(message)\n") }
        var run = GenerationRun.prepare(request)
        Console.report(run.diagnostics, sources: run.inputs.sources)
        if run.inputs.hasErrors { return .failure }
        // Reported: the specs' text was kept only to show each diagnostic's line, and writing and stamping
        // need none of it (~12 MB at 10,000 screens; docs/performance.md, thirteenth round).
        run.inputs.sources = [:]
        defer { if parsed.has("--timings") { Console.err("timings: \(run.timings.summary)\n") } }

        if parsed.has("--check") || parsed.has("--dry-run") {
            // One write for all lines: a 1,000-screen dry run lists ~10,000 files.
            Console.out(run.plan.summaryLines.map { $0 + "\n" }.joined())
            if parsed.has("--check") && !run.plan.isEmpty {
                Console.err("error: \(run.plan.changes.count) generated file(s) are stale; run generate again\n")
                return .failure
            }
            return .success
        }
        do {
            let prepared = run
            try run.timings.measure("write") { () throws(Diagnostic) in try prepared.apply() }
        } catch {
            Console.report([error])
            return .failure
        }
        for line in run.plan.summaryLines { console.detail(line) }
        console.info(
            "\(run.plan.changes.count) file(s) changed, \(run.plan.unchanged.count) unchanged "
                + "(\(request.styles.joined(separator: ", ")))")
        return .success
    }
}
