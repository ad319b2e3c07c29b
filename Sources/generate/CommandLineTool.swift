/// Subcommand dispatch. `generate SPEC...` (no subcommand) is the main job.
enum CommandLineTool {
    static let commands: [any Command.Type] = [
        GenerateCommand.self, LintCommand.self, ContextCommand.self, RenderCommand.self,
        TemplatesCommand.self, SchemaCommand.self, GraphCommand.self, CompareCommand.self,
    ]

    static func run(_ arguments: [String]) async -> ExitStatus {
        guard let first = arguments.first else {
            Console.err(overview)
            return .usage
        }
        if first == "--help" || first == "-h" || first == "help" {
            if arguments.count > 1, let command = commands.first(where: { $0.name == arguments[1] }) {
                Console.out(command.help)
            } else {
                Console.out(overview)
            }
            return .success
        }
        if first == "--version" {
            Console.out("screengen \(version)\n")
            return .success
        }
        let command = commands.first { $0.name == first && $0.name != GenerateCommand.name }
        let commandType = command ?? GenerateCommand.self
        let rest = command == nil ? arguments : Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            Console.out(commandType.help)
            return .success
        }
        do {
            return try await commandType.run(rest)
        } catch {
            Console.err("error: \(error.message)\n\nRun 'generate \(commandType.name) --help' for usage.\n")
            return .usage
        }
    }

    static let version = "0.1.0"

    static var overview: String {
        """
        ScreenGen: generate Swift screens in an architecture style of your choice from a YAML spec.

        USAGE: generate SPEC... --style STYLE|all --output DIR [options]
               generate <command> [arguments]

        COMMANDS:
        \(commands.map { "  " + $0.name.padding(toLength: 11, withPad: " ", startingAt: 0) + $0.abstract }.joined(separator: "\n"))

        Run 'generate help <command>' or 'generate <command> --help' for details.

        """
    }
}

/// One subcommand. `run` throws only usage errors; everything else is reported as diagnostics.
protocol Command: Sendable {
    static var name: String { get }
    static var abstract: String { get }
    static var help: String { get }
    static func run(_ arguments: [String]) async throws(ParsedArguments.UsageError) -> ExitStatus
}
