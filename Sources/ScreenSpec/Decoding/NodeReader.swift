import Diagnostics
import YAML

/// The value nodes of one mapping, read against an `ObjectDescription`.
/// Only keys that exist in the description and hold the right kind of node have a value.
struct Fields {
    /// The description's keys and name, for the assertion below (not the whole description:
    /// copying its strings for every mapping showed in profiles).
    let keys: [KeyDescription]
    let objectName: String
    /// The mapping's pairs; `found` points into them rather than holding copies of the nodes.
    let pairs: [Node.Pair]
    /// The known keys in document order. A list, not a dictionary: spec mappings hold a handful of
    /// keys, and hashing every key of every mapping was a tenth of loading a spec (issue #8).
    /// Lookups take the last entry, as a dictionary filled in document order would.
    fileprivate var found: [Found] = []

    /// A struct rather than a tuple: arrays of tuples copy through generic (unspecialized) code.
    fileprivate struct Found {
        var name: String
        var mark: Mark
        /// The index in `pairs`, nil when the value has the wrong kind.
        var pair: Int?
    }

    /// The value under `key`; asking for a key the description lacks is a programming error,
    /// which keeps the decoder and the format description (and so the schema) in step.
    subscript(_ key: String) -> Node? {
        assert(keys.contains { $0.name == key }, "\(objectName) has no key '\(key)' in SpecFormat")
        guard let index = found.last(where: { $0.name == key && $0.pair != nil })?.pair else { return nil }
        return pairs[index].value
    }

    /// Where `key` is written, also when its value has the wrong kind; nil when it is absent.
    func mark(of key: String) -> Mark? {
        found.last { $0.name == key }?.mark
    }
}

/// Reads YAML nodes by the shapes of `SpecFormat`, reporting every shape problem it meets.
struct NodeReader {
    /// One pair of a `names` mapping (a struct, not a tuple, so arrays of them copy in specialized code).
    struct Entry {
        var key: Located<String>
        var value: Node
    }

    var problems: ProblemCollector

    init(file: String) { problems = ProblemCollector(file: file) }

    static func kind(of node: Node) -> ValueShape.NodeKind {
        switch node.content {
        case .scalar: return node.isNull ? .null : .scalar
        case .sequence: return .sequence
        case .mapping: return .mapping
        }
    }

    /// "a sequence", "nothing"... for "expected ..., found ..." messages.
    static func found(_ node: Node) -> String {
        switch kind(of: node) {
        case .scalar: return "a scalar"
        case .sequence: return "a sequence"
        case .mapping: return "a mapping"
        case .null: return node.text?.isEmpty == false ? "null" : "nothing"
        }
    }

    /// Reports a wrong kind of node for `shape`; true when the node fits.
    mutating func check(_ node: Node, _ shape: ValueShape) -> Bool {
        if Self.fits(node, shape) { return true }
        reportWrongKind(node, shape)
        return false
    }

    /// Whether the node's kind fits `shape`. Not `mutating`, so nodes read in place need no copy to be asked.
    static func fits(_ node: Node, _ shape: ValueShape) -> Bool {
        if shape.accepts(kind(of: node)) { return true }
        // A null where only a scalar fits is still a scalar (`default: null`); decide per shape when read.
        return kind(of: node) == .null && shape.accepts(.scalar) && node.text != ""
    }

    mutating func reportWrongKind(_ node: Node, _ shape: ValueShape) {
        problems.report(.wrongKind(expected: shape.expectation, found: Self.found(node)), at: node.mark)
    }

    /// Reads a mapping with the keys of `object`: unknown keys, missing required keys and wrong kinds are reported.
    mutating func fields(_ node: Node, _ object: ObjectDescription) -> Fields? {
        let pairs: [Node.Pair]
        if case .mapping(let mapping) = node.content {
            pairs = mapping
        } else {
            // Only a node that is no mapping needs the full check (building its shape allocates).
            guard check(node, .object(object)) else { return nil }
            pairs = []
        }
        var fields = Fields(keys: object.keys, objectName: object.name, pairs: pairs)
        fields.found.reserveCapacity(pairs.count)
        // Read through indices rather than copying out each pair (two nodes, several reference counts).
        for index in pairs.indices {
            let keyMark = pairs[index].key.mark
            guard case .scalar(let keyScalar) = pairs[index].key.content else {
                problems.report(.nonScalarKey, at: keyMark)
                continue
            }
            let key = keyScalar.text
            guard let keyIndex = object.keys.firstIndex(where: { $0.name == key }) else {
                problems.report(.unknownKey(key, allowed: object.keys.map(\.name), in: object.noun), at: keyMark)
                continue
            }
            let fits = Self.fits(pairs[index].value, object.keys[keyIndex].shape)
            if !fits { reportWrongKind(pairs[index].value, object.keys[keyIndex].shape) }
            fields.found.append(Fields.Found(name: key, mark: keyMark, pair: fits ? index : nil))
        }
        for description in object.keys where description.isRequired && fields.mark(of: description.name) == nil {
            problems.report(.missingKey(description.name, in: object.noun), at: node.mark)
        }
        return fields
    }

