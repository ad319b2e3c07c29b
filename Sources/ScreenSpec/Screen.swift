import Diagnostics

/// `screens.<Name>`.
public struct Screen: Sendable, Hashable {
    public var name: Located<String>
    public var doc: String?
    /// Values fixed when the screen is created.
    public var input: [Parameter]
    public var dependencies: [Reference]
    public var state: [StateProperty]
    /// Mutually exclusive states; empty when the screen has none.
    public var phases: [Phase]
    /// `initial:`; nil means the first phase.
    public var initialPhase: Reference?
    public var derived: [DerivedValue]
    public var actions: [Action]
    /// `alerts:`: alerts shown while a state property holds a value.
    public var alerts: [StateAlert] = []
    public var scenarios: [Scenario]
    /// `result:`: the type of what the screen hands back to the screen that opened it when it dismisses.
    public var result: TypeRef?
    /// `shared:`: the shared stores the screen uses. Their properties are appended to `state` once the
    /// spec is validated, marked with `sharedStore`.
    public var shared: [Reference] = []

    public init(
        name: Located<String>, doc: String? = nil, input: [Parameter] = [], dependencies: [Reference] = [],
        state: [StateProperty] = [], phases: [Phase] = [], initialPhase: Reference? = nil,
        derived: [DerivedValue] = [], actions: [Action] = [], scenarios: [Scenario] = []
    ) {
        self.name = name
        self.doc = doc
        self.input = input
        self.dependencies = dependencies
        self.state = state
        self.phases = phases
        self.initialPhase = initialPhase
        self.derived = derived
        self.actions = actions
        self.scenarios = scenarios
    }
}

/// An independent mutable property of a screen. An optional type without a default starts as nil.
public struct StateProperty: Sendable, Hashable {
    public var name: Located<String>
    public var type: TypeRef
    public var defaultValue: Expression?
    public var doc: String?
    /// `bindable: true`: the view edits it (a text field, a toggle), so every style lets the view set it.
    public var isBindable: Bool
    /// The shared store that owns the property (`ScrumLibrary`); nil for the screen's own state.
    public var sharedStore: String? = nil
    public init(
        name: Located<String>, type: TypeRef, defaultValue: Expression? = nil, doc: String? = nil,
        isBindable: Bool = false
    ) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.doc = doc
        self.isBindable = isBindable
    }
}

/// One case of a screen's phase enum, with its associated values.
public struct Phase: Sendable, Hashable {
    public var name: Located<String>
    public var values: [Parameter]
    public init(name: Located<String>, values: [Parameter] = []) {
        self.name = name
        self.values = values
    }
}

/// A read-only value computed from state and input.
public struct DerivedValue: Sendable, Hashable {
    public var name: Located<String>
    public var type: TypeRef
    public var value: Expression
    public var doc: String?
    public init(name: Located<String>, type: TypeRef, value: Expression, doc: String? = nil) {
        self.name = name
        self.type = type
        self.value = value
        self.doc = doc
    }
}
