import ScreenSpec

/// The tests of an action's `optimistic:` update, the same names in every style: the optimistic value is
/// shown while the call is suspended, a failure and a cancellation roll it back (and change nothing
/// else), and a success keeps it or applies the server's value (`replaceWith`).
///
/// An update of one element (`in`, `id`) starts from an array holding another element first and the
/// element second (a rollback or replacement that finds the wrong element shows), each field the update
/// sets to `true` or `false` starting at the other value, so that applying it shows (likewise a state
/// property an update without `in` sets so). A removal starts with the element between two others, so
/// that a rollback that appends it, or puts it first, instead of back in its place shows.
extension TestPlanner {
    func optimisticTests(_ action: Action, call: Call, method: Method, update: OptimisticUpdate) -> [TestCaseContext] {
        guard method.isAsync, method.isThrowing else { return [] }
        let names = MethodNames(method, of: call.dependency.value)
        let mock = Naming.swift(names.dependency.variable)
        let base = method.name.value
        let returns = method.returns.flatMap { $0.swift == "Void" ? nil : $0 }
        let sample = returns.map { slots.result(call, method) ?? samples.expression(for: $0, .distinct) }
        func suspendingHandler(checkCancellation: Bool) -> [TestStep] {
            self.suspendingHandler(method, names: names, answer: sample, checkCancellation: checkCancellation)
        }
        let stubResult: [TestStep] =
            returns.map { type in
                [.line("let result: \(type.swift) = \(sample!)"), .line("\(mock).\(names.mockResult) = result")]
            } ?? [.line("\(mock).\(names.mockResult) = ()")]
        let stubError = stubbedError(method, names: names)
        guard let shape = OptimisticShape(update, planner: self, params: action.params) else { return [] }
        let locals = inputLines + parameterLines(action) + shape.startLines
        let start = makeScreen(state: fullStart + shape.startState)
        let busy = action.busy?.value
        let arranged = CallTestArrangement(
            action: action, kind: "optimistic", mocks: mockLines + stepStubs(action), locals: locals, start: start)
        var tests: [TestCaseContext] = []

        // While the call is suspended, the optimistic value shows.
        do {
            var steps = captures(of: shape.readNames) + shape.expectedLines
            steps += CallLines.held(perform(action, in: "task"), whileHeld: shape.showsOptimistic)
            tests.append(
                arranged.test(
                    "optimistic_isShownWhileCallRuns",
                    "While \(base) runs, `\(action.name.value)` already shows its optimistic update.",
                    stub: suspendingHandler(checkCancellation: false), steps))
        }
        // A failure puts back what the update changed and applies the failure effects; nothing else changes.
        let failing = outcomeSteps(failureOutcome(action), busy: busy, perform: perform(action))
        // A cancelled call (the view went away) puts it back too, and shows no error.
        func cancelling(_ shape: OptimisticShape) -> [TestStep] {
            var steps = unchangedCaptures(except: nil) + shape.expectedLines
            steps += CallLines.held(perform(action, in: "task"), whileHeld: shape.showsOptimistic, cancelling: true)
            return steps + [.blankLine] + unchangedExpectations(except: nil)
        }
        tests.append(
            arranged.test(
                "optimistic_rolledBackOnFailure",
                "When \(base) throws, `\(action.name.value)` puts back what its optimistic update changed.",
                stub: stubError, failing))
        tests.append(
            arranged.test(
                "optimistic_rolledBackOnCancellation",
                "A cancelled \(base) puts back what `\(action.name.value)`'s optimistic update changed.",
                stub: suspendingHandler(checkCancellation: true), cancelling(shape)))
        // A failure or cancellation puts back the value a field had, not the opposite of the one it was set to:
        // from a field already at the Bool param or literal the update sets it to (`isDone: done`), a rollback to
        // `!done` (or to a constant) shows. A toggle (`isSaved: "!$element.isSaved"`) is run from `true` as well: there an update
        // that sets `true` instead shows while the call is held.
        if let unchanged = OptimisticShape(update, planner: self, params: action.params, atParams: true),
            unchanged.startsAtParams
        {
            var fromParam = arranged
            fromParam.locals = inputLines + parameterLines(action) + unchanged.startLines
            fromParam.start = makeScreen(state: fullStart + unchanged.startState)
            tests.append(
                fromParam.test(
                    "optimistic_failureRestoresTheValueItHad",
                    "When \(base) throws, `\(action.name.value)` puts back the value the element had, also when the field starts at its other value.",
                    stub: stubError, failing))
            tests.append(
                fromParam.test(
                    "optimistic_cancellationRestoresTheValueItHad",
                    "A cancelled \(base) puts back the value the element had, also when `\(action.name.value)`'s field starts at its other value.",
                    stub: suspendingHandler(checkCancellation: true), cancelling(unchanged)))
        }
        // A refresh lands while the call runs; then the call fails or is cancelled (`TestPlanner+RefreshedRow`).
        tests += refreshedRowTests(action, update: update, shape: shape, call: call, method: method, arranged: arranged)
        tests += queuedSameRowTests(action, update: update, call: call, method: method, arranged: arranged)
        // A success keeps the update, or replaces the element with the server's copy.
        do {
            // Success effects read the list as the update left it (`likedCount: "tracks.filter { $0.isLiked }.count"`,
            // `notes.map { $0.id == $result.id ? $result : $0 }`); one that assigns the list leaves that, not the
            // updated list besides.
            var kept = update.collection == nil ? optimisticEffectsKept(action) : shape.successEffects
            var succeeded = successEffects(action)
            var readsUpdatedList = false
            if let list = update.collection?.value {
                let updated = AssignedValues(kept.compactMap { if case .assign(let a) = $0 { a } else { nil } })
                let read = updated.reading(succeeded)
                readsUpdatedList = read.map(effectSource) != succeeded.map(effectSource)
                succeeded = read
                if targetNames(succeeded).contains(list) { kept = [] }
            }
            // The locals of the updated list, where something reads them.
            let lines = kept.isEmpty && !readsUpdatedList ? [] : shape.successLines
            let steps = outcomeSteps(
                kept + succeeded, busy: busy,
                performing: lines + (lines.isEmpty ? [] : [.blankLine]) + [perform(action)])
            tests.append(
                arranged.test(
                    update.replaceWith == nil ? "optimistic_keptOnSuccess" : "optimistic_successAppliesServerValue",
                    update.replaceWith == nil
                        ? "When \(base) succeeds, `\(action.name.value)` keeps its optimistic update."
                        : "When \(base) succeeds, `\(action.name.value)` replaces the element with the server's value.",
                    stub: stubResult, steps))
        }
        return tests
    }

