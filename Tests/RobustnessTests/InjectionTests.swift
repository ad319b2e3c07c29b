import Diagnostics
import FixtureSupport
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
        let doc = InjectionCheck.yamlQuoted(texts.doc)
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
                    skipIf: \(InjectionCheck.yamlQuoted(texts.skipIf))
                    success: { items: $result }
                scenarios:
                  - name: \(InjectionCheck.yamlQuoted(texts.scenario))
                    stubs: { ItemService.fetchItems: "[]" }
                    when: load
                    then: { items: "[]" }

            """
    }

    /// Every built-in style's files for the spec (scaffolds included).
    private static func generate(_ texts: Substitutions, file: String = "specs/Shop.yaml") throws -> [GeneratedFile] {
        let text = specText(texts)
        let result = SpecLoader.load(text: text, file: "specs/Shop.yaml")
        var spec = try XCTUnwrap(
            result.spec, DiagnosticRenderer(sources: ["specs/Shop.yaml": text]).render(result.diagnostics))
        spec.file = file
        return try InjectionCheck.filesOfEveryStyle(spec)
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
            harmless.doc = InjectionCheck.flattened(hostile.doc)
            harmless.scenario = InjectionCheck.flattened(hostile.scenario)
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

    private func assertSameDeclarations(
        _ hostile: [GeneratedFile], _ baseline: [GeneratedFile], _ label: String, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let parsed = try InjectionCheck.parse(hostile, in: self)
        let (declared, problems) = (parsed.declarations, parsed.problems)
        let expected = try InjectionCheck.parse(baseline, in: self).declarations
        XCTAssertEqual(
            problems, "", "swiftc reports problems in the generated code (\(label.debugDescription))", file: file,
            line: line)
        XCTAssertEqual(parsed.payloadCode, [], "a payload became code", file: file, line: line)
        let extra = declared.filter { expected[$0.key, default: 0] < $0.value }
        let missing = expected.filter { declared[$0.key, default: 0] < $0.value }
        XCTAssertTrue(
            extra.isEmpty && missing.isEmpty, "declarations differ: extra \(extra), missing \(missing)", file: file,
            line: line)
        XCTAssertGreaterThan(declared.count, 20, "the parse found the generated declarations", file: file, line: line)
    }
}
