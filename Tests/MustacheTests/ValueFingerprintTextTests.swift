import Mustache
import XCTest

/// `ValueFingerprint(_:)` reads bytes; it must accept exactly what `UInt64(_:radix: 16)` does on each side of
/// the first colon (the run stamp and the name records were read that way before).
final class ValueFingerprintTextTests: XCTestCase {
    func testRoundTrip() {
        for fingerprint in [
            ValueFingerprint(high: 0, low: 0), ValueFingerprint(high: .max, low: 1),
            ValueFingerprint(high: 0xdead_beef, low: 0x0123_4567_89ab_cdef),
        ] {
            XCTAssertEqual(ValueFingerprint(Substring(fingerprint.description)), fingerprint)
        }
    }

    func testAcceptsWhatUInt64ParsingAccepts() {
        let sides = [
            "", "0", "-0", "+ff", "-", "+", "FF", "aB", "-1", "ffffffffffffffff", "10000000000000000",
            "00000000000000000001", "0x1", " 1", "1 ", "g", "é", "1\u{301}", "٠",
        ]
        for high in sides {
            for low in sides {
                let text = high + ":" + low
                let expected = UInt64(high, radix: 16).flatMap { high in
                    UInt64(low, radix: 16).map { ValueFingerprint(high: high, low: $0) }
                }
                XCTAssertEqual(ValueFingerprint(Substring(text)), expected, text.debugDescription)
            }
        }
        XCTAssertNil(ValueFingerprint("12"))
        XCTAssertEqual(ValueFingerprint("1:2:3"), nil)
        XCTAssertEqual(ValueFingerprint(Substring("x1:2").dropFirst()), ValueFingerprint(high: 1, low: 2))
    }
}
