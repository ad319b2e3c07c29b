import XCTest

@testable import Mustache

/// `ValueObject` keeps small objects as a list and indexes large ones; both must behave as a dictionary.
final class ValueObjectTests: XCTestCase {
    private func string(_ value: Value?) -> String? {
        if case .string(let text)? = value { return text }
        return nil
    }

    func testValueLiteralKeepsTheLastValueOfARepeatedKey() {
        // A `Value` literal goes through the subscript (JSON-like: last wins); a `ValueObject` literal,
        // like a `Dictionary` literal, must not repeat keys.
        let value: Value = ["a": "1", "b": "2", "a": "3"]
        guard case .object(let object) = value else { return XCTFail("not an object") }
        XCTAssertEqual(object.count, 2)
        XCTAssertEqual(string(object["a"]), "3")
        XCTAssertEqual(object.keys, ["a", "b"])
    }

    func testLargeLiteralIsIndexed() {
        let object: ValueObject = [
            "k0": 0, "k1": 1, "k2": 2, "k3": 3, "k4": 4, "k5": 5, "k6": 6, "k7": 7, "k8": 8, "k9": 9,
            "k10": 10, "k11": 11, "k12": 12, "k13": 13, "k14": 14, "k15": 15, "k16": 16,
        ]
        for number in 0...16 {
            guard case .int(number)? = object["k\(number)"] else { return XCTFail("k\(number)") }
        }
        XCTAssertNil(object["k17"])
    }

    func testSmallAndLargeObjectsFindSetAndRemoveEveryKey() {
        for size in [0, 1, 5, ValueObject.indexedCount - 1, ValueObject.indexedCount, 40] {
            var object = ValueObject()
            for number in 0..<size { object["key\(number)"] = .string("v\(number)") }
            XCTAssertEqual(object.count, size)
            for number in 0..<size { XCTAssertEqual(string(object["key\(number)"]), "v\(number)", "size \(size)") }
            XCTAssertNil(object["missing"])
            // Replace every other value, then remove the first key: later keys must still be found.
            for number in stride(from: 0, to: size, by: 2) { object["key\(number)"] = .string("w\(number)") }
            XCTAssertEqual(object.count, size)
            if size > 0 {
                object["key0"] = nil
                XCTAssertNil(object["key0"])
                XCTAssertEqual(object.count, size - 1)
                for number in 1..<size {
                    let expected = (number % 2 == 0 ? "w" : "v") + "\(number)"
                    XCTAssertEqual(string(object["key\(number)"]), expected, "size \(size)")
                }
            }
        }
    }

    func testLargeLiteralAndDictionaryAgree() {
        var dictionary: [String: Value] = [:]
        for number in 0..<30 { dictionary["k\(number)"] = .int(number) }
        let object = ValueObject(dictionary)
        XCTAssertEqual(Set(object.keys), Set(dictionary.keys))
        for (key, value) in object {
            guard case .int(let number) = value else { return XCTFail("\(key) is not an int") }
            XCTAssertEqual(key, "k\(number)")
        }
    }

    func testJSONTextSortsKeysWhateverTheInsertionOrder() {
        let object: Value = ["b": 1, "a": ["d": true, "c": nil]]
        XCTAssertEqual(object.jsonText(), #"{"a":{"c":null,"d":true},"b":1}"#)
    }
}

extension ValueObjectTests {
    /// Same length, first, middle and last byte: the index's hash cannot tell these apart.
    func testKeysThatHashAlikeAreStillToldApart() {
        var object = ValueObject()
        let keys =
            (0..<40).map { "a" + String(repeating: "x", count: $0 % 3) + "\($0 % 10)b\($0 / 10)c" }
            + ["viewModelName", "viewStateName", "vxxxxxMxxxxxe"]
        for (number, key) in keys.enumerated() { object[key] = .int(number) }
        XCTAssertEqual(object.count, Set(keys).count)
        for (number, key) in keys.enumerated() {
            guard case .int(let found)? = object[key] else { return XCTFail(key) }
            XCTAssertEqual(keys[found], key)
            XCTAssertTrue(found <= number)
        }
        XCTAssertNil(object["viewXxxxxName"])
    }

    /// Growing one key at a time past many table sizes (JSON objects are read this way).
    func testAThousandKeysAddedOneByOne() {
        var object = ValueObject()
        for number in 0..<1000 { object["key\(number)"] = .int(number) }
        for number in stride(from: 0, to: 1000, by: 7) {
            guard case .int(number)? = object["key\(number)"] else { return XCTFail("key\(number)") }
        }
        XCTAssertNil(object["key1000"])
    }
}
