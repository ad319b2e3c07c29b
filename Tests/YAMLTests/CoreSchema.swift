@testable import YAML

/// The YAML 1.2 core schema, as far as the test suite's JSON needs it: plain
/// untagged scalars resolve to null, bool, int or float by their spelling; `!!`
/// tags force a type; everything else is a string. Test-only: the loader itself
/// keeps scalars as strings.
enum CoreSchema {
    struct Unrepresentable: Error, CustomStringConvertible {
        var description: String
    }

    private static let yamlTag = "tag:yaml.org,2002:"

    static func json(_ node: Node) throws -> JSONValue {
        switch node.content {
        case .scalar(let scalar):
            return try json(scalar, tag: node.tag)
        case .sequence(let items):
            return .array(try items.map(json))
        case .mapping(let pairs):
            var members: [String: JSONValue] = [:]
            for pair in pairs {
                guard let key = pair.key.text else {
                    throw Unrepresentable(description: "a collection key has no JSON form")
                }
                members[key] = try json(pair.value)
            }
            return .object(members)
        }
    }

    private static func json(_ scalar: Node.Scalar, tag: String?) throws -> JSONValue {
        let text = scalar.text
        switch tag {
        case yamlTag + "str": return .string(text)
        case yamlTag + "null": return .null
        case yamlTag + "bool": return boolean(text).map(JSONValue.bool) ?? .string(text)
        case yamlTag + "int", yamlTag + "float": return number(text).map(JSONValue.number) ?? .string(text)
        case nil where scalar.style == .plain: return resolvePlain(text)
        default: return .string(text)
        }
    }

    private static func resolvePlain(_ text: String) -> JSONValue {
        if ["", "~", "null", "Null", "NULL"].contains(text) { return .null }
        if let value = boolean(text) { return .bool(value) }
        if let value = number(text) { return .number(value) }
        return .string(text)
    }

    private static func boolean(_ text: String) -> Bool? {
        if ["true", "True", "TRUE"].contains(text) { return true }
        if ["false", "False", "FALSE"].contains(text) { return false }
        return nil
    }

    /// Core-schema int (decimal, 0o octal, 0x hex) and float spellings.
    private static func number(_ text: String) -> Double? {
        if text.hasPrefix("0o"), let value = Int(text.dropFirst(2), radix: 8) { return Double(value) }
        if text.hasPrefix("0x"), let value = Int(text.dropFirst(2), radix: 16) { return Double(value) }
        if [".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF"].contains(text) { return .infinity }
        if ["-.inf", "-.Inf", "-.INF"].contains(text) { return -.infinity }
        if [".nan", ".NaN", ".NAN"].contains(text) { return .nan }
        guard isDecimal(text) else { return nil }
        return Double(text)
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`
    private static func isDecimal(_ text: String) -> Bool {
        var chars = Substring(text)
        if let first = chars.first, first == "-" || first == "+" { chars = chars.dropFirst() }
        let digitsBefore = chars.prefix { $0.isASCII && $0.isNumber }
        chars = chars.dropFirst(digitsBefore.count)
        var digitsAfter = 0
        if chars.first == "." {
            chars = chars.dropFirst()
            let after = chars.prefix { $0.isASCII && $0.isNumber }
            digitsAfter = after.count
            chars = chars.dropFirst(after.count)
        }
        guard digitsBefore.count + digitsAfter > 0 else { return false }
        if let first = chars.first, first == "e" || first == "E" {
            chars = chars.dropFirst()
            if let sign = chars.first, sign == "-" || sign == "+" { chars = chars.dropFirst() }
            let exponent = chars.prefix { $0.isASCII && $0.isNumber }
            guard !exponent.isEmpty else { return false }
            chars = chars.dropFirst(exponent.count)
        }
        return chars.isEmpty
    }
}
