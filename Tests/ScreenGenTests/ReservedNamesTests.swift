import XCTest

@testable import ScreenGen
@testable import ScreenSpec

/// The validator refuses spec names that would hide a type the generated code uses
/// (`GeneratedCodeNames`); that list is written by hand, so this test reads the built-in templates
/// and fails when their code names a type the list does not know.
final class ReservedNamesTests: XCTestCase {
    /// Capitalised words in template code that are not module-level types a declaration could hide:
    /// parts of generated names, nested or generic names, module names inside `#if`, XCTest's functions,
    /// a scaffold's `private` helper (`StoreHost`).
    private let notHideable: Set<String> = [
        "ActionsTests", "EnvironmentTests", "OverrideKey", "Tests", "InTheEnvironment", "Phase", "Value", "Self",
        "Store", "StoreTests", "Transport", "Content", "Destination", "StoreHost", "Call", "Policy", "Saved", "Instant",
        "Sleeper", "Waiter", "Began",
        // Written `_Concurrency.Clock`, so a spec's `Clock` (a common dependency name) does not hide it.
        "Clock",
        "DeveloperToolsSupport", "Preview", "XCTAssertEqual", "XCTAssertFalse", "XCTAssertNil", "XCTAssertNotEqual",
        "XCTAssertNotNil", "XCTAssertTrue", "XCTFail", "XCTAssertThrowsError", "XCTUnwrap",
        // Swift Testing: macros, which a type of the same name does not hide, and types written `Testing.Issue`.
        "Suite", "Test", "Issue", "Comment", "SourceLocation",
    ]

    func testEveryTypeTheTemplatesNameIsReservedOrStandard() {
        var unknown: Set<String> = []
        for (path, text) in BuiltinTemplates.files where path.hasSuffix(".mustache") {
            for name in Self.capitalisedCodeWords(in: text) where !isKnown(name) {
                unknown.insert("\(name) (\(path))")
            }
        }
        XCTAssertEqual(unknown.sorted(), [], "add these to GeneratedCodeNames.used (or to notHideable here)")
    }

    private func isKnown(_ name: String) -> Bool {
        GeneratedCodeNames.used[name] != nil || KnownTypes.names.contains(name) || notHideable.contains(name)
            || declaredByTheStyles.contains(name)
    }

    /// The fixed names the built-in styles declare in their manifests' `produces` (`MissingDependencyError`):
    /// the style clash checks compare them with the spec's names.
    private let declaredByTheStyles: Set<String> = {
        let styles = (try? StyleCatalog.builtin()) ?? [:]
        return Set(styles.values.flatMap(\.produces).map(\.pattern).filter { !$0.contains("{{") })
    }()

    func testTheWordScanSkipsTagsStringsAndComments_soANewFrameworkTypeWouldBeCaught() {
        let words = Self.capitalisedCodeWords(
            in: "Form { Text(\"Hello World\") } {{#Screen}}{{Name}}{{/Screen}} // Comment\n * Doc\n"
                + "{{! A Mustache\n Comment }}")
        XCTAssertEqual(words, ["Form", "Text"])
        // Not reserved: a template that started using it would fail the test above until it is added.
        XCTAssertNil(GeneratedCodeNames.used["Form"])
    }

    func testNoScreenNameGeneratesASwiftUIView() {
        for view in GeneratedCodeNames.swiftUIViews {
            let screen = String(view.dropLast("View".count))
            XCTAssertNotEqual(ScreenTypeNames(screen: screen).view, view)
        }
        XCTAssertEqual(ScreenTypeNames(screen: "ItemList").view, "ItemListView")
    }

    /// Words starting with a capital in a template's code: tags, string literals and comments removed.
    static func capitalisedCodeWords(in template: String) -> Set<String> {
        var words: Set<String> = []
        // Mustache comments may span lines: remove them whole first.
        var template = template
        while let open = template.range(of: "{{!"),
            let close = template.range(of: "}}", range: open.upperBound..<template.endIndex)
        {
            template.replaceSubrange(open.lowerBound..<close.upperBound, with: " ")
        }
        for rawLine in template.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = String(rawLine)
            while let open = line.range(of: "{{"),
                let close = line.range(of: "}}", range: open.upperBound..<line.endIndex)
            {
                line.replaceSubrange(open.lowerBound..<close.upperBound, with: " ")
            }
            if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]) }
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("*") { continue }
            let code = line.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
            var word = ""
            for character in code + " " {
                if character.isLetter || character.isNumber || character == "_" {
                    word.append(character)
                    continue
                }
                if let first = word.first, first.isUppercase { words.insert(word) }
                word = ""
            }
        }
        return words
    }
}
