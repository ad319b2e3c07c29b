import Diagnostics
import Foundation
import Mustache

/// `generate render TEMPLATE --context FILE.json [--partials DIR]`: render one template, for template authors.
enum RenderCommand: Command {
    static let name = "render"
    static let abstract = "Render one Mustache template against a JSON context"
    static let help = """
        USAGE: generate render TEMPLATE --context FILE.json [--partials DIR] [--strict] [--no-escape]

        Prints the rendered text to stdout. Partials are the '*.mustache' files of DIR, by name without
        the extension (a file without that extension is also used under its full name).
        Errors point at the template's line and column.

        OPTIONS:
          --context FILE   JSON data (integers stay distinct from decimals)
          --partials DIR   folder of partial (and parent) templates
          --strict         an unknown key is an error (the generator's mode)
          --no-escape      do not HTML-escape {{name}} (the generator's mode)

        """

    static func run(_ arguments: [String]) async throws(ParsedArguments.UsageError) -> ExitStatus {
        let parsed = try ParsedArguments(
            arguments, valued: ["--context", "--partials"], flags: ["--strict", "--no-escape"])
        guard parsed.positionals.count == 1 else { throw .init(message: "render needs exactly one template file") }
        guard let contextPath = parsed.value("--context") else { throw .init(message: "missing '--context FILE.json'") }
        let templatePath = parsed.positionals[0]
        var sources: [String: String] = [:]
        do {
            let templateText = try read(templatePath)
            sources[templatePath] = templateText
            let context = try Value(json: try read(contextPath), file: contextPath)
            var library = TemplateLibrary()
            if let directory = parsed.value("--partials") {
                for (name, path) in partialFiles(in: directory) {
                    let text = try read(path)
                    sources[path] = text
                    try library.add(name: name, source: text)
                }
            }
            let template = try Template(templateText, name: templatePath)
            let options = RenderOptions(strict: parsed.has("--strict"), escapeHTML: !parsed.has("--no-escape"))
            Console.out(try library.render(template, context: context, options: options))
            return .success
        } catch {
            Console.report([error], sources: sources)
            return .failure
        }
    }

    private static func read(_ path: String) throws(Diagnostic) -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .error("cannot read file", file: path)
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Partial name -> path for every regular file in the folder.
    private static func partialFiles(in directory: String) -> [(String, String)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.sorted().compactMap { file in
            guard !file.hasPrefix(".") else { return nil }
            let name = file.hasSuffix(".mustache") ? String(file.dropLast(".mustache".count)) : file
            return (name, directory + "/" + file)
        }
    }
}
