import ScreenSpec

/// The test of an appending page against a refresh (docs/spec-format.md, "Pagination"): a page that
/// was asked for before the list was replaced, and arrives after, is not appended to the new list, and
/// its failure is not shown. Same names in every style.
extension TestPlanner {
    /// The action that replaces the appending action's list (its refresh), as the test performs it:
    /// the one triggered by `refresh` first, else the first. Nil when there is none the test can run
    /// while a page loads (a `skipIf` reading the loading-more flag keeps the two apart by itself).
    func replacingAction(of append: Action, page: Page) -> (action: Action, call: Call, method: Method)? {
        let appendBusy = append.busy?.value
        let candidates = screen.actions.compactMap { action -> (action: Action, call: Call, method: Method)? in
            guard action.name.value != append.name.value, let other = action.page, other.mode.value == .replace,
                other.list.value == page.list.value, other.cursor.value == page.cursor.value,
                action.confirm == nil, action.params.isEmpty, let call = action.call,
                let method = samples.declarations.method(of: call), method.isAsync, method.returns != nil,
                !(appendBusy.map { skipNames(action).contains($0) } ?? false)
            else { return nil }
            return (action, call, method)
        }
        return candidates.first { $0.action.trigger?.value == .refresh } ?? candidates.first
    }

    /// `loadMore` starts and its call is held; the refresh runs to the end; then the page (or its
    /// failure) arrives: the state is what the refresh left, the loading-more flag reset, and the page's
    /// call phase (a store's) as before.
    func latePageTests(_ action: Action, page: Page, call: Call, method: Method) -> [TestCaseContext] {
        guard let returns = method.returns, method.isAsync,
            let (replace, replaceCall, replaceMethod) = replacingAction(of: action, page: page),
            let replaceReturns = replaceMethod.returns, let replacePage = replace.page,
            let nextPath = Page.resultPath(replacePage.next), !nextPath.isEmpty,
            let cursorType = screen.stateProperty(named: page.cursor.value)?.type
        else { return [] }
        let names = MethodNames(method, of: call.dependency.value)
        let replaceNames = MethodNames(replaceMethod, of: replaceCall.dependency.value)
        let sameMethod =
            replaceCall.dependency.value == call.dependency.value && replaceMethod.name.value == method.name.value
        // The refreshed page ends at a cursor of its own, never the one the late page was asked from.
        let startCursor = fullStart.first { $0.name == page.cursor.value }?.value
        let refreshedCursor = samples.expression(for: cursorType, .distinct)
        guard refreshedCursor != startCursor else { return [] }
        let refreshed = slots.result(replaceCall, replaceMethod) ?? samples.expression(for: replaceReturns, .distinct)
        let late = samples.at(.tests).slotExpression(for: returns, slot: method.name.value, ordinal: 97)
        // Built in a `var`, then bound with `let`: the mock's handler may capture only constants (Swift 6).
        let refreshedPage: [TestStep] = [
            .line("var refreshedPage: \(replaceReturns.swift) = \(refreshed)"),
            .line("refreshedPage.\(nextPath) = \(refreshedCursor)"), .line("let result = refreshedPage"),
        ]
        let latePage = TestStep.line("let otherResult: \(returns.swift) = \(late)")
        /// The mock's handler: the first call (the page) is held until released, then fails or answers
        /// the late page; with one method for both, the second call (the refresh) answers `result`.
        func handler(failing: Bool) -> [TestStep] {
            var steps = suspendingCallsOpening(method, names: names, readsIndex: sameMethod)
            let answer = failing ? "throw StubError(\"late page failed\")" : "return otherResult"
            steps.append(.line(sameMethod ? "    if index == 0 { \(answer) }" : "    \(answer)"))
            if sameMethod { steps.append(.line("    return result")) }
            steps.append(.line("}"))
            if !sameMethod {
                steps.append(
                    .line("\(Naming.swift(replaceNames.dependency.variable)).\(replaceNames.mockResult) = result"))
            }
            return steps
        }
        let refreshing: [TestStep] =
            sameMethod
            ? [
                perform(replace, in: "second"), .line("await calls.waitUntilStarted(2)"), .line("calls.release(1)"),
                .line("await second.value"),
            ] : [perform(replace)]
        let performing =
            [perform(action, in: "first"), .line("await calls.waitUntilStarted(1)")] + refreshing + [
                .line("calls.release(0)"), .line("await first.value"),
            ]
        let title = action.name.value
        let other = replace.name.value
        // The late page's own call ends as if it had not run: a store puts its `loadMorePhase` back.
        let lateCallStatus = TestStep.callStatus(
            CallStatus(member: Naming.swift(ActionNames.callPhase(of: title)), status: .notRun, result: nil))
        /// One case: the late page arrives (`failing` false) or fails; either way the state is what the
        /// refresh left.
        func latePageCase(failing: Bool) -> TestCaseContext {
            TestCaseContext(
                name: testName(
                    action,
                    (failing ? "page_latePageFailureIsNotShownAfter" : "page_latePageIsNotAppendedAfter")
                        + NameSpelling.upperCamel(other)),
                summary: failing
                    ? "The failure of a page `\(title)` asked for before `\(other)` replaced the list is not shown."
                    : "A page `\(title)` asked for before `\(other)` replaced the list, arriving after, is not appended to it.",
                kind: "page",
                steps: mockLines + refreshedPage + (failing ? [] : [latePage]) + handler(failing: failing) + inputLines
                    + [makeScreen(state: fullStart)]
                    + outcomeSteps(
                        successEffects(replace), busy: replace.busy?.value, performing: performing,
                        callStatus: lateCallStatus))
        }
        var tests = [latePageCase(failing: false)]
        if method.isThrowing, !action.failure.isEmpty || !action.cases.failure.isEmpty {
            tests.append(latePageCase(failing: true))
        }
        return tests
    }
}
