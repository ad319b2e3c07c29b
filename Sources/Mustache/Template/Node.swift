import Diagnostics

/// One element of a compiled template. The tree is built once by `TemplateParser`; rendering
/// walks it without looking at the source again.
///
/// A node is plain data pointing into its template's `NodeStore` (text as a range of bytes, tags and
/// child lists by pointer), so that walking the tree copies no references: this is the renderer's
/// inner loop. @unchecked Sendable: the memory is written once, while parsing, and only read after.
enum Node: @unchecked Sendable {
    /// Literal text (UTF-8), line breaks included. Bytes, because appending them to the output
    /// is a plain copy.
    case text(UnsafeBufferPointer<UInt8>)
    /// The start of a source line, carrying the line's leading whitespace (UTF-8). Indentation of
    /// a standalone partial or a re-indented block is written here, so it lands at line starts
    /// only. `blank` lines (whitespace only) get no added indentation: no trailing spaces.
    case lineStart(leading: UnsafeBufferPointer<UInt8>, blank: Bool)
    case variable(UnsafePointer<VariableTag>)
    case section(UnsafePointer<SectionNode>)
    case partial(UnsafePointer<PartialTag>)
    case parent(UnsafePointer<ParentNode>)
    case block(UnsafePointer<BlockNode>)
}

/// A list of nodes in a `NodeStore`.
typealias Nodes = UnsafeBufferPointer<Node>

/// `{{name}}`, `{{{name}}}` or `{{&name}}`.
struct VariableTag {
    let path: KeyPath
    let escaped: Bool
    let mark: Mark
}

/// `{{#name}}...{{/name}}` or `{{^name}}...{{/name}}`.
struct SectionNode {
    let path: KeyPath
    let inverted: Bool
    let children: Nodes
    /// The unrendered source between the tags, handed to a section lambda.
    let rawText: String
    /// The delimiters in effect inside the section: a lambda's result is parsed with them.
    let delimiters: Delimiters
    let mark: Mark

    func with(children: Nodes) -> SectionNode {
        SectionNode(
            path: path, inverted: inverted, children: children, rawText: rawText, delimiters: delimiters, mark: mark)
    }
}

/// `{{>name}}` or `{{>*name}}`.
struct PartialTag {
    let reference: TemplateReference
    /// Indentation when the tag stands alone on its line: added to every line of the partial.
    let indent: String
    let mark: Mark
}

/// `{{<parent}}...{{/parent}}`: a partial whose blocks may be replaced by the ones given here.
struct ParentNode {
    let reference: TemplateReference
    /// Indentation when the tag stands alone on its line (as for a standalone partial).
    let indent: String
    /// The blocks given inside the tag, one per name (the last given wins); any other content inside
    /// the tag is ignored. A list, not a dictionary: a parent has a few blocks, and rendering walks
    /// them for every expansion (hashing their names was most of the renderer's `Hasher` time).
    let blocks: UnsafeBufferPointer<UnsafePointer<BlockNode>>
    let mark: Mark
}

/// `{{$name}}default{{/name}}`: a replaceable part of a template.
struct BlockNode {
    let name: String
    /// Indentation of the block at its site. Its content is stored with this indentation removed
    /// and gets the indentation of the site it is expanded at ("reindentation").
    let indent: String
    let children: Nodes
}
