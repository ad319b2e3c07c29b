import Diagnostics

/// A piece of one source line: plain text (never containing the line break) or a tag.
enum Piece {
    case text(Range<Int>)
    case tag(TagToken)

    var tagToken: TagToken? {
        if case .tag(let tag) = self { return tag }
        return nil
    }
}

/// One source line: the pieces between two line breaks that lie in text (a tag may span lines).
struct SourceLine {
    var pieces: [Piece]
    /// The line break ("\n" or "\r\n") as a byte range; nil for a last line without one.
    var newline: Range<Int>?
}

/// Splits template source into lines of text and tags, following delimiter changes as it goes.
///
/// Works on UTF-8 bytes: every delimiter and sigil the spec allows is compared byte-wise, and
/// text ranges only ever end at ASCII bytes, so slicing them back into strings is safe.
struct Scanner {
    let bytes: [UInt8]
    let file: String
    private(set) var delimiters: Delimiters
    private var position = 0
    private var line = 1
    private var lineStart = 0

    init(bytes: [UInt8], file: String, delimiters: Delimiters = .standard) {
        self.bytes = bytes
        self.file = file
        self.delimiters = delimiters
    }

    mutating func scanLines() throws(Diagnostic) -> [SourceLine] {
        var lines: [SourceLine] = []
        var pieces: [Piece] = []
        var textStart = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\n") {
                var textEnd = position
                if textEnd > textStart && bytes[textEnd - 1] == UInt8(ascii: "\r") { textEnd -= 1 }
                if textEnd > textStart { pieces.append(.text(textStart..<textEnd)) }
                lines.append(SourceLine(pieces: pieces, newline: textEnd..<(position + 1)))
                pieces = []
                position += 1
                line += 1
                lineStart = position
                textStart = position
            } else if byte == delimiters.open[0] && matches(delimiters.open, at: position) {
                if position > textStart { pieces.append(.text(textStart..<position)) }
                pieces.append(.tag(try scanTag()))
                textStart = position
            } else {
                position += 1
            }
        }
        if position > textStart { pieces.append(.text(textStart..<position)) }
        if !pieces.isEmpty { lines.append(SourceLine(pieces: pieces, newline: nil)) }
        return lines
    }

    private func matches(_ needle: [UInt8], at offset: Int) -> Bool {
        guard offset + needle.count <= bytes.count else { return false }
        for index in 0..<needle.count where bytes[offset + index] != needle[index] { return false }
        return true
    }

    private func find(_ needle: [UInt8], from offset: Int) -> Int? {
        guard !needle.isEmpty, offset + needle.count <= bytes.count else { return nil }
        var index = offset
        let first = needle[0]
        while index + needle.count <= bytes.count {
            if bytes[index] == first && matches(needle, at: index) { return index }
            index += 1
        }
        return nil
    }

    /// 1-based column in Unicode scalars: count the bytes that start a scalar.
    private func mark(at offset: Int) -> Mark {
        var column = 1
        var index = lineStart
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return Mark(line: line, column: column)
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// Scans the tag whose opening delimiter starts at `position`, leaving `position` after it.
    private mutating func scanTag() throws(Diagnostic) -> TagToken {
        let start = position
        let tagMark = mark(at: start)
        let contentStart = start + delimiters.open.count
        let close = delimiters.close
        let closeText = String(decoding: close, as: UTF8.self)
        guard contentStart < bytes.count else {
            throw Diagnostic.error("unclosed tag: expected '\(closeText)'", file: file, at: tagMark)
        }
        let sigil = bytes[contentStart]
        var kind: TagToken.Kind
        var terminator = close
        var bodyStart = contentStart + 1
        switch sigil {
        case UInt8(ascii: "!"): kind = .comment
        case UInt8(ascii: "{"):
            kind = .variable(escaped: false)
            terminator = [UInt8(ascii: "}")] + close
        case UInt8(ascii: "&"): kind = .variable(escaped: false)
        case UInt8(ascii: "#"): kind = .section
        case UInt8(ascii: "^"): kind = .inverted
        case UInt8(ascii: "/"): kind = .close
        case UInt8(ascii: ">"): kind = .partial
        case UInt8(ascii: "<"): kind = .parent
        case UInt8(ascii: "$"): kind = .block
        case UInt8(ascii: "="):
            kind = .delimiters
            terminator = [UInt8(ascii: "=")] + close
        default:
            kind = .variable(escaped: true)
            bodyStart = contentStart
        }
        guard let bodyEnd = find(terminator, from: bodyStart) else {
            let expected = String(decoding: terminator, as: UTF8.self)
            throw Diagnostic.error("unclosed tag: expected '\(expected)'", file: file, at: tagMark)
        }
        let end = bodyEnd + terminator.count
        let body = Self.trimmedBody(bytes[bodyStart..<bodyEnd])

        // Keep line counting right for tags that span lines (multi-line comments).
        for index in start..<end where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        position = end

        switch kind {
        case .comment:
            return TagToken(kind: kind, content: "", mark: tagMark, start: start, end: end, delimiters: delimiters)
        case .delimiters:
            delimiters = try parseDelimiters(body, at: tagMark)
            return TagToken(kind: kind, content: "", mark: tagMark, start: start, end: end, delimiters: delimiters)
        default:
            guard !body.isEmpty else {
                throw Diagnostic.error("empty tag: expected a name", file: file, at: tagMark)
            }
            if body != ".", Self.hasEmptyPartBetweenDots(body), !(kind == .partial || kind == .parent) {
                throw Diagnostic.error("invalid name '\(body)': empty part between dots", file: file, at: tagMark)
            }
            return TagToken(kind: kind, content: body, mark: tagMark, start: start, end: end, delimiters: delimiters)
        }
    }

    /// The tag's content without the spaces, tabs and line breaks around it, as `Substring.trimmingSpaces` trims
    /// them (by `Character`: a `\r\n` pair is one character and is not trimmed). Template text is nearly all ASCII,
    /// where bytes are characters but for that pair: trimmed byte-wise, without making a `String` of the
    /// untrimmed text first (splitting tag text by `Character`, here and in `KeyPath`, was a fifth of a parse).
    static func trimmedBody(_ body: ArraySlice<UInt8>) -> String {
        guard body.isAllASCII else {
            return String(String(decoding: body, as: UTF8.self)[...].trimmingSpaces())
        }
        func isSpace(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r")
        }
        func isCRLF(at index: Int) -> Bool {
            index + 1 < body.endIndex && body[index] == UInt8(ascii: "\r") && body[index + 1] == UInt8(ascii: "\n")
        }
        var (start, end) = (body.startIndex, body.endIndex)
        while start < end, isSpace(body[start]), !isCRLF(at: start) { start += 1 }
        while end > start, isSpace(body[end - 1]), !(end - 2 >= start && isCRLF(at: end - 2)) { end -= 1 }
        return String(decoding: body[start..<end], as: UTF8.self)
    }

    /// Whether a dotted name has an empty part (`a..b`, `.a`, `a.`), splitting by `Character` as names are split
    /// (`KeyPath`); an ASCII name by its bytes.
    static func hasEmptyPartBetweenDots(_ name: String) -> Bool {
        guard name.utf8.isAllASCII else {
            return name.split(separator: ".", omittingEmptySubsequences: false).contains(where: { $0.isEmpty })
        }
        var previous = UInt8(ascii: ".")
        for byte in name.utf8 {
            if byte == UInt8(ascii: "."), previous == UInt8(ascii: ".") { return true }
            previous = byte
        }
        return previous == UInt8(ascii: ".")
    }

    private func parseDelimiters(_ body: String, at tagMark: Mark) throws(Diagnostic) -> Delimiters {
        let parts = body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
            throw Diagnostic.error(
                "invalid delimiter tag '\(body)': expected two delimiters separated by whitespace",
                file: file, at: tagMark, hint: "for example {{=<% %>=}}")
        }
        return Delimiters(open: Array(parts[0].utf8), close: Array(parts[1].utf8))
    }
}
