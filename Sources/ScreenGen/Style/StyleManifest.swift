import Diagnostics
import ScreenSpec
import YAML

/// The parsed `style.yaml` of one style folder, before includes are resolved.
///
/// ```yaml
/// include: [shared]
/// outputs:
///   - template: ViewModel.swift.mustache
///     path: "{{screen.viewModelName}}.swift"
///     each: screen          # spec | screen | dependency | model | module
///     kind: source          # source | testSupport | test | scaffold
/// produces:                 # the names the templates declare, for the clash checks
///   screen: ["{{screen.viewModelName}}"]
/// ```
struct StyleManifest {
    var includes: [Located<String>]
    var outputs: [StyleOutput]
    var produces: [ProducedPattern]

    static func parse(_ text: String, file: String, style: String) throws(DiagnosticError) -> StyleManifest {
        let root: Node?
        do {
            root = try YAMLLoader.load(text, file: file)
        } catch {
            throw DiagnosticError([error.inFile(file)])
        }
        var problems: [Diagnostic] = []
        func problem(_ message: String, at mark: Mark, hint: String? = nil) {
            problems.append(.error(message, file: file, at: mark, hint: hint))
        }
        guard let root, let pairs = root.mapping else {
            throw DiagnosticError([
                .error("a style manifest must be a mapping with `outputs`", file: file, at: root?.mark)
            ])
        }
        var includes: [Located<String>] = []
        var outputs: [StyleOutput] = []
        var produces: [ProducedPattern] = []
        for pair in pairs {
            switch pair.key.text {
            case "include":
                if let text = pair.value.text, !pair.value.isNull {
                    includes.append(Located(text, at: pair.value.mark))
                } else if let items = pair.value.sequence {
                    for item in items {
                        if let text = item.text {
                            includes.append(Located(text, at: item.mark))
                        } else {
                            problem("`include` lists style names", at: item.mark)
                        }
                    }
                } else {
                    problem("`include` is a style name or a list of them", at: pair.value.mark)
                }
            case "outputs":
                guard let items = pair.value.sequence else {
                    problem("`outputs` is a list", at: pair.value.mark)
                    continue
                }
                for item in items {
                    if let output = parseOutput(item, style: style, report: problem) { outputs.append(output) }
                }
            case "produces":
                produces += parseProduces(pair.value, style: style, file: file, report: problem)
            case "doc", "description":
                continue
            default:
                let key = pair.key.text ?? "?"
                let suggestion = DidYouMean.suggestion(for: key, among: ["include", "outputs", "produces", "doc"])
                problem(
                    "unknown key `\(key)` in a style manifest", at: pair.key.mark,
                    hint: suggestion.map { "did you mean `\($0)`?" })
            }
        }
        if !problems.isEmpty { throw DiagnosticError(problems) }
        return StyleManifest(includes: includes, outputs: outputs, produces: produces)
    }

    /// `produces: { screen: ["{{screen.viewModelName}}"], method: [...] }`: patterns per scope.
    private static func parseProduces(
        _ node: Node, style: String, file: String, report: (String, Mark, String?) -> Void
    ) -> [ProducedPattern] {
        let scopes = ProducedPattern.Scope.allCases.map(\.rawValue)
        guard let pairs = node.mapping else {
            report("`produces` maps \(scopes.joined(separator: ", ")) to lists of name patterns", node.mark, nil)
            return []
        }
        var result: [ProducedPattern] = []
        for pair in pairs {
            let key = pair.key.text ?? "?"
            guard let scope = ProducedPattern.Scope(rawValue: key) else {
                let suggestion = DidYouMean.suggestion(for: key, among: scopes)
                report(
                    "unknown scope `\(key)` in `produces` (scopes: \(scopes.joined(separator: ", ")))", pair.key.mark,
                    suggestion.map { "did you mean `\($0)`?" })
                continue
            }
            let items = pair.value.sequence ?? [pair.value]
            for item in items {
                guard let text = item.text, !item.isNull else {
                    report("`produces.\(key)` lists name patterns (`\"{{screen.name}}Store\"`)", item.mark, nil)
                    continue
                }
                result.append(
                    ProducedPattern(scope: scope, pattern: text, style: style, manifestFile: file, mark: item.mark))
            }
        }
        return result
    }

    private static func parseOutput(
        _ node: Node, style: String, report: (String, Mark, String?) -> Void
    ) -> StyleOutput? {
        guard let pairs = node.mapping else {
            report("an output is a mapping with `template`, `path`, `each` and `kind`", node.mark, nil)
            return nil
        }
        var fields: [String: Node] = [:]
        for pair in pairs {
            let key = pair.key.text ?? "?"
            let known = ["template", "path", "each", "kind"]
            if !known.contains(key) {
                let suggestion = DidYouMean.suggestion(for: key, among: known)
                report("unknown key `\(key)` in an output", pair.key.mark, suggestion.map { "did you mean `\($0)`?" })
            }
            fields[key] = pair.value
        }
        var missing = false
        for key in ["template", "path", "each", "kind"] where fields[key]?.text == nil {
            report("an output needs `\(key)`", node.mark, nil)
            missing = true
        }
        if missing { return nil }
        let eachNode = fields["each"]!
        let kindNode = fields["kind"]!
        guard let each = StyleOutput.Each(rawValue: eachNode.text!) else {
            report(
                "`each` is one of \(StyleOutput.Each.allCases.map(\.rawValue).joined(separator: ", "))", eachNode.mark,
                nil)
            return nil
        }
        guard let kind = FileKind(rawValue: kindNode.text!) else {
            report("`kind` is one of \(FileKind.allCases.map(\.rawValue).joined(separator: ", "))", kindNode.mark, nil)
            return nil
        }
        return StyleOutput(
            template: fields["template"]!.text!, path: fields["path"]!.text!, each: each, kind: kind, style: style,
            mark: node.mark)
    }
}
