import ScreenSpec

/// Tests of an action's `page:` (docs/spec-format.md, "Pagination"), the same names in every style.
///
/// An appending page: it appends (from a list that is not empty, so replacing fails), passes the
/// cursor from state, holds its loading-more flag while the call runs, stops at the end (no call
/// after the last page), does not call again while a page is on its way, and a failure keeps the
/// list and the cursor. A replacing page: it resets the list, the cursor and `hasMore`; a failure
/// keeps them.
extension TestPlanner {
    /// The page's assignments written as effects (`statuses: statuses + $result.statuses`), so the
    /// success test checks them with the action's own success effects.
    func pageEffects(_ action: Action) -> [Effect] {
        guard let page = action.page else { return [] }
        let items = page.mode.value == .append ? "\(page.list.value) + \(page.items.source)" : page.items.source
        let more: String
        switch page.end?.value ?? .nilCursor {
        case .nilCursor: more = "\(page.next.source) != nil"
        case .emptyPage: more = "!\(page.items.source).isEmpty"
        case .flag(let flag): more = "!\(flag.source)"
        }
        return [
            .assign(Assignment(target: page.list, value: Expression(items, at: page.mark))),
            .assign(Assignment(target: page.cursor, value: page.next)),
            .assign(Assignment(target: page.hasMore, value: Expression(more, at: page.mark))),
        ]
    }

    /// What a successful call changes: the page first, then the action's success effects (its cases folded
    /// in), which read the page and the optimistic update as they left the state.
    func successEffects(_ action: Action) -> [Effect] {
        afterCall(successOutcome(action), of: action)
    }

    /// The page's effects, then `effects` as they run after it and after the optimistic update, each value
    /// over the state before the action.
    func afterCall(_ effects: [Effect], of action: Action) -> [Effect] {
        pageEffects(action) + assignedBeforeSuccess(action).reading(effects)
    }

    /// What runs before `success` and its cases, in order: the optimistic update of state properties (an
    /// element update, `in`, changes one element the generic tests do not start with), then the page.
    func assignedBeforeSuccess(_ action: Action) -> AssignedValues {
        let optimistic = action.optimistic.flatMap { $0.collection == nil ? $0.set : nil } ?? []
        let page = pageEffects(action).compactMap { effect -> Assignment? in
            if case .assign(let assignment) = effect { assignment } else { nil }
        }
        return AssignedValues(optimistic + page)
    }

