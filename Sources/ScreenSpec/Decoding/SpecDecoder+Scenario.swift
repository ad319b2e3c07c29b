import Diagnostics
import YAML

extension SpecDecoder {
    mutating func decodeScenario(_ node: Node) -> Scenario? {
        guard let fields = reader.fields(node, SpecFormat.scenario) else { return nil }
        let stubs = decodeStubs(fields["stubs"])
        let given = decodeAssignments(fields["given"])
        if let nameNode = fields["name"], reader.text(nameNode) == nil {
            reader.problems.report(.wrongKind(expected: "a scenario name", found: "nothing"), at: nameNode.mark)
        }
        let steps = decodeSteps(fields, at: node.mark)
        guard let nameNode = fields["name"], let name = reader.text(nameNode), let steps else { return nil }
        return Scenario(name: Located(name, at: nameNode.mark), given: given, stubs: stubs, steps: steps)
    }

    /// `when` and `then`, or `steps` (not both): the scenario's steps, nil when they are missing or wrong.
    private mutating func decodeSteps(_ fields: Fields, at mark: Mark) -> [Scenario.Step]? {
        guard let stepsMark = fields.mark(of: "steps") else {
            guard fields.mark(of: "when") != nil else {
                reader.problems.report(.scenarioNeedsWhen, at: mark)
                return nil
            }
            let then = decodeExpectations(fields["then"])
            let answer = decodeAnswer(fields["answer"])
            return decodeInvocation(fields["when"]).map { [Scenario.Step(when: $0, answer: answer, then: then)] }
        }
        if let whenMark = fields.mark(of: "when") {
            reader.problems.report(.scenarioWhenAndSteps, at: whenMark)
        }
        if let thenMark = fields.mark(of: "then") {
            reader.problems.report(.scenarioThenOutsideSteps, at: thenMark)
        }
        if let answerMark = fields.mark(of: "answer") {
            reader.problems.report(.scenarioAnswerOutsideSteps, at: answerMark)
        }
        guard let node = fields["steps"] else { return nil }
        let items = node.sequence ?? []
        if items.isEmpty {
            reader.problems.report(.scenarioWithoutSteps, at: stepsMark)
            return nil
        }
        var steps: [Scenario.Step] = []
        var complete = true
        for item in reader.items(node, FormatLookups.scenarioStep) {
            guard let fields = reader.fields(item, SpecFormat.scenarioStep) else {
                complete = false
                continue
            }
            let stubs = decodeStubs(fields["stubs"])
            let then = decodeExpectations(fields["then"])
            let answer = decodeAnswer(fields["answer"])
            guard let when = decodeInvocation(fields["when"]) else {
                complete = false
                continue
            }
            steps.append(Scenario.Step(stubs: stubs, when: when, answer: answer, then: then))
        }
        // A step that was reported leaves the scenario out, as a scenario with a wrong `when` is.
        return complete && steps.count == items.count ? steps : nil
    }

    /// `answer: confirm` or `answer: cancel`.
    private mutating func decodeAnswer(_ node: Node?) -> Located<Scenario.Answer>? {
        reader.choice(node, key: "answer", allowed: FormatLookups.answers).map {
            Located(Scenario.Answer(rawValue: $0.value)!, at: $0.mark)
        }
    }

    private mutating func decodeStubs(_ node: Node?) -> [Stub] {
        reader.entries(node, FormatLookups.stub).compactMap { decodeStub($0.key, $0.value) }
    }

    private mutating func decodeExpectations(_ node: Node?) -> [Expectation] {
        reader.entries(node, FormatLookups.check).compactMap { decodeExpectation($0.key, $0.value) }
    }

    /// `when: load` or `when: { delete: { id: expr } }`.
    private mutating func decodeInvocation(_ node: Node?) -> ActionInvocation? {
        guard let node else { return nil }
        if node.scalar != nil {
            return reader.identifier(node).map { ActionInvocation(action: $0) }
        }
        let entries = reader.entries(node, FormatLookups.invocation)
        guard entries.count == 1, let entry = entries.first else {
            if (node.mapping ?? []).count != 1 {
                reader.problems.report(
                    .wrongKind(expected: "one action", found: "\((node.mapping ?? []).count) keys"), at: node.mark)
            }
            return nil
        }
        guard let action = reader.identifier(entry.key) else { return nil }
        return ActionInvocation(action: action, arguments: decodeArguments(entry.value))
    }

    private mutating func decodeStub(_ key: Located<String>, _ node: Node) -> Stub? {
        let path = reader.memberPath(Node(.scalar(.init(key.value)), mark: key.mark))
        let outcome: Stub.Outcome?
        if node.mapping != nil {
            guard let fields = reader.fields(node, SpecFormat.stub) else { return nil }
            let throwing = reader.flag(fields["throws"]) ?? false
            let returns = reader.expression(fields["returns"])
            if throwing == (returns != nil) {
                if fields.mark(of: "throws") == nil || fields["throws"] != nil {
                    reader.problems.report(.stubOutcome, at: node.mark)
                }
                outcome = nil
            } else {
                outcome = returns.map { .returns($0) } ?? .throws
            }
        } else if node.isNull && node.text == "" {
            // Nothing after the key: a Void method that simply returns.
            outcome = .returns(Expression("()", at: node.mark))
        } else {
            outcome = reader.expression(node).map { .returns($0) }
        }
        guard let path, let outcome else { return nil }
        return Stub(dependency: path.owner, method: path.member, outcome: outcome, mark: key.mark)
    }

    private mutating func decodeExpectation(_ key: Located<String>, _ node: Node) -> Expectation? {
        if node.mapping != nil {
            guard let fields = reader.fields(node, SpecFormat.check) else { return nil }
            let notNil = reader.flag(fields["notNil"]) ?? false
            let isNil = reader.flag(fields["isNil"]) ?? false
            guard notNil != isNil else {
                reader.problems.report(.checkOutcome, at: node.mark)
                return nil
            }
            return Expectation(path: key, check: notNil ? .notNil : .isNil)
        }
        // `phase: failed` checks the phase's case; `phase: ".failed(message: ...)"` compares whole values.
        if key.value == "phase", node.scalar?.style == .plain, let text = node.text, SwiftIdentifier.isValid(text) {
            return Expectation(path: key, check: .inPhase(Located(text, at: node.mark)))
        }
        // `presented: saveFailed` checks what the screen presents (an alert, a confirmation).
        if key.value == "presented", node.scalar?.style == .plain, let text = node.text,
            SwiftIdentifier.isValid(text), !["true", "false", "nil"].contains(text)
        {
            return Expectation(path: key, check: .presents(Located(text, at: node.mark)))
        }
        return reader.expression(node).map { Expectation(path: key, check: .equals($0)) }
    }
}
