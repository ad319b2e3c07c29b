import Foundation
import PackagePlugin

/// One run of the `generate` tool, with its diagnostics read back from what it printed.
struct GeneratorProcess {
    var status: Int32
    /// Everything the tool wrote to stderr: diagnostics with their source line and caret.
    var errorOutput: String
    var diagnostics: [ToolDiagnostic]

    var succeeded: Bool { status == 0 }

    /// Runs the tool to completion; its standard output goes straight to ours.
    static func run(_ tool: URL, arguments: [String]) throws -> GeneratorProcess {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        // Read before waiting: a tool blocked on a full pipe would never exit.
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        return GeneratorProcess(
            status: process.terminationStatus, errorOutput: text,
            diagnostics: text.split(separator: "\n").compactMap { ToolDiagnostic(line: $0) })
    }

    /// Shows the tool's own rendering in the terminal (`path:line:column: error: ...`, the source line, a
    /// caret), then hands each diagnostic to SwiftPM or Xcode as a structured one, so an IDE shows it at
    /// the spec's line.
    func report() {
        if !errorOutput.isEmpty { FileHandle.standardError.write(Data(errorOutput.utf8)) }
        for diagnostic in diagnostics {
            Diagnostics.emit(
                diagnostic.severity, diagnostic.summary, file: diagnostic.file, line: diagnostic.line)
        }
    }
}
