extension Value {
    /// The value as JSON text. Keys are sorted by default so the output never depends on
    /// dictionary order. Lambdas print as `null`; so do non-finite doubles (JSON has no such numbers).
    public func jsonText(sortedKeys: Bool = true, pretty: Bool = false) -> String {
        var output = ""
        write(to: &output, sortedKeys: sortedKeys, pretty: pretty, level: 0)
        return output
    }

    private func write(to output: inout String, sortedKeys: Bool, pretty: Bool, level: Int) {
        switch self {
        case .null, .lambda:
            output += "null"
        case .bool(let flag):
            output += flag ? "true" : "false"
        case .int(let number):
            output += String(number)
        case .double(let number):
            output += number.isFinite ? number.description : "null"
        case .string(let text):
            Self.writeString(text, to: &output)
        case .array(let items):
            guard !items.isEmpty else {
                output += "[]"
                return
            }
            output += "["
            for (offset, item) in items.enumerated() {
                if offset > 0 { output += "," }
                Self.newline(to: &output, pretty: pretty, level: level + 1)
                item.write(to: &output, sortedKeys: sortedKeys, pretty: pretty, level: level + 1)
            }
            Self.newline(to: &output, pretty: pretty, level: level)
            output += "]"
        case .object(let object):
            guard !object.isEmpty else {
                output += "{}"
                return
            }
            output += "{"
            let members = sortedKeys ? object.sorted { $0.key < $1.key } : Array(object)
            for (offset, member) in members.enumerated() {
                if offset > 0 { output += "," }
                Self.newline(to: &output, pretty: pretty, level: level + 1)
                Self.writeString(member.key, to: &output)
                output += pretty ? ": " : ":"
                member.value.write(to: &output, sortedKeys: sortedKeys, pretty: pretty, level: level + 1)
            }
            Self.newline(to: &output, pretty: pretty, level: level)
            output += "}"
        }
    }

    private static func newline(to output: inout String, pretty: Bool, level: Int) {
        guard pretty else { return }
        output += "\n"
        output += String(repeating: "  ", count: level)
    }

    private static func writeString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