    /// The effects a success of an action leaves on the screen besides `success` (or the case's effects that
    /// ran): the optimistic assignments to state properties those do not assign again (the success tests
    /// expect them). An element update is not included: the generic tests start without the element.
    func optimisticEffectsKept(_ action: Action, besides success: [Effect]? = nil) -> [Effect] {
        guard let update = action.optimistic, update.collection == nil else { return [] }
        let assigned = targetNames(success ?? successOutcome(action))
        return update.set.filter { !assigned.contains($0.target.value) }.map { .assign($0) }
    }
}

/// How the `queue` test of an element update or removal (`optimistic: { in: …, id: <param> }`) shows its rows: two
/// calls on two rows of the list, the second waiting its turn. Started on a row the list did not hold, the
/// test passed whatever the update did, and whenever it was applied.
struct QueuedRows {
    /// The second row's id and the array holding both rows.
    var startLines: [TestStep]
    var startState: [(name: String, value: String)]
    /// The expected arrays: while the first call runs, and after both.
    var expectedLines: [TestStep]
    /// While the second call waits, only the first call's row shows its update.
    var whileQueued: [TestStep]
    /// The second call, on the other row.
    var second: TestStep
    /// What both calls leave in the array.
    var afterBoth: Effect

    static let afterBoth = "elementsAfterBothCalls"

