import Diagnostics

/// One element of a compiled template. The tree is built once by `TemplateParser`; rendering
/// walks it without looking at the source again.
///
/// Tags are final classes so that walking the tree copies one reference per node, not every
/// field of a struct (this is the renderer's inner loop).
enum Node: Sendable {
    /// Literal text (UTF-8), line breaks included. Bytes, because appending them to the output
    /// is a plain copy.
    case text([UInt8])
    /// The start of a source line, carrying the line's leading whitespace (UTF-8). Indentation of
    /// a standalone partial or a re-indented block is written here, so it lands at line starts
    /// only. `blank` lines (whitespace only) get no added indentation: no trailing spaces.
    case lineStart(leading: [UInt8], blank: Bool)
    case variable(VariableTag)
    case section(SectionNode)
    case partial(PartialTag)
    case parent(ParentNode)
    case block(BlockNode)
}

/// `{{name}}`, `{{{name}}}` or `{{&name}}`.
final class VariableTag: Sendable {
    let path: KeyPath
    let escaped: Bool
    let mark: Mark

    init(path: KeyPath, escaped: Bool, mark: Mark) {
        self.path = path
        self.escaped = escaped
        self.mark = mark
    }
}

/// `{{#name}}...{{/name}}` or `{{^name}}...{{/name}}`.
final class SectionNode: Sendable {
    let path: KeyPath
    let inverted: Bool
    let children: [Node]
    /// The unrendered source between the tags, handed to a section lambda.
    let rawText: String
    /// The delimiters in effect inside the section: a lambda's result is parsed with them.
    let delimiters: Delimiters
    let mark: Mark

    init(path: KeyPath, inverted: Bool, children: [Node], rawText: String, delimiters: Delimiters, mark: Mark) {
        self.path = path
        self.inverted = inverted
        self.children = children
        self.rawText = rawText
        self.delimiters = delimiters
        self.mark = mark
    }

    func with(children: [Node]) -> SectionNode {
        SectionNode(
            path: path, inverted: inverted, children: children, rawText: rawText, delimiters: delimiters, mark: mark)
    }
}

/// `{{>name}}` or `{{>*name}}`.
final class PartialTag: Sendable {
    let reference: TemplateReference
    /// Indentation when the tag stands alone on its line: added to every line of the partial.
    let indent: String
    let mark: Mark

    init(reference: TemplateReference, indent: String, mark: Mark) {
        self.reference = reference
        self.indent = indent
        self.mark = mark
    }
}

/// `{{<parent}}...{{/parent}}`: a partial whose blocks may be replaced by the ones given here.
final class ParentNode: Sendable {
    let reference: TemplateReference
    /// Indentation when the tag stands alone on its line (as for a standalone partial).
    let indent: String
    /// The blocks given inside the tag, one per name (the last given wins); any other content inside
    /// the tag is ignored. A list, not a dictionary: a parent has a few blocks, and rendering walks
    /// them for every expansion (hashing their names was most of the renderer's `Hasher` time).
    let blocks: [BlockNode]
    let mark: Mark

    init(reference: TemplateReference, indent: String, blocks: [BlockNode], mark: Mark) {
        self.reference = reference
        self.indent = indent
        self.blocks = blocks
        self.mark = mark
    }
}

/// `{{$name}}default{{/name}}`: a replaceable part of a template.
final class BlockNode: Sendable {
    let name: String
    /// Indentation of the block at its site. Its content is stored with this indentation removed
    /// and gets the indentation of the site it is expanded at ("reindentation").
    let indent: String
    let children: [Node]

    init(name: String, indent: String, children: [Node]) {
        self.name = name
        self.indent = indent
        self.children = children
    }
}
