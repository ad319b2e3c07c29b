import FixtureSupport
import Foundation
import ScreenGen
import ScreenSpec
import XCTest

/// What the injection tests ask of generated code: parsed by `swiftc -frontend -dump-parse`, which
/// declarations it holds, whether swiftc complains, and whether a payload's name became code.
enum InjectionCheck {
    /// The name every payload tries to declare or call.
    static let payloadName = "pwned"

    struct Parse {
        /// Each declaration's kind and name, counted.
        var declarations: [String: Int]
        /// What swiftc printed on standard error (empty when the code parses without errors or warnings).
        var problems: String
        /// The dump's lines where the payload's name is a declaration or a reference (not text in a literal).
        var payloadCode: [String]
    }

    static func parse(_ files: [GeneratedFile], in test: XCTestCase) throws -> Parse {
        let folder = try TemporaryFolder(test, name: "parse")
        var arguments = ["-frontend", "-dump-parse"]
        for (index, generated) in files.enumerated() {
            let name = "f\(index).swift"
            try folder.write(name, generated.contents)
            arguments += ["-primary-file", folder.file(name)]
        }
        let (output, errors) = try run(try swiftc(), arguments)
        let declaration = try NSRegularExpression(
            pattern: #"^\s*\(([a-z_]+_decl|protocol|typealias)\b[^"\n]*(?:"([^"]*)")?"#, options: .anchorsMatchLines)
        var counts: [String: Int] = [:]
        let range = NSRange(output.startIndex..., in: output)
        for match in declaration.matches(in: output, range: range) {
            let kind = (output as NSString).substring(with: match.range(at: 1))
            let name =
                match.range(at: 2).location == NSNotFound
                ? "" : (output as NSString).substring(with: match.range(at: 2))
            counts[kind + " " + name, default: 0] += 1
        }
        // A literal's text (`value="…"` of a `string_literal_expr`) is where the payload belongs; any other
        // line naming it is a declaration or a reference.
        let payloadCode = output.split(separator: "\n").filter {
            $0.contains(payloadName) && !$0.contains("string_literal_expr")
        }.map(String.init)
        // swiftc ends each file's dump with a line break on standard error; anything else is a diagnostic.
        return Parse(
            declarations: counts, problems: errors.trimmingCharacters(in: .whitespacesAndNewlines),
            payloadCode: payloadCode)
    }

    /// Every built-in style's files for the spec (scaffolds included), each under its style's name.
    static func filesOfEveryStyle(_ spec: Spec) throws -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        for (name, style) in try StyleCatalog.builtin().sorted(by: { $0.key < $1.key }) {
            files += try Generator.render(spec: spec, style: style).map {
                var file = $0
                file.path = name + "/" + file.path
                return file
            }
        }
        return files
    }

    /// A YAML double-quoted scalar holding exactly `text` (every non-printable character as an escape).
    static func yamlQuoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case " "..."~": result.unicodeScalars.append(scalar)
            default: result += "\\U" + String(format: "%08X", scalar.value)
            }
        }
        return result + "\""
    }

    /// The text as a reader sees it: every line break and hidden character a space.
    static func flattened(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { SwiftIdentifier.isHiddenOrControl($0) ? " " : $0 }))
    }

    private static func swiftc() throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let candidates =
            path.split(separator: ":").map { $0 + "/swiftc" } + ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
        return try XCTUnwrap(candidates.first { FileManager.default.isExecutableFile(atPath: $0) }, "no swiftc on PATH")
    }

    private static func run(_ executable: String, _ arguments: [String]) throws -> (String, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Both pipes are drained at once: a full one would block the child.
        nonisolated(unsafe) var errorData = Data()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { errorData = errors.fileHandleForReading.readDataToEndOfFile() }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return (String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }
}
