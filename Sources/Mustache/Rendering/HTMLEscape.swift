/// HTML escaping for `{{x}}`, in one pass over the UTF-8 bytes; text without special characters
/// is appended whole.
enum HTMLEscape {
    static func append(_ text: String, to output: inout String) {
        let utf8 = text.utf8
        var chunkStart = utf8.startIndex
        var index = chunkStart
        while index != utf8.endIndex {
            let entity: String
            switch utf8[index] {
            case UInt8(ascii: "&"): entity = "&amp;"
            case UInt8(ascii: "<"): entity = "&lt;"
            case UInt8(ascii: ">"): entity = "&gt;"
            case UInt8(ascii: "\""): entity = "&quot;"
            default:
                utf8.formIndex(after: &index)
                continue
            }
            // The special characters are ASCII, so these indices are on character boundaries.
            output += text[chunkStart..<index]
            output += entity
            utf8.formIndex(after: &index)
            chunkStart = index
        }
        if chunkStart == utf8.startIndex {
            output += text
        } else {
            output += text[chunkStart...]
        }
    }
}
