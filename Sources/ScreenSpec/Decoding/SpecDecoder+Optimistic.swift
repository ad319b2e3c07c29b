import YAML

extension SpecDecoder {
    /// `optimistic: { set: { … } }`, `{ in: statuses, id: statusID, set: { … }, replaceWith: $result }` or
    /// `{ in: messages, id: messageID, remove: true }`. `id`, `replaceWith` and `remove` are about the
    /// element `in` names, so each without `in` is reported (and `in` without `id`); an update either sets
    /// or removes, so `remove: true` with `set` or `replaceWith` is reported, and neither (or `remove:
    /// false`) is a missing `set` (a `remove` that is no flag, `remove: yes`, is reported as such alone).
    /// `params`: the action's, so that a hint can name the one that is likely the element's id.
    mutating func decodeOptimistic(_ node: Node?, params: [Parameter]) -> OptimisticUpdate? {
        guard let node, let fields = reader.fields(node, SpecFormat.optimisticUpdate) else { return nil }
        let removeFlag = reader.flag(fields["remove"])
        let removes = removeFlag ?? false
        let update = OptimisticUpdate(
            collection: reader.identifier(fields["in"]), id: reader.expression(fields["id"]),
            set: decodeAssignments(fields["set"]), replaceWith: reader.expression(fields["replaceWith"]),
            removes: removes, mark: node.mark)
        // The param a hint suggests as the id: one named like an id, else the only one.
        let idParam =
            (params.first { NameSpelling.namesAnID($0.name.value) } ?? (params.count == 1 ? params.first : nil))?.name
            .value
        if fields.mark(of: "in") != nil {
            if fields.mark(of: "id") == nil {
                reader.problems.report(.optimistic(.inNeedsID(param: idParam)), at: fields.mark(of: "in"))
            }
        } else {
            for key in ["id", "replaceWith", "remove"] where fields.mark(of: key) != nil {
                reader.problems.report(
                    .optimistic(.needsIn(key: key, id: key == "id" ? nil : idParam)), at: fields.mark(of: key))
            }
        }
        if removes {
            for key in ["set", "replaceWith"] where fields.mark(of: key) != nil {
                reader.problems.report(.optimistic(.removeWith(key: key)), at: fields.mark(of: key))
            }
        } else if fields.mark(of: "set") == nil && (fields.mark(of: "remove") == nil || removeFlag == false) {
            reader.problems.report(.missingKey("set", in: SpecFormat.optimisticUpdate.noun), at: node.mark)
        }
        return update
    }
}
