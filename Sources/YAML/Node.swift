import Diagnostics

/// A YAML node with the position it started at. Scalars stay strings until a
/// consumer asks for a type; mappings keep their pairs in document order.
public struct Node: Sendable, Hashable {
    public enum Content: Sendable, Hashable {
        case scalar(Scalar)
        case sequence([Node])
        case mapping([Pair])
    }

    public struct Scalar: Sendable, Hashable {
        public enum Style: Sendable, Hashable { case plain, singleQuoted, doubleQuoted, literal, folded }
        public var text: String
        public var style: Style
        public init(_ text: String, style: Style = .plain) {
            self.text = text
            self.style = style
        }
    }

    public struct Pair: Sendable, Hashable {
        public var key: Node
        public var value: Node
        public init(key: Node, value: Node) {
            self.key = key
            self.value = value
        }
    }

    public var content: Content
    /// Where the node starts (1-based).
    public var mark: Mark
    /// An explicit tag such as `!!str`, as written after resolution of handles; nil when absent.
    public var tag: String?

    public init(_ content: Content, mark: Mark, tag: String? = nil) {
        self.content = content
        self.mark = mark
        self.tag = tag
    }

    public var scalar: Scalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }
    public var sequence: [Node]? {
        if case .sequence(let items) = content { return items }
        return nil
    }
    public var mapping: [Pair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// The scalar text, or nil for a collection.
    public var text: String? { scalar?.text }

    /// True for a plain `~`, `null`, `Null`, `NULL` or empty plain scalar without a tag (YAML 1.2 core schema).
    public var isNull: Bool {
        guard tag == nil || tag == "tag:yaml.org,2002:null", case .scalar(let scalar) = content, scalar.style == .plain
        else { return false }
        // A switch, not `[...].contains`: this runs for nearly every node and should not allocate. The
        // null words are at most four bytes (and only those bytes can equal them), so longer text is
        // settled without comparing.
        guard scalar.text.utf8.count <= 4 else { return false }
        switch scalar.text {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }

    /// What kind of node this is, for messages ("expected a mapping, found a sequence").
    public var kindName: String {
        switch content {
        case .scalar: return isNull ? "null" : "scalar"
        case .sequence: return "sequence"
        case .mapping: return "mapping"
        }
    }

    /// The value for a scalar key, first match.
    public subscript(key: String) -> Node? {
        mapping?.first { $0.key.text == key }?.value
    }
}
