import Diagnostics
import Foundation

/// The styles available to a run: the built-in ones (embedded in the binary), plus or replaced by
/// the style folders of a `--templates DIR` (each a `<style>/style.yaml` with its templates).
public enum StyleCatalog {
    /// Every style by name, includes resolved. Problems in manifests (syntax, unknown keys, a missing
    /// template, an unknown or circular include) are thrown together.
    public static func load(extraTemplatesDirectory: String? = nil) throws(DiagnosticError) -> [String: Style] {
        var folders = builtinFolders()
        if let directory = extraTemplatesDirectory {
            for (name, folder) in try userFolders(in: directory) { folders[name] = folder }
        }
        return try resolve(folders)
    }

    /// The built-in styles only.
    public static func builtin() throws(DiagnosticError) -> [String: Style] {
        try load(extraTemplatesDirectory: nil)
    }

    /// A style folder's files before resolution: file name -> text, and where they came from.
    struct Folder {
        var files: [String: String]
        /// `mvvm/style.yaml` for a built-in style, the manifest's path for a user style.
        var manifestPath: String
        /// The folder itself, for messages about missing templates.
        var location: String
    }

    static func builtinFolders() -> [String: Folder] {
        var folders: [String: Folder] = [:]
        for (path, text) in BuiltinTemplates.files {
            guard let slash = path.firstIndex(of: "/") else { continue }
            let style = String(path[..<slash])
            let file = String(path[path.index(after: slash)...])
            folders[
                style, default: Folder(files: [:], manifestPath: "\(style)/style.yaml", location: "Templates/\(style)")
            ]
            .files[file] = text
        }
        return folders.filter { $0.value.files["style.yaml"] != nil }
    }

    static func userFolders(in directory: String) throws(DiagnosticError) -> [String: Folder] {
        let manager = FileManager.default
        let root = URL(fileURLWithPath: directory)
        let names: [String]
        do {
            names = try manager.contentsOfDirectory(atPath: directory).sorted()
        } catch {
            throw DiagnosticError([.error("cannot read the templates folder \(directory)", file: directory)])
        }
        var folders: [String: Folder] = [:]
        for name in names where !name.hasPrefix(".") {
            let styleURL = root.appendingPathComponent(name)
            let manifest = styleURL.appendingPathComponent("style.yaml")
            guard manager.fileExists(atPath: manifest.path) else { continue }
            var files: [String: String] = [:]
            let walker = manager.enumerator(at: styleURL, includingPropertiesForKeys: [.isRegularFileKey])
            while let url = walker?.nextObject() as? URL {
                guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
                let relative = String(
                    url.standardizedFileURL.path.dropFirst(styleURL.standardizedFileURL.path.count + 1))
                if relative.hasPrefix(".") || relative.contains("/.") { continue }
                do {
                    files[relative] = try String(contentsOf: url, encoding: .utf8)
                } catch {
                    throw DiagnosticError([.error("cannot read \(url.path) as UTF-8 text", file: url.path)])
                }
            }
            folders[name] = Folder(files: files, manifestPath: manifest.path, location: styleURL.path)
        }
        return folders
    }

    static func resolve(_ folders: [String: Folder]) throws(DiagnosticError) -> [String: Style] {
        var manifests: [String: StyleManifest] = [:]
        var problems: [Diagnostic] = []
        for name in folders.keys.sorted() {
            let folder = folders[name]!
            do {
                manifests[name] = try StyleManifest.parse(
                    folder.files["style.yaml"]!, file: folder.manifestPath, style: name)
            } catch {
                problems += error.diagnostics
            }
        }
        var styles: [String: Style] = [:]
        for name in manifests.keys.sorted() {
            do {
                styles[name] = try resolveStyle(name, manifests: manifests, folders: folders, visiting: [])
            } catch {
                problems += error.diagnostics
            }
        }
        if !problems.isEmpty { throw DiagnosticError(problems) }
        return styles
    }

    private static func resolveStyle(
        _ name: String, manifests: [String: StyleManifest], folders: [String: Folder], visiting: [String]
    ) throws(DiagnosticError) -> Style {
        let manifest = manifests[name]!
        let folder = folders[name]!
        var outputs: [StyleOutput] = []
        var produces: [ProducedPattern] = []
        var templates: [String: String] = [:]
        var includes: [String] = []
        for include in manifest.includes {
            guard manifests[include.value] != nil else {
                let hint = DidYouMean.suggestion(for: include.value, among: manifests.keys.sorted()).map {
                    "did you mean `\($0)`?"
                }
                throw DiagnosticError([
                    .error(
                        "unknown style `\(include.value)` in `include`", file: folder.manifestPath, at: include.mark,
                        hint: hint)
                ])
            }
            guard !visiting.contains(include.value), include.value != name else {
                let cycle = (visiting + [name, include.value]).joined(separator: " -> ")
                throw DiagnosticError([
                    .error("styles include each other: \(cycle)", file: folder.manifestPath, at: include.mark)
                ])
            }
            let included = try resolveStyle(
                include.value, manifests: manifests, folders: folders, visiting: visiting + [name])
            includes.append(include.value)
            outputs += included.outputs
            produces += included.produces
            templates.merge(included.templates) { _, new in new }
        }
        for (file, text) in folder.files where file != "style.yaml" { templates[file] = text }
        var problems: [Diagnostic] = []
        for output in manifest.outputs where templates[output.template] == nil {
            let hint = DidYouMean.suggestion(for: output.template, among: templates.keys.sorted()).map {
                "did you mean `\($0)`?"
            }
            problems.append(
                .error(
                    "no template `\(output.template)` in \(folder.location)", file: folder.manifestPath,
                    at: output.mark, hint: hint))
        }
        if !problems.isEmpty { throw DiagnosticError(problems) }
        outputs += manifest.outputs
        produces += manifest.produces
        return Style(
            name: name, includes: includes, outputs: outputs, templates: templates, manifestFile: folder.manifestPath,
            produces: produces)
    }
}
