import Diagnostics

/// A compiled Mustache template: parsed once, rendered any number of times.
///
/// Supports the spec's required modules (interpolation, sections, inverted sections, comments,
/// partials, set delimiters) and the optional inheritance (`{{<parent}}`, `{{$block}}`), dynamic
/// names (`{{>*name}}`) and lambdas (`Value.lambda`).
public struct Template: Sendable {
    /// The name used in diagnostics (a file path or a partial name).
    public let name: String
    let nodes: [Node]

    /// Parses `source`. Problems (an unclosed section, a closing tag that does not match,
    /// a bad delimiter change, an unclosed tag) are thrown with `name` as file and a 1-based mark.
    public init(_ source: String, name: String) throws(Diagnostic) {
        self.name = name
        self.nodes = try TemplateParser.parse(source, file: name)
    }

    init(name: String, nodes: [Node]) {
        self.name = name
        self.nodes = nodes
    }

    /// Renders against `context`, taking partials and parents from `library`.
    ///
    /// In spec mode (`RenderOptions.spec`) unknown keys and missing partials render as nothing;
    /// in strict mode they are errors that point at the tag.
    public func render(
        _ context: Value, library: TemplateLibrary = TemplateLibrary(), options: RenderOptions = .spec
    ) throws(Diagnostic) -> String {
        var renderer = Renderer(context: context, library: library, options: options, file: name)
        try renderer.render(nodes)
        return renderer.output
    }
}
