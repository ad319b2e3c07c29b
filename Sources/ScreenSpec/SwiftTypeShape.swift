/// The outer structure of a spec type written as Swift source, as far as sample values need it: the
/// reading of type text that `SwiftTypeSyntax` checks, kept next to it so that ScreenSpec owns what Swift
/// type text means. It splits the text rather than parse it by the grammar, as it always has: a function
/// type ending in `?` reads as optional. (Reading by the grammar would change generated code there.)
public indirect enum SwiftTypeShape: Equatable, Sendable {
    case optional(SwiftTypeShape)
    case array(SwiftTypeShape)
    case dictionary(key: SwiftTypeShape, value: SwiftTypeShape)
    case named(String)

    /// Parses `[String: Item]?`, `[Item]`, `Optional<Int>`-free spellings; anything else is `named`.
    public init(_ source: String) {
        let text = source.trimming(" \t")
        if text.hasSuffix("?") || text.hasSuffix("!") {
            self = .optional(SwiftTypeShape(String(text.dropLast())))
            return
        }
        if text.hasPrefix("["), text.hasSuffix("]") {
            let inner = String(text.dropFirst().dropLast())
            if let colon = Self.topLevelColon(in: inner) {
                let key = String(inner[..<colon])
                let value = String(inner[inner.index(after: colon)...])
                self = .dictionary(key: SwiftTypeShape(key), value: SwiftTypeShape(value))
            } else {
                self = .array(SwiftTypeShape(inner))
            }
            return
        }
        self = .named(text)
    }

    /// The type as Swift source.
    public var swift: String {
        switch self {
        case .optional(let wrapped): return wrapped.swift + "?"
        case .array(let element): return "[\(element.swift)]"
        case .dictionary(let key, let value): return "[\(key.swift): \(value.swift)]"
        case .named(let name): return name
        }
    }

    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    private static func topLevelColon(in text: String) -> String.Index? {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            switch text[index] {
            case "[", "(", "<": depth += 1
            case "]", ")", ">": depth -= 1
            case ":" where depth == 0: return index
            default: break
            }
            index = text.index(after: index)
        }
        return nil
    }
}

extension String {
    fileprivate func trimming(_ set: String) -> String {
        var scalars = Substring(self)
        while let first = scalars.first, set.contains(first) { scalars.removeFirst() }
        while let last = scalars.last, set.contains(last) { scalars.removeLast() }
        return String(scalars)
    }
}
