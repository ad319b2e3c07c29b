/// Bounds that keep hostile or broken input from exhausting memory or the stack.
public struct YAMLLimits: Sendable, Hashable {
    /// The deepest nesting of collections allowed in a document, aliases included.
    /// Nothing in the loader recurses, but a consumer walking the tree (or Swift
    /// destroying it) does, so depth has to be bounded where the tree is built.
    public var maxDepth: Int
    /// The most nodes that aliases may add to one document by expansion; a
    /// "billion laughs" alias bomb hits this long before it could allocate much.
    public var maxAliasExpandedNodes: Int
    /// The most bytes of scalar text (keys and values) that aliases may add to one document by expansion.
    /// Nodes alone do not bound it: one alias of a long string is one node, so a 124 KB spec aliasing a long
    /// `doc` a thousand times grew to 100 MB of generated code. A spec's own text is bounded by its file;
    /// this bounds what aliases add to it (a real spec's aliases add a few kilobytes).
    public var maxAliasExpandedBytes: Int

    public init(maxDepth: Int = 256, maxAliasExpandedNodes: Int = 1_000_000, maxAliasExpandedBytes: Int = 1 << 20) {
        self.maxDepth = maxDepth
        self.maxAliasExpandedNodes = maxAliasExpandedNodes
        self.maxAliasExpandedBytes = maxAliasExpandedBytes
    }

    public static let `default` = YAMLLimits()
}
