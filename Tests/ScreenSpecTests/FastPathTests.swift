import XCTest

@testable import ScreenSpec

/// ASCII fast paths (issue #8) must answer exactly as the general Unicode code would.
final class FastPathTests: XCTestCase {
    /// The general rule, scalar by scalar, written out independently of `isValid`.
    private func reference(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        guard let first = scalars.first, SwiftIdentifier.isHead(first), name != "_" else { return false }
        return scalars.dropFirst().allSatisfy(SwiftIdentifier.isCharacter)
    }

    func testASCIIIdentifiersMatchTheGeneralRule() {
        let bytes = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
        for first in bytes {
            let single = String(first)
            XCTAssertEqual(SwiftIdentifier.isValid(single), reference(single), "\(first.unicodeScalars.first!.value)")
            for second in bytes {
                let name = String([first, second])
                XCTAssertEqual(SwiftIdentifier.isValid(name), reference(name), "\(name.unicodeScalars.map(\.value))")
            }
        }
    }

    private func callErrors(_ call: String) -> [String] {
        let text = """
            screenspec: 1
            module: Paths
            dependencies:
              Service:
                methods:
                  fetch: { returns: Int }
              Sérvice:
                methods:
                  get: { returns: Int }
            screens:
              Home:
                dependencies: [Service, Sérvice]
                state: { value: { type: Int, default: "0" } }
                actions:
                  load:
                    call: "\(call)"
                    success: { value: $result }

            """
        return SpecLoader.load(text: text, file: "paths.yaml").errors.map(\.message)
    }

    func testMemberPathsSplitAtTheOnlyDot() {
        XCTAssertEqual(callErrors("Service.fetch"), [])
        XCTAssertEqual(callErrors("Sérvice.get"), [])
        for bad in ["Service", "Service.", ".fetch", "Service.fetch.more", "Sérvice..get", "Sérvice.get.x"] {
            XCTAssertTrue(callErrors(bad).contains { $0.contains("'\(bad)'") }, "\(bad): \(callErrors(bad))")
        }
    }

    /// A dot followed by a combining mark is not a dot Character, as for `split(separator: ".")`.
    func testCombinedDotIsNotASeparator() {
        let messages = callErrors("Sérvice.\u{301}get")
        XCTAssertTrue(messages.contains { $0.contains("Sérvice.\u{301}get") }, messages.joined(separator: "\n"))
    }

    /// Type texts naming only standard types are scanned once; a text that merely equals one as a
    /// String (U+037E is canonically `;` but scans as part of a word) must still be scanned itself.
    func testRememberedStandardTypeTextsDoNotCoverCanonicalLookalikes() {
        let text = """
            screenspec: 1
            module: Types
            models:
              Item:
                fields:
                  a: "Int;"
                  b: "Int\u{37E}"
            screens:
              Home:
                state: { item: { type: Item, default: "Item(a: 0, b: 0)" } }
                actions:
                  tap: { set: { item: "Item(a: 0, b: 0)" } }

            """
        // `Int;` is no type (an error of its own, so it is never remembered); `Int` + U+037E is one name,
        // unknown, and reported although `Int;` equals it as a String.
        let messages = SpecLoader.load(text: text, file: "types.yaml").errors.map(\.message)
        XCTAssertEqual(messages.count, 2, "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("'Int;' is not a Swift type") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.unicodeScalars.contains("\u{37E}") }, "\(messages)")
    }
}
