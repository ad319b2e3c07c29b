/// Name lookups over the IR. Validation guarantees that references resolve, so later
/// stages may look up what a validated spec names.
extension Spec {
    public func model(named name: String) -> Model? { models.first { $0.name.value == name } }
    public func dependency(named name: String) -> Dependency? { dependencies.first { $0.name.value == name } }
    public func screen(named name: String) -> Screen? { screens.first { $0.name.value == name } }

    /// The method a call refers to.
    public func method(of call: Call) -> Method? {
        dependency(named: call.dependency.value)?.methods.first { $0.name.value == call.method.value }
    }
}

extension Screen {
    public func stateProperty(named name: String) -> StateProperty? { state.first { $0.name.value == name } }
    public func phase(named name: String) -> Phase? { phases.first { $0.name.value == name } }
    public func action(named name: String) -> Action? { actions.first { $0.name.value == name } }
    public func derivedValue(named name: String) -> DerivedValue? { derived.first { $0.name.value == name } }
    public func inputParameter(named name: String) -> Parameter? { input.first { $0.name.value == name } }

    /// The phase a new screen starts in, if the screen has phases.
    public var startPhase: Phase? {
        if let initial = initialPhase { return phase(named: initial.value) }
        return phases.first
    }
}
