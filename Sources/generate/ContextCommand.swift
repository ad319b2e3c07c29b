import Foundation
import ScreenGen

/// `generate context SPEC`: the template context as JSON, for template authors.
enum ContextCommand: Command {
    static let name = "context"
    static let abstract = "Print the template context of a spec as JSON (for template authors)"
    static let help = """
        USAGE: generate context SPEC [--access internal|public] [--observation observation|combine]
                                     [--tests xctest|swift-testing]

        Prints exactly what templates see, as JSON with sorted keys (docs/templates.md explains each key).
        Feed it to 'generate render TEMPLATE --context FILE.json' to try a template.

        """

    static func run(_ arguments: [String]) async throws(ParsedArguments.UsageError) -> ExitStatus {
        let parsed = try ParsedArguments(arguments, valued: ["--access", "--observation", "--tests"], flags: [])
        guard parsed.positionals.count == 1 else { throw .init(message: "context needs exactly one spec file") }
        let options = try parsed.generationOptions()
        let inputs = SpecInputs.load(parsed.positionals)
        Console.report(inputs.diagnostics, sources: inputs.sources)
        guard let spec = inputs.specs.first, !inputs.hasErrors else { return .failure }
        Console.out(TemplateContext.json(for: spec, options: options) + "\n")
        return .success
    }
}
