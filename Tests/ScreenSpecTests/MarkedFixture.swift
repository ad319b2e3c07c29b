import Diagnostics
import Foundation

/// A fixture whose text says what must be reported and where:
///
///     # expect: error: unknown key 'tigger'; did you mean 'trigger'?
///     # hint: allowed keys here
///         ‸tigger: appear
///
/// `‸` (U+2038) stands right before the reported position and is removed before loading;
/// an optional `# hint:` line must be contained in the diagnostic's hint.
struct MarkedFixture {
    static let marker: Unicode.Scalar = "\u{2038}"

    var name: String
    /// The text with the marker removed, as it is loaded.
    var text: String
    var severity: Diagnostic.Severity
    var message: String
    var hint: String?
    var mark: Mark?

    init(name: String, raw: String) throws {
        self.name = name
        var scalars = String.UnicodeScalarView()
        var line = 1
        var column = 1
        var mark: Mark?
        for scalar in raw.unicodeScalars {
            if scalar == Self.marker {
                mark = Mark(line: line, column: column)
                continue
            }
            scalars.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else if scalar != "\r" && !(scalar == "\u{FEFF}" && line == 1 && column == 1) {
                column += 1
            }
        }
        text = String(scalars)
        self.mark = mark
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map(String.init)
        guard let expectLine = lines.first(where: { $0.contains("# expect: ") }),
            let range = expectLine.range(of: "# expect: ")
        else { throw FixtureError.noExpectation(name) }
        var expectation = String(expectLine[range.upperBound...])
        if expectation.hasSuffix("\r") { expectation.removeLast() }
        guard let colon = expectation.range(of: ": "),
            let severity = Diagnostic.Severity(rawValue: String(expectation[..<colon.lowerBound]))
        else { throw FixtureError.noExpectation(name) }
        self.severity = severity
        message = String(expectation[colon.upperBound...])
        if let hintLine = lines.first(where: { $0.hasPrefix("# hint: ") }) {
            hint = String(hintLine.dropFirst("# hint: ".count)).trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    enum FixtureError: Error { case noExpectation(String) }
}
