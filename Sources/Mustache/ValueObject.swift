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
    private var index: KeyIndex?
    /// The union of the members' `ObjectKey.bit`s. A template name is looked up down a stack of objects
    /// and most objects on the way lack it: one test of this word says so without comparing any keys,
    /// where scanning every object passed was most of the renderer's lookups (docs/performance.md).
    private var keyBits: UInt64 = 0

    /// Objects at least this large are indexed (searching ~16 short keys is as quick as a hash probe).
    static let indexedCount = 16

    public init() { members = [] }

    public init(_ dictionary: [String: Value]) {
        members = dictionary.map { ($0.key, $0.value) }
        if members.count >= Self.indexedCount { index = Self.index(of: members) }
        keyBits = Self.keyBits(of: members)
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
                    keyBits = Self.keyBits(of: members)
                }
            } else if let newValue {
                members.append((key, newValue))
                keyBits |= ObjectKey.bit(of: key)
                if index != nil {
                    index!.add(members.count - 1, members)
                } else if members.count >= Self.indexedCount {
                    index = Self.index(of: members)
                }
            }
        }
    }

    /// The address of the value under a key whose length and hash were worked out when its template was parsed.
    /// It stays valid while this object is alive and not changed (`Value.memberAddress(_:)`).
    func valueAddress(for key: ObjectKey) -> UnsafePointer<Value>? {
        guard keyBits & key.bit != 0 else { return nil }
        let position: Int?
        if let index {
            position = index.position(of: key.name, hash: key.hash, in: members)
        } else {
            // `firstIndex` borrows each member; a loop over indices copied each one (a retain and a release
            // of its key and value per member compared).
            position = members.firstIndex { $0.0.utf8.count == key.length && $0.0 == key.name }
        }
        guard let position else { return nil }
        // A tuple's memory holds its elements bound to their own types: the value sits after the key, aligned.
        let alignment = MemoryLayout<Value>.alignment
        let offset = (MemoryLayout<String>.size + alignment - 1) / alignment * alignment
        // The layout rule above, checked against the compiler's own in debug builds (a key path's offset was
        // slower to ask for every lookup in release).
        assert(MemoryLayout<(String, Value)>.offset(of: \(String, Value).1) == offset)
        return members.withUnsafeBufferPointer { buffer in
            (UnsafeRawPointer(buffer.baseAddress! + position) + offset).assumingMemoryBound(to: Value.self)
        }
    }

    private func position(of key: String) -> Int? {
        if let index { return index.position(of: key, in: members) }
        // Most keys compared are not the one sought; telling them apart by length skips a call into
        // the string comparison for nearly all of them.
        let length = key.utf8.count
        return members.firstIndex { $0.0.utf8.count == length && $0.0 == key }
    }

    private static func index(of members: [(String, Value)]) -> KeyIndex { KeyIndex(members) }

    private static func keyBits(of members: [(String, Value)]) -> UInt64 {
        members.reduce(0) { $0 | ObjectKey.bit(of: $1.0) }
    }
}

/// An open-addressing table of member positions, hashed by a key's length and three of its bytes.
///
/// Context keys are short ASCII words; this hash tells nearly all of them apart and costs a few
/// instructions, where `Dictionary`'s SipHash of every key at build and lookup was a visible part of
/// rendering. Collisions only cost a string comparison.
private struct KeyIndex: Sendable {
    /// Position + 1 of the member in each slot; 0 is an empty slot. The count is a power of two.
    private var slots: [Int32]

    init(_ members: [(String, Value)]) {
        var size = 4
        while size < members.count * 2 { size *= 2 }
        slots = Array(repeating: 0, count: size)
        for (position, member) in members.enumerated() {
            var slot = Self.hash(member.0) & (size - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int32(position + 1)
        }
    }

    /// Adds the member at `position` (the last one), growing the table when it is half full.
    mutating func add(_ position: Int, _ members: [(String, Value)]) {
        guard (position + 1) * 2 <= slots.count else {
            self = KeyIndex(members)
            return
        }
        let mask = slots.count - 1
        var slot = Self.hash(members[position].0) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(position + 1)
    }

    func position(of key: String, in members: [(String, Value)]) -> Int? {
        position(of: key, hash: Self.hash(key), in: members)
    }

    func position(of key: String, hash: Int, in members: [(String, Value)]) -> Int? {
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] != 0 {
            let position = Int(slots[slot]) - 1
            if members[position].0 == key { return position }
            slot = (slot + 1) & mask
        }
        return nil
    }

    static func hash(_ key: String) -> Int {
        let bytes = key.utf8
        guard let first = bytes.first, let last = bytes.last else { return 0 }
        let middle = bytes[bytes.index(bytes.startIndex, offsetBy: bytes.count / 2)]
        var hash = bytes.count &* 0x9E37_79B9
        hash = (hash ^ Int(first)) &* 0x0100_0193
        hash = (hash ^ Int(middle)) &* 0x0100_0193
        hash = (hash ^ Int(last)) &* 0x0100_0193
        return hash ^ (hash >> 15)
    }
}

extension ValueObject: ExpressibleByDictionaryLiteral {
    /// Keys must be distinct, as in a `Dictionary` literal (checked in debug builds only: the context
    /// builds millions of these).
    public init(dictionaryLiteral elements: (String, Value)...) {
        assert(Set(elements.map(\.0)).count == elements.count, "an object literal repeats a key")
        members = elements
        if members.count >= Self.indexedCount { index = Self.index(of: members) }
        keyBits = Self.keyBits(of: members)
    }
}

extension ValueObject: Sequence {
    public func makeIterator() -> some IteratorProtocol<(key: String, value: Value)> {
        members.lazy.map { (key: $0.0, value: $0.1) }.makeIterator()
    }
}

/// A member name as a template writes it, with what finding it costs worked out once, at parse time:
/// its length (compared first) and its `KeyIndex` hash. Hashing every name of every tag at every
/// lookup was ~3 % of a cold run's CPU (docs/performance.md).
struct ObjectKey: Sendable, Hashable {
    let name: String
    let length: Int
    let hash: Int
    /// This name's bit in `ValueObject.keyBits`.
    let bit: UInt64

    init(_ name: String) {
        self.name = name
        length = name.utf8.count
        hash = KeyIndex.hash(name)
        bit = Self.bit(of: name)
    }

    /// One of 64 bits, from the name's length and first byte: both are read without walking the name
    /// (every member of every context object is marked when the object is built).
    static func bit(of name: String) -> UInt64 {
        let bytes = name.utf8
        return 1 << UInt64(truncatingIfNeeded: (bytes.count &* 7 &+ Int(bytes.first ?? 0)) & 63)
    }
}
