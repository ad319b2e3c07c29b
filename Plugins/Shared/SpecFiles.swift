import Foundation
import PackagePlugin

/// The specs, the optional `screengen.yaml` and any custom style files among a target's files.
///
/// Decided from file names only: the plugin cannot parse YAML, and the commands it returns should not
/// change while a config is being edited (or is broken), only when files come and go.
///
/// This file is shared by both plugins through a symbolic link in each plugin's folder: a plugin
/// target cannot depend on a library target, and a link keeps one copy of the rules.
struct SpecFiles {
    /// The config file's name without extension (`screengen.yaml` or `screengen.yml`).
    static let configName = "screengen"
    /// A custom style's manifest (`Styles/<style>/style.yaml`), which is not a spec.
    static let styleManifestName = "style"

    /// Every `*.yaml` / `*.yml` file except the config and style manifests, sorted by path so commands
    /// come out in a stable order.
    var specs: [URL] = []
    var config: URL?
    /// Style manifests and `.mustache` templates in the target: a custom style (`templates:` in the config)
    /// kept there. They are inputs of every command, so editing a template regenerates.
    var styleFiles: [URL] = []

    /// The specs among `files`: the YAML files a target holds that SwiftPM has no rule for (a file the
    /// package declares as a resource is not a spec).
    init(in files: FileList) {
        self.init(in: files.filter { $0.type == .unknown }.map(\.url))
    }

    init(in files: [URL]) {
        for url in files {
            let name = url.deletingPathExtension().lastPathComponent
            if url.pathExtension == "mustache" {
                styleFiles.append(url)
            } else if ["yaml", "yml"].contains(url.pathExtension) {
                if name == Self.configName {
                    config = url
                } else if name == Self.styleManifestName {
                    styleFiles.append(url)
                } else {
                    specs.append(url)
                }
            }
        }
        specs.sort { $0.path < $1.path }
        styleFiles.sort { $0.path < $1.path }
    }

    /// The spec's file name without extension: what generated files are named after.
    static func baseName(of spec: URL) -> String {
        spec.deletingPathExtension().lastPathComponent
    }

    /// Two specs of one target with the same base name would produce the same output file.
    func sameNamedSpecs() -> [(URL, URL)] {
        var seen: [String: URL] = [:]
        var clashes: [(URL, URL)] = []
        for spec in specs {
            let name = Self.baseName(of: spec)
            if let earlier = seen[name] { clashes.append((earlier, spec)) } else { seen[name] = spec }
        }
        return clashes
    }
}
