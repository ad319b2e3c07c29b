import Foundation

/// Runs the mutation harness (scripts/mutants) over one style's rendering of the compared specs and
/// reads the score it writes. The harness owns the bug classes and how mutants are built and tested;
/// `compare` only asks it, so there is one catalogue of bugs, not one per tool.
struct MutationRun {
    /// The harness: `scripts/mutants` of a ScreenGen checkout (or any program that takes its arguments
    /// and writes its `--json`).
    let script: String
    /// The `generate` binary the harness renders with (this one, so both measure the same generator);
    /// nil lets the harness build its checkout's.
    let generate: String?
    let request: ComparisonRequest
    let log: ProgressLog

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// What the harness writes with `--json FILE`.
    struct Output: Decodable {
        struct Style: Decodable {
            var style: String
            var modules: [ModuleMutationScore]
        }
        var styles: [Style]
    }

    /// The harness's folder for this comparison: its scratch packages, logs and JSON.
    var folder: String { request.output + "/mutants" }

    func arguments(style: String) -> [String] {
        var arguments = ["--style", style, "--work", folder, "--json", "\(folder)/\(style).json"]
        if let generate { arguments += ["--generate", generate] }
        if let templates = request.templatesDirectory { arguments += ["--templates", absolute(templates)] }
        arguments += ["--access", request.options.access.rawValue]
        arguments += ["--observation", request.options.observation.rawValue]
        for spec in request.specPaths { arguments += ["--spec", absolute(spec)] }
        return arguments
    }

    /// Runs the harness for `style`; its per-mutant lines go to the progress log and to
    /// `mutants/<style>.log`. It exits with 1 when a mutant survives: the JSON is what counts.
    func measure(style: String) throws -> MutationScore {
        let jsonPath = "\(folder)/\(style).json"
        let logPath = "\(folder)/\(style).log"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? FileManager.default.removeItem(atPath: jsonPath)
        _ = FileManager.default.createFile(atPath: logPath, contents: nil)
        guard let logFile = FileHandle(forWritingAtPath: logPath) else {
            throw Failure(description: "cannot write \(logPath)")
        }
        defer { try? logFile.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: absolute(script))
        process.arguments = arguments(style: style)
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT"] = request.swift
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        log.step("\(style): mutation testing (\(script))")
        try process.run()
        // One line per mutant (`[mvvm 3/40] killed: …`): shown as it comes, a run takes minutes.
        var pending = Data()
        while true {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            logFile.write(chunk)
            pending.append(chunk)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                if line.hasPrefix("[") { log.step("\(style): mutant \(line)") }
            }
        }
        process.waitUntilExit()
        guard let data = FileManager.default.contents(atPath: jsonPath) else {
            let output = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
            throw Failure(
                description: "\(style): the mutation harness exited with status \(process.terminationStatus) "
                    + "without results (log: \(logPath)):\n"
                    + output.split(separator: "\n").suffix(20).joined(separator: "\n"))
        }
        let decoded: Output
        do {
            decoded = try JSONDecoder().decode(Output.self, from: data)
        } catch {
            throw Failure(description: "\(style): cannot read the mutation harness's \(jsonPath): \(error)")
        }
        let modules = decoded.styles.first { $0.style == style }?.modules ?? []
        let score = MutationScore(modules: modules)
        log.step("\(style): mutants: \(score.killed) / \(score.compiling) killed, \(score.survivors.count) survived")
        return score
    }

    private func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }
}
