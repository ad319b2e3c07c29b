import Diagnostics
import YAML

/// Reads a YAML document that is not a spec — `screengen.yaml`, a style's `style.yaml` — by an
/// `ObjectDescription`, with the spec decoder's rules and messages: problems at file:line:column with
/// did-you-mean for unknown keys and words, and the same scalar rules (`tests: True` is a flag here as
/// in a spec).
public struct DocumentDecoder {
    private var reader: NodeReader

    public init(file: String) { reader = NodeReader(file: file) }

    /// Everything reported so far.
    public var diagnostics: [Diagnostic] { reader.problems.diagnostics }

    /// Reports `message` at `mark` (a rule of the document's own, such as a missing template).
    public mutating func report(_ message: String, at mark: Mark?, hint: String? = nil) {
        reader.problems.append(.error(message, at: mark, hint: hint))
    }

    /// The values of a mapping under the keys of `object`; unknown keys, missing required keys and values
    /// of the wrong kind are reported (and have no value). Nil when the node is not a mapping.
    public mutating func fields(_ node: Node, _ object: ObjectDescription) -> [String: Node]? {
        guard let fields = reader.fields(node, object) else { return nil }
        var result: [String: Node] = [:]
        for key in object.keys { if let value = fields[key.name] { result[key.name] = value } }
        return result
    }

    /// `true`, `True`, `TRUE`, `false`, … as in a spec.
    public mutating func flag(_ node: Node?) -> Bool? { reader.flag(node) }

    /// One of `allowed`, or nil with an error naming the nearest.
    public mutating func choice(_ node: Node?, key: String, allowed: [String]) -> Located<String>? {
        reader.choice(node, key: key, allowed: allowed)
    }

    /// A flag or one of `allowed` (`tests: false`, `tests: swift-testing`): a flag word as in a spec reads as
    /// `"true"` or `"false"`, any other word must be one of `allowed`, or nil with an error naming the
    /// nearest of them and the flags.
    public mutating func flagOrChoice(_ node: Node?, key: String, allowed: [String]) -> Located<String>? {
        guard let node, let text = node.text else { return nil }
        if let flag = NodeReader.flag(text) { return Located(String(flag), at: node.mark) }
        return reader.choice(node, key: key, allowed: allowed + ["true", "false"])
    }

    /// Free text with where it is written; nothing reads as nil.
    public func text(_ node: Node?) -> Located<String>? {
        guard let node, let text = reader.text(node) else { return nil }
        return Located(text, at: node.mark)
    }

    /// A scalar or a list of scalars, each with where it is written (`include: shared` or `[shared]`).
    public mutating func texts(_ node: Node?) -> [Located<String>] {
        guard let node else { return [] }
        if node.sequence == nil { return text(node).map { [$0] } ?? [] }
        return reader.items(node, .text).compactMap { text($0) }
    }

    /// The items of a sequence whose kind fits `shape` (the others are reported).
    public mutating func items(_ node: Node?, _ shape: ValueShape) -> [Node] { reader.items(node, shape) }
}