    /// Nil where the element's id is not one of the action's params, or where the success effects read it or
    /// the list, or set the list: they run once per call, and the test would expect them from the first
    /// call's values (`lastArchivedID: itemID` after the second call, `todos: $result` over both rows' updates).
    init?(_ action: Action, planner: TestPlanner) {
        guard let update = action.optimistic, let collection = update.collection, let id = update.id,
            let shape = OptimisticShape(update, planner: planner, params: action.params),
            let param = action.params.first(where: { $0.name.value == id.source.trimmingCharacters(in: .whitespaces) }),
            let property = planner.screen.stateProperty(named: collection.value),
            let (_, fields) = OptimisticUpdate.elementModel(of: property, in: planner.samples.declarations),
            fields.contains(where: { $0.name.value == "id" })
        else { return nil }
        for effect in planner.successEffects(action) {
            let reads = SwiftExpressionScanner.usedNames(in: planner.effectSource(effect))
            guard !planner.targetNames([effect]).contains(collection.value), !reads.contains(collection.value),
                !reads.contains(param.name.value)
            else { return nil }
        }
        let secondID = Naming.swift(param.name.value + "OfSecondCall")
        let sample = planner.samples.at(.tests).slotExpression(
            for: param.type, slot: param.name.value, ordinal: planner.slots.usedOrdinals + 1)
        let start = OptimisticShape.start
        let whileRunning = OptimisticShape.whileRunning
        let path = Naming.swift(collection.value)
        startLines = [.line("let \(secondID): \(param.type.swift) = \(sample)")]
        startState = shape.startState
        whileQueued = [planner.assertion(path: path, .equal(whileRunning))]
        second = planner.perform(action, in: "second", passing: [param.name.value: secondID])
        afterBoth = .assign(Assignment(target: collection, value: Expression(Self.afterBoth, at: collection.mark)))
        if update.removes {
            // The removal's rows (`OptimisticShape`), the last one the second call's: while it waits only the
            // first call's row is gone, and after both only the row neither named is left.
            let rows = [".fixture()", ".fixture(id: \(shape.idValue))", ".fixture(id: \(secondID))"]
            startLines += LineWrapping.arrayLiteral(
                "let \(start): \(property.type.swift) = ", rows, indent: LineWrapping.inBody
            )
            .map { .line($0) }
            expectedLines =
                shape.expectedLines + [
                    .line("var \(Self.afterBoth) = \(whileRunning)"), .line("\(Self.afterBoth).remove(at: 1)"),
                ]
            return
        }
        // The other row first: its own id, the updated row's other fields.
        let rows = [secondID, shape.idValue].map { id in
            ".fixture(" + (["id: \(id)"] + shape.fieldArguments).joined(separator: ", ") + ")"
        }
        startLines += LineWrapping.arrayLiteral(
            "let \(start): \(property.type.swift) = ", rows, indent: LineWrapping.inBody
        )
        .map { .line($0) }
        // The first call answers `otherResult`, the second `result` (`concurrencyTests`' handler).
        expectedLines = shape.expectedLines + [.line("var \(Self.afterBoth) = \(whileRunning)")]
        // The second row's update, unless a replacement that does not read it overwrites it.
        for assignment in update.set where update.replaceWith.map(OptimisticShape.readsElement) != false {
            let value = OptimisticShape.reading(assignment.value.source, element: "\(start)[0]", planner: planner)
            expectedLines.append(.line("\(Self.afterBoth)[0].\(Naming.swift(assignment.target.value)) = \(value)"))
        }
        if let replacement = update.replaceWith {
            for (row, result) in [(1, "otherResult"), (0, "result")] {
                let answered = SwiftExpressionScanner.rewrite(replacement.source) { token in
                    token.kind == .dollar && token.name == "result" ? result : nil
                }
                let value = OptimisticShape.reading(answered, element: "\(Self.afterBoth)[\(row)]", planner: planner)
                expectedLines.append(.line("\(Self.afterBoth)[\(row)] = \(value)"))
            }
        }
    }
}

