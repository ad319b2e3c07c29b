import XCTest

@testable import Mustache

/// Tag text is trimmed, checked and split byte-wise when it is ASCII; that must answer exactly as the rule by
/// `Character` does, which it replaced for speed (a `\r\n` pair is one character, not two spaces).
final class TagTextFastPathTests: XCTestCase {
    /// Every text of up to five characters from an alphabet of the spaces, line breaks, dots and letters, and a
    /// combining accent: with it, a space or a dot followed by the accent is one character, where bytes and
    /// characters part (only the general path may see such text).
    private static let texts: [String] = {
        let alphabet = [" ", "\t", "\r", "\n", ".", "a", "\u{E9}", "\u{301}"]
        var all = [""]
        var last = [""]
        for _ in 0..<5 {
            last = last.flatMap { text in alphabet.map { text + $0 } }
            all += last
        }
        return all
    }()

    func test_trimmedBody_isTrimmingByCharacter() {
        for text in Self.texts {
            let reference = String(text[...].trimmingSpaces())
            let trimmed = Scanner.trimmedBody(Array(text.utf8)[...])
            XCTAssertTrue(
                trimmed.utf8.elementsEqual(reference.utf8),
                "\(text.unicodeScalars.map(\.value)): \(trimmed.debugDescription)")
        }
        // Slices that do not start at 0, as tags inside a template are, with a line break on each side that
        // would make a `\r\n` pair across the slice's edge.
        for text in Self.texts {
            let around = Array(("\r" + text + "\n").utf8)
            let trimmed = Scanner.trimmedBody(around[1..<(around.count - 1)])
            XCTAssertTrue(
                trimmed.utf8.elementsEqual(String(text[...].trimmingSpaces()).utf8),
                "\(text.unicodeScalars.map(\.value))")
        }
    }

    func test_emptyPartBetweenDots_isSplittingByCharacter() {
        for text in Self.texts where !text.isEmpty && text != "." {
            let reference = text.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty)
            XCTAssertEqual(Scanner.hasEmptyPartBetweenDots(text), reference, "\(text.unicodeScalars.map(\.value))")
        }
    }

    func test_namesSplitByBytes_areSplitByCharacter() {
        let store = NodeStore()
        for text in Self.texts where text != "." {
            let reference = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            XCTAssertEqual(KeyPath(parsing: text, in: store).parts, reference, "\(text.unicodeScalars.map(\.value))")
        }
    }
}
