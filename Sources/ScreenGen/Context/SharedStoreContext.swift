import Diagnostics
import Mustache
import ScreenSpec

/// A shared store (`shared.<Name>`): the `@Observable` class every style generates for it.
struct SharedStoreContext: TemplateValueConvertible {
    struct Property: TemplateValueConvertible {
        var name: String
        var type: String
        var docLines: [String]
        var templateValue: Value {
            .object(["name": .string(name), "type": .string(type), "docLines": docLines.templateValue])
        }
    }

    var names: SharedStoreNames
    var docLines: [String]
    var state: [Property]
    /// `scrums: [Scrum] = []`, one item each: the init lets the app (and tests) start it with any values.
    var initParameters: [ListItem]
    /// The same on one line, when short enough (`LineWrapping`).
    var initParameterList: String

    init(_ store: SharedStore) {
        names = SharedStoreNames(store: store.name.value)
        docLines = SwiftText.docLines(store.doc)
        state = store.state.map {
            Property(name: Naming.swift($0.name.value), type: $0.type.swift, docLines: SwiftText.docLines($0.doc))
        }
        let parameters = store.state.map { property in
            let initial = property.defaultValue?.source ?? (property.type.isOptional ? "nil" : nil)
            return "\(Naming.swift(property.name.value)): \(property.type.swift)" + (initial.map { " = \($0)" } ?? "")
        }
        initParameters = ListItem.list(parameters)
        initParameterList = parameters.joined(separator: ", ")
    }

    var templateValue: Value {
        var object: ValueObject = [
            "name": .string(names.type), "docLines": docLines.templateValue, "state": state.templateValue,
            "initParameters": initParameters.templateValue, "initParameterList": .string(initParameterList),
            "wrapsInit": .bool(LineWrapping.wraps(initParameterList)),
        ]
        for (key, name) in names.names { object[key] = .string(name) }
        return .object(object)
    }
}

/// A shared store as one screen uses it: held in `variableName`, passed in through the init.
struct SharedStoreUse: TemplateValueConvertible {
    var names: SharedStoreNames
    /// `scrumLibrary: ScrumLibrary`.
    var parameter: String
    /// `scrumLibrary: scrumLibrary`.
    var argument: String

    init(store: String) {
        names = SharedStoreNames(store: store)
        parameter = "\(Naming.swift(names.variable)): \(Naming.swift(names.type))"
        argument = "\(Naming.label(names.variable)): \(Naming.swift(names.variable))"
    }

    /// The stores a screen uses, in its `shared:` order, each once.
    static func uses(of screen: Screen) -> [SharedStoreUse] {
        var seen: Set<String> = []
        return screen.shared.filter { seen.insert($0.value).inserted }.map { SharedStoreUse(store: $0.value) }
    }

    var templateValue: Value {
        var object: ValueObject = ["parameter": .string(parameter), "argument": .string(argument)]
        for (key, name) in names.names { object[key] = .string(name) }
        return .object(object)
    }
}

/// A shared property as one screen reads it: through the store it comes from.
struct SharedStateContext: TemplateValueConvertible {
    var name: String
    var type: String
    /// `scrumLibrary`: the screen's member holding the store.
    var storeVariable: String
    /// `scrum` for a list of a model with an `id`: a scaffold shows it with `ForEach`.
    var elementName: String?

    var templateValue: Value {
        .object([
            "name": .string(name), "type": .string(type), "storeVariable": .string(storeVariable),
            "elementName": elementName.templateValue,
        ])
    }
}

extension ScreenNames {
    /// What the Actions style reads a state property through: `state`, or for a shared property the
    /// member holding its store (`scrumLibrary`).
    func stateOwner(_ name: String) -> String { sharedMembers[name] ?? "state" }
}

/// `let scrumLibrary = ScrumLibrary(scrums: …)`: a test makes each shared store its screen uses, with the
/// shared properties the test starts somewhere other than their defaults, and passes it to the screen.
struct SharedStoreMaker: TemplateValueConvertible {
    var variable: String
    var type: String
    var arguments: [String]

    var templateValue: Value {
        let text = arguments.joined(separator: ", ")
        return .object([
            "variable": .string(variable), "type": .string(type), "arguments": .string(text),
            "argumentList": ListItem.list(arguments).templateValue, "wraps": .bool(LineWrapping.wraps(text)),
        ])
    }
}

/// Shared stores need Observation: a view model or store forwards each shared property to its store, and
/// only Observation sees a read through it. With `ObservableObject` a change the detail made would not
/// reach the list's view model, so a spec with `shared:` is an error under `--observation combine`.
enum SharedStoreObservation {
    static func problem(spec: Spec, options: GenerationOptions) -> Diagnostic? {
        guard options.observation == .combine, let store = spec.shared.first else { return nil }
        return Diagnostic.error(
            "shared store '\(store.name.value)' needs Observation, but this run generates ObservableObject "
                + "(--observation combine): a view model would not see what other screens change",
            file: spec.file, at: store.name.mark,
            hint: "generate with '--observation observation' (the default), or keep the state in each screen")
    }
}
