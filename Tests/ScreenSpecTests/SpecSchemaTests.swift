import Foundation
import XCTest

@testable import ScreenSpec

/// The schema is derived from the same key table as the decoder; these tests keep it that way.
final class SpecSchemaTests: XCTestCase {
    private func schema() throws -> [String: Any] {
        let data = Data(SpecSchema.jsonSchema().utf8)
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    func testSchemaIsJSONForDraft2020() throws {
        let json = try schema()
        XCTAssertEqual(json["$schema"] as? String, "https://json-schema.org/draft/2020-12/schema")
        XCTAssertEqual(json["required"] as? [String], ["screenspec", "module"])
        XCTAssertEqual(json["additionalProperties"] as? Bool, false)
    }

    func testSchemaDescribesEveryKeyTheDecoderAccepts() throws {
        let json = try schema()
        let definitions = try XCTUnwrap(json["$defs"] as? [String: Any])
        XCTAssertGreaterThan(SpecFormat.allObjects.count, 10)
        for object in SpecFormat.allObjects {
            let definition = object.name == SpecFormat.root.name ? json : definitions[object.name] as? [String: Any]
            let properties = try XCTUnwrap(definition?["properties"] as? [String: Any], object.name)
            XCTAssertEqual(Set(properties.keys), Set(object.keys.map(\.name)), object.name)
            for key in object.keys {
                let property = try XCTUnwrap(properties[key.name] as? [String: Any])
                XCTAssertEqual(property["description"] as? String, key.doc, "\(object.name).\(key.name)")
            }
            let required = (definition?["required"] as? [String]) ?? []
            XCTAssertEqual(required, object.keys.filter(\.isRequired).map(\.name), object.name)
        }
    }

    func testEveryReferenceInTheSchemaResolves() throws {
        let text = SpecSchema.jsonSchema()
        let definitions = try XCTUnwrap(try schema()["$defs"] as? [String: Any])
        let pattern = try NSRegularExpression(pattern: "\"#/\\$defs/([A-Za-z]+)\"")
        let matches = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text))
        XCTAssertFalse(matches.isEmpty)
        for match in matches {
            let name = String(text[Range(match.range(at: 1), in: text)!])
            XCTAssertNotNil(definitions[name], name)
        }
    }

    func testTriggerIsAnEnumOrAChangeOfState() throws {
        let definitions = try XCTUnwrap(try schema()["$defs"] as? [String: Any])
        let action = try XCTUnwrap(definitions["Action"] as? [String: Any])
        let trigger = try XCTUnwrap((action["properties"] as? [String: Any])?["trigger"] as? [String: Any])
        let choices = try XCTUnwrap(trigger["anyOf"] as? [[String: Any]])
        XCTAssertEqual(
            choices.first?["enum"] as? [String], ["appear", "disappear", "tap", "refresh", "submit", "lastRow"])
        XCTAssertEqual(choices.last?["$ref"] as? String, "#/$defs/ChangeTrigger")
        let change = try XCTUnwrap(definitions["ChangeTrigger"] as? [String: Any])
        XCTAssertEqual(change["required"] as? [String], ["change"])
    }

    func testBindableIsABooleanOfStatePropertiesOnly() throws {
        let definitions = try XCTUnwrap(try schema()["$defs"] as? [String: Any])
        let state = try XCTUnwrap(definitions["StateProperty"] as? [String: Any])
        let bindable = try XCTUnwrap((state["properties"] as? [String: Any])?["bindable"] as? [String: Any])
        XCTAssertEqual(bindable["type"] as? String, "boolean")
        let derived = try XCTUnwrap(definitions["DerivedValue"] as? [String: Any])
        XCTAssertNil((derived["properties"] as? [String: Any])?["bindable"])
    }

    func testSchemaIsDeterministic() {
        XCTAssertEqual(SpecSchema.jsonSchema(), SpecSchema.jsonSchema())
    }
}
