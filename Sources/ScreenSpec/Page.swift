import Diagnostics

/// `page:` on an action with a call: the call loads one page of a list that a cursor in state walks.
///
/// `append` adds the page to the list (load more): the action does nothing at the end (`hasMore` false)
/// or while its busy flag (the loading-more flag) holds. `replace` starts again (the first page, pull
/// to refresh): the page replaces the list, and the cursor and `hasMore` start over from it.
public struct Page: Sendable, Hashable {
    public enum Mode: String, Sendable, Hashable, CaseIterable {
        case append, replace
    }

    /// How the end of the list shows in a page.
    public enum End: Sendable, Hashable {
        /// The next cursor is nil (`hasMore = result.nextCursor != nil`).
        case nilCursor
        /// The page has no items (`hasMore = !result.statuses.isEmpty`).
        case emptyPage
        /// A Bool the server sends, true on the last page (`$result.isLastPage`).
        case flag(Expression)

        /// The words `end:` accepts besides a `$result` flag.
        public static let names = ["nilCursor", "emptyPage"]
    }

    public var mode: Located<Mode>
    /// The list state property the page's items go to.
    public var list: Reference
    /// The page's items: `$result.<list>` unless given.
    public var items: Expression
    /// The state property the next call passes, and that each page moves on.
    public var cursor: Reference
    /// The cursor after this page: `$result.<cursor>` unless given.
    public var next: Expression
    /// A Bool state property: false once the last page has arrived.
    public var hasMore: Reference
    /// nil until validation: then `nilCursor` for an optional cursor, `emptyPage` for any other.
    public var end: Located<End>?
    public var mark: Mark

    public init(
        mode: Located<Mode>, list: Reference, items: Expression, cursor: Reference, next: Expression,
        hasMore: Reference, end: Located<End>?, mark: Mark
    ) {
        self.mode = mode
        self.list = list
        self.items = items
        self.cursor = cursor
        self.next = next
        self.hasMore = hasMore
        self.end = end
        self.mark = mark
    }

    /// `$result.statuses` -> `statuses`, `$result` -> ``: the member path of the result an expression
    /// names, or nil when it is anything else (generated tests build pages by setting these paths).
    public static func resultPath(_ expression: Expression) -> String? {
        let source = expression.source
        guard source.hasPrefix("$result") else { return nil }
        let rest = source.dropFirst("$result".count)
        if rest.isEmpty { return "" }
        guard rest.first == "." else { return nil }
        let parts = rest.dropFirst().split(separator: ".", omittingEmptySubsequences: false)
        guard
            parts.allSatisfy({ part in
                !part.isEmpty && part.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
                    && !(part.first?.isNumber ?? true)
            })
        else { return nil }
        return parts.joined(separator: ".")
    }

    /// Whether `source` reads the name `name` as a whole word (not `nextCursorText`, not `.nextCursor`).
    public static func reads(_ name: String, in source: String) -> Bool {
        let isWordCharacter = { (character: Character) in character == "_" || character.isLetter || character.isNumber }
        var rest = source[...]
        while let range = rest.firstRange(of: name) {
            let before = range.lowerBound == source.startIndex ? nil : source[source.index(before: range.lowerBound)]
            let after = range.upperBound == source.endIndex ? nil : source[range.upperBound]
            if !(before.map { isWordCharacter($0) || $0 == "." || $0 == "$" } ?? false),
                !(after.map(isWordCharacter) ?? false)
            {
                return true
            }
            rest = source[range.upperBound...]
        }
        return false
    }
}
