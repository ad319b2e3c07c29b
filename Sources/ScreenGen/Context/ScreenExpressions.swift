/// A screen's expressions, each spelled once.
///
/// A screen's actions and their tests spell the same expressions twice or more (an effect's value is
/// a statement and an expectation; a call's arguments are its statement and its test's checks).
/// One per screen, used by one thread: screens build their contexts concurrently, each its own.
final class ScreenExpressions {
    let names: ScreenNames
    private var spelled: [String: SpecExpression]

    init(_ names: ScreenNames) {
        self.names = names
        // Room for a typical screen's expressions, so the table is not rebuilt as it fills.
        spelled = Dictionary(minimumCapacity: 32)
    }

    /// The expression in template spellings, state names read through `state.` in `inState`.
    func expression(_ source: String) -> SpecExpression {
        if let known = spelled[source] { return known }
        let expression = SpecExpression(
            source: source, stateNames: names.stateAndDerived, sharedMembers: names.sharedMembers)
        spelled[source] = expression
        return expression
    }
}