    func pageTests(_ action: Action, page: Page, call: Call, method: Method) -> [TestCaseContext] {
        guard let returns = method.returns else { return [] }
        let names = MethodNames(method, of: call.dependency.value)
        let mock = Naming.swift(names.dependency.variable)
        let sample = slots.result(call, method) ?? samples.expression(for: returns, .distinct)
        let list = Naming.swift(page.list.value)
        let cursor = Naming.swift(page.cursor.value)
        let hasMore = Naming.swift(page.hasMore.value)
        let items = expressions.expression(page.items.source).swift
        let next = expressions.expression(page.next.source).swift
        let locals = inputLines + parameterLines(action)
        let makeStart = makeScreen(state: fullStart)
        let performAction = perform(action)
        let callCount = "\(mock).\(names.mockCallCount)"
        let title = action.name.value
        let arranged = CallTestArrangement(
            action: action, kind: "page", namePrefix: "page_", mocks: mockLines, locals: locals, start: makeStart)

        /// The stubbed page: `result`, made the last page or one with more after it.
        func stubPage(last: Bool) -> [TestStep] {
            var changes: [String] = []
            let path = { (expression: Expression) in
                Page.resultPath(expression).map { $0.isEmpty ? "result" : "result." + $0 } ?? "result"
            }
            switch page.end?.value ?? .nilCursor {
            case .nilCursor:
                let cursorType = screen.stateProperty(named: page.cursor.value)?.type
                let more = cursorType.map { samples.expression(for: $0, .distinct) } ?? "nil"
                changes.append("\(path(page.next)) = \(last ? "nil" : more)")
            case .emptyPage:
                if last { changes.append("\(path(page.items)) = []") }
            case .flag(let flag):
                changes.append("\(path(flag)) = \(last)")
            }
            return [.line("\(changes.isEmpty ? "let" : "var") result: \(returns.swift) = \(sample)")]
                + changes.map { .line($0) } + [.line("\(mock).\(names.mockResult) = result")]
        }
        let failing: [TestStep] = [
            .line("\(mock).\(names.mockError) = StubError(\(SwiftText.stringLiteral(method.name.value + " failed")))")
        ]
        let kept = [page.list.value, page.cursor.value, page.hasMore.value]
        let keepsPage =
            captures(of: Set(kept)) + [.blankLine, performAction, .blankLine]
            + kept.map { assertion(path: Naming.swift($0), .equal(Naming.swift($0))) }
        let failure = arranged.test(
            "failureKeepsListAndCursor",
            "When \(method.name.value) throws, `\(title)` keeps `\(page.list.value)`, `\(page.cursor.value)` and `\(page.hasMore.value)`.",
            stub: failing, keepsPage)

        guard page.mode.value == .append, let busy = action.busy.map({ Naming.swift($0.value) }) else {
            // replace: the list, the cursor and `hasMore` start over from the page, whatever they were.
            var fromNoMore = arranged
            fromNoMore.start = makeScreen(state: fullStart + [(page.hasMore.value, "false")])
            let steps: [TestStep] = [
                .blankLine, performAction, .blankLine, assertion(path: list, .equal(items)),
                assertion(path: cursor, .equal(next)), assertion(path: hasMore, .isTrue),
            ]
            let reset = fromNoMore.test(
                "resetsListAndCursor",
                "`\(title)` replaces `\(page.list.value)` with the page and starts `\(page.cursor.value)` and `\(page.hasMore.value)` over.",
                stub: stubPage(last: false), steps)
            return [reset, failure]
        }

        let suspended = suspendingHandler(method, names: names, answer: sample, checkCancellation: false)
        var result: [TestCaseContext] = []

        // Appends: the start list is not empty, so a page that replaced it would show.
        do {
            var steps = captures(of: [page.list.value])
            steps += [.blankLine, performAction, .blankLine]
            steps += [
                assertion(path: list, .equal("\(list) + \(items)")), assertion(path: cursor, .equal(next)),
                assertion(path: hasMore, .isTrue),
            ]
            result.append(
                arranged.test(
                    "appendsPageToList",
                    "`\(title)` appends the page to `\(page.list.value)` and moves `\(page.cursor.value)` on.",
                    stub: stubPage(last: false), steps))
        }

        // Passes the cursor in state.
        if let argument = call.arguments.first(where: {
            Page.reads(page.cursor.value, in: $0.value.source)
        }) {
            let received =
                call.arguments.count == 1
                ? "\(mock).\(names.mockReceived)"
                : "\(mock).\(names.mockReceived)?.\(Naming.swift(argument.name.value))"
            var steps = captures(of: SwiftExpressionScanner.usedNames(in: argument.value.source))
            steps += [.blankLine, performAction, .blankLine]
            steps.append(
                .check(
                    received, equals: expressions.expression(argument.value.source).swift,
                    label: SwiftText.stringLiteral(argument.name.value)))
            result.append(
                arranged.test(
                    "passesCursorFromState",
                    "`\(title)` asks for the page that starts at `\(page.cursor.value)`.", stub: stubPage(last: false),
                    steps))
        }

        // The loading-more flag holds while the page is on its way, and not after.
        do {
            var steps = CallLines.held(perform(action, in: "task"), whileHeld: [assertion(path: busy, .isTrue)])
            steps.append(.blankLine)
            steps.append(assertion(path: busy, .isFalse))
            result.append(
                arranged.test(
                    "loadingMoreFlagIsSetAndCleared",
                    "`\(action.busy?.value ?? busy)` holds while the next page loads, and not after.", stub: suspended,
                    steps))
        }

        // Stops at the end: after the last page, `hasMore` is false and the action calls no more.
        do {
            var steps = captures(of: [page.list.value])
            steps += [.blankLine, performAction, .blankLine]
            steps += [assertion(path: list, .equal("\(list) + \(items)")), assertion(path: hasMore, .isFalse)]
            steps += [.blankLine, performAction, .blankLine, .check(callCount, equals: "1")]
            result.append(
                arranged.test(
                    "stopsAtTheEnd",
                    "After the last page `\(page.hasMore.value)` is false, and `\(title)` calls \(method.name.value) no more.",
                    stub: stubPage(last: true), steps))
        }

        // While a page is on its way, another `loadMore` does nothing.
        do {
            var steps = CallLines.held(
                perform(action, in: "first"), whileHeld: [performAction], awaiting: CallLines.awaitFirst)
            steps += [.blankLine, .check(callCount, equals: "1")]
            result.append(
                arranged.test(
                    "ignoresCallWhileLoadingMore",
                    "While `\(action.busy?.value ?? busy)` holds, `\(title)` does not ask for the page again.",
                    stub: suspended, steps))
        }
        return result + [failure] + latePageTests(action, page: page, call: call, method: method)
    }
}
