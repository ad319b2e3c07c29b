import Mustache

/// Encodes `Encodable` context structs into a Mustache `Value` tree, so the typed context that
/// templates read is also what `generate context` prints as JSON.
///
/// A nil optional becomes `.null` (not a missing key): in strict rendering a template may test
/// `{{#skipIf}}` for every action, and a missing key would be an error.
///
/// Built for speed (encoding every screen's context was the largest part of `generate`,
/// docs/performance.md): strings, booleans and numbers are stored as finished values without a slot
/// of their own or a dynamic cast, and coding paths are not tracked (nothing here throws or reads them).
struct ValueEncoder {
    func encode<T: Encodable>(_ value: T) throws -> Value {
        let storage = ValueStorage()
        try value.encode(to: ValueTreeEncoder(storage: storage))
        return storage.finish()
    }
}

/// One container being filled: containers are created before their contents are known, so the tree
/// is built from these and folded into values at the end.
private final class ValueStorage {
    enum Child {
        case value(Value)
        case nested(ValueStorage)

        var finished: Value {
            switch self {
            case .value(let value): return value
            case .nested(let storage): return storage.finish()
            }
        }
    }
    enum Shape { case single, object, array }

    var shape: Shape = .single
    var single: Child = .value(.null)
    var members: [(key: String, child: Child)] = []
    var items: [Child] = []

    func finish() -> Value {
        switch shape {
        case .single:
            return single.finished
        case .object:
            var object: [String: Value] = Dictionary(minimumCapacity: members.count)
            for (key, child) in members { object[key] = child.finished }
            return .object(object)
        case .array:
            return .array(items.map(\.finished))
        }
    }

    /// A child for a value that is not a plain string, number or boolean (those are stored directly).
    static func child<T: Encodable>(for value: T) throws -> Child {
        // Arrays reach here with their elements typed generically; a metatype check is cheaper than a cast.
        if T.self == String.self { return .value(.string(unsafeBitCast(value, to: String.self))) }
        if T.self == Bool.self { return .value(.bool(unsafeBitCast(value, to: Bool.self))) }
        if T.self == Int.self { return .value(.int(unsafeBitCast(value, to: Int.self))) }
        let nested = ValueStorage()
        try value.encode(to: ValueTreeEncoder(storage: nested))
        return .nested(nested)
    }
}

private struct ValueTreeEncoder: Encoder {
    let storage: ValueStorage
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        storage.shape = .object
        return KeyedEncodingContainer(KeyedValueContainer<Key>(storage: storage))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        storage.shape = .array
        return UnkeyedValueContainer(storage: storage)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(storage: storage)
    }
}

private struct KeyedValueContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let storage: ValueStorage
    var codingPath: [any CodingKey] { [] }

    private func add(_ value: Value, _ key: Key) { storage.members.append((key.stringValue, .value(value))) }

    mutating func encodeNil(forKey key: Key) throws { add(.null, key) }
    mutating func encode(_ value: String, forKey key: Key) throws { add(.string(value), key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { add(.bool(value), key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { add(.int(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { add(.double(value), key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        storage.members.append((key.stringValue, try ValueStorage.child(for: value)))
    }
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { add(.null, key) }
    }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { add(value.map(Value.string) ?? .null, key) }
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { add(value.map(Value.bool) ?? .null, key) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { add(value.map(Value.int) ?? .null, key) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { add(value.map(Value.double) ?? .null, key) }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested = ValueStorage()
        nested.shape = .object
        storage.members.append((key.stringValue, .nested(nested)))
        return KeyedEncodingContainer(KeyedValueContainer<NestedKey>(storage: nested))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = ValueStorage()
        nested.shape = .array
        storage.members.append((key.stringValue, .nested(nested)))
        return UnkeyedValueContainer(storage: nested)
    }

    mutating func superEncoder() -> any Encoder { ValueTreeEncoder(storage: storage) }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
        let nested = ValueStorage()
        storage.members.append((key.stringValue, .nested(nested)))
        return ValueTreeEncoder(storage: nested)
    }
}

private struct UnkeyedValueContainer: UnkeyedEncodingContainer {
    let storage: ValueStorage
    var codingPath: [any CodingKey] { [] }
    var count: Int { storage.items.count }

    mutating func encodeNil() throws { storage.items.append(.value(.null)) }
    mutating func encode(_ value: String) throws { storage.items.append(.value(.string(value))) }
    mutating func encode(_ value: Bool) throws { storage.items.append(.value(.bool(value))) }
    mutating func encode(_ value: Int) throws { storage.items.append(.value(.int(value))) }
    mutating func encode(_ value: Double) throws { storage.items.append(.value(.double(value))) }
    mutating func encode<T: Encodable>(_ value: T) throws { storage.items.append(try ValueStorage.child(for: value)) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        let nested = ValueStorage()
        nested.shape = .object
        storage.items.append(.nested(nested))
        return KeyedEncodingContainer(KeyedValueContainer<NestedKey>(storage: nested))
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = ValueStorage()
        nested.shape = .array
        storage.items.append(.nested(nested))
        return UnkeyedValueContainer(storage: nested)
    }
    mutating func superEncoder() -> any Encoder {
        let nested = ValueStorage()
        storage.items.append(.nested(nested))
        return ValueTreeEncoder(storage: nested)
    }
}

private struct SingleValueContainer: SingleValueEncodingContainer {
    let storage: ValueStorage
    var codingPath: [any CodingKey] { [] }

    private func set(_ value: Value) { storage.single = .value(value) }

    mutating func encodeNil() throws { set(.null) }
    mutating func encode(_ value: String) throws { set(.string(value)) }
    mutating func encode(_ value: Bool) throws { set(.bool(value)) }
    mutating func encode(_ value: Int) throws { set(.int(value)) }
    mutating func encode(_ value: Double) throws { set(.double(value)) }
    mutating func encode(_ value: Int8) throws { set(.int(Int(value))) }
    mutating func encode(_ value: Int16) throws { set(.int(Int(value))) }
    mutating func encode(_ value: Int32) throws { set(.int(Int(value))) }
    mutating func encode(_ value: Int64) throws { set(.int(Int(value))) }
    mutating func encode(_ value: UInt) throws { set(.int(Int(value))) }
    mutating func encode(_ value: UInt8) throws { set(.int(Int(value))) }
    mutating func encode(_ value: UInt16) throws { set(.int(Int(value))) }
    mutating func encode(_ value: UInt32) throws { set(.int(Int(value))) }
    mutating func encode(_ value: UInt64) throws { set(.int(Int(value))) }
    mutating func encode(_ value: Float) throws { set(.double(Double(value))) }
    mutating func encode<T: Encodable>(_ value: T) throws { storage.single = try ValueStorage.child(for: value) }
}
