extension Value {
    /// Whether a section renders (and an inverted section does not).
    ///
    /// Falsey: `null`, `false`, the empty list (all per the spec) and the empty string (the spec
    /// leaves strings to the host language; code templates want `{{#doc}}/// {{doc}}{{/doc}}`).
    /// Numbers, including 0, are truthy: they are data, not flags. Lambdas are truthy.
    public var isTruthy: Bool {
        switch self {
        case .null: return false
        case .bool(let flag): return flag
        case .array(let items): return !items.isEmpty
        case .string(let text): return !text.isEmpty
        case .int, .double, .object, .lambda: return true
        }
    }

    /// "list", "object", ... for messages.
    var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "boolean"
        case .int: return "integer"
        case .double: return "number"
        case .string: return "string"
        case .array: return "list"
        case .object: return "object"
        case .lambda: return "lambda"
        }
    }
}

extension Value {
    /// The member under `key` when this is an object; nil otherwise.
    func member(_ key: ObjectKey) -> Value? {
        guard case .object(let object) = self else { return nil }
        return object.value(for: key)
    }
}
