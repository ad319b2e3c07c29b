import Diagnostics

extension SpecValidator {
    /// `optimistic:`: a call that can fail and runs for a while (so there is something to show and to roll
    /// back), never two at once (`concurrency: restart` or `parallel` would overlap them), `in` an array state property
    /// of a model with an `id`, and `set` naming state properties, or that model's fields.
    mutating func validateOptimistic(_ action: Action, in screen: Screen, names: ScreenNames) {
        guard let update = action.optimistic else { return }
        if let call = action.call, let method = declarations.method(of: call) {
            let called = "\(call.dependency.value).\(call.method.value)"
            if !method.isAsync || !method.isThrowing {
                problems.report(
                    .optimistic(.needsFailingCall(call: called, isAsync: method.isAsync)), at: update.mark)
            }
        }
        // `ignore` and `queue` never overlap two updates; `restart` and `parallel` would (docs/spec-format.md).
        if let policy = action.concurrency, policy.value == .restart || policy.value == .parallel {
            problems.report(.optimistic(.withConcurrency(policy: policy.value.rawValue)), at: policy.mark)
        }
        guard let collection = update.collection else {
            for assignment in update.set { checkAssignment(assignment, in: screen, names: names) }
            return
        }
        guard let property = screen.stateProperty(named: collection.value) else {
            problems.report(unknown("state property", collection, names.state), at: collection.mark)
            return
        }
        guard let (model, fields) = OptimisticUpdate.elementModel(of: property, in: declarations) else {
            problems.report(
                .optimistic(.notACollection(name: collection.value, type: property.type.swift)), at: collection.mark)
            return
        }
        let fieldNames = fields.map(\.name.value)
        for assignment in update.set where !fieldNames.contains(assignment.target.value) {
            problems.report(
                unknown("field", assignment.target, fieldNames, owner: "'\(model.name.value)'"),
                at: assignment.target.mark)
        }
    }
}

/// What can be wrong with an `optimistic:` update (a case of `SpecProblem`, worded here).
enum OptimisticProblem: Sendable, Hashable {
    case needsFailingCall(call: String, isAsync: Bool)
    case withConcurrency(policy: String)
    case notACollection(name: String, type: String)
    /// `param`: the action's param a hint suggests as the id, if one looks like it.
    case inNeedsID(param: String?)
    /// `id`: as `param` above, for a hint that writes `id:` too (nil when `id` is the key reported).
    case needsIn(key: String, id: String?)
    case removeWith(key: String)

    var message: String {
        switch self {
        case .needsFailingCall(let call, let isAsync):
            return isAsync
                ? "an optimistic update is rolled back when its call fails, but '\(call)' does not throw"
                : "an optimistic update shows its value while the call runs, but '\(call)' is not async"
        case .withConcurrency(let policy):
            return policy == "restart"
                ? "an optimistic update rolls back to the value before its call; with 'concurrency: restart' a new "
                    + "call starts from the cancelled call's optimistic value, and its rollback would keep a value "
                    + "no server confirmed"
                : "an optimistic update rolls back to the value before its call; with 'concurrency: \(policy)' "
                    + "overlapping calls would roll back each other's values"
        case .notACollection(let name, let type):
            return "'in' names an array of a model with an 'id', but '\(name)' is '\(type)'"
        case .inNeedsID: return "missing key 'id' in an optimistic update with 'in': which element does it change?"
        case .needsIn(let key, _): return "'\(key)' only applies to an optimistic update with 'in'"
        case .removeWith(let key):
            return "'\(key)' changes the element, but 'remove: true' takes it out of the list while the call runs"
        }
    }

    var hint: String? {
        switch self {
        case .needsFailingCall: return "an update that cannot fail needs no rollback: put it in 'success'"
        case .withConcurrency:
            return "write 'concurrency: queue' (each call shows its value once the one before has ended) or "
                + "'concurrency: ignore' (a second call while one runs does nothing)"
        case .notACollection: return "declare it as '[Model]', where the model has a field 'id'"
        case .inNeedsID(let param?): return "write `id: \(param)`, if that param is the id of the element it changes"
        case .inNeedsID(nil):
            return "write `id: <expression>`: the id of the element it changes, usually an action's param"
        case .needsIn(let key, let id):
            return "name the array state property the element is in: "
                + (key == "id" ? "`in: <array>`" : "`in: <array>, id: \(id ?? "<id>")`")
        case .removeWith(_):
            return "write either `set: { field: value }` (the element stays, changed) or `remove: true` (it goes)"
        }
    }
}
