import Diagnostics

/// A sequence or mapping whose events are still arriving.
struct CollectionFrame {
    enum Kind { case sequence, mapping }

    let kind: Kind
    let mark: Mark
    let tag: String?
    let anchor: String?
    /// Nodes in this collection, itself included (aliases count their whole expansion).
    private(set) var count = 1
    /// Levels of collections from here down: 1 for a collection of scalars.
    private(set) var height = 1
    /// Bytes of scalar text in this collection (aliases count their whole expansion).
    private(set) var bytes = 0

    private var items: [Node] = []
    private var pairs: [Node.Pair] = []
    private var pendingKey: Node?
    /// Whether `pendingKey` is `<<`, decided once when the key arrives.
    private var pendingKeyIsMerge = false
    private var keys = KeyIndex()
    private var merges: [MergeKeys.Source] = []
    /// This mapping's entries go to the composer's `EntryStream` as they complete.
    var streamsEntries = false

    /// The key whose value is expected next in a mapping, unless it is a merge key (`<<`); nil when the next
    /// node is a key (or an item of a sequence).
    var awaitedKey: Node? { pendingKeyIsMerge ? nil : pendingKey }
    /// The next node is the value of a merge key (`<<`).
    var awaitsMergeValue: Bool { pendingKey != nil && pendingKeyIsMerge }

    init(kind: Kind, mark: Mark, tag: String?, anchor: String?) {
        self.kind = kind
        self.mark = mark
        self.tag = tag
        self.anchor = anchor
    }

    /// Adds the next item, or in a mapping alternately the next key and its value.
    mutating func add(_ node: consuming Node, count: Int, height: Int, bytes: Int, file: String) throws(Diagnostic) {
        self.count += count
        self.bytes += bytes
        self.height = max(self.height, height + 1)
        guard kind == .mapping else {
            items.append(node)
            return
        }
        if let key = pendingKey.take() {
            if pendingKeyIsMerge {
                merges.append(try MergeKeys.source(position: pairs.count, value: node, file: file))
            } else {
                keys.added(key, at: pairs.count)
                pairs.append(Node.Pair(key: key, value: node))
            }
            return
        }
        let isMerge = MergeKeys.isMergeKey(node)
        if !isMerge, let first = keys.earlierIndex(of: node, in: pairs) {
            throw duplicate(node, first: pairs[first].key, file: file)
        }
        pendingKey = node
        pendingKeyIsMerge = isMerge
    }

    /// The finished node, with merge keys resolved; consumes the frame so its arrays move, not copy.
    consuming func finish() -> Node {
        switch kind {
        case .sequence:
            return Node(.sequence(items), mark: mark, tag: tag)
        case .mapping:
            let resolved = merges.isEmpty ? pairs : MergeKeys.apply(merges, to: pairs)
            return Node(.mapping(resolved), mark: mark, tag: tag)
        }
    }

    private func duplicate(_ key: Node, first: Node, file: String) -> Diagnostic {
        let name = key.text.map { "'\($0)'" } ?? "(a \(key.kindName))"
        return Diagnostic(
            .error, "duplicate key \(name) in mapping", file: file, at: key.mark,
            notes: [Diagnostic(.note, "key \(name) first appears here", file: file, at: first.mark)])
    }
}
