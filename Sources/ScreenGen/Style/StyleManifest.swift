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

    /// The manifest's keys, read by the spec decoder's rules (`ScreenSpec.DocumentDecoder`).
    static let format = ObjectDescription(
        name: "StyleManifest", noun: "a style manifest", doc: "A style's outputs and the names they declare.",
        keys: [
            KeyDescription("doc", .text, doc: "What the style is."),
            KeyDescription("description", .text, doc: "The same as `doc`."),
            KeyDescription("include", .either([.text, .list(.text)]), doc: "Styles whose outputs come first."),
            KeyDescription("outputs", .list(.object(outputFormat)), doc: "The files the style renders."),
            KeyDescription("produces", .object(producesFormat), doc: "The names its templates declare."),
        ])

    static let outputFormat = ObjectDescription(
        name: "StyleOutput", noun: "an output", doc: "Render `template` once per `each`, to `path`.",
        keys: [
            KeyDescription("template", .text, required: true, doc: "A template file of the style or an include."),
            KeyDescription("path", .text, required: true, doc: "A Mustache template for the output path."),
            KeyDescription(
                "each", .choice(StyleOutput.Each.allCases.map(\.rawValue)), required: true,
                doc: "What the output is rendered for."),
            KeyDescription(
                "kind", .choice(FileKind.allCases.map(\.rawValue)), required: true, doc: "Which output root."),
        ])

    static let producesFormat = ObjectDescription(
        name: "Produces", noun: "`produces`", doc: "Name patterns per scope.",
        keys: ProducedPattern.Scope.allCases.map {
            KeyDescription($0.rawValue, .either([.text, .list(.text)]), doc: "Names declared per \($0.rawValue).")
        })

    static func parse(_ text: String, file: String, style: String) throws(DiagnosticError) -> StyleManifest {
        let root: Node?
        do {
            root = try YAMLLoader.load(text, file: file)
        } catch {
            throw DiagnosticError([error.inFile(file)])
        }
        guard let root, !root.isNull else {
            throw DiagnosticError([.error("a style manifest must be a mapping with `outputs`", file: file)])
        }
        var decoder = DocumentDecoder(file: file)
        var manifest = StyleManifest(includes: [], outputs: [], produces: [])
        if let fields = decoder.fields(root, format) {
            manifest.includes = decoder.texts(fields["include"])
            for item in decoder.items(fields["outputs"], .object(outputFormat)) {
                if let output = parseOutput(item, style: style, decoder: &decoder) { manifest.outputs.append(output) }
            }
            if let produces = fields["produces"], let scopes = decoder.fields(produces, producesFormat) {
                for scope in ProducedPattern.Scope.allCases {
                    for pattern in decoder.texts(scopes[scope.rawValue]) {
                        manifest.produces.append(
                            ProducedPattern(
                                scope: scope, pattern: pattern.value, style: style, manifestFile: file,
                                mark: pattern.mark))
                    }
                }
            }
        }
        if !decoder.diagnostics.isEmpty { throw DiagnosticError(decoder.diagnostics) }
        return manifest
    }

    private static func parseOutput(_ node: Node, style: String, decoder: inout DocumentDecoder) -> StyleOutput? {
        guard let fields = decoder.fields(node, outputFormat) else { return nil }
        let template = decoder.text(fields["template"])
        let path = decoder.text(fields["path"])
        let each = decoder.choice(fields["each"], key: "each", allowed: outputFormat.allowed("each"))
        let kind = decoder.choice(fields["kind"], key: "kind", allowed: outputFormat.allowed("kind"))
        guard let template, let path, let each, let kind else { return nil }
        return StyleOutput(
            template: template.value, path: path.value, each: StyleOutput.Each(rawValue: each.value)!,
            kind: FileKind(rawValue: kind.value)!, style: style, mark: node.mark)
    }
}
