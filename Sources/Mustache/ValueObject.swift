/// The members of an object `Value`: keys to values, kept in the order they were added.
///
/// A template context has millions of small objects (a test step has 6 keys) and looks names up
/// through a stack of them; hashing every key on every build and every lookup was a large part of
/// rendering (docs/performance.md). So a small object is a short list searched by comparing keys, and
/// only an object with many keys also keeps a hash index. Order carries no meaning for lookups.
public struct ValueObject: Sendable {
    /// Unlabelled pairs: the layout of a dictionary literal's elements, so a literal is taken as is.
    private var members: [(String, Value)]
    /// Member positions by key, for objects of `indexedCount` members or more.
    private var index: [String: Int]?

    /// Objects at least this large are indexed (searching ~16 short keys is as quick as hashing one).
    static let indexedCount = 16

    public init() { members = [] }

    public init(_ dictionary: [String: Value]) {
        members = dictionary.map { ($0.key, $0.value) }
        if members.count >= Self.indexedCount { index = Self.index(of: members) }
    }

    public var count: Int { members.count }
    public var isEmpty: Bool { members.isEmpty }
    public var keys: [String] { members.map(\.0) }

    /// The value under `key`; setting nil removes the member.
    public subscript(key: String) -> Value? {
        get { position(of: key).map { members[$0].1 } }
        set {
            if let position = position(of: key) {
                if let newValue {
                    members[position].1 = newValue
                } else {
                    members.remove(at: position)
                    index = members.count >= Self.indexedCount ? Self.index(of: members) : nil
                }
            } else if let newValue {
                members.append((key, newValue))
                if index != nil {
                    index?[key] = members.count - 1
                } else if members.count >= Self.indexedCount {
                    index = Self.index(of: members)
                }
            }
        }
    }

    private func position(of key: String) -> Int? {
        if let index { return index[key] }
        // Most keys compared are not the one sought; telling them apart by length skips a call into
        // the string comparison for nearly all of them.
        let length = key.utf8.count
        return members.firstIndex { $0.0.utf8.count == length && $0.0 == key }
    }

    private static func index(of members: [(String, Value)]) -> [String: Int] {
        var index = [String: Int](minimumCapacity: members.count)
        for (position, member) in members.enumerated() { index[member.0] = position }
        return index
    }
}

extension ValueObject: ExpressibleByDictionaryLiteral {
    /// Keys must be distinct, as in a `Dictionary` literal (checked in debug builds only: the context
    /// builds millions of these).
    public init(dictionaryLiteral elements: (String, Value)...) {
        assert(Set(elements.map(\.0)).count == elements.count, "an object literal repeats a key")
        members = elements
        if members.count >= Self.indexedCount { index = Self.index(of: members) }
    }
}

extension ValueObject: Sequence {
    public func makeIterator() -> some IteratorProtocol<(key: String, value: Value)> {
        members.lazy.map { (key: $0.0, value: $0.1) }.makeIterator()
    }
}
