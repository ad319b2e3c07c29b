import ScreenSpec

extension TestPlanner {
    /// Per `bindable` state property: the view's binding writes it (`screen.title = …`, or through the
    /// Actions style's view state) and the screen keeps the value. A style that kept the property
    /// `private(set)` fails to compile; one that bound a copy fails the check.
    func bindingTests() -> [TestCaseContext] {
        screen.state.filter(\.isBindable).map { property in
            let name = property.name.value
            let swiftName = Naming.swift(name)
            // A value other than the one the screen starts with, so the edit is a change.
            let initial = property.defaultValue?.source ?? (property.type.isOptional ? "nil" : nil)
            let edited =
                [.distinct, .plain].lazy.map { samples.expression(for: property.type, $0) }
                .first { $0 != initial } ?? samples.expression(for: property.type, .distinct)
            let steps: [TestStep] =
                mockLines + inputLines + [
                    makeScreen(), assertion(path: swiftName, .notEqual(edited)), .blankLine,
                    .edit(Edit(path: swiftName, statePath: "state." + swiftName, value: edited)), .blankLine,
                    assertion(path: swiftName, .equal(edited)),
                ]
            return TestCaseContext(
                name: TestNames.binding(name), summary: "The view can edit `\(name)` through a binding.",
                kind: "binding", steps: steps)
        }
    }
}
