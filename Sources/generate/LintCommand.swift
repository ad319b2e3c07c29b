import ScreenGen

/// `generate lint SPEC...`: validate only.
enum LintCommand: Command {
    static let name = "lint"
    static let abstract = "Validate specs and report problems at file:line:column"
    static let help = """
        USAGE: generate lint SPEC... [--style NAME] [--templates DIR] [--quiet]

        Checks each spec (YAML syntax, keys, references, types) without generating anything, and
        that the styles can generate it: no generated name clashes with a declaration or another.
        Problems go to stderr as 'path:line:column: error: message'.
        Exit status: 0 no errors (warnings allowed), 1 errors, 2 usage error.

        OPTIONS:
          --style NAME      The styles whose names are checked: mvvm, actions, store, all, or a style
                            from --templates (repeatable; default all built-in styles).
          --templates DIR   Add or override styles (DIR/<style>/style.yaml).
          --quiet           Print nothing when the specs are valid.
          --werror          Treat warnings as errors.

        """

    static func run(_ arguments: [String]) async throws(ParsedArguments.UsageError) -> ExitStatus {
        let parsed = try ParsedArguments(
            arguments, valued: ["--style", "--templates"], flags: ["--quiet", "--werror"])
        guard !parsed.positionals.isEmpty else { throw .init(message: "lint needs at least one spec file") }
        var inputs = SpecInputs.load(parsed.positionals)
        if !inputs.hasErrors {
            let styles = parsed.all("--style").isEmpty ? BuiltinStyles.architectures : parsed.styles(default: "mvvm")
            inputs.checkNames(styles: styles, templatesDirectory: parsed.value("--templates"))
        }
        Console.report(inputs.diagnostics, sources: inputs.sources)
        let failed = inputs.hasErrors || (parsed.has("--werror") && !inputs.diagnostics.isEmpty)
        if !failed && !parsed.has("--quiet") {
            let screens = inputs.specs.reduce(0) { $0 + $1.screens.count }
            Console.err("ok: \(inputs.specs.count) spec(s), \(screens) screen(s)\n")
        }
        return failed ? .failure : .success
    }
}
