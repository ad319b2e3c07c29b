/// The spec format, key by key: the single description read by the decoder and by `SpecSchema`.
///
/// Screens are described in `SpecFormat+Screen.swift`.
public enum SpecFormat {
    /// The `screenspec:` versions this tool reads.
    public static let supportedVersions = [1]

    /// The top level of a spec file.
    public static let root = ObjectDescription(
        name: "Spec", noun: "a spec",
        doc: "One feature's screens: their state, actions, the services they call and the models they show.",
        keys: [
            KeyDescription(
                "screenspec", .version, required: true, doc: "Format version of this file; this tool reads 1."),
            KeyDescription("module", .identifier, required: true, doc: "The Swift module the generated code lives in."),
            KeyDescription(
                "models", .names(.object(model)), doc: "Value types: structs (with `fields`) or enums (with `cases`)."),
            KeyDescription(
                "dependencies", .names(.object(dependency)),
                doc: "Services the screens call; each becomes a protocol with a test mock."),
            KeyDescription("screens", .names(.object(screen)), doc: "The screens of the feature."),
            KeyDescription(
                "shared", .names(.object(sharedStore)),
                doc:
                    "State several screens read and change: one observable store each, used by the screens that list it."
            ),
        ])

    public static let model = ObjectDescription(
        name: "Model", noun: "a model",
        doc: "A value type: a struct when it has `fields`, an enum when it has `cases`.",
        keys: [
            KeyDescription("doc", .text, doc: "Documentation comment of the generated type."),
            KeyDescription(
                "fields", .names(.either([.type, .object(field)])),
                doc: "Stored properties: `name: Type` or `name: { type: Type, default: expr }`."),
            KeyDescription("cases", .list(.identifier), doc: "Enum cases (without associated values)."),
        ])

    public static let field = ObjectDescription(
        name: "Field", noun: "a field",
        doc: "A stored property of a model.",
        keys: [
            KeyDescription("type", .type, required: true, doc: "Swift type (`String`, `[Item]`, `Date?`)."),
            KeyDescription(
                "default", .expression, doc: "Swift expression used as the default value; an optional defaults to nil."),
            KeyDescription("doc", .text, doc: "Documentation comment of the property."),
        ])

    public static let dependency = ObjectDescription(
        name: "Dependency", noun: "a dependency",
        doc: "A service the screens call; becomes a Sendable protocol with a mock for tests.",
        keys: [
            KeyDescription("doc", .text, doc: "Documentation comment of the protocol."),
            KeyDescription("methods", .names(.object(method)), doc: "The service's operations."),
        ])

    public static let method = ObjectDescription(
        name: "Method", noun: "a method",
        doc: "One operation of a dependency; `async throws` unless said otherwise.",
        keys: [
            KeyDescription("doc", .text, doc: "Documentation comment of the requirement."),
            KeyDescription("params", .names(.type), doc: "Parameters: `name: Type`."),
            KeyDescription("returns", .type, doc: "Result type; omitted means Void."),
            KeyDescription("async", .flag, doc: "Whether the method is async (default true)."),
            KeyDescription("throws", .flag, doc: "Whether the method throws (default true)."),
            KeyDescription(
                "action", .identifier,
                doc:
                    "Name of the Actions-style action type (`LoadItems` gives `LoadItemsAction`); defaults to the method name."
            ),
        ])

    /// Every object kind of the format, each once, in a stable order (for the schema and for tests).
    public static var allObjects: [ObjectDescription] {
        var result: [ObjectDescription] = []
        func visit(_ shape: ValueShape) {
            switch shape {
            case .list(let inner), .names(let inner): visit(inner)
            case .either(let shapes): shapes.forEach(visit)
            case .object(let object): visit(object)
            default: break
            }
        }
        func visit(_ object: ObjectDescription) {
            guard !result.contains(where: { $0.name == object.name }) else { return }
            result.append(object)
            for key in object.keys { visit(key.shape) }
        }
        visit(root)
        return result
    }
}
