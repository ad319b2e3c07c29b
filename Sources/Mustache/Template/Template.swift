import Diagnostics

/// A compiled Mustache template: parsed once, rendered any number of times.
///
/// Supports the spec's required modules (interpolation, sections, inverted sections, comments,
/// partials, set delimiters) and the optional inheritance (`{{<parent}}`, `{{$block}}`), dynamic
/// names (`{{>*name}}`) and lambdas (`Value.lambda`).
///
/// @unchecked Sendable: `nodes` points into `store`'s memory, which is written only while parsing.
public struct Template: @unchecked Sendable {
    /// The name used in diagnostics (a file path or a partial name).
    public let name: String
    /// Keeps the memory `nodes` point into.
    let store: NodeStore
    let nodes: Nodes
    /// `name`, kept in `store`: the renderer names the template it is in by this address, which copying does not
    /// retain (`RenderedTemplate`).
    let nameAddress: UnsafePointer<String>

    /// Parses `source`. Problems (an unclosed section, a closing tag that does not match,
    /// a bad delimiter change, an unclosed tag) are thrown with `name` as file and a 1-based mark.
    public init(_ source: String, name: String) throws(Diagnostic) {
        self.name = name
        store = NodeStore()
        nodes = try TemplateParser.parse(source, file: name, into: store)
        nameAddress = store.keep(name)
    }

    /// What the renderer needs of this template, as plain addresses into its store.
    var rendered: RenderedTemplate { RenderedTemplate(nodes: nodes, name: nameAddress) }

    /// Renders against `context`, taking partials and parents from `library`.
    ///
    /// In spec mode (`RenderOptions.spec`) unknown keys and missing partials render as nothing;
    /// in strict mode they are errors that point at the tag.
    public func render(
        _ context: Value, library: TemplateLibrary = TemplateLibrary(), options: RenderOptions = .spec
    ) throws(Diagnostic) -> String {
        String(decoding: try renderUTF8(context, library: library, options: options), as: UTF8.self)
    }

    /// `render`'s text as UTF-8 bytes, as the renderer made them: a caller that hashes, compares and writes
    /// the bytes saves making (validating and copying) a `String` of each file only to take it apart again.
    public func renderUTF8(
        _ context: Value, library: TemplateLibrary = TemplateLibrary(), options: RenderOptions = .spec
    ) throws(Diagnostic) -> [UInt8] {
        try withExtendedLifetime(store) { () throws(Diagnostic) in
            // The context by address (`Value+Sections`): it lives, unchanged, until the renderer is done.
            try withUnsafePointer(to: context) { (context) throws(Diagnostic) in
                var renderer = Renderer(context: context, library: library, options: options, file: nameAddress)
                try renderer.render(nodes)
                return renderer.takeBytes()
            }
        }
    }
}

/// A template's nodes and name by address into its `NodeStore`, for the renderer: plain words, so that finding
/// and entering a partial retains nothing that both rendering threads share. Valid while the template's store is
/// alive (the library that handed it out keeps it). @unchecked Sendable: the store is only read once built.
struct RenderedTemplate: @unchecked Sendable {
    let nodes: Nodes
    let name: UnsafePointer<String>
}
