import Diagnostics

extension SpecValidator {
    /// The placeholders every action expression may read besides step results (docs/spec-format.md).
    static let placeholders = ["result", "error", "message", "now", "newID"]

    /// Names a step's result may not take: the generated action body and its tests declare locals of
    /// these names (`result`, `error`, the suspended `call` and `task`, saved phases, the providers).
    static let reservedStepResultNames: Set<String> = [
        "result", "error", "message", "call", "task", "first", "now", "newID", "clock", "phase", "state", "self",
        "phaseBeforeCall", "phaseBefore", "callPhaseBefore", "runningCall", "saving", "skipped",
        "cursorBeforeCall",
    ]

    /// Checks the earlier steps of a multi-step action (its last step is `action.call`, checked as any
    /// call): their calls, result names and failure effects, and that every `$name` the action reads is the
    /// result of a step that has run by then. Returns the steps with their implicit arguments filled in.
    mutating func validateSteps(of action: Action, in screen: Screen, names: ScreenNames) -> [Step] {
        var steps = action.steps
        var declared: [(name: Located<String>, step: Int)] = []
        let taken = Dictionary(
            [
                names.state.map { ($0, "a state property") }, names.derived.map { ($0, "a derived value") },
                names.input.map { ($0, "an input") }, names.phases.map { ($0, "a phase") },
                names.actions.map { ($0, "an action") }, action.params.map { ($0.name.value, "a param of the action") },
                screen.dependencies.map { (DependencyNames(dependency: $0.value).variable, "a dependency's variable") },
            ].joined(), uniquingKeysWith: { first, _ in first })
        for index in steps.indices {
            validateCall(&steps[index].call, of: action, in: screen)
            for effect in steps[index].failure { checkEffect(effect, in: screen, names: names) }
            guard let name = steps[index].name else { continue }
            if let earlier = declared.first(where: { $0.name.value == name.value }) {
                problems.report(
                    .duplicateName(name.value, declaredAs: "the result of step \(earlier.step + 1)"), at: name.mark,
                    notes: [(.firstDeclaredHere(name.value), earlier.name.mark)])
            } else if let kind = taken[name.value] {
                problems.report(.stepResultTaken(name: name.value, kind: kind), at: name.mark)
            } else if Self.reservedStepResultNames.contains(name.value) {
                problems.report(
                    .stepResultTaken(name: name.value, kind: "a name the generated code uses"), at: name.mark)
            }
            let call = steps[index].call
            if let method = declarations.method(of: call), method.returns == nil || method.returns?.swift == "Void" {
                problems.report(
                    .stepResultVoid(name: name.value, call: "\(call.dependency.value).\(call.method.value)"),
                    at: name.mark)
            }
            declared.append((name, index))
        }
        // What each part of the action may read: a step its earlier steps' results, the last step and
        // the effects after it every result.
        let all = declared.map { ($0.name.value, $0.step) }
        for (index, step) in steps.enumerated() {
            checkStepReads(step.call.arguments.map(\.value), at: index, all: all)
            checkStepReads(Self.expressions(of: step.failure), at: index, all: all)
        }
        let last = steps.count
        checkStepReads(action.call?.arguments.map(\.value) ?? [], at: last, all: all)
        checkStepReads(Self.expressions(of: action.failure), at: last, all: all)
        checkStepReads(Self.expressions(of: action.success), at: last + 1, all: all)
        for effectCase in action.cases.success {
            checkStepReads([effectCase.condition] + Self.expressions(of: effectCase.effects), at: last + 1, all: all)
        }
        for effectCase in action.cases.failure {
            checkStepReads([effectCase.condition] + Self.expressions(of: effectCase.effects), at: last, all: all)
        }
        return steps
    }

    /// Reports each `$name` that is neither a placeholder nor the result of a step before `step`.
    private mutating func checkStepReads(_ expressions: [Expression], at step: Int, all: [(String, Int)]) {
        for expression in expressions {
            for name in Step.dollarNames(in: expression.source) where !Self.placeholders.contains(name) {
                if let (_, declaredAt) = all.first(where: { $0.0 == name }) {
                    if declaredAt >= step {
                        problems.report(
                            .stepResultNotYet(name: name, step: declaredAt + 1, readAt: step + 1), at: expression.mark)
                    }
                    continue
                }
                let candidates = (all.filter { $0.1 < step }.map(\.0) + Self.placeholders).map { "$" + $0 }
                problems.report(
                    .unknownReference(kind: "step result", name: "$" + name, candidates: candidates, owner: nil),
                    at: expression.mark)
            }
        }
    }

    static func expressions(of effects: [Effect]) -> [Expression] {
        effects.flatMap { effect -> [Expression] in
            switch effect {
            case .assign(let assignment): return [assignment.value]
            case .enterPhase(_, let values): return values.map(\.value)
            }
        }
    }
}
