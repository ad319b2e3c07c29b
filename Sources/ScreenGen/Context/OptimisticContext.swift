import Mustache
import ScreenSpec

/// An action's `optimistic:` update as statements every style prints around its call: `apply` before
/// the call, `confirm` after it succeeds (before the success effects), `rollBack` in both `catch`
/// branches (cancellation and failure). Each statement is one line, its nesting written into it, so a
/// template prints them at its own indentation (`swift` inside the screen's type, `inState` through
/// the Actions style's `state`).
///
/// Rolling back puts back only what the update changed: the assigned state properties; the assigned
/// fields of the one element, found again by id (the array may have changed while the call ran: a page
/// loaded, another row toggled); or the removed element, at the place it had (unless something put it
/// back meanwhile: a refresh that still lists it).
struct OptimisticContext: TemplateValueConvertible {
    var apply: [ActionContext.Statement]
    var confirm: [ActionContext.Statement]
    var rollBack: [ActionContext.Statement]

    /// The local holding the element as it was before the call (its fields are what a rollback restores).
    static let savedElement = "elementBeforeCall"
    /// With `remove`: the local holding where the element was, so that a rollback puts it back there.
    static let savedIndex = "indexBeforeCall"
    /// `isFollowingBeforeCall`: the local holding a state property's value from before the update assigned it,
    /// which a rollback puts back and the call's arguments read.
    static func savedValue(of property: String) -> String { Naming.swift(property + "BeforeCall") }

    /// The local holding the list an update with `in` changes, as it was: `itemsBeforeCall`, or
    /// `elementListBeforeCall` for a list named `element` or `index`, whose `savedValue` is a local of its own.
    static func savedList(_ list: String) -> String {
        let name = savedValue(of: list)
        return name == savedElement || name == savedIndex ? Naming.swift(list + "ListBeforeCall") : name
    }

    /// A call argument of `action` as the call reads it: the state the user acted on. A name the optimistic
    /// update assigns reads the value saved before it (`draftBeforeCall`), not the one shown meanwhile (a
    /// send that clears the composer sends what was typed). For every call of the action, its steps too.
    /// With `in`, the update assigns the list: an argument reading it reads the list as it was
    /// (`itemsBeforeCall`), so `quantity: "(items.first { $0.id == itemID }?.quantity ?? 0) + 1"` sends one more
    /// than the row had, not one more than the update shows.
    static func argumentSource(_ source: String, of action: Action) -> String {
        guard let update = action.optimistic else { return source }
        let assigned = Set(update.collection.map { [$0.value] } ?? update.set.map(\.target.value))
        guard !assigned.isEmpty else { return source }
        let saved = update.collection == nil ? savedValue(of:) : savedList
        return SwiftExpressionScanner.rewrite(source) { token in
            token.kind == .use && assigned.contains(token.name) ? saved(token.name) : nil
        }
    }

    /// Whether a call of the action (its steps too) has an argument reading the list its update (`in`) changes:
    /// then the list is saved before the update (`argumentSource`).
    static func argumentsReadList(of action: Action) -> Bool {
        guard let list = action.optimistic?.collection?.value else { return false }
        return action.calls.contains { call in
            call.arguments.contains { SwiftExpressionScanner.usedNames(in: $0.value.source).contains(list) }
        }
    }
    /// The local holding the element's position: `index`, or `elementIndex` on a screen with a state property,
    /// input or derived value named `index` (a list named `index` would read `index[index]`).
    static func positionLocal(names: ScreenNames) -> String {
        let taken = { (name: String) in names.stateAndDerived.contains(name) || names.sharedMembers[name] != nil }
        return ["index", "elementIndex", "elementPosition"].first { !taken($0) } ?? "index"
    }

    /// What `$element` reads: the element being changed, at `index` (`positionLocal`).
    private static let elementToken = "__optimisticElement__"

