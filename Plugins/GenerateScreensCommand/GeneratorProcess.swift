import Foundation
import PackagePlugin

/// One run of the `generate` tool, with its diagnostics read back from what it printed.
struct GeneratorProcess {
    var status: Int32
    /// Everything the tool wrote to stderr: diagnostics with their source line and caret.
    var errorOutput: String
    var diagnostics: [ToolDiagnostic]

    var succeeded: Bool { status == 0 }

    /// Runs the tool in `directory` to completion; its standard output goes straight to ours. Diagnostics
    /// for a path relative to `directory` are given its absolute path, for the terminal and the IDE.
    static func run(_ tool: URL, arguments: [String], in directory: URL) throws -> GeneratorProcess {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        // Read before waiting: a tool blocked on a full pipe would never exit.
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in
                guard let diagnostic = ToolDiagnostic(line: line), !diagnostic.file.hasPrefix("/") else {
                    return String(line)
                }
                return directory.path + "/" + line
            }
            .joined(separator: "\n")
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
