import Diagnostics

/// A command's arguments, split into positionals, valued options and flags, checked against
/// what the command declares. Anything unexpected is a usage error (exit status 2).
struct ParsedArguments {
    var positionals: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []

    struct UsageError: Error {
        var message: String
    }

    /// - Parameters:
    ///   - valued: options that take a value (`--output DIR` or `--output=DIR`).
    ///   - flags: options without a value (`--dry-run`).
    init(_ arguments: some Sequence<String>, valued: Set<String>, flags allowedFlags: Set<String>) throws(UsageError) {
        var iterator = arguments.makeIterator()
        var onlyPositionals = false
        while let argument = iterator.next() {
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if valued.contains(name) {
                guard let value = inlineValue ?? iterator.next() else {
                    throw UsageError(message: "option '\(name)' needs a value")
                }
                values[name, default: []].append(value)
            } else if allowedFlags.contains(name), inlineValue == nil {
                flags.insert(name)
            } else {
                let hint = DidYouMean.clause(for: name, among: valued.union(allowedFlags).sorted())
                throw UsageError(message: "unknown option '\(name)'\(hint)")
            }
        }
    }

    func value(_ name: String) -> String? { values[name]?.last }
    func all(_ name: String) -> [String] { values[name] ?? [] }
    func has(_ flag: String) -> Bool { flags.contains(flag) }
}
