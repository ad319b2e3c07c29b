import ScreenSpec

/// Tests of effects with cases (`- if: … then: …`, `- else: …`): one per case, from a start where its
/// condition holds and no earlier case's does, and one for `else`, where none holds. The starts are
/// worked out from the conditions as for a `skipIf` (`GuardStates`), with `$result` read as one more
/// value the test chooses (the stubbed result: `[]` for `$result.isEmpty`). A case whose condition is
/// beyond what `GuardStates` reads gets no test of its own.
extension TestPlanner {
    typealias CaseStart = CaseStarts.Start

    /// For each case, then for `else`: the state values (and the result's value) that reach it (`CaseStarts`).
    func caseStarts(_ cases: [EffectCase], result: TypeRef?) -> [CaseStart?] {
        CaseStarts.of(cases.map(\.condition), result: result, in: screen, declarations: samples.declarations)
    }

    /// The stubbed result a case's test starts from: as chosen whole, or a fixture with the chosen fields.
    private func resultValue(_ start: CaseStart, type: TypeRef, sample: String) -> String {
        if let value = start.result { return Self.swift(value, type: type.swift, sample: sample) }
        guard !start.resultFields.isEmpty else { return sample }
        let arguments = start.resultFields.map { field, value in
            Naming.label(field.name.value) + ": "
                + Self.swift(value, type: field.type.swift, sample: samples.expression(for: field.type, .distinct))
        }
        return ".fixture(" + arguments.joined(separator: ", ") + ")"
    }

    func caseTests(_ action: Action) -> [TestCaseContext] {
        var tests: [TestCaseContext] = []
        let busy = action.busy?.value
        let locals = inputLines + parameterLines(action)
        let callPhase = Naming.swift(ActionNames.callPhase(of: action.name.value))
        func title(_ index: Int, of cases: [EffectCase]) -> String {
            index < cases.count ? "case\(index + 1)" : "otherwise"
        }
        func when(_ index: Int, of cases: [EffectCase]) -> String {
            index < cases.count ? "`\(cases[index].condition.source)` holds" : "no case's condition holds"
        }
        if let call = action.call, let method = samples.declarations.method(of: call) {
            let names = MethodNames(method, of: call.dependency.value)
            let mock = Naming.swift(names.dependency.variable)
            let returns = method.returns.flatMap { $0.swift == "Void" ? nil : $0 }
            // success
            let successCases = action.cases.success
            if !successCases.isEmpty {
                // The cases run after the page and the optimistic update: their conditions read their values.
                let beforeSuccess = assignedBeforeSuccess(action)
                let conditionsAsRead = successCases.map { effectCase in
                    EffectCase(condition: beforeSuccess.reading(effectCase.condition), effects: effectCase.effects)
                }
                let starts = caseStarts(conditionsAsRead, result: returns)
                let result =
                    returns != nil && ActionContext.successReadsResult(action)
                    ? ActionContext.phaseValue(of: action) : nil
                let succeeded = CallStatus(member: callPhase, status: .succeeded, result: result)
                // No case's start could be worked out: one test from the samples, expecting whichever case holds
                // there (`successOutcome`), so that the success is tested at all.
                if starts.allSatisfy({ $0 == nil }) {
                    tests.append(
                        successTest(action, call: call, method: method, applying: "the effects of the case that holds"))
                }
                for (index, start) in starts.enumerated() {
                    guard let start else { continue }
                    var steps = mockLines + stepStubs(action)
                    if let returns {
                        let sample = slots.result(call, method) ?? samples.expression(for: returns, .distinct)
                        let value = resultValue(start, type: returns, sample: sample)
                        steps += [
                            .line("let result: \(returns.swift) = \(value)"),
                            .line("\(mock).\(names.mockResult) = result"),
                        ]
                    } else {
                        steps.append(.line("\(mock).\(names.mockResult) = ()"))
                    }
                    steps += locals
                    steps.append(makeScreen(state: self.start(with: start.state)))
                    let effects = AssignedValues.inOrder(
                        index < successCases.count ? successCases[index].effects : action.success)
                    steps += outcomeSteps(
                        optimisticEffectsKept(action, besides: effects) + afterCall(effects, of: action),
                        busy: busy, perform: perform(action), callStatus: .callStatus(succeeded))
                    tests.append(
                        TestCaseContext(
                            name: testName(action, "success_\(title(index, of: successCases))_appliesItsEffects"),
                            summary:
                                "When \(method.name.value) succeeds and \(when(index, of: successCases)), `\(action.name.value)` applies that case's effects.",
                            kind: "success", steps: steps))
                }
            }
            // failure
            let failureCases = action.cases.failure
            if !failureCases.isEmpty && method.isThrowing {
                for (index, start) in caseStarts(failureCases, result: nil).enumerated() {
                    guard let start else { continue }
                    var steps = mockLines + stepStubs(action) + stubbedError(method, names: names)
                    steps += locals
                    steps.append(makeScreen(state: self.start(with: start.state)))
                    let effects = AssignedValues.inOrder(
                        index < failureCases.count ? failureCases[index].effects : action.failure)
                    steps += outcomeSteps(
                        effects, busy: busy, perform: perform(action),
                        callStatus: .callStatus(CallStatus(member: callPhase, status: .failed, result: nil)))
                    tests.append(
                        TestCaseContext(
                            name: testName(action, "failure_\(title(index, of: failureCases))_appliesItsEffects"),
                            summary:
                                "When \(method.name.value) throws and \(when(index, of: failureCases)), `\(action.name.value)` applies that case's effects.",
                            kind: "failure", steps: steps))
                }
            }
        }
        // set
        let setCases = action.cases.set
        if !setCases.isEmpty && action.call == nil {
            for (index, start) in caseStarts(setCases, result: nil).enumerated() {
                guard let start else { continue }
                var steps = mockLines + locals
                let entered = (index < setCases.count ? setCases[index].effects : action.set).compactMap {
                    effect -> String? in
                    if case .enterPhase(let phase, _) = effect { return phase.value } else { return nil }
                }
                // A case that enters a phase starts from another one, so entering it shows.
                let otherPhase =
                    entered.isEmpty
                    ? nil
                    : screen.phases.first { !entered.contains($0.name.value) }.map {
                        ScreenContext.PhaseCase($0, isInitial: false, samples: samples).sample
                    }
                steps.append(makeScreen(state: self.start(with: start.state), phase: otherPhase))
                let effects = AssignedValues.inOrder(index < setCases.count ? setCases[index].effects : action.set)
                steps += outcomeSteps(effects, busy: nil, perform: perform(action))
                tests.append(
                    TestCaseContext(
                        name: testName(action, "set_\(title(index, of: setCases))_appliesItsEffects"),
                        summary:
                            "When \(when(index, of: setCases)), `\(action.name.value)` applies that case's effects.",
                        kind: "set", steps: steps))
            }
        }
        return tests
    }
}

