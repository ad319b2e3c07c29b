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

    /// Strips `prefix` from every line start and standalone indentation inside `nodes`. Blocks that
    /// have their own indentation already hold relative content: only their indentation moves.
    static func dedent(_ nodes: [Node], by prefix: String) -> [Node] {
        nodes.map { node in
            switch node {
            case .lineStart(let leading, let blank):
                return .lineStart(leading: strip(leading, prefix), blank: blank)
            case .partial(let reference, let indent, let mark):
                return .partial(reference, indent: strip(indent, prefix), mark: mark)
            case .section(var section):
                section.children = dedent(section.children, by: prefix)
                return .section(section)
            case .parent(var parent):
                parent.indent = strip(parent.indent, prefix)
                parent.blocks = parent.blocks.mapValues { dedent($0, by: prefix) }
                return .parent(parent)
            case .block(let block):
                return .block(dedent(block, by: prefix))
            case .text, .variable:
                return node
            }
        }
    }

    private static func dedent(_ block: BlockNode, by prefix: String) -> BlockNode {
        var block = block
        if block.indent.isEmpty {
            block.children = dedent(block.children, by: prefix)
        } else {
            block.indent = strip(block.indent, prefix)
        }
        return block
    }
}
