/// A JSON value, for comparing loaded YAML with the test suite's `in.json` files.
/// Numbers are Doubles because JSON does not tell integers from floats.
enum JSONValue: Equatable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    var description: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return "\(value)"
        case .number(let value): return "\(value)"
        case .string(let value): return "\"\(value)\""
        case .array(let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .object(let members):
            return "{"
                + members.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }
                .joined(separator: ", ") + "}"
        }
    }
}

/// Reads one or more JSON texts written one after another (the suite's multi-document form).
struct JSONStreamReader {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(_ text: String) { scalars = Array(text.unicodeScalars) }

    static func values(in text: String) throws -> [JSONValue] {
        var reader = JSONStreamReader(text)
        var values: [JSONValue] = []
        reader.skipSpace()
        while reader.index < reader.scalars.count {
            values.append(try reader.value())
            reader.skipSpace()
        }
        return values
    }

    private mutating func skipSpace() {
        while index < scalars.count, [" ", "\n", "\r", "\t"].contains(scalars[index]) { index += 1 }
    }

    private mutating func value() throws -> JSONValue {
        skipSpace()
        guard index < scalars.count else { throw Failure(description: "unexpected end of JSON") }
        switch scalars[index] {
        case "{":
            index += 1
            var members: [String: JSONValue] = [:]
            skipSpace()
            if scalars[index] == "}" {
                index += 1
                return .object(members)
            }
            while true {
                skipSpace()
                let key = try string()
                skipSpace()
                try expect(":")
                members[key] = try value()
                skipSpace()
                if scalars[index] == "}" {
                    index += 1
                    return .object(members)
                }
                try expect(",")
            }
        case "[":
            index += 1
            var items: [JSONValue] = []
            skipSpace()
            if scalars[index] == "]" {
                index += 1
                return .array(items)
            }
            while true {
                items.append(try value())
                skipSpace()
                if scalars[index] == "]" {
                    index += 1
                    return .array(items)
                }
                try expect(",")
            }
        case "\"":
            return .string(try string())
        case "t":
            try word("true")
            return .bool(true)
        case "f":
            try word("false")
            return .bool(false)
        case "n":
            try word("null")
            return .null
        default:
            return .number(try number())
        }
    }

    private mutating func expect(_ scalar: Unicode.Scalar) throws {
        guard index < scalars.count, scalars[index] == scalar else {
            throw Failure(description: "expected '\(scalar)' at scalar \(index)")
        }
        index += 1
    }

    private mutating func word(_ word: String) throws {
        for scalar in word.unicodeScalars { try expect(scalar) }
    }

    private mutating func number() throws -> Double {
        let start = index
        while index < scalars.count, "+-0123456789.eE".unicodeScalars.contains(scalars[index]) { index += 1 }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[start..<index])
        guard let value = Double(String(text)) else { throw Failure(description: "bad number '\(String(text))'") }
        return value
    }

    private mutating func string() throws -> String {
        try expect("\"")
        var result = String.UnicodeScalarView()
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if scalar == "\"" { return String(result) }
            guard scalar == "\\" else {
                result.append(scalar)
                continue
            }
            let escape = scalars[index]
            index += 1
            switch escape {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "b": result.append("\u{8}")
            case "f": result.append("\u{C}")
            case "u":
                var code = try hex4()
                if (0xD800..<0xDC00).contains(code), scalars[index] == "\\", scalars[index + 1] == "u" {
                    index += 2
                    code = 0x10000 + ((code - 0xD800) << 10) + (try hex4() - 0xDC00)
                }
                guard let decoded = Unicode.Scalar(code) else { throw Failure(description: "bad \\u escape") }
                result.append(decoded)
            default: result.append(escape)
            }
        }
        throw Failure(description: "unterminated JSON string")
    }

    private mutating func hex4() throws -> UInt32 {
        guard index + 4 <= scalars.count else { throw Failure(description: "short \\u escape") }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[index..<index + 4])
        index += 4
        guard let code = UInt32(String(text), radix: 16) else { throw Failure(description: "bad \\u escape") }
        return code
    }
}
