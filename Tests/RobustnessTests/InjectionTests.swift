import Diagnostics
import Foundation
import ScreenGen
import ScreenSpec
import XCTest

/// Spec text never becomes code: for each way text could reach the generated Swift (issue 15), the
/// code of every built-in style is parsed by `swiftc -frontend -dump-parse` and must declare exactly
/// what the same spec declares with harmless text, with no parse error or warning — or the spec is
/// rejected with a located error. (docs/robustness.md lists the vectors with these tests.)
final class InjectionTests: XCTestCase {
    /// A code line a payload tries to add; no generated file may declare it.
    private static let payload = "public func pwned() {}"

    // MARK: Docs

    func test_docWithCarriageReturn_declaresNothingMore() throws {
        try assertNoInjection(doc: "An item.\r" + Self.payload)
    }

    func test_docWithCRLF_declaresNothingMore() throws {
        try assertNoInjection(doc: "An item.\r\n" + Self.payload)
    }

    func test_docWithUnicodeLineBreaks_declaresNothingMoreAndShowsNoHiddenCharacter() throws {
        for separator in ["\u{2028}", "\u{2029}", "\u{85}", "\u{0B}", "\u{0C}"] {
            try assertNoInjection(doc: "An item." + separator + Self.payload)
        }
    }

    /// NUL makes swiftc warn (an error with warnings as errors); direction overrides and zero-width
    /// characters disguise the text around them ("Trojan Source").
    func test_docWithNULAndDirectionControls_isWrittenVisibly() throws {
        try assertNoInjection(doc: "An\u{0} item\u{202E} with\u{2066} hidden\u{200B} characters\u{1B}.")
    }

    // MARK: Scenario names and skipIf

    func test_scenarioNameWithLineBreaks_declaresNothingMore() throws {
        for separator in ["\n", "\r", "\r\n", "\u{2028}"] {
            try assertNoInjection(scenario: "loads the items" + separator + Self.payload)
        }
    }

    /// `skipIf` is an expression (Swift in the code, by design) that the generated tests also quote in
    /// a comment: a multi-line string is fine code, and the comment must stay one line.
    func test_skipIfWithLineBreaks_staysOneCommentLine() throws {
        for separator in ["\n", "\r\n", "\r"] {
            let skip = "isLoading || \"\"\"" + separator + Self.payload + separator + "\"\"\".isEmpty"
            try assertNoInjection(
                skipIf: skip, baseline: Substitutions(skipIf: "isLoading || \"\(Self.payload)\".isEmpty"))
        }
    }

    // MARK: File name

    func test_specFileNameWithLineBreak_isRejected() {
        for file in ["specs/Shop\n\(Self.payload).yaml", "Shop\r.yaml", "Sh\u{202E}op.yaml"] {
            let result = SpecLoader.load(text: Self.specText(Substitutions()), file: file)
            XCTAssertNil(result.spec, file.debugDescription)
            XCTAssertEqual(result.errors.count, 1)
            XCTAssertTrue(
                result.errors.first?.message.hasPrefix("the spec's file name contains U+") ?? false,
                result.errors.first?.message ?? "")
        }
    }

    /// The header is a comment line whatever the path (a spec made without the loader, or a future one).
    func test_headerWithAnyPath_declaresNothingMore() throws {
        let hostile = try Self.generate(Substitutions(), file: "specs/Shop\r\n\(Self.payload)\r.yaml")
        let baseline = try Self.generate(Substitutions(), file: "specs/Shop  \(Self.payload) .yaml")
        try assertSameDeclarations(hostile, baseline, "file name")
    }

    // MARK: Names, module names, types

    func test_moduleOverrideIsCheckedLikeASpecModule() throws {
        let folder = try TemporaryFolder(self, name: "module")
        try folder.write("Shop.yaml", Self.specText(Substitutions()))
        for module in ["Shop\n\(Self.payload)", "Shop; \(Self.payload)", "Shop\u{200B}", "Sh\u{202E}op"] {
            var request = GenerationRequest(
                specPaths: [folder.file("Shop.yaml")], styles: ["mvvm"], output: folder.file("out"))
            request.moduleOverride = module
            let run = GenerationRun.prepare(request)
            let errors = run.diagnostics.filter { $0.severity == .error }
            XCTAssertEqual(errors.count, 1, module.debugDescription)
            XCTAssertTrue(errors.first?.message.hasPrefix("--module '") ?? false, errors.first?.message ?? "")
            XCTAssertFalse(
                errors.first?.message.unicodeScalars.contains { $0 == "\n" || $0 == "\u{202E}" } ?? true,
                "the message shows the hidden characters escaped")
            XCTAssertTrue(run.plan.isEmpty, "nothing is written")
        }
    }

    func test_specModuleAndNamesWithHiddenCharacters_areLocatedErrors() {
        let text = Self.specText(Substitutions()).replacingOccurrences(
            of: "module: Shop", with: "module: \"Shop\\u200B\""
        )
        .replacingOccurrences(of: "  ItemList:", with: "  \"ItemList\\u202E\":")
        let errors = SpecLoader.load(text: text, file: "Shop.yaml").errors
        XCTAssertEqual(errors.map(\.mark), [Mark(line: 2, column: 9), Mark(line: 15, column: 3)])
        XCTAssertTrue(errors.allSatisfy { $0.message.contains("an invisible or text-direction character") })
    }

