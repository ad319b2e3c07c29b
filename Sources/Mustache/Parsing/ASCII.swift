extension Sequence<UInt8> {
    /// Whether these UTF-8 bytes are all ASCII: then each byte is a character, except that a `\r\n`
    /// pair is one `Character`. The parser's fast paths take bytes only for such text.
    var isAllASCII: Bool { allSatisfy { $0 < 0x80 } }
}
