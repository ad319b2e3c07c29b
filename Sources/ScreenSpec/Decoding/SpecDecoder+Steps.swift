import Diagnostics
import YAML

extension SpecDecoder {
    /// `steps: [{ call, with, as, failure }, ...]`: the last step becomes the action's `call` (its own
    /// `failure`, when it has one, the action's `failure`), the others `action.steps`. A step without
    /// `failure` takes the action's. Called after the action's own `call`, `failure` are read.
    mutating func decodeSteps(_ node: Node?, into action: inout Action, phases: [Phase]) {
        guard let node else { return }
        let items = reader.items(node, .object(SpecFormat.step))
        if items.isEmpty, node.sequence != nil {
            reader.problems.report(.noSteps, at: node.mark)
            return
        }
        var steps: [(step: Step, ownFailure: Bool)] = []
        for item in items {
            guard let fields = reader.fields(item, SpecFormat.step),
                let (dependency, method) = reader.memberPath(fields["call"]), let callNode = fields["call"]
            else { continue }
            let arguments = reader.entries(fields["with"], .expression).compactMap { entry -> Argument? in
                guard let value = reader.expression(entry.value) else { return nil }
                return Argument(name: entry.key, value: value)
            }
            let call = Call(dependency: dependency, method: method, arguments: arguments, mark: callNode.mark)
            let ownFailure = fields.mark(of: "failure") != nil
            let failure = ownFailure ? decodeEffects(fields["failure"], phases: phases) : action.failure
            steps.append((Step(call: call, name: reader.identifier(fields["as"]), failure: failure), ownFailure))
        }
        guard let last = steps.popLast() else { return }
        if let name = last.step.name {
            reader.problems.report(.lastStepNamed(name.value), at: name.mark)
        }
        action.call = last.step.call
        if last.ownFailure { action.failure = last.step.failure }
        action.steps = steps.map(\.step)
    }
}
