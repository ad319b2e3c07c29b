/// Finds an earlier equal key in a mapping being built, to report duplicate keys.
///
/// Keys are equal when their content is (tags included, scalar styles and marks
/// ignored): `a` and `"a"` are the same key. Small mappings, the common case, are
/// scanned; larger ones get a hash index of their scalar keys, built on demand.
struct KeyIndex {
    private struct ScalarKey: Hashable {
        var text: String
        var tag: String?
    }

    private static let scanLimit = 12
    private var scalarIndex: [ScalarKey: Int]?
    private var collectionKeys: [Int] = []

    /// The index in `pairs` of a key equal to `key`, if any.
    mutating func earlierIndex(of key: Node, in pairs: [Node.Pair]) -> Int? {
        guard let scalar = key.scalar else {
            return collectionKeys.first { pairs[$0].key.hasSameContent(as: key) }
        }
        if pairs.count <= Self.scanLimit {
            return pairs.firstIndex { pair in
                guard case .scalar(let other) = pair.key.content else { return false }
                return other.text == scalar.text && pair.key.tag == key.tag
            }
        }
        if scalarIndex == nil {
            var index: [ScalarKey: Int] = [:]
            for (position, pair) in pairs.enumerated() {
                guard let text = pair.key.scalar?.text else { continue }
                let scalarKey = ScalarKey(text: text, tag: pair.key.tag)
                if index[scalarKey] == nil { index[scalarKey] = position }
            }
            scalarIndex = index
        }
        return scalarIndex?[ScalarKey(text: scalar.text, tag: key.tag)]
    }

    /// Records `key`, the key of the pair at `position` (the pair being appended).
    mutating func added(_ key: Node, at position: Int) {
        guard case .scalar(let scalar) = key.content else {
            collectionKeys.append(position)
            return
        }
        // Small mappings have no index yet (they are scanned); it is built from the pairs when needed.
        guard scalarIndex != nil else { return }
        let scalarKey = ScalarKey(text: scalar.text, tag: key.tag)
        if scalarIndex?[scalarKey] == nil { scalarIndex?[scalarKey] = position }
    }
}
