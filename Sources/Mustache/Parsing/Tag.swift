import Diagnostics

/// A name as written in a tag, split once at parse time so rendering never splits strings.
///
/// Its keys live in the template's `NodeStore`: a path is two plain words, and handing one to a lookup
/// copies no references.
struct KeyPath {
    /// The parts: the first is searched down the stack (`a` in `a.b.c`), the rest inside the result
    /// (`b`, `c`). Empty for `{{.}}`, the top of the stack. `ObjectKey`s: their lengths and hashes are
    /// worked out here, once, not at every lookup.
    let keys: UnsafeBufferPointer<ObjectKey>

    init(parsing text: String, in store: NodeStore) {
        if text == "." {
            keys = store.copy([ObjectKey]())
        } else if text.utf8.isAllASCII {
            // ASCII: split by bytes, which are its characters (by `Character`, splitting was a costly part of a parse).
            keys = store.copy(
                text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).map {
                    ObjectKey(String(Substring($0)))
                })
        } else {
            keys = store.copy(
                text.split(separator: ".", omittingEmptySubsequences: false).map { ObjectKey(String($0)) })
        }
    }

    /// `{{.}}`: the top of the context stack.
    var isImplicit: Bool { keys.isEmpty }
    var parts: [String] { keys.map(\.name) }
    var dotted: String { isImplicit ? "." : parts.joined(separator: ".") }
}

/// The name of a partial or parent: fixed (`{{>name}}`) or looked up in the context (`{{>*name}}`).
enum TemplateReference {
    case fixed(String)
    case dynamic(KeyPath)

    init(parsing text: String, in store: NodeStore) {
        if text.first == "*" {
            let rest = text.dropFirst().trimmingSpaces()
            self = .dynamic(KeyPath(parsing: String(rest), in: store))
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
