import Diagnostics
import ScreenGen

/// Options shared by the commands that render (generate, context).
extension ParsedArguments {
    /// `--access`, `--observation` and `--tests` over `defaults` (from a config file, or the built-in defaults).
    func generationOptions(defaults: GenerationOptions = GenerationOptions()) throws(UsageError) -> GenerationOptions {
        var options = defaults
        if let access = value("--access") {
            guard let level = GenerationOptions.AccessLevel(rawValue: access) else {
                throw UsageError(message: "--access must be internal or public, not '\(access)'")
            }
            options.access = level
        }
        if let observation = value("--observation") {
            guard let kind = GenerationOptions.Observation(rawValue: observation) else {
                throw UsageError(message: "--observation must be observation or combine, not '\(observation)'")
            }
            options.observation = kind
        }
        if let tests = value("--tests") {
            let names = GenerationOptions.TestFramework.allCases.map(\.rawValue)
            guard let framework = GenerationOptions.TestFramework(rawValue: tests) else {
                throw UsageError(
                    message: "--tests must be \(names.joined(separator: " or ")), not '\(tests)'"
                        + DidYouMean.clause(for: tests, among: names))
            }
            options.testFramework = framework
        }
        return options
    }

    /// `--style` values (repeatable, comma-separated, `all` = every built-in architecture style), in order, without repeats.
    func styles(default style: String) -> [String] {
        var names: [String] = []
        for value in all("--style").flatMap({ $0.split(separator: ",").map(String.init) }) {
            for name in value == "all" ? BuiltinStyles.architectures : [value] where !names.contains(name) {
                names.append(name)
            }
        }
        return names.isEmpty ? [style] : names
    }

    /// `--only source,test-support,test,scaffold`.
    func kinds() throws(UsageError) -> Set<FileKind>? {
        guard let list = value("--only") else { return nil }
        var kinds = Set<FileKind>()
        for word in list.split(separator: ",") {
            switch word {
            case "source": kinds.insert(.source)
            case "test-support": kinds.insert(.testSupport)
            case "test": kinds.insert(.test)
            case "scaffold": kinds.insert(.scaffold)
            default:
                throw UsageError(message: "unknown kind '\(word)' in --only (source, test-support, test, scaffold)")
            }
        }
        return kinds
    }
}
