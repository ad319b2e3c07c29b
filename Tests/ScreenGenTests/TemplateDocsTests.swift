import Foundation
import Mustache
import XCTest

@testable import ScreenGen

/// docs/templates.md documents the template context: every key the context holds for the specs in
/// specs/ must be named there, so a key added to the context without its documentation fails here.
final class TemplateDocsTests: XCTestCase {
    func testEveryContextKeyIsDocumented() throws {
        let docs = try String(
            contentsOf: RepositorySpecs.root.appendingPathComponent("docs/templates.md"), encoding: .utf8)
        let documented = Self.wordsInCodeSpans(of: docs)
        var keys: Set<String> = []
        for name in ["Shop", "ProductDetail", "Social", "Login", "Counter", "UserProfile", "Standup", "Settings"] {
            let spec = try RepositorySpecs.load(name)
            Self.collectKeys(of: SpecContext(spec, options: GenerationOptions()).templateValue, into: &keys)
        }
        XCTAssertGreaterThan(keys.count, 100)
        XCTAssertEqual(keys.subtracting(documented).sorted(), [], "document these context keys in docs/templates.md")
    }

    static func collectKeys(of value: Value, into keys: inout Set<String>) {
        switch value {
        case .object(let object):
            for (key, member) in object {
                keys.insert(key)
                collectKeys(of: member, into: &keys)
            }
        case .array(let items):
            for item in items { collectKeys(of: item, into: &keys) }
        default:
            break
        }
    }

    /// The identifier-like words inside `code spans` of a Markdown text.
    static func wordsInCodeSpans(of text: String) -> Set<String> {
        var words: Set<String> = []
        for (index, span) in text.components(separatedBy: "`").enumerated() where index % 2 == 1 {
            for word in span.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) {
                words.insert(String(word))
            }
        }
        return words
    }
}
