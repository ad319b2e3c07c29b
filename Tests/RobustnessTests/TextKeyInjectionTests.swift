import Foundation
import ScreenGen
import ScreenSpec
import XCTest

/// Spec text never becomes code, for every free-text key of the format at once: the keys are read
/// from `SpecFormat` (so a text key added later is covered, or this test fails until it is), each gets
/// a hostile text in turn — quotes, backslashes, an interpolation, comment delimiters, line breaks of
/// every kind, direction overrides — and the code of every built-in style must parse to the same
/// declarations as with the same text made harmless, with the payload never an expression. A text the
/// format reads as a value (a duration) must be refused instead, with a located error.
final class TextKeyInjectionTests: XCTestCase {
    /// Quotes, `\`, `\(…)`, a raw-string delimiter, comment delimiters and line breaks around a
    /// declaration, with direction overrides and a NUL: what could end a literal, a comment or a line.
    static let hostile =
        "Say \"hi\" \\ \\(pwned()) \"#; */ /* \r\n public func pwned() {} \u{2028} func pwned2() {}\u{0}\u{202E} end"

    /// Each text key of the format, as a path of key names (`*` for a name the author chooses or an
    /// element of a list), and the harmless text the spec below has there.
    static let harmlessTexts: [String: String] = [
        "models.*.doc": "An item.",
        "models.*.fields.*.doc": "The item's name.",
        "dependencies.*.doc": "Loads items.",
        "dependencies.*.methods.*.doc": "Fetches every item.",
        "shared.*.doc": "The basket.",
        "shared.*.state.*.doc": "How many items are in the basket.",
        "screens.*.doc": "The items.",
        "screens.*.state.*.doc": "The items shown.",
        "screens.*.derived.*.doc": "Whether there are none.",
        "screens.*.actions.*.doc": "Loads the items.",
        "screens.*.actions.*.trigger.debounce": "300ms",
        "screens.*.actions.*.trigger.every": "1s",
        "screens.*.actions.*.confirm.title": "Delete it?",
        "screens.*.actions.*.confirm.message": "This cannot be undone.",
        "screens.*.actions.*.confirm.button": "Delete",
        "screens.*.alerts.*.title": "Something went wrong",
        "screens.*.alerts.*.message": "Try again later.",
        "screens.*.alerts.*.buttons.*.title": "Reload",
        "screens.*.scenarios.*.name": "loads the items",
    ]

    /// Keys whose text is read as a value, not shown: a hostile text there must be refused.
    static let valueKeys: Set<String> = [
        "screens.*.actions.*.trigger.debounce", "screens.*.actions.*.trigger.every",
    ]

    func test_everyTextKeyOfTheFormat_isInTheSpecUnderTest() {
        XCTAssertEqual(
            Set(Self.textKeyPaths(in: .object(SpecFormat.root))), Set(Self.harmlessTexts.keys),
            "a text key of SpecFormat is missing from this test's spec, or the test names one that is gone")
        for path in Self.harmlessTexts.keys {
            XCTAssertTrue(Self.specTemplate.contains(Self.marker(path)), "the spec has no \(path)")
        }
    }

    func test_hostileTextInAnyTextKey_declaresNothingMoreOrIsALocatedError() throws {
        // The baseline has the hostile text made harmless in every shown key at once: declarations do
        // not depend on which key holds it, except through names made from it (a scenario's test).
        var baselineTexts = Self.harmlessTexts
        for path in Self.harmlessTexts.keys where !Self.valueKeys.contains(path) {
            baselineTexts[path] = InjectionCheck.flattened(Self.hostile)
        }
        let baselineFiles = try Self.generate(Self.spec(baselineTexts))
        let baseline = try InjectionCheck.parse(baselineFiles, in: self)
        XCTAssertEqual(baseline.problems, "", "the spec with the flattened texts parses cleanly")
        XCTAssertGreaterThan(baseline.declarations.count, 40, "the parse found the declarations")
        let baselineByPath = Dictionary(uniqueKeysWithValues: baselineFiles.map { ($0.path, $0) })
        for path in Self.harmlessTexts.keys.sorted() {
            var texts = baselineTexts
            texts[path] = Self.hostile
            let text = Self.spec(texts)
            let result = SpecLoader.load(text: text, file: "specs/Shop.yaml")
            if Self.valueKeys.contains(path) {
                XCTAssertNil(result.spec, path)
                let quoted = InjectionCheck.yamlQuoted(Self.hostile)
                let line = text.split(separator: "\n", omittingEmptySubsequences: false)
                    .firstIndex { $0.contains(quoted) }.map { $0 + 1 }
                XCTAssertEqual(result.errors.first?.mark?.line, line, "\(path): the error points at the text")
                continue
            }
            let spec = try XCTUnwrap(result.spec, "\(path): \(result.errors.map(\.message))")
            let files = try InjectionCheck.filesOfEveryStyle(spec)
            XCTAssertEqual(files.map(\.path), baselineFiles.map(\.path), "\(path): the same files")
            // Only the files the text changed are parsed again: the others are the baseline's bytes.
            let changed = files.filter { baselineByPath[$0.path]?.contents != $0.contents }
            XCTAssertFalse(changed.isEmpty, "\(path): the text reaches the generated code")
            let parsed = try InjectionCheck.parse(changed, in: self)
            let expected = try InjectionCheck.parse(changed.compactMap { baselineByPath[$0.path] }, in: self)
            XCTAssertEqual(parsed.problems, "", "\(path): swiftc reports problems in the generated code")
            XCTAssertEqual(parsed.payloadCode, [], "\(path): the payload became code")
            XCTAssertEqual(parsed.declarations, expected.declarations, "\(path): the declarations differ")
            for generated in changed {
                let hidden = generated.contents.unicodeScalars.first {
                    $0 != "\n" && SwiftIdentifier.isHiddenOrControl($0)
                }
                XCTAssertNil(
                    hidden, "\(path): \(generated.path) holds a raw \(hidden.map(SwiftIdentifier.describe) ?? "")")
            }
        }
    }

