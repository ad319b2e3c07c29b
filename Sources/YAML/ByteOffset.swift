import Diagnostics

/// Position of a byte offset in UTF-8 text, for libyaml reader errors (which report
/// an offset, not a mark). Columns count Unicode scalars, like libyaml's marks.
enum ByteOffset {
    static func mark(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Mark {
        var line = 1
        var column = 1
        var index = 0
        // A leading byte-order mark is not part of the text the user sees.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        while index < min(offset, bytes.count) {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return Mark(line: line, column: column)
    }
}
