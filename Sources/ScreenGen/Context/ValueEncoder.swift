import Mustache

/// Encodes `Encodable` context structs into a Mustache `Value` tree, so the typed context that
/// templates read is also what `generate context` prints as JSON.
///
/// A nil optional becomes `.null` (not a missing key): in strict rendering a template may test
/// `{{#skipIf}}` for every action, and a missing key would be an error.
struct ValueEncoder {
    func encode<T: Encodable>(_ value: T) throws -> Value {
        let storage = ValueStorage()
        try encodeNested(value, into: storage, codingPath: [])
        return storage.finish()
    }
}

/// One slot of the tree being built; containers write into their slot as they go.
///
/// Coding paths are not extended per key: nothing here throws or reads them, and building one
/// array per encoded value was a measurable part of `generate` (see docs/performance.md).
private final class ValueStorage {
    var value: Value = .null
    var objectSlots: [(key: String, slot: ValueStorage)] = []
    var arraySlots: [ValueStorage] = []
    enum Shape { case single, object, array }
    var shape: Shape = .single

    /// Folds child slots into `value` (containers fill slots before their values are known).
    func finish() -> Value {
        switch shape {
        case .single:
            return value
        case .object:
            var object: [String: Value] = Dictionary(minimumCapacity: objectSlots.count)
            for (key, slot) in objectSlots { object[key] = slot.finish() }
            return .object(object)
        case .array:
            return .array(arraySlots.map { $0.finish() })
        }
    }
}

private struct ValueTreeEncoder: Encoder {
    let storage: ValueStorage
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        storage.shape = .object
        return KeyedEncodingContainer(KeyedValueContainer<Key>(storage: storage, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        storage.shape = .array
        return UnkeyedValueContainer(storage: storage, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(storage: storage, codingPath: codingPath)
    }
}

private func encodeNested<T: Encodable>(_ value: T, into slot: ValueStorage, codingPath: [any CodingKey]) throws {
    switch value {
    case let text as String: slot.value = .string(text)
    case let flag as Bool: slot.value = .bool(flag)
    case let number as Int: slot.value = .int(number)
    case let number as Double: slot.value = .double(number)
    default: try value.encode(to: ValueTreeEncoder(storage: slot, codingPath: codingPath))
    }
}

private struct KeyedValueContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let storage: ValueStorage
    let codingPath: [any CodingKey]

    private func slot(for key: Key) -> ValueStorage {
        let slot = ValueStorage()
        storage.objectSlots.append((key.stringValue, slot))
        return slot
    }

    mutating func encodeNil(forKey key: Key) throws { slot(for: key).value = .null }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try encodeNested(value, into: slot(for: key), codingPath: codingPath)
    }
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested = slot(for: key)
        nested.shape = .object
        return KeyedEncodingContainer(KeyedValueContainer<NestedKey>(storage: nested, codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = slot(for: key)
        nested.shape = .array
        return UnkeyedValueContainer(storage: nested, codingPath: codingPath)
    }

    mutating func superEncoder() -> any Encoder { ValueTreeEncoder(storage: storage, codingPath: codingPath) }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
        ValueTreeEncoder(storage: slot(for: key), codingPath: codingPath)
    }
}

private struct UnkeyedValueContainer: UnkeyedEncodingContainer {
    let storage: ValueStorage
    let codingPath: [any CodingKey]
    var count: Int { storage.arraySlots.count }

    private func nextSlot() -> ValueStorage {
        let slot = ValueStorage()
        storage.arraySlots.append(slot)
        return slot
    }

    mutating func encodeNil() throws { nextSlot().value = .null }
    mutating func encode<T: Encodable>(_ value: T) throws {
        try encodeNested(value, into: nextSlot(), codingPath: codingPath)
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        let nested = nextSlot()
        nested.shape = .object
        return KeyedEncodingContainer(KeyedValueContainer<NestedKey>(storage: nested, codingPath: codingPath))
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = nextSlot()
        nested.shape = .array
        return UnkeyedValueContainer(storage: nested, codingPath: codingPath)
    }
    mutating func superEncoder() -> any Encoder { ValueTreeEncoder(storage: nextSlot(), codingPath: codingPath) }
}

private struct SingleValueContainer: SingleValueEncodingContainer {
    let storage: ValueStorage
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { storage.value = .null }
    mutating func encode(_ value: String) throws { storage.value = .string(value) }
    mutating func encode(_ value: Bool) throws { storage.value = .bool(value) }
    mutating func encode(_ value: Int) throws { storage.value = .int(value) }
    mutating func encode(_ value: Double) throws { storage.value = .double(value) }
    mutating func encode(_ value: Int8) throws { storage.value = .int(Int(value)) }
    mutating func encode(_ value: Int16) throws { storage.value = .int(Int(value)) }
    mutating func encode(_ value: Int32) throws { storage.value = .int(Int(value)) }
    mutating func encode(_ value: Int64) throws { storage.value = .int(Int(value)) }
    mutating func encode(_ value: UInt) throws { storage.value = .int(Int(value)) }
    mutating func encode(_ value: UInt8) throws { storage.value = .int(Int(value)) }
    mutating func encode(_ value: UInt16) throws { storage.value = .int(Int(value)) }
    mutating func encode(_ value: UInt32) throws { storage.value = .int(Int(value)) }
    mutating func encode(_ value: UInt64) throws { storage.value = .int(Int(value)) }
    mutating func encode(_ value: Float) throws { storage.value = .double(Double(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        try encodeNested(value, into: storage, codingPath: codingPath)
    }
}
