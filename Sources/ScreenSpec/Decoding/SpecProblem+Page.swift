/// What can be wrong with an action's `page:` (docs/spec-format.md, "Pagination").
enum PageProblem: Sendable, Hashable {
    case missingList
    case appendAndReplace
    case notAList(key: String, name: String, type: String)
    case hasMoreNotBool(name: String, type: String)
    case appendNeedsBusy
    /// `concurrency` other than `ignore` on an appending page: its guard turns a second call away first.
    case appendPolicy(String)
    case cursorNotPassed(cursor: String, call: String)
    case notAResultPath(key: String, text: String)
    case nilCursorNotOptional(cursor: String, type: String)
    case setByPage(name: String, key: String)
    case lastRowNeedsAppend
    /// `page` on a multi-step action (`steps:`): only an action with one `call` pages.
    case withSteps

    var message: String {
        switch self {
        case .missingList: return "a page needs 'append' (load more) or 'replace' (first page, refresh)"
        case .appendAndReplace: return "a page either appends to a list or replaces it, not both"
        case .notAList(let key, let name, let type):
            return "'\(key)' needs a list state property, but '\(name)' is '\(type)'"
        case .hasMoreNotBool(let name, let type):
            return "'hasMore' must be a Bool state property, but '\(name)' is '\(type)'"
        case .appendNeedsBusy: return "a page that appends needs 'busy', its loading-more flag"
        case .appendPolicy(let policy):
            return "a page that appends does nothing while its loading-more flag holds, so 'concurrency: \(policy)' "
                + "would never run a second call"
        case .cursorNotPassed(let cursor, let call):
            return "a page that appends passes its cursor, but the call to '\(call)' does not read '\(cursor)'"
        case .notAResultPath(let key, let text):
            return "a page's '\(key)' must be '$result' or a member of it, like '$result.\(key)', not '\(text)'"
        case .nilCursorNotOptional(let cursor, let type):
            return "'end: nilCursor' needs an optional cursor, but '\(cursor)' is '\(type)'"
        case .setByPage(let name, let key):
            return "'\(name)' is set by the page (its '\(key)'), so 'success' cannot set it too"
        case .lastRowNeedsAppend:
            return "'trigger: lastRow' loads the next page: the action needs 'page: { append: … }'"
        case .withSteps: return "'page' applies to an action with one 'call', not to one with 'steps'"
        }
    }

    var hint: String? {
        switch self {
        case .missingList, .appendAndReplace:
            return "`page: { append: items, cursor: nextCursor, hasMore: hasMore }` for load more, "
                + "`page: { replace: items, … }` for the first page and refresh"
        case .appendNeedsBusy:
            return "add `busy: isLoadingMore`, a Bool state property of its own: the action does nothing while it holds"
        case .cursorNotPassed(let cursor, _): return "write `with: { <param>: \(cursor) }`"
        case .nilCursorNotOptional: return "use `end: emptyPage` or a flag of the result (`end: $result.isLastPage`)"
        case .setByPage: return "remove it from 'success'"
        case .appendPolicy:
            return "use `concurrency: ignore` (the page's call is then cancelled with the screen) or none"
        case .withSteps:
            return "move the paged call into an action of its own, with `call:` and `page:`"
        default: return nil
        }
    }
}
