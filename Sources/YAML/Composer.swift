import Diagnostics

/// Builds `Node` trees from parser events, one document at a time.
///
/// Collections under construction live on an explicit stack, so nothing here
/// recurses however deep the input. Besides the tree, each node carries three
/// numbers while it is built: how many nodes and bytes of text it holds (to bound
/// alias expansion) and how tall it is (so an alias cannot push the tree past the
/// depth limit).
struct Composer {
    let file: String
    let limits: YAMLLimits
    /// When set, a second document is an error instead of being composed.
    let singleDocument: Bool
    private(set) var documents: [Node] = []
    /// The entries of one mapping to hand over as they complete (`EntryStream`); nil composes whole.
    private var stream: EntryStream?
    /// Whether a mapping was streamed, and whether a merge key in it spoilt the stream (`EntryStream`).
    private(set) var streamed = false
    private(set) var streamBroken = false

    private struct Anchored {
        var node: Node
        var count: Int
        var height: Int
        var bytes: Int
    }

    private var stack: [CollectionFrame] = []
    private var anchors: [String: Anchored] = [:]
    private var expandedNodes = 0
    private var expandedBytes = 0
    private var root: Node?
    private var documentCount = 0

    init(file: String, limits: YAMLLimits, singleDocument: Bool, stream: EntryStream? = nil) {
        self.file = file
        self.limits = limits
        self.singleDocument = singleDocument
        self.stream = stream
    }

    /// Takes the event (`consuming`), so its strings move into the tree instead of being copied and released.
    mutating func consume(_ event: consuming YAMLEvent) throws(Diagnostic) {
        switch consume event {
        case .scalar(let scalar, let anchor, let tag, let mark):
            let bytes = scalar.text.utf8.count
            try attach(Node(.scalar(scalar), mark: mark, tag: tag), count: 1, height: 0, bytes: bytes, anchor: anchor)
        case .sequenceStart(let anchor, let tag, let mark):
            try push(CollectionFrame(kind: .sequence, mark: mark, tag: tag, anchor: anchor))
        case .mappingStart(let anchor, let tag, let mark):
            var frame = CollectionFrame(kind: .mapping, mark: mark, tag: tag, anchor: anchor)
            frame.streamsEntries = anchor == nil && isStreamedKey(stack.count == 1 ? stack[0].awaitedKey : nil)
            if frame.streamsEntries { streamed = true }
            try push(frame)
        case .sequenceEnd, .mappingEnd:
            let frame = stack.removeLast()
            let (count, height, bytes, anchor) = (frame.count, frame.height, frame.bytes, frame.anchor)
            try attach(frame.finish(), count: count, height: height, bytes: bytes, anchor: anchor)
        case .alias(let name, let mark):
            try expandAlias(name, at: mark)
        case .documentStart(let mark):
            if singleDocument, documentCount > 0 {
                throw .error("expected a single YAML document, found a second one", file: file, at: mark)
            }
            documentCount += 1
            anchors = [:]
            expandedNodes = 0
            expandedBytes = 0
            root = nil
        case .documentEnd:
            // libyaml gives an empty document an empty plain scalar, so there is always a root.
            if let root { documents.append(root) }
            root = nil
        }
    }

    /// The root mapping's key whose mapping is streamed (`EntryStream`): plain text, untagged.
    private func isStreamedKey(_ key: Node?) -> Bool {
        guard let stream, let key, key.tag == nil, case .scalar(let scalar) = key.content else { return false }
        return scalar.text == stream.key
    }

    private mutating func push(_ frame: consuming CollectionFrame) throws(Diagnostic) {
        guard stack.count < limits.maxDepth else {
            throw .error(
                "collections are nested more than \(limits.maxDepth) levels deep", file: file, at: frame.mark,
                hint: "a spec never needs this much nesting; the limit keeps malformed input from exhausting the stack")
        }
        stack.append(frame)
    }

    /// An alias stands for a copy of its anchored node (sharing storage, so cheap),
    /// marked where the alias is written.
    private mutating func expandAlias(_ name: String, at mark: Mark) throws(Diagnostic) {
        guard var anchored = anchors[name] else {
            throw .error("alias '*\(name)' refers to no anchor '&\(name)' defined before it", file: file, at: mark)
        }
        guard expandedNodes + anchored.count <= limits.maxAliasExpandedNodes else {
            throw .error(
                "aliases expand to more than \(limits.maxAliasExpandedNodes) nodes in this document", file: file,
                at: mark, hint: "aliases that repeat other aliases grow exponentially (an 'alias bomb')")
        }
        guard expandedBytes + anchored.bytes <= limits.maxAliasExpandedBytes else {
            throw .error(
                "aliases expand to more than \(limits.maxAliasExpandedBytes) bytes of text in this document "
                    + "(this alias of '&\(name)' adds \(anchored.bytes))",
                file: file, at: mark,
                hint: "an alias repeats its anchor's whole text; repeating a long text many times would make the "
                    + "generated code grow without bound")
        }
        guard stack.count + anchored.height <= limits.maxDepth else {
            throw .error(
                "alias '*\(name)' nests collections more than \(limits.maxDepth) levels deep", file: file, at: mark)
        }
        expandedNodes += anchored.count
        expandedBytes += anchored.bytes
        anchored.node.mark = mark
        try attach(anchored.node, count: anchored.count, height: anchored.height, bytes: anchored.bytes, anchor: nil)
    }

    private mutating func attach(
        _ node: consuming Node, count: Int, height: Int, bytes: Int, anchor: String?
    ) throws(Diagnostic) {
        if let anchor { anchors[anchor] = Anchored(node: copy node, count: count, height: height, bytes: bytes) }
        if stack.isEmpty {
            root = node
            return
        }
        var node = node
        if stack[stack.count - 1].streamsEntries, let stream {
            if let key = stack[stack.count - 1].awaitedKey {
                stream.consume(key, &node)
            } else if stack[stack.count - 1].awaitsMergeValue {
                streamBroken = true
            }
        }
        try stack[stack.count - 1].add(node, count: count, height: height, bytes: bytes, file: file)
    }
}