/// What the tests of one optimistic update start from and expect, worked out once.
struct OptimisticShape {
    /// Locals declared before the screen: the array it starts with.
    var startLines: [TestStep] = []
    /// State overrides: the array holding the element.
    var startState: [(name: String, value: String)] = []
    /// Names the optimistic values read (captured before the action).
    var readNames: Set<String>
    /// Locals after the captures: the expected array while the call runs.
    var expectedLines: [TestStep] = []
    /// Checks that the optimistic value shows.
    var showsOptimistic: [TestStep]
    /// Locals for the expected array after a success (those of `expectedLines` it reads, and its own).
    var successLines: [TestStep] = []
    /// What a success leaves, as effects whose values are those locals (or the optimistic values).
    var successEffects: [Effect]
    /// An element update's id, as the test spells it, and its element's fixture arguments besides the id.
    var idValue = ""
    var fieldArguments: [String] = []
    /// Whether a field starts at the Bool literal or param the update sets it to, or a toggled field at `true`
    /// (`atParams`, and there is such a field).
    var startsAtParams = false

    static let start = "elementsBeforeCall"
    static let whileRunning = "elementsWhileRunning"
    static let afterSuccess = "elementsAfterSuccess"

    /// `params`: the action's, of which a `Bool` one set to a field whole (`isDone: done`) starts the field at
    /// `!done`, so that applying the update shows; with `atParams`, at `done` itself, so that a rollback to
    /// `!done` instead of the value the field had shows.
    init?(_ update: OptimisticUpdate, planner: TestPlanner, params: [Parameter] = [], atParams: Bool = false) {
        readNames = []
        for assignment in update.set {
            readNames.formUnion(SwiftExpressionScanner.usedNames(in: assignment.value.source))
        }
        guard let collection = update.collection, let id = update.id else {
            let effects = update.set.map { Effect.assign($0) }
            // A property set to a Bool literal starts at the other one, so that applying the update shows.
            startState = update.set.compactMap { assignment in
                let value = assignment.value.source.filter { $0 != " " }
                guard value == "true" || value == "false" else { return nil }
                return (assignment.target.value, value == "true" ? "false" : "true")
            }
            showsOptimistic = planner.expectations(for: effects)
            successEffects = effects
            return
        }
        guard let property = planner.screen.stateProperty(named: collection.value),
            let (_, fields) = OptimisticUpdate.elementModel(of: property, in: planner.samples.declarations)
        else { return nil }
        // The element is found by an id the test knows before the screen exists: params and input only.
        let idReads = SwiftExpressionScanner.usedNames(in: id.source)
        let screen = planner.screen
        guard
            idReads.allSatisfy({ name in
                !screen.state.contains { $0.name.value == name } && !screen.derived.contains { $0.name.value == name }
            })
        else { return nil }
        let idValue = planner.expressions.expression(id.source).swift
        self.idValue = idValue
        let type = property.type.swift
        let path = Naming.swift(collection.value)
        if update.removes {
            // The element between two others: a rollback that appends it, or puts it first, instead of
            // putting it back in its place shows. The last one's id is numbered after every slot.
            guard let idField = fields.first(where: { $0.name.value == "id" }) else { return nil }
            let otherID = planner.samples.at(.tests).slotExpression(
                for: idField.type, slot: idField.name.value, ordinal: planner.slots.usedOrdinals + 1)
            startLines = [
                .line("let \(Self.start): \(type) = [.fixture(), .fixture(id: \(idValue)), .fixture(id: \(otherID))]")
            ]
            startState = [(collection.value, Self.start)]
            expectedLines = [
                .line("var \(Self.whileRunning) = \(Self.start)"), .line("\(Self.whileRunning).remove(at: 1)"),
            ]
            showsOptimistic = [planner.assertion(path: path, .equal(Self.whileRunning))]
            successLines = expectedLines
            successEffects = [
                .assign(Assignment(target: collection, value: Expression(Self.whileRunning, at: collection.mark)))
            ]
            return
        }
        // A field set to a Bool literal starts at the other one, so that applying the update shows (with `atParams`
        // at the literal itself); likewise a field set to a Bool param (`!done`, or `done` itself with
        // `atParams`), and a toggle (`!$element.isSaved`: `false`, or `true` with `atParams`, where
        // `isSaved = true` instead of the toggle shows).
        let boolParams = Set(params.filter { $0.type.swift == "Bool" }.map(\.name.value))
        var hasOtherStart = false
        for field in fields where field.name.value != "id" {
            guard let assignment = update.set.first(where: { $0.target.value == field.name.value }) else { continue }
            let value = assignment.value.source.filter { $0 != " " }
            let label = Naming.label(field.name.value)
            if value == "true" || value == "false" {
                // With `atParams`, at the literal itself: a rollback to a constant (`isLiked = false`) shows.
                fieldArguments.append("\(label): \(atParams ? value : value == "true" ? "false" : "true")")
                hasOtherStart = true
            } else if boolParams.contains(value), field.type.swift == "Bool" {
                fieldArguments.append("\(label): \(atParams ? "" : "!")\(Naming.swift(value))")
                hasOtherStart = true
            } else if value == "!$element." + field.name.value, field.type.swift == "Bool" {
                fieldArguments.append("\(label): \(atParams)")
                hasOtherStart = true
            }
        }
        startsAtParams = atParams && hasOtherStart
        let arguments = (["id: \(idValue)"] + fieldArguments).joined(separator: ", ")
        startLines = [.line("let \(Self.start): \(type) = [.fixture(), .fixture(\(arguments))]")]
        startState = [(collection.value, Self.start)]
        let element = "\(Self.start)[1]"
        expectedLines = [.line("var \(Self.whileRunning) = \(Self.start)")]
        for assignment in update.set {
            let value = Self.reading(assignment.value.source, element: element, planner: planner)
            expectedLines.append(
                .line("\(Self.whileRunning)[1].\(Naming.swift(assignment.target.value)) = \(value)"))
        }
        showsOptimistic = [planner.assertion(path: path, .equal(Self.whileRunning))]
        let kept: String
        if let replacement = update.replaceWith {
            successLines =
                (Self.readsElement(replacement) ? expectedLines : []) + [
                    .line("var \(Self.afterSuccess) = \(Self.start)"),
                    .line(
                        "\(Self.afterSuccess)[1] = "
                            + Self.reading(replacement.source, element: "\(Self.whileRunning)[1]", planner: planner)),
                ]
            kept = Self.afterSuccess
        } else {
            successLines = expectedLines
            kept = Self.whileRunning
        }
        successEffects = [.assign(Assignment(target: collection, value: Expression(kept, at: collection.mark)))]
    }

    /// Whether the expression reads `$element` (a replacement that does not overwrites the update whole).
    static func readsElement(_ expression: Expression) -> Bool {
        SwiftExpressionScanner.tokens(in: expression.source).contains { $0.kind == .dollar && $0.name == "element" }
    }

    /// The expression as a test spells it, `$element` reading the element it names.
    static func reading(_ source: String, element: String, planner: TestPlanner) -> String {
        let resolved = SwiftExpressionScanner.rewrite(source) { token in
            token.kind == .dollar && token.name == "element" ? element : nil
        }
        return planner.expressions.expression(resolved).swift
    }
}
