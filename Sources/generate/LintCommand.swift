import ScreenGen

/// `generate lint SPEC...`: validate only.
enum LintCommand: Command {
    static let name = "lint"
    static let abstract = "Validate specs and report problems at file:line:column"
    static let help = """
        USAGE: generate lint SPEC... [--quiet]

        Checks each spec (YAML syntax, keys, references, types) without generating anything.
        Problems go to stderr as 'path:line:column: error: message'.
        Exit status: 0 no errors (warnings allowed), 1 errors, 2 usage error.

        OPTIONS:
          --quiet     Print nothing when the specs are valid.
          --werror    Treat warnings as errors.

        """

    static func run(_ arguments: [String]) async throws(ParsedArguments.UsageError) -> ExitStatus {
        let parsed = try ParsedArguments(arguments, valued: [], flags: ["--quiet", "--werror"])
        guard !parsed.positionals.isEmpty else { throw .init(message: "lint needs at least one spec file") }
        let inputs = SpecInputs.load(parsed.positionals)
        Console.report(inputs.diagnostics, sources: inputs.sources)
        let failed = inputs.hasErrors || (parsed.has("--werror") && !inputs.diagnostics.isEmpty)
        if !failed && !parsed.has("--quiet") {
            let screens = inputs.specs.reduce(0) { $0 + $1.screens.count }
            Console.err("ok: \(inputs.specs.count) spec(s), \(screens) screen(s)\n")
        }
        return failed ? .failure : .success
    }
}
