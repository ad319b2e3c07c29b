import Diagnostics

/// A small JSON reader that keeps integers apart from doubles (`1` is `.int`, `1.0` is `.double`),
/// which Foundation's JSONSerialization cannot promise on every platform.
struct JSONReader {
    private let bytes: [UInt8]
    private let file: String?
    private var position = 0
    private var depth = 0

    static let maximumDepth = 512

    init(bytes: [UInt8], file: String?) {
        self.bytes = bytes
        self.file = file
    }

    mutating func readDocument() throws(Diagnostic) -> Value {
        // A UTF-8 byte order mark is allowed before the document.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        skipWhitespace()
        let value = try readValue()
        skipWhitespace()
        guard position == bytes.count else { throw problem("unexpected text after the JSON value") }
        return value
    }

    private func problem(_ message: String) -> Diagnostic {
        var line = 1
        var column = 1
        for index in 0..<min(position, bytes.count) {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if bytes[index] & 0xC0 != 0x80 {
                column += 1
            }
        }
        return Diagnostic.error("invalid JSON: " + message, file: file, at: Mark(line: line, column: column))
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): position += 1
            default: return
            }
        }
    }

    private mutating func readValue() throws(Diagnostic) -> Value {
        guard position < bytes.count else { throw problem("unexpected end of input, expected a value") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try readObject()
        case UInt8(ascii: "["): return try readArray()
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "t"): return try readLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try readLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try readLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try readNumber()
        default: throw problem("unexpected character, expected a value")
        }
    }

    private mutating func readLiteral(_ word: String, _ value: Value) throws(Diagnostic) -> Value {
        let expected = Array(word.utf8)
        guard bytes[position...].starts(with: expected) else {
            throw problem("unexpected character, expected '\(word)'")
        }
        position += expected.count
        return value
    }

    private mutating func enter() throws(Diagnostic) {
        depth += 1
        if depth > Self.maximumDepth { throw problem("nested more than \(Self.maximumDepth) levels deep") }
    }

    private mutating func readObject() throws(Diagnostic) -> Value {
        try enter()
        position += 1
        var object = ValueObject()
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            depth -= 1
            return .object(object)
        }
        while true {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                throw problem("expected a string key")
            }
            let key = try readString()
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw problem("expected ':'") }
            position += 1
            skipWhitespace()
            object[key] = try readValue()
            skipWhitespace()
            guard position < bytes.count else { throw problem("unexpected end of input in an object") }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
            } else if bytes[position] == UInt8(ascii: "}") {
                position += 1
                depth -= 1
                return .object(object)
            } else {
                throw problem("expected ',' or '}'")
            }
        }
    }

    private mutating func readArray() throws(Diagnostic) -> Value {
        try enter()
        position += 1
        var items: [Value] = []
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            depth -= 1
            return .array(items)
        }
        while true {
            skipWhitespace()
            items.append(try readValue())
            skipWhitespace()
            guard position < bytes.count else { throw problem("unexpected end of input in a list") }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
            } else if bytes[position] == UInt8(ascii: "]") {
                position += 1
                depth -= 1
                return .array(items)
            } else {
                throw problem("expected ',' or ']'")
            }
        }
    }

    private mutating func readNumber() throws(Diagnostic) -> Value {
        let start = position
        var isInteger = true
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        let digitsStart = position
        while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        guard position > digitsStart else { throw problem("expected digits") }
        if bytes[digitsStart] == UInt8(ascii: "0") && position - digitsStart > 1 {
            throw problem("numbers may not have leading zeros")
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            isInteger = false
            position += 1
            let fractionStart = position
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
            guard position > fractionStart else { throw problem("expected digits after '.'") }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            isInteger = false
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            let exponentStart = position
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
            guard position > exponentStart else { throw problem("expected digits in the exponent") }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        if isInteger, let integer = Int(text) { return .int(integer) }
        guard let double = Double(text) else { throw problem("number out of range") }
        return .double(double)
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func readString() throws(Diagnostic) -> String {
        position += 1
        var utf8: [UInt8] = []
        var runStart = position
        while true {
            guard position < bytes.count else { throw problem("unterminated string") }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                utf8 += bytes[runStart..<position]
                position += 1
                return String(decoding: utf8, as: UTF8.self)
            }
            if byte < 0x20 { throw problem("control character in a string; escape it") }
            if byte != UInt8(ascii: "\\") {
                position += 1
                continue
            }
            utf8 += bytes[runStart..<position]
            position += 1
            guard position < bytes.count else { throw problem("unterminated escape") }
            let escape = bytes[position]
            position += 1
            switch escape {
            case UInt8(ascii: "\""): utf8.append(UInt8(ascii: "\""))
            case UInt8(ascii: "\\"): utf8.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "/"): utf8.append(UInt8(ascii: "/"))
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try readHex4()
                if (0xD800..<0xDC00).contains(scalar) {
                    // A high surrogate must be followed by an escaped low surrogate.
                    guard bytes[position...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
                        throw problem("unpaired surrogate in \\u escape")
                    }
                    position += 2
                    let low = try readHex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw problem("unpaired surrogate in \\u escape") }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00..<0xE000).contains(scalar) {
                    throw problem("unpaired surrogate in \\u escape")
                }
                guard let unicode = Unicode.Scalar(scalar) else { throw problem("invalid \\u escape") }
                utf8 += Array(String(Character(unicode)).utf8)
            default:
                throw problem("unknown escape '\\\(Character(Unicode.Scalar(escape)))'")
            }
            runStart = position
        }
    }

    private mutating func readHex4() throws(Diagnostic) -> UInt32 {
        guard position + 4 <= bytes.count else { throw problem("expected four hex digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw problem("expected four hex digits")
            }
            value = value * 16 + digit
            position += 1
        }
        return value
    }
}
