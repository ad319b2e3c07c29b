import Diagnostics
import Foundation
import ScreenGen

/// `generate templates list|cat|eject`: see and copy the built-in styles.
enum TemplatesCommand: Command {
    static let name = "templates"
    static let abstract = "List, print or copy the built-in styles' templates"
    static let help = """
        USAGE: generate templates list [--templates DIR]
               generate templates cat STYLE/FILE [--templates DIR]
               generate templates eject DIR

        list   every style and its files (built-in, and from --templates DIR)
        cat    print one file, e.g. 'generate templates cat mvvm/style.yaml'
        eject  copy the built-in styles into DIR (an existing file is never overwritten), to start a
               custom style: then pass '--templates DIR' to generate

        """

    static func run(_ arguments: [String]) async throws(ParsedArguments.UsageError) -> ExitStatus {
        let parsed = try ParsedArguments(arguments, valued: ["--templates"], flags: [])
        guard let action = parsed.positionals.first else { throw .init(message: "templates needs list, cat or eject") }
        let files: [String: String]
        do { files = try TemplateFiles.all(extraDirectory: parsed.value("--templates")) } catch {
            Console.report(error.diagnostics)
            return .failure
        }
        switch action {
        case "list":
            var lastStyle = ""
            for path in files.keys.sorted() {
                let style = String(path.prefix { $0 != "/" })
                if style != lastStyle {
                    Console.out("\(style)\n")
                    lastStyle = style
                }
                Console.out("  \(path)\n")
            }
            return .success
        case "cat":
            guard parsed.positionals.count == 2 else { throw .init(message: "templates cat needs STYLE/FILE") }
            let path = parsed.positionals[1]
            guard let text = files[path] else {
                Console.report([
                    .error("no template '\(path)'\(DidYouMean.clause(for: path, among: files.keys.sorted()))")
                ])
                return .failure
            }
            Console.out(text)
            return .success
        case "eject":
            guard parsed.positionals.count == 2 else { throw .init(message: "templates eject needs a folder") }
            let root = parsed.positionals[1]
            var written = 0
            for (path, text) in BuiltinStyles.files.sorted(by: { $0.key < $1.key }) {
                let target = root + "/" + path
                if FileManager.default.fileExists(atPath: target) {
                    Console.err("kept \(target) (exists)\n")
                    continue
                }
                do {
                    try FileManager.default.createDirectory(
                        atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                    try Data(text.utf8).write(to: URL(fileURLWithPath: target), options: .atomic)
                    written += 1
                } catch {
                    Console.report([.error("cannot write '\(target)': \(error.localizedDescription)")])
                    return .failure
                }
            }
            Console.err("wrote \(written) file(s) to \(root)\n")
            return .success
        default:
            throw .init(message: "unknown templates action '\(action)' (list, cat, eject)")
        }
    }
}
