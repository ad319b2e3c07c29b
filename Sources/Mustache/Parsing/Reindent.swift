/// Removes a block's indentation from its content, so the content can be placed at any depth.
enum Reindent {
    /// The longest shared prefix of two runs of indentation (compared byte by byte).
    static func commonPrefix(_ a: String, _ b: String) -> String {
        var count = 0
        for (x, y) in zip(a.utf8, b.utf8) {
            guard x == y else { break }
            count += 1
        }
        return String(decoding: a.utf8.prefix(count), as: UTF8.self)
    }

    /// `indentation` without as much of `prefix` as it starts with.
    static func strip(_ indentation: String, _ prefix: String) -> String {
        let shared = commonPrefix(indentation, prefix).utf8.count
        return shared == 0 ? indentation : String(decoding: indentation.utf8.dropFirst(shared), as: UTF8.self)
    }

    /// Strips `prefix` from every line start and standalone indentation inside `nodes`, into new nodes
    /// kept in `store`. Blocks that have their own indentation already hold relative content: only their
    /// indentation moves.
    static func dedent(_ nodes: Nodes, by prefix: String, in store: NodeStore) -> Nodes {
        store.copy(
            nodes.map { node in
                switch node {
                case .lineStart(let leading, let blank):
                    return .lineStart(
                        leading: store.bytes(strip(String(decoding: leading, as: UTF8.self), prefix).utf8), blank: blank
                    )
                case .partial(let tag):
                    let tag = tag.pointee
                    return .partial(
                        store.keep(
                            PartialTag(reference: tag.reference, indent: strip(tag.indent, prefix), mark: tag.mark)))
                case .section(let section):
                    let section = section.pointee
                    return .section(store.keep(section.with(children: dedent(section.children, by: prefix, in: store))))
                case .parent(let parent):
                    let parent = parent.pointee
                    return .parent(
                        store.keep(
                            ParentNode(
                                reference: parent.reference, indent: strip(parent.indent, prefix),
                                blocks: store.copy(parent.blocks.map { dedent($0, by: prefix, in: store) }),
                                mark: parent.mark)))
                case .block(let block):
                    return .block(dedent(block, by: prefix, in: store))
                case .text, .variable:
                    return node
                }
            })
    }

    private static func dedent(
        _ block: UnsafePointer<BlockNode>, by prefix: String, in store: NodeStore
    ) -> UnsafePointer<BlockNode> {
        let block = block.pointee
        if block.indent.isEmpty {
            return store.keep(
                BlockNode(name: block.name, indent: "", children: dedent(block.children, by: prefix, in: store)))
        }
        return store.keep(BlockNode(name: block.name, indent: strip(block.indent, prefix), children: block.children))
    }
}
