import Diagnostics

/// Test input with expected positions written into the text itself: every `‸`
/// marks the next character's position and is removed before parsing, so tests
/// never count columns by hand.
struct MarkedText {
    static let marker: Unicode.Scalar = "‸"

    let text: String
    let marks: [Mark]

    init(_ annotated: String) {
        var text = String.UnicodeScalarView()
        var marks: [Mark] = []
        var line = 1
        var column = 1
        for scalar in annotated.unicodeScalars {
            if scalar == Self.marker {
                marks.append(Mark(line: line, column: column))
                continue
            }
            text.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        self.text = String(text)
        self.marks = marks
    }
}
