import Mustache

extension RunStamp {
    /// A stamp's text, written field by field into one buffer: its head and screens when made, then one line per
    /// entry. The one place the format is written: `bytes` makes it from a stamp's entries, and `Site.record`
    /// from the outputs as it takes their `lstat`, without holding ~200,000 `Entry`s beside the text at 10,000
    /// screens (docs/performance.md, tenth round). (An array of fields per line, joined, was a twentieth of a
    /// one-screen change at 1,000 screens.)
    struct Text {
        private var out: [UInt8] = []

        /// `entries`: about how many lines follow, to size the buffer once.
        init(key: String, renderKey: String, screens: [ValueFingerprint], entries: Int) {
            out.reserveCapacity(256 + screens.count * 34 + entries * 128)
            append(RunStamp.firstLine + "\nkey\t" + key + "\nrender\t" + renderKey + "\nscreens\t")
            append(number: UInt64(screens.count))
            out.append(Self.newline)
            for screen in screens {
                append(screen.description)
                out.append(Self.newline)
            }
        }

        /// One entry's line: `screen` is its screen's number in the head, or nil.
        mutating func append(isOutput: Bool, path: String, status: Status?, screen: Int?) {
            out.append(isOutput ? UInt8(ascii: "o") : UInt8(ascii: "-"))
            out.append(Self.tab)
            if let status {
                out.append(status.isDirectory ? UInt8(ascii: "d") : UInt8(ascii: "f"))
                out.append(Self.tab)
                append(number: status.size)
                out.append(Self.tab)
                append(number: status.modified)
                out.append(Self.tab)
                append(number: status.device)
                out.append(Self.tab)
                append(number: status.inode)
            } else {
                append("absent\t0\t0\t0\t0")
            }
            out.append(Self.tab)
            if let screen { append(number: Int64(screen)) } else { out.append(UInt8(ascii: "-")) }
            out.append(Self.tab)
            append(OutputManifest.encode(path))
            out.append(Self.newline)
        }

        /// The whole text, its last line written; the buffer is handed over, not copied (a `consuming` method
        /// copied the ~22 MB text of a 10,000-screen run).
        mutating func finish() -> [UInt8] {
            append("end\n")
            var whole: [UInt8] = []
            swap(&whole, &out)
            return whole
        }

        private static let tab = UInt8(ascii: "\t")
        private static let newline = UInt8(ascii: "\n")

        private mutating func append(_ text: String) {
            var text = text
            text.withUTF8 { out.append(contentsOf: $0) }
        }

        private mutating func append(number: Int64) {
            if number < 0 { out.append(UInt8(ascii: "-")) }
            append(number: number.magnitude)
        }

        private mutating func append(number: UInt64) {
            var digits = 1
            var rest = number
            while rest >= 10 {
                rest /= 10
                digits += 1
            }
            out.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
            var value = number
            var position = out.count - 1
            repeat {
                out[position] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
                position -= 1
            } while value > 0
        }
    }
}
