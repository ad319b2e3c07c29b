/// When generated code puts a call's arguments on a line of their own, so that it stays within the
/// 120 columns of the repository's `.swift-format` (checked on every spec by `GeneratedFormatTests`).
///
/// Templates cannot measure text, so the context decides: arguments longer than `inlineLimit` go on the
/// next line. The limit leaves room for what precedes them on the line in the built-in templates
/// (indentation, `let screen = `, a type name of up to about 35 characters).
enum LineWrapping {
    static let inlineLimit = 60

    static func wraps(_ arguments: String) -> Bool { arguments.count > inlineLimit }

    /// `wraps(parts.joined())`, without joining them.
    static func wraps(joined parts: String...) -> Bool { width(of: parts) > inlineLimit }

    /// The `Character` count of `parts` printed one after another, without building the text: every test
    /// step measures its line, and joining the parts to count them was a visible share of building a
    /// screen's context (docs/performance.md). Exact: plain ASCII is one `Character` per byte; anything
    /// else (and `\r`, which makes one `Character` with a following `\n`) is joined and counted.
    static func width(of parts: [String]) -> Int {
        var total = 0
        for part in parts {
            let bytes = part.utf8
            guard !bytes.contains(where: { $0 >= 0x80 || $0 == UInt8(ascii: "\r") }) else {
                return parts.joined().count
            }
            total += bytes.count
        }
        return total
    }

    /// The columns before a statement of an action body in the built-in templates: in the method's body,
    /// and in a `do` block in it.
    static let inBody = 8
    static let inDo = 12

    /// `head(arguments)`, or with the arguments on the next line (indented once more) when the statement
    /// would not fit in 120 columns at `indent`.
    static func call(_ head: String, _ arguments: String, indent: Int) -> String {
        guard indent + head.count + arguments.count + 2 > 120 else { return "\(head)(\(arguments))" }
        return "\(head)(\n" + String(repeating: " ", count: indent + 4) + arguments + ")"
    }

    /// `head[a, b]` as swift-format lays it out at `indent`: one line when it fits in 120 columns, else the
    /// elements on a line of their own after `[`, or one per line when even that is too long. The lines
    /// after the first are indented relative to `indent`.
    static func arrayLiteral(_ head: String, _ elements: [String], indent: Int) -> [String] {
        let packed = elements.joined(separator: ", ")
        if indent + head.count + packed.count + 2 <= 120 { return ["\(head)[\(packed)]"] }
        if indent + 4 + packed.count + 1 <= 120 { return ["\(head)[", "    \(packed),", "]"] }
        return ["\(head)["] + elements.map { "    \($0)," } + ["]"]
    }
}
