import Diagnostics
import Dispatch
import Foundation
import ScreenSpec
import YAML

// `bench-load FILE [--validate] [--repeat N]`: times loading one spec in-process, for `make bench`
// (scripts/bench). The file is read once, outside the timing, so the figures compare with the C floor
// (libyaml's bare event loop), which does the same. A tool of its own, not a `generate` command: the
// shipped CLI (which the build plugin runs) carries no benchmark code.
//
// Prints one line per run: `load_ns=<nanoseconds> nodes=<count>` (or `screens=<count>` with
// --validate, which decodes and validates into a Spec). Exit status 1 when the file does not load,
// 2 for a usage error.

func standardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}

func usage(_ message: String) -> Never {
    standardError("error: \(message)\nUSAGE: bench-load FILE [--validate] [--repeat N]\n")
    exit(2)
}

/// Counted after the clock stops, so the figure is the load alone; printed so a run that silently
/// built less than the whole tree would show.
func nodeCount(_ node: Node) -> Int {
    switch node.content {
    case .scalar: return 1
    case .sequence(let items): return items.reduce(1) { $0 + nodeCount($1) }
    case .mapping(let pairs): return pairs.reduce(1) { $0 + nodeCount($1.key) + nodeCount($1.value) }
    }
}

var arguments = Array(CommandLine.arguments.dropFirst())
var validate = false
var repeats = 5
var files: [String] = []
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--validate": validate = true
    case "--repeat":
        guard let text = arguments.first, let count = Int(text), count > 0 else {
            usage("--repeat must be a positive number")
        }
        arguments.removeFirst()
        repeats = count
    default:
        if argument.hasPrefix("-") { usage("unknown option '\(argument)'") }
        files.append(argument)
    }
}
guard files.count == 1, let path = files.first else { usage("bench-load needs exactly one file") }
guard let data = FileManager.default.contents(atPath: path) else {
    standardError("error: cannot read '\(path)'\n")
    exit(1)
}
let text = String(decoding: data, as: UTF8.self)
for _ in 0..<repeats {
    let start = DispatchTime.now().uptimeNanoseconds
    let elapsed: UInt64
    let count: Int
    if validate {
        let result = SpecLoader.load(text: text, file: path)
        elapsed = DispatchTime.now().uptimeNanoseconds - start
        guard let spec = result.spec else {
            standardError(DiagnosticRenderer(sources: [path: text]).render(result.diagnostics))
            exit(1)
        }
        count = spec.screens.count
    } else {
        let root: Node?
        do {
            root = try YAMLLoader.load(text, file: path)
        } catch {
            standardError(DiagnosticRenderer(sources: [path: text]).render([error]))
            exit(1)
        }
        elapsed = DispatchTime.now().uptimeNanoseconds - start
        count = root.map(nodeCount) ?? 0
    }
    print("load_ns=\(elapsed) \(validate ? "screens" : "nodes")=\(count)")
}
