import Foundation
import PackagePlugin

/// Embeds `Templates/` into the ScreenGen module at build time (see Sources/EmbedTemplates).
@main
struct EmbedTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let templates = context.package.directoryURL.appending(path: "Templates")
        var inputs: [URL] = []
        if let walker = FileManager.default.enumerator(at: templates, includingPropertiesForKeys: nil) {
            for case let url as URL in walker where !url.hasDirectoryPath { inputs.append(url) }
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "BuiltinTemplates.swift")
        return [
            .buildCommand(
                displayName: "Embedding ScreenGen templates",
                executable: try context.tool(named: "embed-templates").url,
                arguments: [templates.path, output.path],
                inputFiles: inputs.sorted { $0.path < $1.path },
                outputFiles: [output]
            )
        ]
    }
}
