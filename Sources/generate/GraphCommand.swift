import ScreenGen

/// `generate graph SPEC [--format mermaid|dot]`: the screens' state, phases and actions as a graph.
enum GraphCommand: Command {
    static let name = "graph"
    static let abstract = "Print the screens' state, phases and actions as Mermaid or DOT"
    static let help = """
        USAGE: generate graph SPEC [--format mermaid|dot]

        Prints one subgraph per screen: state properties, phases and actions, with an edge from each
        action to the service method it calls, the phase it starts or enters and the state it sets.
        Mermaid (the default) renders in GitHub Markdown; DOT renders with Graphviz (dot -Tsvg).

        """

    static func run(_ arguments: [String]) async throws(ParsedArguments.UsageError) -> ExitStatus {
        let parsed = try ParsedArguments(arguments, valued: ["--format"], flags: [])
        guard parsed.positionals.count == 1 else { throw .init(message: "graph needs exactly one spec file") }
        let format = parsed.value("--format") ?? "mermaid"
        guard format == "mermaid" || format == "dot" else {
            throw .init(message: "--format must be mermaid or dot, not '\(format)'")
        }
        let inputs = SpecInputs.load(parsed.positionals)
        Console.report(inputs.diagnostics, sources: inputs.sources)
        guard let spec = inputs.specs.first, !inputs.hasErrors else { return .failure }
        let graph = ScreenGraph(spec: spec)
        Console.out(format == "dot" ? graph.dot : graph.mermaid)
        return .success
    }
}