    func test_aTypeWithCode_isALocatedError() {
        let text = Self.specText(Substitutions()).replacingOccurrences(
            of: "name: String", with: #"name: 'String = "x"; public static func pwned() {}; var more: Int'"#)
        let errors = SpecLoader.load(text: text, file: "Shop.yaml").errors
        XCTAssertEqual(errors.count, 1, errors.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(errors.first?.mark, Mark(line: 8, column: 21), "at the '='")
    }

    // MARK: - Helpers

    /// The spec's texts that vary between a vector and its baseline.
    private struct Substitutions {
        var doc = "An item."
        var scenario = "loads the items"
        var skipIf = "isLoading"
    }

    /// A spec whose docs, scenario name and `skipIf` are the given texts (written as YAML escapes).
    private static func specText(_ texts: Substitutions) -> String {
        let doc = yamlQuoted(texts.doc)
        return """
            screenspec: 1
            module: Shop
            models:
              Item:
                doc: \(doc)
                fields:
                  id: { type: UUID, doc: \(doc) }
                  name: String
            dependencies:
              ItemService:
                doc: \(doc)
                methods:
                  fetchItems: { returns: "[Item]", doc: \(doc) }
            screens:
              ItemList:
                doc: \(doc)
                dependencies: [ItemService]
                state:
                  items: { type: "[Item]", default: "[]", doc: \(doc) }
                  isLoading: { type: Bool, default: "false", doc: \(doc) }
                actions:
                  load:
                    doc: \(doc)
                    trigger: appear
                    call: ItemService.fetchItems
                    busy: isLoading
                    skipIf: \(yamlQuoted(texts.skipIf))
                    success: { items: $result }
                scenarios:
                  - name: \(yamlQuoted(texts.scenario))
                    stubs: { ItemService.fetchItems: "[]" }
                    when: load
                    then: { items: "[]" }

            """
    }

    /// A YAML double-quoted scalar holding exactly `text` (every non-printable character as an escape).
    private static func yamlQuoted(_ text: String) -> String {
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

    /// Every built-in style's files for the spec (scaffolds included).
    private static func generate(_ texts: Substitutions, file: String = "specs/Shop.yaml") throws -> [GeneratedFile] {
        let text = specText(texts)
        let result = SpecLoader.load(text: text, file: "specs/Shop.yaml")
        var spec = try XCTUnwrap(
            result.spec, DiagnosticRenderer(sources: ["specs/Shop.yaml": text]).render(result.diagnostics))
        spec.file = file
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

    private func assertNoInjection(
        doc: String? = nil, scenario: String? = nil, skipIf: String? = nil, baseline: Substitutions? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        var hostile = Substitutions()
        if let doc { hostile.doc = doc }
        if let scenario { hostile.scenario = scenario }
        if let skipIf { hostile.skipIf = skipIf }
        // By default the baseline is the same text with every line break a space: what a reader sees.
        var harmless = baseline ?? Substitutions()
        if baseline == nil {
            harmless.doc = Self.flattened(hostile.doc)
            harmless.scenario = Self.flattened(hostile.scenario)
        }
        let files = try Self.generate(hostile)
        try assertSameDeclarations(files, try Self.generate(harmless), hostile.doc, file: file, line: line)
        // Docs and names land in comments and names only: none of their hidden characters may show raw.
        if skipIf == nil {
            for generated in files {
                let hidden = generated.contents.unicodeScalars.first {
                    $0 != "\n" && SwiftIdentifier.isHiddenOrControl($0)
                }
                XCTAssertNil(
                    hidden, "\(generated.path) holds a raw \(hidden.map(SwiftIdentifier.describe) ?? "")",
                    file: file, line: line)
            }
        }
    }

    private static func flattened(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { SwiftIdentifier.isHiddenOrControl($0) ? " " : $0 }))
    }

    private func assertSameDeclarations(
        _ hostile: [GeneratedFile], _ baseline: [GeneratedFile], _ label: String, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let (declared, problems) = try declarations(in: hostile)
        let (expected, _) = try declarations(in: baseline)
        XCTAssertEqual(
            problems, "", "swiftc reports problems in the generated code (\(label.debugDescription))", file: file,
            line: line)
        XCTAssertFalse(
            declared.keys.contains { $0.contains("pwned") }, "a payload became a declaration", file: file, line: line)
        let extra = declared.filter { expected[$0.key, default: 0] < $0.value }
        let missing = expected.filter { declared[$0.key, default: 0] < $0.value }
        XCTAssertTrue(
            extra.isEmpty && missing.isEmpty, "declarations differ: extra \(extra), missing \(missing)", file: file,
            line: line)
        XCTAssertGreaterThan(declared.count, 20, "the parse found the generated declarations", file: file, line: line)
    }

    /// The declarations `swiftc -frontend -dump-parse` finds in the files (kind and name, counted), and
    /// what it printed on standard error (empty when the code parses without errors or warnings).
    private func declarations(in files: [GeneratedFile]) throws -> ([String: Int], String) {
        let folder = try TemporaryFolder(self, name: "parse")
        var arguments = ["-frontend", "-dump-parse"]
        for (index, generated) in files.enumerated() {
            let name = "f\(index).swift"
            try folder.write(name, generated.contents)
            arguments += ["-primary-file", folder.file(name)]
        }
        let (output, errors) = try Self.run(try Self.swiftc(), arguments)
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
        // swiftc ends each file's dump with a line break on standard error; anything else is a diagnostic.
        return (counts, errors.trimmingCharacters(in: .whitespacesAndNewlines))
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