    /// The pairs of a `names` mapping whose values have the right kind (keys are not validated here).
    mutating func entries(_ node: Node?, _ valueShape: ValueShape) -> [Entry] {
        guard let node, let pairs = node.mapping else { return [] }
        var result: [Entry] = []
        result.reserveCapacity(pairs.count)
        for index in pairs.indices {
            let keyMark = pairs[index].key.mark
            guard case .scalar(let keyScalar) = pairs[index].key.content else {
                problems.report(.nonScalarKey, at: keyMark)
                continue
            }
            if Self.fits(pairs[index].value, valueShape) {
                result.append(Entry(key: Located(keyScalar.text, at: keyMark), value: pairs[index].value))
            } else {
                reportWrongKind(pairs[index].value, valueShape)
            }
        }
        return result
    }

    /// The items of a `list` whose kind fits.
    mutating func items(_ node: Node?, _ shape: ValueShape) -> [Node] {
        (node?.sequence ?? []).filter { check($0, shape) }
    }

    /// A name being declared or referred to; reported when it is not a Swift identifier.
    mutating func identifier(_ located: Located<String>) -> Located<String>? {
        switch SwiftIdentifier.problem(with: located.value) {
        case nil: return located
        case .notAnIdentifier?: problems.report(.invalidIdentifier(located.value), at: located.mark)
        case .hiddenCharacter(let scalar)?:
            problems.report(.hiddenCharacter(located.value, scalar), at: located.mark)
        }
        return nil
    }

    mutating func identifier(_ node: Node?) -> Located<String>? {
        guard let node, let text = node.text else { return nil }
        return identifier(Located(text, at: node.mark))
    }

    /// Free text; nothing reads as nil.
    func text(_ node: Node?) -> String? {
        guard let text = node?.text, !text.isEmpty else { return nil }
        return text
    }

    /// A Swift expression: scalars as written, YAML null words as `nil`.
    mutating func expression(_ node: Node?) -> Expression? {
        guard let node, let text = node.text else { return nil }
        if node.isNull {
            if text.isEmpty {
                problems.report(.wrongKind(expected: "a Swift expression", found: "nothing"), at: node.mark)
                return nil
            }
            return Expression("nil", at: node.mark)
        }
        return Expression(text, at: node.mark)
    }

    /// A Swift type: a scalar, or a sequence of one element type meaning an array.
    mutating func type(_ node: Node?) -> TypeRef? {
        guard let node else { return nil }
        if let items = node.sequence {
            guard items.count == 1, let element = items[0].scalar, !items[0].isNull else {
                problems.report(.typeListNotOne, at: node.mark)
                return nil
            }
            return TypeRef("[\(element.text)]", at: node.mark)
        }
        guard let text = node.text, !node.isNull else {
            problems.report(.wrongKind(expected: "a type", found: Self.found(node)), at: node.mark)
            return nil
        }
        return TypeRef(text.trimmingSpaces, at: Self.contentMark(of: node))
    }

    mutating func flag(_ node: Node?) -> Bool? {
        guard let node, let text = node.text else { return nil }
        guard let flag = Self.flag(text) else {
            problems.report(.notAFlag(text), at: node.mark)
            return nil
        }
        return flag
    }

    /// The words a flag is written as (the YAML 1.2 core schema's booleans), or nil for any other text.
    static func flag(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default: return nil
        }
    }

    mutating func choice(_ node: Node?, key: String, allowed: [String]) -> Located<String>? {
        guard let node, let text = node.text else { return nil }
        if allowed.contains(text) { return Located(text, at: node.mark) }
        problems.report(.unknownChoice(text, key: key, allowed: allowed), at: node.mark)
        return nil
    }

    /// `Dependency.method`, each part marked where it is written.
    mutating func memberPath(_ node: Node?) -> (owner: Reference, member: Reference)? {
        guard let node, let text = node.text else { return nil }
        // Exactly one dot with a name on each side (found without splitting into an array). Dots are
        // Characters, as for `split`; in ASCII text every byte is one, so bytes are searched there.
        // (`firstIndex(of:)`, not `contains(".")`, which would resolve to Foundation's string search.)
        let isASCII = text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 } } ?? false
        func firstDot(_ part: Substring) -> String.Index? {
            isASCII ? part.utf8.firstIndex(of: UInt8(ascii: ".")) : part.firstIndex(of: ".")
        }
        let dot = firstDot(text[...]) ?? text.endIndex
        let ownerText = text[..<dot]
        let memberText = dot == text.endIndex ? "" : text[text.index(after: dot)...]
        guard !ownerText.isEmpty, !memberText.isEmpty, firstDot(memberText) == nil else {
            problems.report(.notAMemberPath(text), at: node.mark)
            return nil
        }
        let start = Self.contentMark(of: node)
        let owner = Located(String(ownerText), at: start)
        let memberColumn = start.column + ownerText.unicodeScalars.count + 1
        let member = Located(String(memberText), at: Mark(line: start.line, column: memberColumn))
        return (owner, member)
    }

    /// Where a scalar's text starts: after the opening quote of a quoted scalar.
    static func contentMark(of node: Node) -> Mark {
        switch node.scalar?.style {
        case .singleQuoted?, .doubleQuoted?: return Mark(line: node.mark.line, column: node.mark.column + 1)
        default: return node.mark
        }
    }
}

extension String {
    var trimmingSpaces: String {
        // Most types are written without spaces around them; those need no copy. (Bytes, not Characters,
        // for speed: a text that starts or ends with a space Character starts or ends with that byte.)
        guard utf8.first == 0x20 || utf8.last == 0x20 else { return self }
        var scalars = Substring(self)
        while scalars.first == " " { scalars.removeFirst() }
        while scalars.last == " " { scalars.removeLast() }
        return String(scalars)
    }
}
