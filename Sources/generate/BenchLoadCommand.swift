import Dispatch
import Foundation
import ScreenSpec
import YAML

/// `generate bench-load FILE [--validate] [--repeat N]`: times loading one spec in-process, for
/// `make bench` (scripts/bench). The file is read once, outside the timing, so the figures
/// compare with the C floor (libyaml's bare event loop), which does the same.
enum BenchLoadCommand: Command {
    static let name = "bench-load"
    static let abstract = "Time YAML loading of one spec in-process (used by make bench)"
    static let help = """
        USAGE: generate bench-load FILE [--validate] [--repeat N]

        Loads FILE N times (default 5) and prints one line per run: 'load_ns=<nanoseconds> nodes=<count>'.
        Without --validate: libyaml events to YAML nodes (YAMLLoader.load).
        With --validate: YAML nodes, decoded and validated into a Spec (SpecLoader.load).
        Exit status 1 when the file does not load.

        """

    static func run(_ arguments: [String]) async throws(ParsedArguments.UsageError) -> ExitStatus {
        let parsed = try ParsedArguments(arguments, valued: ["--repeat"], flags: ["--validate"])
        guard parsed.positionals.count == 1, let path = parsed.positionals.first else {
            throw .init(message: "bench-load needs exactly one file")
        }
        let repeatText = parsed.value("--repeat") ?? "5"
        guard let repeats = Int(repeatText), repeats > 0 else {
            throw .init(message: "--repeat must be a positive number, not '\(repeatText)'")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            Console.err("error: cannot read '\(path)'\n")
            return .failure
        }
        let text = String(decoding: data, as: UTF8.self)
        let validate = parsed.has("--validate")
        for _ in 0..<repeats {
            let start = DispatchTime.now().uptimeNanoseconds
            let elapsed: UInt64
            let count: Int
            if validate {
                let result = SpecLoader.load(text: text, file: path)
                elapsed = DispatchTime.now().uptimeNanoseconds - start
                guard let spec = result.spec else {
                    Console.report(result.diagnostics, sources: [path: text])
                    return .failure
                }
                count = spec.screens.count
            } else {
                let root: Node?
                do {
                    root = try YAMLLoader.load(text, file: path)
                } catch {
                    Console.report([error], sources: [path: text])
                    return .failure
                }
                elapsed = DispatchTime.now().uptimeNanoseconds - start
                count = root.map(nodeCount) ?? 0
            }
            Console.out("load_ns=\(elapsed) \(validate ? "screens" : "nodes")=\(count)\n")
        }
        return .success
    }

    /// Counted after the clock stops, so the figure is the load alone; printed so a run that
    /// silently built less than the whole tree would show.
    private static func nodeCount(_ node: Node) -> Int {
        switch node.content {
        case .scalar: return 1
        case .sequence(let items): return items.reduce(1) { $0 + nodeCount($1) }
        case .mapping(let pairs): return pairs.reduce(1) { $0 + nodeCount($1.key) + nodeCount($1.value) }
        }
    }
}
