import Mustache
import ScreenSpec

/// An appending page's protection against a late page (docs/spec-format.md, "Pagination"): the action
/// keeps the cursor it asked from, and applies the page (or its failure) only if the list's cursor is
/// still that one when the call ends. A refresh (`page: { replace: … }`) that finished meanwhile moved
/// the cursor: the page was asked for a list that is no longer shown, and appending it would put an old
/// page, with an old cursor, after the refreshed one. Every style prints the same two pieces.
struct PageStaleGuard: TemplateValueConvertible {
    /// The local holding the cursor the call was made with.
    static let savedCursor = "cursorBeforeCall"

    /// `let cursorBeforeCall = nextCursor` / `… = state.nextCursor`.
    let declaration: ActionContext.Statement
    /// `nextCursor == cursorBeforeCall`: the page still continues the list.
    let condition: ActionContext.Statement

    /// Nil unless the action appends a page.
    init?(_ action: Action, expressions: ScreenExpressions) {
        guard let page = action.page, page.mode.value == .append else { return nil }
        let cursor = expressions.expression(page.cursor.value)
        declaration = ActionContext.Statement(
            swift: "let \(Self.savedCursor) = \(cursor.swift)", inState: "let \(Self.savedCursor) = \(cursor.inState)")
        condition = ActionContext.Statement(
            swift: "\(cursor.swift) == \(Self.savedCursor)", inState: "\(cursor.inState) == \(Self.savedCursor)")
    }

    var templateValue: Value {
        .object(["declaration": declaration.templateValue, "condition": condition.templateValue])
    }
}