    /// `savingList`: the call's arguments read the list an update with `in` changes (`argumentsReadList`).
    init(_ update: OptimisticUpdate, expressions: ScreenExpressions, savingList: Bool = false) {
        typealias Statement = ActionContext.Statement
        guard let collection = update.collection, let id = update.id else {
            // State properties: each saved in `<name>BeforeCall`, assigned, and assigned back.
            let assigned = "// Shown while the call runs; if it fails or is cancelled, what this assigned is put back."
            apply = [Statement(swift: assigned, inState: assigned)]
            rollBack = []
            for assignment in update.set {
                let target = Naming.swift(assignment.target.value)
                // The Actions style reaches a shared property through its store's member, not `state`.
                let owned = expressions.names.stateOwner(assignment.target.value) + "." + target
                let saved = Self.savedValue(of: assignment.target.value)
                let value = expressions.expression(assignment.value.source)
                apply.append(Statement(swift: "let \(saved) = \(target)", inState: "let \(saved) = \(owned)"))
                apply.append(Statement(swift: "\(target) = \(value.swift)", inState: "\(owned) = \(value.inState)"))
                rollBack.append(Statement(swift: "\(target) = \(saved)", inState: "\(owned) = \(saved)"))
            }
            confirm = []
            return
        }
        let array = (
            swift: Naming.swift(collection.value),
            inState: expressions.names.stateOwner(collection.value) + "." + Naming.swift(collection.value)
        )
        let idValue = expressions.expression(id.source)
        let find = { (array: String, id: String) in "\(array).firstIndex(where: { $0.id == \(id) })" }
        let findSwift = find(array.swift, idValue.swift)
        let findInState = find(array.inState, idValue.inState)
        let saved = Self.savedElement
        // Where the element is: `index`, unless the screen has a name `index` the local would hide.
        let position = Self.positionLocal(names: expressions.names)
        // The list as the user saw it, for the call's arguments.
        let savedList = Self.savedList(collection.value)
        let listLine =
            savingList
            ? [Statement(swift: "let \(savedList) = \(array.swift)", inState: "let \(savedList) = \(array.inState)")]
            : []
        if update.removes {
            (apply, confirm, rollBack) = Self.removal(array: array, id: (idValue.swift, idValue.inState))
            apply.insert(contentsOf: listLine, at: 1)
            return
        }
        let changed = "// Shown while the call runs; if it fails or is cancelled, only what this changed is put back."
        apply =
            [Statement(swift: changed, inState: changed)] + listLine + [
                Statement(
                    swift: "let \(saved) = \(array.swift).first { $0.id == \(idValue.swift) }",
                    inState: "let \(saved) = \(array.inState).first { $0.id == \(idValue.inState) }"),
                Statement(
                    swift: "if let \(position) = \(findSwift) {", inState: "if let \(position) = \(findInState) {"),
            ]
        // After the call the element is found by the id it had: the `id` expression may read state that changed
        // while the call ran.
        let findSaved = (
            swift: find(array.swift, saved + ".id"), inState: find(array.inState, saved + ".id")
        )
        rollBack = [
            Statement(
                swift: "if let \(saved), let \(position) = \(findSaved.swift) {",
                inState: "if let \(saved), let \(position) = \(findSaved.inState) {")
        ]
        for assignment in update.set {
            let field = Naming.swift(assignment.target.value)
            let value = Self.elementExpression(
                assignment.value.source, array: array, position: position, expressions: expressions)
            apply.append(
                Statement(
                    swift: "    \(array.swift)[\(position)].\(field) = \(value.swift)",
                    inState: "    \(array.inState)[\(position)].\(field) = \(value.inState)"))
            rollBack.append(
                Statement(
                    swift: "    \(array.swift)[\(position)].\(field) = \(saved).\(field)",
                    inState: "    \(array.inState)[\(position)].\(field) = \(saved).\(field)"))
        }
        apply.append(Statement(swift: "}", inState: "}"))
        rollBack.append(Statement(swift: "}", inState: "}"))
        if let replacement = update.replaceWith {
            let value = Self.elementExpression(
                replacement.source, array: array, position: position, expressions: expressions)
            confirm = [
                Statement(
                    swift: "if let \(saved), let \(position) = \(findSaved.swift) {",
                    inState: "if let \(saved), let \(position) = \(findSaved.inState) {"),
                Statement(
                    swift: "    \(array.swift)[\(position)] = \(value.swift)",
                    inState: "    \(array.inState)[\(position)] = \(value.inState)"),
                Statement(swift: "}", inState: "}"),
            ]
        } else {
            confirm = []
        }
    }

    /// `remove: true`: the element and its place are saved, it is removed, and a rollback inserts it at
    /// that place again (at the end if the list is shorter now) unless an element with its id is back. A
    /// success removes it again: a refresh that ran meanwhile may have listed it still.
    private static func removal(
        array: (swift: String, inState: String), id: (swift: String, inState: String)
    ) -> (apply: [ActionContext.Statement], confirm: [ActionContext.Statement], rollBack: [ActionContext.Statement]) {
        typealias Statement = ActionContext.Statement
        let (saved, index) = (savedElement, savedIndex)
        func both(_ line: (_ array: String, _ id: String) -> String) -> Statement {
            Statement(swift: line(array.swift, id.swift), inState: line(array.inState, id.inState))
        }
        let comment = "// Removed while the call runs; if it fails or is cancelled, it is put back where it was."
        let apply = [
            Statement(swift: comment, inState: comment),
            both { array, id in "let \(index) = \(array).firstIndex(where: { $0.id == \(id) })" },
            both { array, _ in "let \(saved) = \(index).map { \(array)[$0] }" },
            both { array, id in "\(array).removeAll { $0.id == \(id) }" },
        ]
        // After the call the element is named by the id it had: the `id` expression may read state that
        // changed while the call ran.
        let confirmComment = "// Confirmed: gone, even if a refresh that ran meanwhile still listed it."
        let confirm = [
            Statement(swift: confirmComment, inState: confirmComment),
            Statement(swift: "if let \(saved) {", inState: "if let \(saved) {"),
            both { array, _ in "    \(array).removeAll { $0.id == \(saved).id }" },
            Statement(swift: "}", inState: "}"),
        ]
        // The condition on two lines, then the brace on its own, as swift-format lays out a long condition.
        let rollBack = [
            Statement(swift: "if let \(saved), let \(index),", inState: "if let \(saved), let \(index),"),
            both { array, _ in "    !\(array).contains(where: { $0.id == \(saved).id })" },
            Statement(swift: "{", inState: "{"),
            both { array, _ in "    \(array).insert(\(saved), at: min(\(index), \(array).count))" },
            Statement(swift: "}", inState: "}"),
        ]
        return (apply, confirm, rollBack)
    }

    /// The expression with `$element` read as `statuses[index]` (`state.statuses[index]`). The
    /// placeholder becomes a name no state has before the state names are rewritten, and the element
    /// after, so a state property named `index` cannot capture it.
    private static func elementExpression(
        _ source: String, array: (swift: String, inState: String), position: String, expressions: ScreenExpressions
    ) -> (swift: String, inState: String) {
        let marked = SwiftExpressionScanner.Scan(source).rewrite { token in
            token.kind == .dollar && token.name == "element" ? elementToken : nil
        }
        let value = expressions.expression(marked)
        return (
            value.swift.replacing(elementToken, with: "\(array.swift)[\(position)]"),
            value.inState.replacing(elementToken, with: "\(array.inState)[\(position)]")
        )
    }

    var templateValue: Value {
        .object(["apply": apply.templateValue, "confirm": confirm.templateValue, "rollBack": rollBack.templateValue])
    }
}
