import Diagnostics
import Foundation

/// Where the tool talks: results to stdout, diagnostics and progress to stderr.
struct Console {
    var quiet = false
    var verbose = false

    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func err(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Prints diagnostics as `path:line:column: severity: message`, the source line and a caret.
    static func report(_ diagnostics: [Diagnostic], sources: [String: String] = [:]) {
        guard !diagnostics.isEmpty else { return }
        err(DiagnosticRenderer(sources: sources).render(diagnostics))
    }

    func info(_ text: String) {
        if !quiet { Console.err(text + "\n") }
    }

    func detail(_ text: String) {
        if verbose { Console.err(text + "\n") }
    }
}
