/// A 128-bit digest of a `Value`'s content: two values with the same fingerprint render the same text
/// with the same templates. The generator keys its per-screen reuse on it (`RunStamp`): a screen whose
/// context has the fingerprint recorded for its files is not rendered again.
///
/// Every case, length and key is part of the stream (so `["ab", "c"]` and `["a", "bc"]` differ), and
/// object members are hashed in their order (templates see only keys, but order costs nothing to keep
/// and no sort). Nil when the value holds a lambda: a closure has no content to hash.
public struct ValueFingerprint: Hashable, Sendable, CustomStringConvertible {
    public var high: UInt64
    public var low: UInt64

    public init(high: UInt64, low: UInt64) {
        (self.high, self.low) = (high, low)
    }

    /// `high:low`, in hex.
    public var description: String { String(high, radix: 16) + ":" + String(low, radix: 16) }

    /// Parses `description`: what `UInt64(_:radix: 16)` accepts on each side of the first colon. By bytes: a run
    /// stamp and the name records hold thousands of fingerprints, and parsing them as `Character`s was ~1 % of a
    /// one-screen change. (A byte beyond ASCII is no hex digit, so text that is not ASCII is refused either way.)
    public init?(_ text: Substring) {
        var text = text
        guard
            let (high, low) = text.withUTF8({ bytes -> (UInt64, UInt64)? in
                guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")),
                    let high = Self.hex(UnsafeBufferPointer(rebasing: bytes[..<colon])),
                    let low = Self.hex(UnsafeBufferPointer(rebasing: bytes[(colon + 1)...]))
                else { return nil }
                return (high, low)
            })
        else { return nil }
        (self.high, self.low) = (high, low)
    }

    /// `UInt64(_:radix: 16)` of `bytes`: an optional sign (`-` only before zero), then hex digits of either case.
    private static func hex(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        var digits = bytes[...]
        let sign = digits.first
        if sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { digits = digits.dropFirst() }
        guard !digits.isEmpty else { return nil }
        var value: UInt64 = 0
        for byte in digits {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            guard value >> 60 == 0 else { return nil }  // one more digit would not fit 64 bits
            value = value << 4 | UInt64(digit)
        }
        return sign == UInt8(ascii: "-") && value != 0 ? nil : value
    }
}

extension Value {
    public var fingerprint: ValueFingerprint? {
        var hasher = FingerprintHasher()
        guard hasher.add(self) else { return nil }
        return hasher.finish()
    }
}

/// Two 64-bit lanes fed 8 bytes at a time with MurmurHash3's x64 mixing, finished by its avalanche step.
/// Not a defence against forged collisions (whoever can write the stamp can write the outputs); a guard
/// against accidental ones, which one 64-bit lane would leave at one in 2^32 over a few billion screens.
public struct FingerprintHasher: Sendable {
    private var first: UInt64 = 0x9E37_79B9_7F4A_7C15
    private var second: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private var length: UInt64 = 0

    public init() {}

    private static let c1: UInt64 = 0x87C3_7B91_1142_53D5
    private static let c2: UInt64 = 0x4CF5_AD43_2745_937F

    @inline(__always)
    public mutating func add(word: UInt64) {
        var k1 = word &* Self.c1
        k1 = (k1 << 31) | (k1 >> 33)
        k1 = k1 &* Self.c2
        first ^= k1
        first = ((first << 27) | (first >> 37)) &+ second
        first = first &* 5 &+ 0x52DC_E729
        var k2 = word &* Self.c2
        k2 = (k2 << 33) | (k2 >> 31)
        k2 = k2 &* Self.c1
        second ^= k2
        second = ((second << 31) | (second >> 33)) &+ first
        second = second &* 5 &+ 0x3849_5AB5
        length &+= 8
    }

    public mutating func add(bytes: UnsafeRawBufferPointer) {
        add(word: UInt64(bytes.count))
        var offset = 0
        while offset + 8 <= bytes.count {
            add(word: UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        if offset < bytes.count {
            var tail: UInt64 = 0
            for index in offset..<bytes.count { tail |= UInt64(bytes[index]) << (8 * UInt64(index - offset)) }
            add(word: tail)
        }
    }

    public mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { add(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// Adds `value`; false when it holds a lambda.
    public mutating func add(_ value: Value) -> Bool {
        switch value {
        case .null: add(word: 0xA0)
        case .bool(let flag): add(word: flag ? 0xA1 : 0xA2)
        case .int(let number):
            add(word: 0xA3)
            add(word: UInt64(bitPattern: Int64(number)))
        case .double(let number):
            add(word: 0xA4)
            add(word: number.bitPattern)
        case .string(let text):
            add(word: 0xA5)
            add(text)
        case .array(let items):
            add(word: 0xA6)
            add(word: UInt64(items.count))
            for item in items where !add(item) { return false }
        case .object(let object):
            add(word: 0xA7)
            add(word: UInt64(object.count))
            for (key, member) in object {
                add(key)
                guard add(member) else { return false }
            }
        case .lambda:
            return false
        }
        return true
    }

    public func finish() -> ValueFingerprint {
        func avalanche(_ value: UInt64) -> UInt64 {
            var value = value
            value ^= value >> 33
            value = value &* 0xFF51_AFD7_ED55_8CCD
            value ^= value >> 33
            value = value &* 0xC4CE_B9FE_1A85_EC53
            value ^= value >> 33
            return value
        }
        var first = self.first ^ length
        var second = self.second ^ length
        first = first &+ second
        second = second &+ first
        first = avalanche(first)
        second = avalanche(second)
        first = first &+ second
        second = second &+ first
        return ValueFingerprint(high: first, low: second)
    }
}
