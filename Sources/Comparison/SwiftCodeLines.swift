/// The lines of a Swift file that hold code, with comments and string literal contents blanked,
/// so counting words in them never counts what a comment or a string says.
///
/// Handles `//` comments, nested `/* */` comments, "strings" with escapes and `"""` multi-line
/// strings (whose lines count as code: they are part of an expression). Raw strings (`#"..."#`)
/// are treated as ordinary strings, which is close enough for counting.
struct SwiftCodeLines {
    /// Code lines with comments removed and string contents replaced by nothing.
    private(set) var lines: [Substring] = []

    init(_ text: String) {
        var blockDepth = 0
        var inMultilineString = false
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var code = ""
            var index = rawLine.startIndex
            var inString = false
            var sawCode = inMultilineString
            while index < rawLine.endIndex {
                let rest = rawLine[index...]
                if blockDepth > 0 {
                    if rest.hasPrefix("*/") {
                        blockDepth -= 1
                        index = rawLine.index(index, offsetBy: 2)
                    } else if rest.hasPrefix("/*") {
                        blockDepth += 1
                        index = rawLine.index(index, offsetBy: 2)
                    } else {
                        index = rawLine.index(after: index)
                    }
                    continue
                }
                if inMultilineString {
                    if rest.hasPrefix("\"\"\"") {
                        inMultilineString = false
                        code += "\"\"\""
                        index = rawLine.index(index, offsetBy: 3)
                    } else {
                        index = rawLine.index(after: index)
                    }
                    continue
                }
                if inString {
                    if rest.hasPrefix("\\") {
                        index = rawLine.index(
                            index, offsetBy: min(2, rawLine.distance(from: index, to: rawLine.endIndex)))
                    } else {
                        if rest.hasPrefix("\"") {
                            inString = false
                            code += "\""
                        }
                        index = rawLine.index(after: index)
                    }
                    continue
                }
                if rest.hasPrefix("//") { break }
                if rest.hasPrefix("/*") {
                    blockDepth += 1
                    index = rawLine.index(index, offsetBy: 2)
                    continue
                }
                if rest.hasPrefix("\"\"\"") {
                    inMultilineString = true
                    sawCode = true
                    code += "\"\"\""
                    index = rawLine.index(index, offsetBy: 3)
                    continue
                }
                let character = rawLine[index]
                if character == "\"" {
                    inString = true
                    sawCode = true
                    code += "\""
                } else {
                    if !character.isWhitespace { sawCode = true }
                    code.append(character)
                }
                index = rawLine.index(after: index)
            }
            if sawCode { lines.append(Substring(code)) }
        }
    }
}
