extension SpecFormat {
    public static let sharedStore = ObjectDescription(
        name: "SharedStore", noun: "a shared store",
        doc:
            "State several screens read and change; the screens that list it in `shared` address its properties by name.",
        keys: [
            KeyDescription("doc", .text, doc: "Documentation comment of the generated store."),
            KeyDescription(
                "state", .names(.either([.type, .object(sharedProperty)])),
                doc: "The shared properties: `name: Type` or `name: { type: Type, default: expr }`."),
        ])

    public static let sharedProperty = ObjectDescription(
        name: "SharedProperty", noun: "a shared property",
        doc: "A mutable property of a shared store, read and set by the screens that use the store.",
        keys: [
            KeyDescription("type", .type, required: true, doc: "Swift type (`[Scrum]`, `Int`, `String?`)."),
            KeyDescription(
                "default", .expression, doc: "Swift expression for the initial value; an optional defaults to nil."),
            KeyDescription("doc", .text, doc: "Documentation comment of the property."),
        ])
}
