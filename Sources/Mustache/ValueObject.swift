/// The members of an object `Value`: keys to values, kept in the order they were added.
///
/// A template context has millions of small objects (a test step has 6 keys) and looks names up
/// through a stack of them; hashing every key on every build and every lookup was a large part of
/// rendering (docs/performance.md). So a small object is a short list searched by comparing keys, and
/// only an object with many keys also keeps a hash index. Order carries no meaning: two objects with
/// the same members are the same object.
public struct ValueObject: Sendable {
    private var members: [(key: String, value: Value)]
    /// Member positions by key, for objects past `indexedCount` members.
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
    public var keys: [String] { members.map(\.key) }

    /// The value under `key`; setting nil removes the member.
    public subscript(key: String) -> Value? {
        get { position(of: key).map { members[$0].value } }
        set {
            if let position = position(of: key) {
                if let newValue {
                    members[position].value = newValue
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
        return members.firstIndex { $0.key.utf8.count == length && $0.key == key }
    }

    private static func index(of members: [(key: String, value: Value)]) -> [String: Int] {
        var index = [String: Int](minimumCapacity: members.count)
        for (position, member) in members.enumerated() { index[member.key] = position }
        return index
    }
}

extension ValueObject: ExpressibleByDictionaryLiteral {
    /// A key given twice keeps its last value (as a JSON object's does).
    public init(dictionaryLiteral elements: (String, Value)...) {
        self.init()
        members.reserveCapacity(elements.count)
        if elements.count >= Self.indexedCount {
            for (key, value) in elements { self[key] = value }
            return
        }
        for (key, value) in elements {
            if let position = members.firstIndex(where: { $0.key == key }) {
                members[position].value = value
            } else {
                members.append((key, value))
            }
        }
    }
}

extension ValueObject: Sequence {
    public func makeIterator() -> IndexingIterator<[(key: String, value: Value)]> { members.makeIterator() }
}
