import Mustache
import ScreenSpec

/// An action's `optimistic:` update as statements every style prints around its call: `apply` before
/// the call, `confirm` after it succeeds (before the success effects), `rollBack` in both `catch`
/// branches (cancellation and failure). Each statement is one line, its nesting written into it, so a
/// template prints them at its own indentation (`swift` inside the screen's type, `inState` through
/// the Actions style's `state`).
///
/// Rolling back puts back only what the update changed: the assigned state properties, or the assigned
/// fields of the one element, found again by id (the array may have changed while the call ran: a page
/// loaded, another row toggled).
struct OptimisticContext: TemplateValueConvertible {
    var apply: [ActionContext.Statement]
    var confirm: [ActionContext.Statement]
    var rollBack: [ActionContext.Statement]

    /// The local holding the element as it was before the call (its fields are what a rollback restores).
    static let savedElement = "elementBeforeCall"
    /// What `$element` reads: the element being changed, at `index`.
    private static let elementToken = "__optimisticElement__"

    init(_ update: OptimisticUpdate, expressions: ScreenExpressions) {
        typealias Statement = ActionContext.Statement
        let comment = Statement(
            swift: "// Shown while the call runs; if it fails or is cancelled, only what this changed is put back.",
            inState: "// Shown while the call runs; if it fails or is cancelled, only what this changed is put back.")
        guard let collection = update.collection, let id = update.id else {
            // State properties: each saved in `<name>BeforeCall`, assigned, and assigned back.
            apply = [comment]
            rollBack = []
            for assignment in update.set {
                let target = Naming.swift(assignment.target.value)
                let saved = Naming.swift(assignment.target.value + "BeforeCall")
                let value = expressions.expression(assignment.value.source)
                apply.append(Statement(swift: "let \(saved) = \(target)", inState: "let \(saved) = state.\(target)"))
                apply.append(
                    Statement(swift: "\(target) = \(value.swift)", inState: "state.\(target) = \(value.inState)"))
                rollBack.append(Statement(swift: "\(target) = \(saved)", inState: "state.\(target) = \(saved)"))
            }
            confirm = []
            return
        }
        let array = (swift: Naming.swift(collection.value), inState: "state." + Naming.swift(collection.value))
        let idValue = expressions.expression(id.source)
        let find = { (array: String, id: String) in "\(array).firstIndex(where: { $0.id == \(id) })" }
        let findSwift = find(array.swift, idValue.swift)
        let findInState = find(array.inState, idValue.inState)
        let saved = Self.savedElement
        apply = [
            comment,
            Statement(
                swift: "let \(saved) = \(array.swift).first { $0.id == \(idValue.swift) }",
                inState: "let \(saved) = \(array.inState).first { $0.id == \(idValue.inState) }"),
            Statement(swift: "if let index = \(findSwift) {", inState: "if let index = \(findInState) {"),
        ]
        rollBack = [
            Statement(
                swift: "if let \(saved), let index = \(findSwift) {",
                inState: "if let \(saved), let index = \(findInState) {")
        ]
        for assignment in update.set {
            let field = Naming.swift(assignment.target.value)
            let value = Self.elementExpression(assignment.value.source, array: array, expressions: expressions)
            apply.append(
                Statement(
                    swift: "    \(array.swift)[index].\(field) = \(value.swift)",
                    inState: "    \(array.inState)[index].\(field) = \(value.inState)"))
            rollBack.append(
                Statement(
                    swift: "    \(array.swift)[index].\(field) = \(saved).\(field)",
                    inState: "    \(array.inState)[index].\(field) = \(saved).\(field)"))
        }
        apply.append(Statement(swift: "}", inState: "}"))
        rollBack.append(Statement(swift: "}", inState: "}"))
        if let replacement = update.replaceWith {
            let value = Self.elementExpression(replacement.source, array: array, expressions: expressions)
            confirm = [
                Statement(swift: "if let index = \(findSwift) {", inState: "if let index = \(findInState) {"),
                Statement(
                    swift: "    \(array.swift)[index] = \(value.swift)",
                    inState: "    \(array.inState)[index] = \(value.inState)"),
                Statement(swift: "}", inState: "}"),
            ]
        } else {
            confirm = []
        }
    }

    /// The expression with `$element` read as `statuses[index]` (`state.statuses[index]`). The
    /// placeholder becomes a name no state has before the state names are rewritten, and the element
    /// after, so a state property named `index` cannot capture it.
    private static func elementExpression(
        _ source: String, array: (swift: String, inState: String), expressions: ScreenExpressions
    ) -> (swift: String, inState: String) {
        let marked = SwiftExpressionScanner.Scan(source).rewrite { token in
            token.kind == .dollar && token.name == "element" ? elementToken : nil
        }
        let value = expressions.expression(marked)
        return (
            value.swift.replacing(elementToken, with: "\(array.swift)[index]"),
            value.inState.replacing(elementToken, with: "\(array.inState)[index]")
        )
    }

    var templateValue: Value {
        .object(["apply": apply.templateValue, "confirm": confirm.templateValue, "rollBack": rollBack.templateValue])
    }
}
