/// Explanations for libyaml errors that people hit when writing specs by hand
/// (dsl.md, "YAML traps"). libyaml says *what* broke; these say what to write instead.
///
/// Measured with libyaml 0.2.5: `{ id: String? }` itself parses (a plain scalar may end
/// in `?`), but a `?` after a flow collection or a quoted scalar does not:
/// `{ id: [Item]? }` stops with "did not find expected ',' or '}'", and a block value
/// `items: [Item]?` stops with "mapping keys are not allowed in this context".
enum YAMLTraps {
    static let flowOptionalHint =
        "inside a flow mapping `{ ... }` optional types must be quoted, e.g. `{ id: \"String?\" }` or `{ items: \"[Item]?\" }`"
    static let optionalCollectionHint =
        "an optional collection type must be quoted, e.g. `items: \"[Item]?\"`; unquoted, YAML reads `[Item]` as a list and `?` as a key marker"
    static let colonHint =
        "a string containing ': ' must be quoted, e.g. `title: \"Note: read this\"`"
    static let tabHint = "YAML does not allow tabs for indentation; indent with spaces"
    static let flowBracketHint =
        "inside a flow mapping `{ ... }` a key or value with `[` must be quoted, e.g. `then: { 'items[0].title': '\"A\"' }`"
    static let reservedIndicatorHint =
        "'@' and '`' cannot start a plain YAML value; quote it, e.g. `doc: \"@mention\"`"

    /// A hint for libyaml's `problem`, given the character (index counted in Unicode
    /// scalars after any BOM, as libyaml counts) where it stopped.
    static func hint(for problem: String, characterIndex: Int, in source: String) -> String? {
        switch problem {
        case "did not find expected ',' or '}'":
            // Only a `?` right there is the optional-type trap; at the end of the text, say, the
            // mapping was just never closed, and the note already points at where it opened.
            switch character(at: characterIndex, in: source) {
            case "?": return flowOptionalHint
            // `{ items[0].title: … }`: a plain scalar in a flow collection ends at `[`.
            case "[": return flowBracketHint
            default: return nil
            }
        case "found character that cannot start any token":
            switch character(at: characterIndex, in: source) {
            case "\t": return tabHint
            case "@", "`": return reservedIndicatorHint
            default: return nil
            }
        case "did not find expected ',' or ']'":
            return character(at: characterIndex, in: source) == "?" ? optionalCollectionHint : nil
        case "mapping keys are not allowed in this context":
            return character(at: characterIndex, in: source) == "?" ? optionalCollectionHint : nil
        case "mapping values are not allowed in this context":
            return colonHint
        default:
            return nil
        }
    }

    private static func character(at index: Int, in source: String) -> Unicode.Scalar? {
        var scalars = source.unicodeScalars[...]
        if scalars.first == "\u{FEFF}" { scalars = scalars.dropFirst() }
        return scalars.dropFirst(index).first
    }
}
