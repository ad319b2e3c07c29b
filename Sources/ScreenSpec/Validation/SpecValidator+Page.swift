extension SpecValidator {
    /// Checks each action's `page:` against the screen's state and the call, and resolves its `end`
    /// (`nilCursor` for an optional cursor, `emptyPage` for any other).
    mutating func validatePages(_ screen: inout Screen, names: ScreenNames) {
        for index in screen.actions.indices {
            let action = screen.actions[index]
            guard var page = action.page else { continue }
            let list = stateType(page.list, in: screen, names: names)
            if let list, !Self.isArray(list.swift) {
                let key = page.mode.value.rawValue
                problems.report(.page(.notAList(key: key, name: page.list.value, type: list.swift)), at: page.list.mark)
            }
            let cursor = stateType(page.cursor, in: screen, names: names)
            if let hasMore = stateType(page.hasMore, in: screen, names: names), hasMore.swift != "Bool" {
                problems.report(
                    .page(.hasMoreNotBool(name: page.hasMore.value, type: hasMore.swift)), at: page.hasMore.mark)
            }
            for (key, expression) in [("items", page.items), ("next", page.next)]
            where Page.resultPath(expression) == nil {
                problems.report(.page(.notAResultPath(key: key, text: expression.source)), at: expression.mark)
            }
            if case .flag(let flag)? = page.end?.value, Page.resultPath(flag) == nil {
                problems.report(.page(.notAResultPath(key: "end", text: flag.source)), at: flag.mark)
            }
            if page.end == nil {
                page.end = Located((cursor?.isOptional ?? true) ? .nilCursor : .emptyPage, at: page.mark)
            } else if case .nilCursor? = page.end?.value, let cursor, !cursor.isOptional {
                problems.report(
                    .page(.nilCursorNotOptional(cursor: page.cursor.value, type: cursor.swift)), at: page.end?.mark)
            }
            if page.mode.value == .append {
                if action.busy == nil { problems.report(.page(.appendNeedsBusy), at: page.list.mark) }
                if let policy = action.concurrency, policy.value != .ignore {
                    problems.report(.page(.appendPolicy(policy.value.rawValue)), at: policy.mark)
                }
                if let call = action.call,
                    !call.arguments.contains(where: { Page.reads(page.cursor.value, in: $0.value.source) })
                {
                    let called = "\(call.dependency.value).\(call.method.value)"
                    problems.report(.page(.cursorNotPassed(cursor: page.cursor.value, call: called)), at: call.mark)
                }
            }
            let owned = [(page.list, page.mode.value.rawValue), (page.cursor, "cursor"), (page.hasMore, "hasMore")]
            for effect in action.success {
                guard case .assign(let assignment) = effect,
                    let key = owned.first(where: { $0.0.value == assignment.target.value })?.1
                else { continue }
                problems.report(
                    .page(.setByPage(name: assignment.target.value, key: key)), at: assignment.target.mark)
            }
            screen.actions[index].page = page
        }
    }

    /// The type of a state property, or nil (reported) when the screen has none of that name.
    private mutating func stateType(_ reference: Reference, in screen: Screen, names: ScreenNames) -> TypeRef? {
        guard let property = screen.stateProperty(named: reference.value) else {
            problems.report(unknown("state property", reference, names.state), at: reference.mark)
            return nil
        }
        return property.type
    }

    /// `[Status]`, not `[String: Status]` nor `[Status]?`: what `+=` appends a page to.
    static func isArray(_ type: String) -> Bool {
        if case .array = SwiftTypeShape(type) { return true }
        return false
    }
}
