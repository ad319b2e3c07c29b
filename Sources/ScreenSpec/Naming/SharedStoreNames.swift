/// The names made from one shared store (`shared.<Name>`).
public struct SharedStoreNames: GeneratedNameSet {
    /// The `@Observable` class, as the spec spells it (`ScrumLibrary`): the app creates one and hands it
    /// to every screen that lists it.
    public var type: String
    /// `scrumLibrary`: the property, init parameter, argument label and test-local name for the instance.
    public var variable: String

    public init(store: String) {
        type = store
        variable = NameSpelling.lowerCamel(store)
    }

    public var names: [(key: String, name: String)] { [("typeName", type), ("variableName", variable)] }
}
