extension SpecFormat {
    public static let page = ObjectDescription(
        name: "Page", noun: "a page",
        doc:
            "The call loads one page of a list: `append` adds it (load more, from the cursor in state, until the end), `replace` starts the list again (first page, refresh).",
        keys: [
            KeyDescription(
                "append", .identifier,
                doc:
                    "The list state property the page is appended to; the action does nothing at the end or while its busy flag holds."
            ),
            KeyDescription(
                "replace", .identifier,
                doc: "The list state property the page replaces; the cursor and `hasMore` start over from the page."),
            KeyDescription("items", .expression, doc: "The page's items: `$result.<list>` unless given."),
            KeyDescription(
                "cursor", .identifier, required: true,
                doc: "The state property that says where the next page starts; the call of an appending page passes it."
            ),
            KeyDescription("next", .expression, doc: "The cursor after this page: `$result.<cursor>` unless given."),
            KeyDescription(
                "hasMore", .identifier, required: true,
                doc: "A Bool state property, false once the last page has arrived."),
            KeyDescription(
                "end", .either([.choice(Page.End.names), .expression]),
                doc:
                    "How the last page shows: `nilCursor` (the next cursor is nil; the default for an optional cursor), `emptyPage` (no items; the default otherwise), or a Bool flag of the result, `$result.isLastPage`."
            ),
        ])
}
