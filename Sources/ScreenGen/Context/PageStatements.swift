import ScreenSpec

/// An action's `page:` as the statements and guard every style prints in its action body (the styles'
/// templates print them as they print `skipIf` and `success`, so no style has a page template of its own).
enum PageStatements {
    /// `!hasMore || isLoadingMore`: an appending action does nothing at the end of the list or while the
    /// page before is on its way; the spec's own `skipIf` follows. Nil when there is no such guard.
    static func guardSource(_ action: Action) -> String? {
        guard let page = action.page, page.mode.value == .append, let busy = action.busy else {
            return action.skipIf?.source
        }
        let source = "!\(page.hasMore.value) || \(busy.value)"
        return action.skipIf.map { "\(source) || (\($0.source))" } ?? source
    }

    /// `statuses += result.statuses` (or `=` for `replace`), `nextCursor = result.nextCursor`,
    /// `hasMore = result.nextCursor != nil`: applied first on success, before the action's own effects.
    static func statements(_ page: Page, expressions: ScreenExpressions) -> [ActionContext.Statement] {
        let list = Naming.swift(page.list.value)
        let cursor = Naming.swift(page.cursor.value)
        let hasMore = Naming.swift(page.hasMore.value)
        let items = expressions.expression(page.items.source)
        let next = expressions.expression(page.next.source)
        let more = self.more(page, expressions: expressions)
        let assign = page.mode.value == .append ? "+=" : "="
        // The Actions style reaches a shared property through its store's member, not `state`.
        let owned = { (name: String) in expressions.names.stateOwner(name) + "." + Naming.swift(name) }
        return [
            ActionContext.Statement(
                swift: "\(list) \(assign) \(items.swift)",
                inState: "\(owned(page.list.value)) \(assign) \(items.inState)"),
            ActionContext.Statement(
                swift: "\(cursor) = \(next.swift)", inState: "\(owned(page.cursor.value)) = \(next.inState)"),
            ActionContext.Statement(
                swift: "\(hasMore) = \(more.swift)", inState: "\(owned(page.hasMore.value)) = \(more.inState)"),
        ]
    }

    /// Whether another page follows this one, from the page's end condition: `result.nextCursor != nil`,
    /// `!result.statuses.isEmpty`, `!result.isLastPage`.
    static func more(_ page: Page, expressions: ScreenExpressions) -> (swift: String, inState: String) {
        switch page.end?.value ?? .nilCursor {
        case .nilCursor:
            let next = expressions.expression(page.next.source)
            return ("\(next.swift) != nil", "\(next.inState) != nil")
        case .emptyPage:
            let items = expressions.expression(page.items.source)
            return ("!\(items.swift).isEmpty", "!\(items.inState).isEmpty")
        case .flag(let flag):
            let value = expressions.expression(flag.source)
            return ("!\(value.swift)", "!\(value.inState)")
        }
    }

    /// `loadMore()`: the action without params that `trigger: lastRow` starts for the list, if any.
    static func lastRowInvocation(_ screen: Screen, list: String) -> String? {
        screen.actions.first { action in
            action.trigger?.value == .lastRow && action.params.isEmpty && action.page?.list.value == list
        }.map { Naming.swift($0.name.value) + "()" }
    }
}
