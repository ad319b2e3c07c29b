/// One problem found anywhere in the pipeline: YAML syntax, spec validation,
/// templates, output. The text is rendered once, by `DiagnosticRenderer`.
public struct Diagnostic: Error, Hashable, Sendable {
    public enum Severity: String, Sendable, Comparable {
        case note, warning, error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            let order: [Severity] = [.note, .warning, .error]
            return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
        }
    }

    public var severity: Severity
    public var message: String
    /// The file the mark points into (a spec path, a template name); nil for tool-level problems.
    public var file: String?
    public var mark: Mark?
    /// Further explanation, printed after the source excerpt (e.g. a YAML trap explained).
    public var hint: String?
    /// Related places, such as the first declaration of a duplicate name.
    public var notes: [Diagnostic]

    public init(
        _ severity: Severity, _ message: String, file: String? = nil, at mark: Mark? = nil,
        hint: String? = nil, notes: [Diagnostic] = []
    ) {
        self.severity = severity
        self.message = message
        self.file = file
        self.mark = mark
        self.hint = hint
        self.notes = notes
    }

    public static func error(_ message: String, file: String? = nil, at mark: Mark? = nil, hint: String? = nil)
        -> Diagnostic
    {
        Diagnostic(.error, message, file: file, at: mark, hint: hint)
    }

    public static func warning(_ message: String, file: String? = nil, at mark: Mark? = nil, hint: String? = nil)
        -> Diagnostic
    {
        Diagnostic(.warning, message, file: file, at: mark, hint: hint)
    }

    /// The same diagnostic, pointing into `file` (used when a stage works on text without knowing its path).
    public func inFile(_ file: String) -> Diagnostic {
        var copy = self
        if copy.file == nil { copy.file = file }
        copy.notes = notes.map { $0.inFile(file) }
        return copy
    }
}

/// Several diagnostics thrown together: validation collects all problems before failing.
public struct DiagnosticError: Error, Sendable {
    public var diagnostics: [Diagnostic]
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
}
