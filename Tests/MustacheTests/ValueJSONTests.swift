import Diagnostics
import Mustache
import XCTest

final class ValueJSONTests: XCTestCase {
    func testIntegersStayApartFromDoubles() throws {
        let value = try Value(json: #"{"i": 1, "d": 1.0, "e": 1e2, "n": -7, "big": 12345678901234567890}"#)
        guard case .object(let object) = value else { return XCTFail("not an object") }
        guard case .int(1)? = object["i"] else { return XCTFail("i: \(String(describing: object["i"]))") }
        guard case .double(1.0)? = object["d"] else { return XCTFail("d") }
        guard case .double(100.0)? = object["e"] else { return XCTFail("e") }
        guard case .int(-7)? = object["n"] else { return XCTFail("n") }
        guard case .double? = object["big"] else { return XCTFail("big should overflow to a double") }
    }

    func testStringsAndEscapes() throws {
        let value = try Value(json: #"["a\"b\\c\n", "\u00e9\ud83d\ude00", "é"]"#)
        XCTAssertEqual(value.jsonText(), #"["a\"b\\c\n","é😀","é"]"#)
    }

    func testRoundTripSortedAndPretty() throws {
        let text = #"{"b": [1, 2.5, true, null], "a": {"x": "y"}, "c": {}}"#
        let value = try Value(json: text)
        XCTAssertEqual(value.jsonText(), #"{"a":{"x":"y"},"b":[1,2.5,true,null],"c":{}}"#)
        XCTAssertEqual(
            value.jsonText(pretty: true),
            "{\n  \"a\": {\n    \"x\": \"y\"\n  },\n  \"b\": [\n    1,\n    2.5,\n    true,\n    null\n  ],\n  \"c\": {}\n}"
        )
        XCTAssertEqual(try Value(json: value.jsonText(pretty: true)).jsonText(), value.jsonText())
    }

    func testErrorsCarryPosition() throws {
        do {
            _ = try Value(json: "{\n  \"a\": 1,\n  \"b\": tru\n}", file: "ctx.json")
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error.file, "ctx.json")
            XCTAssertEqual(error.mark, Mark(line: 3, column: 8))
        }
        XCTAssertThrowsError(try Value(json: "[1,]"))
        XCTAssertThrowsError(try Value(json: "01"))
        XCTAssertThrowsError(try Value(json: "{} x"))
    }
}
