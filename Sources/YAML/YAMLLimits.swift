/// Bounds that keep hostile or broken input from exhausting memory or the stack.
public struct YAMLLimits: Sendable, Hashable {
    /// The deepest nesting of collections allowed in a document, aliases included.
    /// Nothing in the loader recurses, but a consumer walking the tree (or Swift
    /// destroying it) does, so depth has to be bounded where the tree is built.
    public var maxDepth: Int
    /// The most nodes that aliases may add to one document by expansion; a
    /// "billion laughs" alias bomb hits this long before it could allocate much.
    public var maxAliasExpandedNodes: Int

    public init(maxDepth: Int = 256, maxAliasExpandedNodes: Int = 1_000_000) {
        self.maxDepth = maxDepth
        self.maxAliasExpandedNodes = maxAliasExpandedNodes
    }

    public static let `default` = YAMLLimits()
}
