import Foundation

/// Files a target's `screengen.yaml` makes the generated code depend on besides itself: the templates
/// of a `templates:` folder. They are declared as inputs, so editing a custom template regenerates.
///
/// The plugin cannot load YAML (plugins link nothing but PackagePlugin), so it reads the one top-level
/// `templates: <folder>` line; anything else in the config is the generator's to check.
enum ConfigInputs {
    static func files(config: URL?) -> [URL] {
        guard let root = templatesRoot(config: config) else { return [] }
        var files: [URL] = []
        let walker = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        while let url = walker?.nextObject() as? URL {
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The `templates:` folder of a config, resolved against the config's folder.
    static func templatesRoot(config: URL?) -> URL? {
        guard let config, let text = try? String(contentsOf: config, encoding: .utf8),
            let folder = templatesFolder(in: text)
        else { return nil }
        let root =
            folder.hasPrefix("/")
            ? URL(fileURLWithPath: folder) : config.deletingLastPathComponent().appending(path: folder)
        return root.standardizedFileURL
    }

    /// The value of a top-level `templates:` line, without quotes or a trailing comment.
    static func templatesFolder(in text: String) -> String? {
        for line in text.split(separator: "\n") where line.hasPrefix("templates:") {
            var value = line.dropFirst("templates:".count)
            if let comment = value.range(of: " #") { value = value[..<comment.lowerBound] }
            let folder = value.trimmingCharacters(in: CharacterSet(charactersIn: " \t\r\"'"))
            return folder.isEmpty ? nil : folder
        }
        return nil
    }
}
