import Diagnostics
import Foundation

/// A fixture of Tests/Fixtures/invalid or Tests/Fixtures/hostile, whose text says what must be
/// reported and where:
///
///     # expect: error: unknown key 'tigger'; did you mean 'trigger'?
///     # hint: allowed keys here
///         ‸tigger: appear
///
/// `‸` (U+2038) stands right before the reported position and is removed before loading. A BOM
/// before the first line and CRLF line ends are allowed (they are what some fixtures test).
public struct MarkedFixture: Sendable {
    public static let marker: Unicode.Scalar = "\u{2038}"

    public var name: String
    /// The text as it is loaded: the marker removed.
    public var text: String
    public var severity: Diagnostic.Severity
    public var message: String
    /// Text the diagnostic's hint must contain.
    public var hint: String?
    public var mark: Mark?

    public init(name: String, raw: String) throws {
        self.name = name
        var scalars = String.UnicodeScalarView()
        var line = 1
        var column = 1
        var afterCR = false
        for scalar in raw.unicodeScalars {
            if scalar == Self.marker {
                mark = Mark(line: line, column: column)
                continue
            }
            scalars.append(scalar)
            // Lines end where libyaml ends them: LF, CRLF (one break), a lone CR, NEL, LS, PS;
            // columns count Unicode scalars, and a BOM is not text.
            if scalar == "\n" {
                if !afterCR { line += 1 }
                column = 1
            } else if ["\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar) {
                line += 1
                column = 1
            } else if !(scalar == "\u{FEFF}" && line == 1 && column == 1) {
                column += 1
            }
            afterCR = scalar == "\r"
        }
        text = String(scalars)
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
            .map { $0.hasSuffix("\r") ? String($0.dropLast()) : String($0) }
        guard let expectLine = lines.first(where: { $0.contains("# expect: ") }),
            let range = expectLine.range(of: "# expect: "),
            case let rest = expectLine[range.upperBound...],
            let colon = rest.range(of: ": "),
            let severity = Diagnostic.Severity(rawValue: String(rest[..<colon.lowerBound]))
        else { throw Problem.noExpectation(name) }
        self.severity = severity
        message = String(rest[colon.upperBound...])
        hint = lines.first { $0.hasPrefix("# hint: ") }.map { String($0.dropFirst("# hint: ".count)) }
    }

    /// The diagnostic among `diagnostics` that this fixture expects, if it is there.
    public func match(in diagnostics: [Diagnostic]) -> Diagnostic? {
        diagnostics.first { $0.severity == severity && $0.message == message && $0.mark == mark }
    }

    public enum Problem: Error { case noExpectation(String) }
}
