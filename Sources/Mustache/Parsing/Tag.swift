import Diagnostics

/// A name as written in a tag, split once at parse time so rendering never splits strings.
struct KeyPath: Sendable, Hashable {
    /// `{{.}}`: the top of the context stack.
    let isImplicit: Bool
    /// The part searched down the stack (`a` in `a.b.c`); empty for `{{.}}`.
    let head: String
    /// The parts looked up inside the result (`b`, `c`).
    let tail: [String]
    /// `head` and `tail` ready for lookup (`ObjectKey`).
    let headKey: ObjectKey
    let tailKeys: [ObjectKey]

    init(parsing text: String) {
        if text == "." {
            isImplicit = true
            head = ""
            tail = []
        } else {
            let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            isImplicit = false
            head = parts[0]
            tail = Array(parts.dropFirst())
        }
        headKey = ObjectKey(head)
        tailKeys = tail.map(ObjectKey.init)
    }

    var parts: [String] { isImplicit ? [] : [head] + tail }
    var dotted: String { isImplicit ? "." : parts.joined(separator: ".") }
}

/// The name of a partial or parent: fixed (`{{>name}}`) or looked up in the context (`{{>*name}}`).
enum TemplateReference: Sendable, Hashable {
    case fixed(String)
    case dynamic(KeyPath)

    init(parsing text: String) {
        if text.first == "*" {
            let rest = text.dropFirst().trimmingSpaces()
            self = .dynamic(KeyPath(parsing: String(rest)))
        } else {
            self = .fixed(text)
        }
    }

    var written: String {
        switch self {
        case .fixed(let name): return name
        case .dynamic(let path): return "*" + path.dotted
        }
    }
}

/// The open and close delimiters in effect, as UTF-8 bytes.
struct Delimiters: Sendable, Hashable {
    var open: [UInt8]
    var close: [UInt8]

    static let standard = Delimiters(open: Array("{{".utf8), close: Array("}}".utf8))
}

/// One tag as scanned, before standalone-line handling and nesting.
struct TagToken {
    enum Kind: Equatable {
        case variable(escaped: Bool)
        case section
        case inverted
        case close
        case comment
        case partial
        case parent
        case block
        case delimiters
    }

    var kind: Kind
    /// The trimmed tag content after the sigil (empty for comments and delimiter changes).
    var content: String
    /// Position of the opening delimiter.
    var mark: Mark
    /// Byte offsets of the whole tag in the source, delimiters included.
    var start: Int
    var end: Int
    /// Delimiters in effect after this tag (a section lambda reparses its text with them).
    var delimiters: Delimiters

    /// Tags that may stand alone on a line (and then take the line's whitespace and newline with them).
    var canStandAlone: Bool {
        if case .variable = kind { return false }
        return true
    }
}

extension Substring {
    func trimmingSpaces() -> Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" || first == "\n" || first == "\r" {
            text.removeFirst()
        }
        while let last = text.last, last == " " || last == "\t" || last == "\n" || last == "\r" {
            text.removeLast()
        }
        return text
    }
}
