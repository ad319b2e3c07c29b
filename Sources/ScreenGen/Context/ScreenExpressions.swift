/// A screen's expressions, each scanned and spelled once.
///
/// A screen's actions, their tests and its scenarios read the same few expressions many times (an
/// effect's value is a statement, an expectation and a set of names to capture; a `skipIf` decides
/// where each of the action's tests starts). One per screen, used by one thread: screens build
/// their contexts concurrently, each its own.
final class ScreenExpressions {
    let names: ScreenNames
    private var spelled: [String: SpecExpression] = [:]
    private var used: [String: Set<String>] = [:]

    init(_ names: ScreenNames) { self.names = names }

    /// The expression in template spellings, state names read through `state.` in `inState`.
    func expression(_ source: String) -> SpecExpression {
        if let known = spelled[source] { return known }
        let expression = SpecExpression(source: source, stateNames: names.stateAndDerived)
        spelled[source] = expression
        return expression
    }

    /// The names the expression uses as values, as written (before `$result` becomes `result`).
    func usedNames(in source: String) -> Set<String> {
        if let known = used[source] { return known }
        let names = SwiftExpressionScanner.usedNames(in: source)
        used[source] = names
        return names
    }
}
