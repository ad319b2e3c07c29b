import Foundation
import PackagePlugin

/// The specs and the optional `screengen.yaml` among a target's files.
///
/// This file is shared by both plugins through a symbolic link in each plugin's folder: a plugin
/// target cannot depend on a library target, and a link keeps one copy of the rules.
struct SpecFiles {
    /// The config file's name without extension (`screengen.yaml` or `screengen.yml`).
    static let configName = "screengen"

    /// Every `*.yaml` / `*.yml` file except the config, sorted by path so commands come out in a stable order.
    var specs: [URL] = []
    var config: URL?

    /// The specs among `files`: the YAML files a target holds that SwiftPM has no rule for (a file the
    /// package declares as a resource is not a spec).
    init(in files: FileList) {
        self.init(in: files.filter { $0.type == .unknown }.map(\.url))
    }

    init(in files: [URL]) {
        for url in files where ["yaml", "yml"].contains(url.pathExtension) {
            if url.deletingPathExtension().lastPathComponent == Self.configName {
                config = url
            } else {
                specs.append(url)
            }
        }
        // A custom style's `style.yaml` is not a spec.
        if let templates = ConfigInputs.templatesRoot(config: config) {
            specs.removeAll { $0.standardizedFileURL.path.hasPrefix(templates.path + "/") }
        }
        specs.sort { $0.path < $1.path }
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
