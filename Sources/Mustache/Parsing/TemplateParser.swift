import Diagnostics

/// Nests line events into the node tree, checking that every section is closed by its own name.
struct TemplateParser {
    private let bytes: [UInt8]
    private let file: String
    private let events: [LineEvent]
    /// Where the nodes' text, tags and child lists are kept.
    private let store: NodeStore
    private var index = 0

    /// Parses `source` into nodes kept in `store`. `delimiters` is where scanning starts (a section
    /// lambda's result is parsed with the delimiters in effect at the section).
    static func parse(
        _ source: String, file: String, into store: NodeStore, delimiters: Delimiters = .standard
    ) throws(Diagnostic) -> Nodes {
        let bytes = Array(source.utf8)
        var scanner = Scanner(bytes: bytes, file: file, delimiters: delimiters)
        let lines = try scanner.scanLines()
        var parser = TemplateParser(
            bytes: bytes, file: file, events: LineEvents.make(from: lines, bytes: bytes), store: store)
        return try parser.parseNodes(closing: nil).nodes
    }

    /// The content of a section, parent or block up to its closing tag.
    private mutating func parseContent(of open: TagToken) throws(Diagnostic) -> (nodes: Nodes, close: TagToken) {
        let (nodes, close) = try parseNodes(closing: open)
        guard let close else {
            throw Diagnostic.error(
                "unclosed \(Self.describe(open)): expected '{{/\(open.content)}}' before the end of the template",
                file: file, at: open.mark)
        }
        return (nodes, close)
    }

    private init(bytes: [UInt8], file: String, events: [LineEvent], store: NodeStore) {
        self.bytes = bytes
        self.file = file
        self.events = events
        self.store = store
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    private static func describe(_ tag: TagToken) -> String {
        switch tag.kind {
        case .inverted: return "inverted section '\(tag.content)'"
        case .parent: return "parent '\(tag.content)'"
        case .block: return "block '\(tag.content)'"
        default: return "section '\(tag.content)'"
        }
    }

    private mutating func parseNodes(closing open: TagToken?) throws(Diagnostic) -> (nodes: Nodes, close: TagToken?) {
        var nodes: [Node] = []
        var pending: [UInt8] = []
        let store = store
        func flush() {
            if !pending.isEmpty {
                nodes.append(.text(store.bytes(pending)))
                pending = []
            }
        }
        while index < events.count {
            let event = events[index]
            index += 1
            switch event {
            case .text(let range):
                pending += bytes[range]
            case .lineStart(let leading, let blank):
                flush()
                nodes.append(.lineStart(leading: store.bytes(bytes[leading]), blank: blank))
            case .tag(let tag, let placement):
                switch tag.kind {
                case .comment, .delimiters:
                    continue
                case .variable(let escaped):
                    flush()
                    nodes.append(
                        .variable(
                            store.keep(
                                VariableTag(
                                    path: KeyPath(parsing: tag.content, in: store), escaped: escaped, mark: tag.mark))
                        ))
                case .section, .inverted:
                    flush()
                    let (children, close) = try parseContent(of: tag)
                    let section = SectionNode(
                        path: KeyPath(parsing: tag.content, in: store), inverted: tag.kind == .inverted,
                        children: children,
                        rawText: text(tag.end..<close.start), delimiters: tag.delimiters, mark: tag.mark)
                    nodes.append(.section(store.keep(section)))
                case .close:
                    guard let open else {
                        throw Diagnostic.error(
                            "closing tag '\(tag.content)' has no open section", file: file, at: tag.mark)
                    }
                    guard tag.content == open.content else {
                        var problem = Diagnostic.error(
                            "closing tag '\(tag.content)' does not match the open \(Self.describe(open))",
                            file: file, at: tag.mark)
                        problem.notes = [
                            Diagnostic(.note, "\(Self.describe(open)) opened here", file: file, at: open.mark)
                        ]
                        throw problem
                    }
                    flush()
                    return (store.copy(nodes), tag)
                case .partial:
                    flush()
                    nodes.append(
                        .partial(
                            store.keep(
                                PartialTag(
                                    reference: TemplateReference(parsing: tag.content, in: store),
                                    indent: placement.standaloneIndent, mark: tag.mark))))
                case .parent:
                    flush()
                    let (children, _) = try parseContent(of: tag)
                    var blocks: [UnsafePointer<BlockNode>] = []
                    for case .block(let block) in children {
                        if let same = blocks.firstIndex(where: { $0.pointee.name == block.pointee.name }) {
                            blocks[same] = block
                        } else {
                            blocks.append(block)
                        }
                    }
                    let parent = ParentNode(
                        reference: TemplateReference(parsing: tag.content, in: store),
                        indent: placement.standaloneIndent,
                        blocks: store.copy(blocks), mark: tag.mark)
                    nodes.append(.parent(store.keep(parent)))
                case .block:
                    flush()
                    let contentStart = index
                    let (children, _) = try parseContent(of: tag)
                    let indent = blockIndent(placement, contentEvents: contentStart..<(index - 1))
                    let content = indent.isEmpty ? children : Reindent.dedent(children, by: indent, in: store)
                    nodes.append(.block(store.keep(BlockNode(name: tag.content, indent: indent, children: content))))
                }
            }
        }
        flush()
        return (store.copy(nodes), nil)
    }

    /// A block's indentation, removed from its content here and added back where it is expanded.
    /// A standalone block takes the indentation its content lines share (so that a block defined
    /// deeper than its parent's site comes out at the site's depth); with no content lines, the
    /// indentation of its tag. A block first on a line takes that line's indentation.
    private func blockIndent(_ placement: Placement, contentEvents: Range<Int>) -> String {
        switch placement {
        case .inline:
            return ""
        case .firstOnLine(let leading):
            return leading
        case .standalone(let tagIndent):
            var shared: String?
            for event in events[contentEvents] {
                let leading: String
                switch event {
                case .lineStart(let range, let blank):
                    if blank { continue }
                    leading = text(range)
                case .tag(_, .standalone(let indent)):
                    leading = indent
                default:
                    continue
                }
                shared = shared.map { Reindent.commonPrefix($0, leading) } ?? leading
            }
            return shared ?? tagIndent
        }
    }
}

extension Placement {
    var standaloneIndent: String {
        if case .standalone(let indent) = self { return indent }
        return ""
    }
}
