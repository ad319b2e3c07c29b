/// A position in a source text: 1-based line and 1-based column (in Unicode scalars).
///
/// libyaml's 0-based marks are converted to this in exactly one place (the YAML parser).
public struct Mark: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let line: Int
    public let column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The start of a text; used for whole-file problems such as an empty spec.
    public static let start = Mark(line: 1, column: 1)

    public static func < (lhs: Mark, rhs: Mark) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}
