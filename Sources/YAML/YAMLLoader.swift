import Diagnostics

/// Loads YAML text into `Node` trees, through libyaml's event parser.
///
/// Both functions use typed throws: every failure is a `Diagnostic` carrying
/// `file` and a 1-based mark — libyaml syntax errors (with libyaml's own problem
/// text, its context, and a hint for known traps), duplicate keys (with a note at
/// the first one), unknown aliases, bad merge keys and exceeded `YAMLLimits`.
public enum YAMLLoader {
    /// The only document of `text`; nil when the stream holds no document at all.
    /// A second document is an error at its start.
    public static func load(
        _ text: String, file: String, limits: YAMLLimits = .default
    ) throws(Diagnostic) -> Node? {
        try compose(text, file: file, limits: limits, singleDocument: true).first
    }

    /// A document loaded with an `EntryStream`.
    public struct StreamedLoad {
        /// The document, with what the stream's consumer left of each entry; nil when there is none.
        public var root: Node?
        /// True when every entry of the streamed mapping went through the consumer and the tree holds what
        /// it left; false when no mapping was streamed, or a merge key into the streamed mapping made the
        /// loader compose the document again whole (then forget what the consumer was handed).
        public var streamed: Bool
    }

    /// `load`, handing each entry of `stream`'s mapping over as it completes (`EntryStream`).
    public static func load(
        _ text: String, file: String, limits: YAMLLimits = .default, streaming stream: EntryStream
    ) throws(Diagnostic) -> StreamedLoad {
        var composer = Composer(file: file, limits: limits, singleDocument: true, stream: stream)
        try LibYAMLParser.parse(text, file: file) { (event: consuming YAMLEvent) throws(Diagnostic) in
            try composer.consume(event)
        }
        guard composer.streamBroken else {
            return StreamedLoad(root: composer.documents.first, streamed: composer.streamed)
        }
        return StreamedLoad(root: try load(text, file: file, limits: limits), streamed: false)
    }

    /// Every document of a multi-document stream (`---` separated), in order.
    public static func loadAll(
        _ text: String, file: String, limits: YAMLLimits = .default
    ) throws(Diagnostic) -> [Node] {
        try compose(text, file: file, limits: limits, singleDocument: false)
    }

    private static func compose(
        _ text: String, file: String, limits: YAMLLimits, singleDocument: Bool
    ) throws(Diagnostic) -> [Node] {
        var composer = Composer(file: file, limits: limits, singleDocument: singleDocument)
        try LibYAMLParser.parse(text, file: file) { (event: consuming YAMLEvent) throws(Diagnostic) in
            try composer.consume(event)
        }
        return composer.documents
    }
}
