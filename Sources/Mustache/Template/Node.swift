import Diagnostics

/// One element of a compiled template. The tree is built once by `TemplateParser`; rendering
/// walks it without looking at the source again.
enum Node: Sendable {
    /// Literal text, line breaks included.
    case text(String)
    /// The start of a source line, carrying the line's leading whitespace. Indentation of a
    /// standalone partial or a re-indented block is written here, so it lands at line starts only.
    /// `blank` lines (whitespace only) get no added indentation, so output has no trailing spaces.
    case lineStart(leading: String, blank: Bool)
    case variable(KeyPath, escaped: Bool, mark: Mark)
    case section(SectionNode)
    case partial(TemplateReference, indent: String, mark: Mark)
    case parent(ParentNode)
    case block(BlockNode)
}

/// `{{#name}}...{{/name}}` or `{{^name}}...{{/name}}`.
struct SectionNode: Sendable {
    var path: KeyPath
    var inverted: Bool
    var children: [Node]
    /// The unrendered source between the tags, handed to a section lambda.
    var rawText: String
    /// The delimiters in effect inside the section: a lambda's result is parsed with them.
    var delimiters: Delimiters
    var mark: Mark
}

/// `{{<parent}}...{{/parent}}`: a partial whose blocks may be replaced by the ones given here.
struct ParentNode: Sendable {
    var reference: TemplateReference
    /// Indentation when the tag stands alone on its line (as for a standalone partial).
    var indent: String
    /// The blocks given inside the tag, by name; any other content inside the tag is ignored.
    var blocks: [String: BlockNode]
    var mark: Mark
}

/// `{{$name}}default{{/name}}`: a replaceable part of a template.
struct BlockNode: Sendable {
    var name: String
    /// Indentation of the block at its site. Its content is stored with this indentation removed
    /// and gets the indentation of the site it is expanded at ("reindentation").
    var indent: String
    var children: [Node]
}
