import Diagnostics
import Mustache
import ScreenSpec

/// Renders a validated spec with a style: one file per manifest output and item.
///
/// Rendering is strict (an unknown key is an error at the template's line and column) and does not
/// escape HTML. The result is sorted by kind and path, so the same input gives the same files in
/// the same order, byte for byte.
public enum Generator {
    public static func render(
        spec: Spec, style: Style, options: GenerationOptions = GenerationOptions()
    ) throws(DiagnosticError) -> [GeneratedFile] {
        try renderEach(spec: spec, styles: [style], options: options)[0].get()
    }

    /// Renders an already built context (tests use it to render a modified context).
    public static func render(context: Value, style: Style) throws(DiagnosticError) -> [GeneratedFile] {
        let library = try partials(of: style)
        var files: [GeneratedFile] = []
        var problems: [Diagnostic] = []
        var seen: [String: String] = [:]
        for output in style.outputs {
            let origin = "\(output.style)/\(output.template)"
            do {
                let template = try Template(style.templates[output.template] ?? "", name: origin)
                let pathTemplate = try Template(output.path, name: "\(output.style)/style.yaml (path)")
                for item in items(for: output.each, in: context) {
                    let path = try pathTemplate.render(item, library: library, options: .generator)
                    let contents = try template.render(item, library: library, options: .generator)
                    if output.each == .module && contents.allSatisfy(\.isWhitespace) { continue }
                    let key = "\(output.kind.rawValue):\(path)"
                    if let other = seen[key] {
                        problems.append(
                            .error(
                                "\(origin) and \(other) both render \(output.kind.rawValue) file \(path)", file: origin)
                        )
                        continue
                    }
                    seen[key] = origin
                    files.append(
                        GeneratedFile(
                            path: path, contents: contents, kind: output.kind, origin: origin,
                            isPerModule: output.each == .module))
                }
            } catch {
                problems.append(error)
            }
        }
        if !problems.isEmpty { throw DiagnosticError(problems) }
        return files.sorted { ($0.kind, $0.path) < ($1.kind, $1.path) }
    }

    /// Every `.mustache` file of the style and its includes, as a partial named by its file name
    /// without `.mustache` (`header.mustache` is `{{>header}}`).
    static func partials(of style: Style) throws(DiagnosticError) -> TemplateLibrary {
        var library = TemplateLibrary()
        var problems: [Diagnostic] = []
        for file in style.templates.keys.sorted() where file.hasSuffix(".mustache") {
            let name = String(file.dropLast(".mustache".count))
            do {
                try library.add(Template(style.templates[file]!, name: name))
            } catch {
                problems.append(error)
            }
        }
        if !problems.isEmpty { throw DiagnosticError(problems) }
        return library
    }

    /// `partials(of:)`, each parsed when a template first includes it: for a style known to compile
    /// (`ScreenReuse.templatesParse`).
    static func partialsParsedOnFirstUse(of style: Style) -> TemplateLibrary {
        var library = TemplateLibrary()
        for file in style.templates.keys where file.hasSuffix(".mustache") {
            library.addUnparsed(name: String(file.dropLast(".mustache".count)), source: style.templates[file]!)
        }
        return library
    }

    /// The contexts an output renders with: the root, plus `screen` / `dependency` / `model` per item.
    static func items(for each: StyleOutput.Each, in context: Value) -> [Value] {
        guard case .object(let root) = context else { return [context] }
        let (listKey, itemKey): (String, String)
        switch each {
        case .spec, .module: return [context]
        case .screen: (listKey, itemKey) = ("screens", "screen")
        case .dependency: (listKey, itemKey) = ("dependencies", "dependency")
        case .model: (listKey, itemKey) = ("models", "model")
        case .sharedStore: (listKey, itemKey) = ("sharedStores", "sharedStore")
        }
        guard case .array(let list)? = root[listKey] else { return [] }
        return list.map { item in
            var object = root
            object[itemKey] = item
            return .object(object)
        }
    }
}
