/// Hands each entry of one mapping of a document to a consumer as soon as the entry is complete, so that a
/// large document need not be held whole: the consumer reads the entry and may replace its value by a
/// smaller node (the spec loader decodes each screen under `screens` and leaves an empty mapping in its
/// place, so a spec's YAML tree is never whole in memory; `YAMLLoader.load(_:file:limits:streaming:)`).
///
/// The streamed mapping is the value of the root mapping's key `key` (plain text, untagged), when it is
/// written as a mapping without an anchor (an alias could repeat it elsewhere, whole). Entries arrive in
/// document order, with anchors, aliases and merge keys inside them resolved; a merge key (`<<`) in the
/// streamed mapping itself would add or override entries after they were handed over, so such a document
/// is composed again whole instead (`YAMLLoader.StreamedLoad.streamed` is false).
public struct EntryStream {
    /// The root mapping's key whose value's entries are streamed.
    public var key: String
    /// Called once per entry with its key and its value; what it leaves in `value` stays in the tree.
    public var consume: (_ key: Node, _ value: inout Node) -> Void

    public init(key: String, consume: @escaping (_ key: Node, _ value: inout Node) -> Void) {
        self.key = key
        self.consume = consume
    }
}
