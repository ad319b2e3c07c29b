/// Renders diagnostics the way the Swift compiler does, so Xcode and SwiftPM show them inline:
///
///     specs/Shop.yaml:12:7: error: unknown key 'tigger'; did you mean 'trigger'?
///         tigger: appear
///         ^
public struct DiagnosticRenderer: Sendable {
    /// Source texts by file name, for the excerpt line; a file that is absent gets no excerpt.
    public var sources: [String: String]

    public init(sources: [String: String] = [:]) { self.sources = sources }

    public func render(_ diagnostic: Diagnostic) -> String {
        var out = ""
        append(diagnostic, to: &out)
        return out
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        var out = ""
        for diagnostic in diagnostics { append(diagnostic, to: &out) }
        return out
    }

    private func append(_ diagnostic: Diagnostic, to out: inout String) {
        var prefix = ""
        if let file = diagnostic.file {
            prefix = file + ":"
            if let mark = diagnostic.mark { prefix += "\(mark.line):\(mark.column):" }
            prefix += " "
        }
        out += "\(prefix)\(diagnostic.severity.rawValue): \(diagnostic.message)\n"
        if let file = diagnostic.file, let mark = diagnostic.mark, let text = sources[file],
            let line = Self.line(mark.line, of: text)
        {
            out += line + "\n"
            // Keep tabs so the caret lines up under the column however the terminal draws them.
            var pad = ""
            for scalar in line.unicodeScalars.prefix(max(0, mark.column - 1)) {
                pad += scalar == "\t" ? "\t" : " "
            }
            out += pad + "^\n"
        }
        if let hint = diagnostic.hint {
            for hintLine in hint.split(separator: "\n", omittingEmptySubsequences: false) {
                out += "  = hint: \(hintLine)\n"
            }
        }
        for note in diagnostic.notes { append(note, to: &out) }
    }

    /// The 1-based line `number` of `text`, without its line break.
    static func line(_ number: Int, of text: String) -> String? {
        guard number >= 1 else { return nil }
        var current = 1
        var start = text.unicodeScalars.startIndex
        let scalars = text.unicodeScalars
        var index = start
        while index < scalars.endIndex {
            let next = scalars.index(after: index)
            // Lines end where libyaml (whose marks these are) ends them: LF, CRLF, a lone CR, NEL, LS, PS.
            let isBreak: Bool
            switch scalars[index] {
            case "\n", "\u{85}", "\u{2028}", "\u{2029}": isBreak = true
            case "\r": isBreak = next == scalars.endIndex || scalars[next] != "\n"
            default: isBreak = false
            }
            if isBreak {
                if current == number { break }
                current += 1
                start = next
            }
            index = next
        }
        guard current == number else { return nil }
        var line = String(scalars[start..<index])
        if line.hasSuffix("\r") { line.removeLast() }
        return line
    }
}
