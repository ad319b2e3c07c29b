import ScreenSpec

/// `generate schema`: the JSON Schema of the spec format, for editor completion.
enum SchemaCommand: Command {
    static let name = "schema"
    static let abstract = "Print the JSON Schema (draft 2020-12) of the spec format"
    static let help = """
        USAGE: generate schema > screenspec.schema.json

        Prints a JSON Schema derived from the same key descriptions the spec decoder uses.
        Point yaml-language-server at it for completion and inline checks (docs/editor-support.md).

        """

    static func run(_ arguments: [String]) async throws(ParsedArguments.UsageError) -> ExitStatus {
        let parsed = try ParsedArguments(arguments, valued: [], flags: [])
        guard parsed.positionals.isEmpty else { throw .init(message: "schema takes no arguments") }
        Console.out(SpecSchema.jsonSchema() + "\n")
        return .success
    }
}
