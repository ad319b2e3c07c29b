/// Where each name of a list first occurs, to report repeats with a note at the first one.
///
/// Short lists (the members of one screen, its scenarios) are scanned: hashing every name of
/// every screen cost more than comparing a handful. Long lists (module-level names) are hashed
/// once, so they stay linear.
struct FirstOccurrences {
    private static let scanLimit = 16
    private let names: [String]
    private let firstIndex: [String: Int]

    init(_ names: [String]) {
        self.names = names
        var firstIndex: [String: Int] = [:]
        if names.count > Self.scanLimit {
            for (position, name) in names.enumerated() where firstIndex[name] == nil { firstIndex[name] = position }
        }
        self.firstIndex = firstIndex
    }

    /// The position of the first occurrence of `names[position]`, when that is an earlier one.
    func earlier(than position: Int) -> Int? {
        let name = names[position]
        if names.count <= Self.scanLimit { return names[..<position].firstIndex(of: name) }
        guard let first = firstIndex[name], first < position else { return nil }
        return first
    }
}
