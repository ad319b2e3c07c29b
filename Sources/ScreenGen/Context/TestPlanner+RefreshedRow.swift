import Foundation
import ScreenSpec

/// The tests of an optimistic update with `in` against a refresh that lands while its call runs
/// (docs/spec-format.md, "Optimistic updates"): when the call then fails or is cancelled, only what the update
/// changed is put back. The refreshed row keeps every other field the server sent, and a removed row the
/// refresh still lists is not put back twice. Restoring the whole row as it was before the call, toggling a
/// field back instead of restoring it, or inserting a removed row whatever the list holds passed every other
/// test: none changed the list while the call ran. Same names in every style.
extension TestPlanner {
    /// The action that replaces the list from its call's result while the update's call is held: no params,
    /// confirmation, steps, optimistic update or success cases, a guard on nothing but its own busy flag (not
    /// the update's), a call of another method than the update's, and `list: $result` (or `$result.items`,
    /// a page's `replace` too) among what its success does. The one triggered by `refresh` first.
    func refreshingAction(of action: Action, list: String, method: Method, call: Call)
        -> (action: Action, call: Call, method: Method, resultPath: String)?
    {
        let candidates = screen.actions.compactMap {
            other -> (action: Action, call: Call, method: Method, resultPath: String)? in
            guard other.name.value != action.name.value, other.params.isEmpty, other.confirm == nil,
                other.steps.isEmpty, other.optimistic == nil, other.cases.success.isEmpty,
                let otherCall = other.call, let otherMethod = samples.declarations.method(of: otherCall),
                let returns = otherMethod.returns, returns.swift != "Void",
                !(otherCall.dependency.value == call.dependency.value && otherMethod.name.value == method.name.value)
            else { return nil }
            let guardNames = skipNames(other)
            let ownBusy = other.busy.map { Set([$0.value]) } ?? []
            guard guardNames.isSubset(of: ownBusy), action.busy.map({ !guardNames.contains($0.value) }) ?? true
            else { return nil }
            // The last assignment to the list, page first (`successEffects`' order).
            let assigned = (pageEffects(other) + successOutcome(other)).compactMap { effect -> ScreenSpec.Expression? in
                guard case .assign(let assignment) = effect, assignment.target.value == list else { return nil }
                return ScreenSpec.Expression(
                    assignment.value.source.trimmingCharacters(in: .whitespaces), at: assignment.value.mark)
            }.last
            guard let assigned, let path = Page.resultPath(assigned) else { return nil }
            return (
                other, otherCall, otherMethod,
                path.split(separator: ".").map { Naming.swift(String($0)) }.joined(separator: ".")
            )
        }
        return candidates.first { $0.action.trigger?.value == .refresh } ?? candidates.first
    }

