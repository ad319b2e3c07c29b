/// The JSON Schema (draft 2020-12) of the spec format, for editor completion and checking
/// (`generate schema > screenspec.schema.json`). Built from `SpecFormat`, like the decoder.
public enum SpecSchema {
    public static let draft = "https://json-schema.org/draft/2020-12/schema"

    /// The schema as pretty-printed JSON text, the same bytes on every run.
    public static func jsonSchema() -> String {
        let root = SpecFormat.root
        var members: [(String, JSONValue)] = [
            ("$schema", .string(draft)),
            ("title", .string("ScreenGen screen spec")),
        ]
        members += objectMembers(root)
        let definitions = SpecFormat.allObjects.filter { $0.name != root.name }
        members.append(("$defs", .object(definitions.map { ($0.name, .object(objectMembers($0))) })))
        return JSONValue.object(members).rendered() + "\n"
    }

    private static func objectMembers(_ object: ObjectDescription) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = [
            ("description", .string(object.doc)),
            ("type", object.acceptsNothing ? .array([.string("object"), .string("null")]) : .string("object")),
            ("properties", .object(object.keys.map { ($0.name, property($0)) })),
        ]
        let required = object.keys.filter(\.isRequired).map { JSONValue.string($0.name) }
        if !required.isEmpty { members.append(("required", .array(required))) }
        members.append(("additionalProperties", .bool(false)))
        return members
    }

    private static func property(_ key: KeyDescription) -> JSONValue {
        guard case .object(let members) = schema(of: key.shape) else { return schema(of: key.shape) }
        return .object([("description", .string(key.doc))] + members)
    }

    static func schema(of shape: ValueShape) -> JSONValue {
        switch shape {
        case .text, .identifier: return .object([("type", .string("string"))])
        case .version:
            return .object([
                ("type", .string("integer")), ("enum", .array(SpecFormat.supportedVersions.map { .integer($0) })),
            ])
        case .flag: return .object([("type", .string("boolean"))])
        case .choice(let words):
            return .object([("type", .string("string")), ("enum", .array(words.map { .string($0) }))])
        case .type:
            let list: JSONValue = .object([
                ("type", .string("array")), ("items", .object([("type", .string("string"))])),
                ("minItems", .integer(1)), ("maxItems", .integer(1)),
            ])
            return .object([("anyOf", .array([.object([("type", .string("string"))]), list]))])
        case .expression:
            return .object([("type", .array(["string", "number", "boolean", "null"].map { .string($0) }))])
        case .memberPath: return .object([("type", .string("string")), ("pattern", .string("^[^.]+\\.[^.]+$"))])
        case .list(let inner):
            return .object([("type", .array([.string("array"), .string("null")])), ("items", schema(of: inner))])
        case .names(let inner):
            return .object([
                ("type", .array([.string("object"), .string("null")])), ("additionalProperties", schema(of: inner)),
            ])
        case .object(let object): return .object([("$ref", .string("#/$defs/\(object.name)"))])
        case .either(let shapes): return .object([("anyOf", .array(shapes.map(schema(of:))))])
        }
    }
}
