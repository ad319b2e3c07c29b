/// Where a spec writes a type, and what the generated code of every style does with a value there: the
/// rule the validator checks each type against (`SpecValidator.checkFit`), so that a type it accepts
/// builds in every style and build configuration (docs/spec-format.md, "Types").
///
/// Found by building each kind of type (function, tuple, existential, their optionals) in each place, in
/// every style, under Swift 6 and Xcode 26's app defaults.
enum TypeRole: Hashable, Sendable {
    case modelField, sharedState, input, state, phaseValue, derived, result
    case dependencyParameter, dependencyResult, actionParameter

    /// What the type is, in the message: "'(a: Int)' cannot be the type of a state property".
    var name: String {
        switch self {
        case .modelField: return "a model field"
        case .sharedState: return "a shared store's property"
        case .input: return "a screen input"
        case .state: return "a state property"
        case .phaseValue: return "a phase value"
        case .derived: return "a derived value"
        case .result: return "a screen result"
        case .dependencyParameter: return "a dependency method's parameter"
        case .dependencyResult: return "a dependency method's result"
        case .actionParameter: return "an action parameter"
        }
    }

    /// Why the value must be `Equatable` here, or nil where it need not be.
    var whyEquatable: String? {
        switch self {
        case .modelField: return "a model is Equatable, Hashable and Codable"
        case .input:
            return "an input is part of the Actions style's Equatable view state and of a navigation route, "
                + "which is Hashable"
        case .sharedState, .state, .phaseValue, .derived, .result: return "generated tests compare it with '=='"
        case .dependencyParameter: return "mocks record the arguments and generated tests compare them with '=='"
        case .dependencyResult, .actionParameter: return nil
        }
    }

    /// Whether tests, mocks or previews make up a value of the type here (the Actions style's tests call a
    /// dependency's action with sample arguments).
    var needsSample: Bool { self != .derived }

    /// A model is `Codable` too.
    var needsCodable: Bool { self == .modelField }

    /// A result crosses from a nonisolated mock or service to the main actor (Xcode 26 app targets isolate
    /// the app's code to it), so it must be `Sendable`: no function type (a spec cannot write `@Sendable`),
    /// no `Any`.
    var needsSendable: Bool { self == .dependencyResult }
}
