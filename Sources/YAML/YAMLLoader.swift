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
