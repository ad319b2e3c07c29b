import YAML

extension SpecDecoder {
    /// `optimistic: { set: { … } }` or `{ in: statuses, id: statusID, set: { … }, replaceWith: $result }`.
    /// `id` and `replaceWith` are about the element `in` names, so each without `in` is reported (and
    /// `in` without `id`).
    mutating func decodeOptimistic(_ node: Node?) -> OptimisticUpdate? {
        guard let node, let fields = reader.fields(node, SpecFormat.optimisticUpdate) else { return nil }
        let update = OptimisticUpdate(
            collection: reader.identifier(fields["in"]), id: reader.expression(fields["id"]),
            set: decodeAssignments(fields["set"]), replaceWith: reader.expression(fields["replaceWith"]),
            mark: node.mark)
        if fields.mark(of: "in") != nil {
            if fields.mark(of: "id") == nil {
                reader.problems.report(.optimistic(.inNeedsID), at: fields.mark(of: "in"))
            }
        } else {
            for key in ["id", "replaceWith"] where fields.mark(of: key) != nil {
                reader.problems.report(.optimistic(.needsIn(key: key)), at: fields.mark(of: key))
            }
        }
        return update
    }
}
