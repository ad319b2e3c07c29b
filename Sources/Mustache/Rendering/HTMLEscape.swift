/// HTML escaping for `{{x}}`, in one pass over the UTF-8 bytes; runs without special characters
/// are copied whole.
enum HTMLEscape {
    private static let amp = Array("&amp;".utf8)
    private static let lt = Array("&lt;".utf8)
    private static let gt = Array("&gt;".utf8)
    private static let quot = Array("&quot;".utf8)

    static func append(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            for index in 0..<bytes.count {
                let entity: [UInt8]
                switch bytes[index] {
                case UInt8(ascii: "&"): entity = amp
                case UInt8(ascii: "<"): entity = lt
                case UInt8(ascii: ">"): entity = gt
                case UInt8(ascii: "\""): entity = quot
                default: continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                output.append(contentsOf: entity)
                runStart = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
    }
}