/// What a call's success or failure leaves whichever case holds, for the tests that do not pick a start per
/// case: two overlapping calls (the second reads what the first left), an optimistic update's success or
/// failure, a page.
extension TestPlanner {
    /// `success` with its cases folded in (`folded(_:otherwise:)`).
    func successOutcome(_ action: Action) -> [Effect] {
        Self.folded(Self.inOrder(action.cases.success), otherwise: AssignedValues.inOrder(action.success))
    }

    /// `failure` with its cases folded in (`folded(_:otherwise:)`).
    func failureOutcome(_ action: Action) -> [Effect] {
        Self.folded(Self.inOrder(action.cases.failure), otherwise: AssignedValues.inOrder(action.failure))
    }

    /// Each case's effects as they run, one after another (`AssignedValues.inOrder`).
    private static func inOrder(_ cases: [EffectCase]) -> [EffectCase] {
        cases.map { EffectCase(condition: $0.condition, effects: AssignedValues.inOrder($0.effects)) }
    }

    /// Effects with cases as one assignment per property a case (or `else`) sets, its value a conditional
    /// expression over the state before them, as the generated `if … else if … else` applies them:
    /// `notice = isMuted ? "muted" : "unmuted"`; a property a case leaves alone reads itself there
    /// (`isBusy ? "busy" : notice`). An entered phase is an assignment to `phase` here (`$result.isEmpty ?
    /// .noResults : .results(hits: $result)`), which the expectations check as they check an entered phase;
    /// where a case enters none, the phase is as it was before the action (a start phase is put back).
    /// Without cases, or where cases assign a property and a part of it (`item` and `item.title`): `otherwise`.
    static func folded(_ cases: [EffectCase], otherwise: [Effect]) -> [Effect] {
        guard let mark = cases.first?.condition.mark else { return otherwise }
        var targets: [String] = []
        let branches: [[String: String]] = (cases.map(\.effects) + [otherwise]).map { effects in
            var values: [String: String] = [:]
            for effect in effects {
                let (target, value) = targetAndValue(effect)
                values[target] = value
                if !targets.contains(target) { targets.append(target) }
            }
            return values
        }
        let roots = targets.map { splitRoot($0).root }
        guard Set(roots).count == targets.count else { return otherwise }
        return targets.map { target in
            let reference = Reference(target, at: mark)
            var folded = branches[cases.count][target] ?? target
            // Every case sets the same value: no condition to read.
            guard branches.contains(where: { ($0[target] ?? target) != folded }) else {
                return .assign(Assignment(target: reference, value: Expression(folded, at: mark)))
            }
            for index in cases.indices.reversed() {
                let condition = cases[index].condition.source
                let value = branches[index][target] ?? target
                folded =
                    (condition.contains("?") ? "(\(condition))" : condition) + " ? "
                    + (value.contains("?") ? "(\(value))" : value) + " : " + folded
            }
            return .assign(Assignment(target: reference, value: Expression(folded, at: mark)))
        }
    }

    /// The property an effect sets (`phase` for an entered phase) and the value it sets, as spec source.
    private static func targetAndValue(_ effect: Effect) -> (String, String) {
        switch effect {
        case .assign(let assignment):
            return (assignment.target.value, assignment.value.source)
        case .enterPhase(let phase, let values):
            let member = "." + Naming.swift(phase.value)
            guard !values.isEmpty else { return ("phase", member) }
            let arguments = values.map { Naming.label($0.name.value) + ": " + $0.value.source }
            return ("phase", member + "(" + arguments.joined(separator: ", ") + ")")
        }
    }
}
