import PackagePlugin

/// A diagnostic line as the generator prints it: `path:line:column: error|warning|note: message`.
struct ToolDiagnostic: Equatable {
    var file: String
    var line: Int
    var column: Int
    var severity: Diagnostics.Severity
    var message: String

    /// The message with its short location, for tools that show only the message and the line.
    var summary: String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return "\(name):\(line):\(column): \(message)"
    }

    /// Parses one line; nil for anything else (source excerpts, carets, summaries).
    init?(line text: Substring) {
        for (word, severity) in [
            ("error", Diagnostics.Severity.error), ("warning", .warning), ("note", .remark),
        ] {
            guard let marker = text.range(of: ": \(word): ") else { continue }
            // `path:line:column` — split from the right, since a path may itself contain colons.
            let location = text[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let line = Int(location[location.count - 2]),
                let column = Int(location[location.count - 1])
            else { return nil }
            self.file = location.dropLast(2).joined(separator: ":")
            self.line = line
            self.column = column
            self.severity = severity
            self.message = String(text[marker.upperBound...])
            return
        }
        return nil
    }
}