    /// `…_optimistic_failureKeepsTheRefreshedRow` and `…_cancellationKeepsTheRefreshedRow`: the update's call is
    /// held, the refresh runs to the end with the row (every other field changed, the ones the update sets at
    /// the values they had), then the call fails or is cancelled: the list is the refreshed one.
    func refreshedRowTests(
        _ action: Action, update: OptimisticUpdate, shape: OptimisticShape, call: Call, method: Method,
        arranged: CallTestArrangement
    ) -> [TestCaseContext] {
        guard let collection = update.collection, method.isAsync, method.isThrowing,
            let property = screen.stateProperty(named: collection.value),
            let (model, _) = OptimisticUpdate.elementModel(of: property, in: samples.declarations),
            let refresh = refreshingAction(of: action, list: collection.value, method: method, call: call),
            let returns = refresh.method.returns
        else { return [] }
        let listType = property.type.swift
        let refreshed = "refreshedElements"
        var lines: [TestStep] = []
        if update.removes {
            // The server still lists the row the update removed.
            lines.append(.line("let \(refreshed): \(listType) = [.fixture(id: \(shape.idValue))]"))
        } else {
            guard
                let row = samples.changedRow(
                    ofModel: model.name.value, id: shape.idValue, ordinal: slots.usedOrdinals + 2)
            else { return [] }
            lines.append(.line("var refreshedElement: \(model.name.value) = \(row)"))
            // The fields the update sets as they were: putting them back leaves the server's row, and a field
            // toggled back instead of restored shows.
            for assignment in update.set {
                let field = Naming.swift(assignment.target.value)
                lines.append(.line("refreshedElement.\(field) = \(OptimisticShape.start)[1].\(field)"))
            }
            lines.append(.line("let \(refreshed): \(listType) = [refreshedElement]"))
        }
        let names = MethodNames(refresh.method, of: refresh.call.dependency.value)
        let mock = Naming.swift(names.dependency.variable)
        /// The refresh's mock answers `list` (or a result holding it).
        func answering(_ list: String) -> [TestStep] {
            if refresh.resultPath.isEmpty { return [.line("\(mock).\(names.mockResult) = \(list)")] }
            return [
                .line("var refreshedResult: \(returns.swift) = \(samples.expression(for: returns, .distinct))"),
                .line("refreshedResult.\(refresh.resultPath) = \(list)"),
                .line("\(mock).\(names.mockResult) = refreshedResult"),
            ]
        }
        lines += answering(refreshed)
        let actionNames = MethodNames(method, of: call.dependency.value)
        let failing =
            [CallLines.declareCall, handlerOpening(method, names: actionNames), CallLines.suspend]
            + [
                .line("    throw StubError(\(SwiftText.stringLiteral(method.name.value + " failed")))"),
                CallLines.closeBrace,
            ]
        let answer = method.returns.flatMap { type in
            type.swift == "Void" ? nil : slots.result(call, method) ?? samples.expression(for: type, .distinct)
        }
        let cancelled = suspendingHandler(method, names: actionNames, answer: answer, checkCancellation: true)
        func steps(_ lines: [TestStep], cancelling: Bool = false, expecting list: String = refreshed) -> [TestStep] {
            lines
                + CallLines.held(
                    perform(action, in: "task"), whileHeld: [perform(refresh.action)], cancelling: cancelling)
                + [.blankLine, assertion(path: collection.value, .equal(list))]
        }
        let title = action.name.value
        let other = refresh.action.name.value
        // Failure effects that set the list (`items: "items.filter { … }"`) decide what it is after a failure: only
        // the cancellation is tested then.
        let failureSetsList = targetNames(failureOutcome(action)).contains(collection.value)
        var tests = [
            arranged.test(
                "optimistic_failureKeepsTheRefreshedRow",
                "When \(method.name.value) throws after `\(other)` ran, `\(title)` puts back only what it changed.",
                stub: failing, steps(lines)),
            arranged.test(
                "optimistic_cancellationKeepsTheRefreshedRow",
                "When \(method.name.value) is cancelled after `\(other)` ran, `\(title)` puts back only what it changed.",
                stub: cancelled, steps(lines, cancelling: true)),
        ]
        if failureSetsList { tests.removeFirst() }
        guard update.removes else { return tests }
        // A refresh that no longer lists the row, then the call fails: the row comes back, at the end of the
        // shorter list (put back at its old place it would be past the end: a crash).
        if !failureSetsList {
            tests.append(
                arranged.test(
                    "optimistic_failureAfterARefreshWithoutTheRowPutsItBack",
                    "When \(method.name.value) throws after `\(other)` dropped the row, `\(title)` puts it back at the end.",
                    stub: failing, steps(answering("[]"), expecting: "[\(OptimisticShape.start)[1]]")))
        }
        // A refresh that still lists the row, then the call succeeds: the row is removed again. Not where
        // `success` sets or reads the list: it decides what the list is then.
        let reads = successEffects(action).flatMap { SwiftExpressionScanner.usedNames(in: effectSource($0)) }
        if !targetNames(successEffects(action)).contains(collection.value), !reads.contains(collection.value) {
            let succeeding = suspendingHandler(method, names: actionNames, answer: answer, checkCancellation: false)
            tests.append(
                arranged.test(
                    "optimistic_successRemovesTheRowARefreshListed",
                    "When \(method.name.value) succeeds after `\(other)` listed the row again, `\(title)` removes it.",
                    stub: succeeding, steps(lines, expecting: "[]")))
        }
        return tests
    }
}
