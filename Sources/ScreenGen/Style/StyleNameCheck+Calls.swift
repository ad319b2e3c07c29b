import ScreenSpec

extension StyleNameCheck {
    /// The distinct calls of `screen`, with their dependency and method, in the order its actions first
    /// make them; calls naming an undeclared dependency or method are left out (the validator reports
    /// them). A `call` pattern renders once per entry, in the full check (`check(spec:style:)`) and per
    /// screen (`screenNames`) alike: one walk, so the two cannot disagree on which calls count.
    static func distinctCalls(
        of screen: Screen, in declarations: SpecDeclarations
    ) -> [(dependency: Dependency, method: Method)] {
        var seen = Set<String>()
        var calls: [(dependency: Dependency, method: Method)] = []
        for action in screen.actions {
            guard let call = action.call,
                seen.insert("\(call.dependency.value).\(call.method.value)").inserted,
                let dependency = declarations.dependency(named: call.dependency.value),
                let method = declarations.method(of: call)
            else { continue }
            calls.append((dependency, method))
        }
        return calls
    }
}
