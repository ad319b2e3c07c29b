import YAML

extension SpecDecoder {
    /// `page: { append: statuses, cursor: nextCursor, hasMore: hasMore }`; `items` and `next` default to
    /// the result's members named like the list and the cursor, `end` is resolved by the validator.
    mutating func decodePage(_ fields: Fields, into action: inout Action) {
        defer {
            // A page that is there but could not be read has been reported already.
            if let trigger = action.trigger, trigger.value == .lastRow,
                fields["page"] == nil
                    || (action.page != nil && action.page?.mode.value != .append)
            {
                reader.problems.report(.page(.lastRowNeedsAppend), at: trigger.mark)
            }
        }
        guard let node = fields["page"], let page = reader.fields(node, SpecFormat.page) else { return }
        if fields.mark(of: "steps") != nil {
            reader.problems.report(.page(.withSteps), at: fields.mark(of: "page"))
        } else if fields.mark(of: "call") == nil {
            reader.problems.report(.needsCall(key: "page"), at: fields.mark(of: "page"))
        }
        let append = reader.identifier(page["append"])
        let replace = reader.identifier(page["replace"])
        if append != nil, let replace {
            reader.problems.report(.page(.appendAndReplace), at: replace.mark)
        }
        guard let list = append ?? replace else {
            // A misspelt `append` is reported as an unknown key, with its correction.
            let known = Set(SpecFormat.page.keys.map(\.name))
            let misspelt = node.mapping?.contains { !known.contains($0.key.text ?? "") } ?? false
            if page["append"] == nil && page["replace"] == nil && !misspelt {
                reader.problems.report(.page(.missingList), at: node.mark)
            }
            return
        }
        let mode = Located(append != nil ? Page.Mode.append : .replace, at: list.mark)
        guard let cursor = reader.identifier(page["cursor"]), let hasMore = reader.identifier(page["hasMore"]) else {
            return
        }
        let items = reader.expression(page["items"]) ?? Expression("$result.\(list.value)", at: list.mark)
        let next = reader.expression(page["next"]) ?? Expression("$result.\(cursor.value)", at: cursor.mark)
        var end: Located<Page.End>?
        if let endNode = page["end"], let text = endNode.text {
            if text.hasPrefix("$") {
                end = reader.expression(endNode).map { Located(.flag($0), at: endNode.mark) }
            } else if let word = reader.choice(endNode, key: "end", allowed: Page.End.names) {
                end = Located(word.value == "nilCursor" ? .nilCursor : .emptyPage, at: word.mark)
            }
        }
        action.page = Page(
            mode: mode, list: list, items: items, cursor: cursor, next: next, hasMore: hasMore, end: end,
            mark: node.mark)
    }
}