    // MARK: - The spec

    /// Every text key of the format once, each a marker the test replaces with a YAML-quoted text.
    static let specTemplate = """
        screenspec: 1
        module: Shop
        models:
          Item:
            doc: <models.*.doc>
            fields:
              id: UUID
              name: { type: String, doc: <models.*.fields.*.doc> }
        dependencies:
          ItemService:
            doc: <dependencies.*.doc>
            methods:
              fetchItems: { returns: "[Item]", doc: <dependencies.*.methods.*.doc> }
              search: { params: { query: String }, returns: "[Item]" }
              deleteAll: {}
        shared:
          Basket:
            doc: <shared.*.doc>
            state:
              count: { type: Int, default: "0", doc: <shared.*.state.*.doc> }
        screens:
          ItemList:
            doc: <screens.*.doc>
            dependencies: [ItemService]
            shared: [Basket]
            state:
              items: { type: "[Item]", default: "[]", doc: <screens.*.state.*.doc> }
              query: { type: String, default: '""', bindable: true }
              isLive: { type: Bool, default: "false" }
              ticks: { type: Int, default: "0" }
              errorMessage: String?
            derived:
              isEmpty: { type: Bool, value: items.isEmpty, doc: <screens.*.derived.*.doc> }
            actions:
              load:
                doc: <screens.*.actions.*.doc>
                trigger: appear
                call: ItemService.fetchItems
                success: { items: $result }
                failure: { errorMessage: $message }
              search:
                trigger: { change: query, debounce: <screens.*.actions.*.trigger.debounce> }
                call: ItemService.search
                with: { query: query }
                success: { items: $result }
              tick:
                trigger: { every: <screens.*.actions.*.trigger.every>, while: isLive }
                set: { ticks: "ticks + 1" }
              deleteAll:
                trigger: tap
                confirm:
                  title: <screens.*.actions.*.confirm.title>
                  message: <screens.*.actions.*.confirm.message>
                  button: <screens.*.actions.*.confirm.button>
                  role: destructive
                call: ItemService.deleteAll
                success: { items: "[]", count: "0" }
            alerts:
              failed:
                when: errorMessage
                title: <screens.*.alerts.*.title>
                message: <screens.*.alerts.*.message>
                buttons:
                  - { title: <screens.*.alerts.*.buttons.*.title>, action: load }
            scenarios:
              - name: <screens.*.scenarios.*.name>
                stubs: { ItemService.fetchItems: "[]" }
                when: load
                then: { items: "[]" }

        """

    static func marker(_ path: String) -> String { "<\(path)>" }

    static func spec(_ texts: [String: String]) -> String {
        var text = specTemplate
        for (path, value) in texts {
            text = text.replacingOccurrences(of: marker(path), with: InjectionCheck.yamlQuoted(value))
        }
        return text
    }

    static func generate(_ text: String) throws -> [GeneratedFile] {
        let result = SpecLoader.load(text: text, file: "specs/Shop.yaml")
        return try InjectionCheck.filesOfEveryStyle(
            try XCTUnwrap(result.spec, result.errors.map(\.message).joined(separator: "\n")))
    }

    /// The paths of the format's text keys, walking objects, names, lists and alternatives.
    static func textKeyPaths(in shape: ValueShape, at path: [String] = [], seen: Set<String> = []) -> [String] {
        switch shape {
        case .text: return [path.joined(separator: ".")]
        case .list(let element), .names(let element): return textKeyPaths(in: element, at: path + ["*"], seen: seen)
        case .either(let shapes): return shapes.flatMap { textKeyPaths(in: $0, at: path, seen: seen) }
        case .object(let object):
            // An object inside itself (a step of a step) has no new keys: walk each kind once per path.
            guard !seen.contains(object.name) else { return [] }
            return object.keys.flatMap {
                textKeyPaths(in: $0.shape, at: path + [$0.name], seen: seen.union([object.name]))
            }
        case .identifier, .version, .flag, .choice, .type, .expression, .memberPath: return []
        }
    }
}
