import Diagnostics

/// YAML merge keys: `<<: *base` or `<<: [*a, *b]` copies pairs from other mappings.
///
/// Keys written in the mapping itself win over merged ones, and among several merged
/// mappings the earlier one wins. Merged pairs keep the marks of where they were
/// written, and appear where the `<<` entry stood.
enum MergeKeys {
    /// The pairs one `<<` entry brings, and where in the explicit pairs it stood.
    struct Source {
        var position: Int
        var mappings: [[Node.Pair]]
    }

    static func isMergeKey(_ key: Node) -> Bool {
        guard case .scalar(let scalar) = key.content else { return false }
        if let tag = key.tag { return tag == "tag:yaml.org,2002:merge" }
        // Length first: this runs for every key, and only the two bytes `<<` can equal `<<`.
        return scalar.style == .plain && scalar.text.utf8.count == 2 && scalar.text == "<<"
    }

    static func source(position: Int, value: Node, file: String) throws(Diagnostic) -> Source {
        switch value.content {
        case .mapping(let pairs):
            return Source(position: position, mappings: [pairs])
        case .sequence(let items):
            var mappings: [[Node.Pair]] = []
            for item in items {
                guard let pairs = item.mapping else {
                    throw mergeError(at: item.mark, file: file, found: item.kindName)
                }
                mappings.append(pairs)
            }
            return Source(position: position, mappings: mappings)
        case .scalar:
            throw mergeError(at: value.mark, file: file, found: value.kindName)
        }
    }

    static func apply(_ sources: [Source], to explicit: [Node.Pair]) -> [Node.Pair] {
        var taken = KeyIndex()
        var result: [Node.Pair] = []
        // Explicit keys are claimed first, so merged pairs never displace them.
        var claimed: [Node.Pair] = []
        for pair in explicit {
            taken.added(pair.key, at: claimed.count)
            claimed.append(pair)
        }
        var next = 0
        func merge(upTo position: Int) {
            while next < sources.count, sources[next].position <= position {
                for pairs in sources[next].mappings {
                    for pair in pairs where taken.earlierIndex(of: pair.key, in: claimed) == nil {
                        taken.added(pair.key, at: claimed.count)
                        claimed.append(pair)
                        result.append(pair)
                    }
                }
                next += 1
            }
        }
        for (position, pair) in explicit.enumerated() {
            merge(upTo: position)
            result.append(pair)
        }
        merge(upTo: explicit.count)
        return result
    }

    private static func mergeError(at mark: Mark, file: String, found: String) -> Diagnostic {
        .error(
            "the value of a merge key '<<' must be a mapping or a sequence of mappings, found a \(found)",
            file: file, at: mark)
    }
}
