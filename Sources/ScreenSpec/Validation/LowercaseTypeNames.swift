import Diagnostics

/// Lower-case words in a type that stand where a type name does: `date` in `type: date`, `string` in
/// `[string]`. `TypeNames.scan` skips lower-case words, most of which are type syntax (`any`, `some`) or
/// tuple labels (`(id: UUID)`); without this scan `type: date` passed `lint` and failed only when the
/// generated code was compiled. Reported as an unknown type, whose suggestion is case-insensitive
/// (`did you mean 'Date'?`).
enum LowercaseTypeNames {
    /// Lower-case words of Swift's type syntax, which are not names.
    static let keywords: Set<String> = [
        "any", "some", "inout", "async", "throws", "rethrows", "sending", "borrowing", "consuming", "isolated",
        "nonisolated", "each", "repeat", "let", "var",
    ]

    /// The lower-case words of `type` that are neither keywords, members (`Int.max`), nor labels
    /// (a word followed by `:` in a tuple or function type).
    static func scan(_ type: TypeRef) -> [Located<String>] {
        let scalars = Array(type.swift.unicodeScalars)
        var result: [Located<String>] = []
        var index = 0
        while index < scalars.count {
            guard SwiftIdentifier.isHead(scalars[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < scalars.count, SwiftIdentifier.isCharacter(scalars[index]) { index += 1 }
            guard ("a"..."z").contains(scalars[start]) else { continue }
            var before = start - 1
            while before >= 0, scalars[before] == " " { before -= 1 }
            var after = index
            while after < scalars.count, scalars[after] == " " { after += 1 }
            let isMember = before >= 0 && scalars[before] == "."
            let isLabel = after < scalars.count && scalars[after] == ":"
            let word = String(String.UnicodeScalarView(scalars[start..<index]))
            if !isMember, !isLabel, !keywords.contains(word) {
                result.append(Located(word, at: Mark(line: type.mark.line, column: type.mark.column + start)))
            }
        }
        return result
    }
}
