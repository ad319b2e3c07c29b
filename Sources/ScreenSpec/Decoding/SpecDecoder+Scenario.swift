import Diagnostics
import YAML

extension SpecDecoder {
    mutating func decodeScenario(_ node: Node) -> Scenario? {
        guard let fields = reader.fields(node, SpecFormat.scenario) else { return nil }
        let stubs = reader.entries(fields["stubs"], FormatLookups.stub)
            .compactMap { decodeStub($0.key, $0.value) }
        let expectations = reader.entries(fields["then"], FormatLookups.check)
            .compactMap { decodeExpectation($0.key, $0.value) }
        let given = decodeAssignments(fields["given"])
        if let nameNode = fields["name"], reader.text(nameNode) == nil {
            reader.problems.report(.wrongKind(expected: "a scenario name", found: "nothing"), at: nameNode.mark)
        }
        guard let nameNode = fields["name"], let name = reader.text(nameNode),
            let when = decodeInvocation(fields["when"])
        else { return nil }
        var scenario = Scenario(
            name: Located(name, at: nameNode.mark), given: given, stubs: stubs, when: when, then: expectations)
        scenario.answer = reader.choice(fields["answer"], key: "answer", allowed: FormatLookups.answers).map {
            Located(Scenario.Answer(rawValue: $0.value)!, at: $0.mark)
        }
        return scenario
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
