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

/// Values inside a context tree by address, for the renderer.
///
/// The renderer reads a context that nothing changes while it renders and that its caller keeps alive, so it
/// holds the values it looks up and the frames it pushes by address. Holding them by value retained and released
/// every string, list and object looked up or pushed, many of them objects both rendering threads share (the
/// root's `spec`, looked up in every test step): atomic counts on memory two cores write (docs/performance.md).
extension Value {
    /// The address of the member under `key` when this is an object that has one; nil otherwise. It stays valid
    /// while this value is alive and not changed.
    func memberAddress(_ key: ObjectKey) -> UnsafePointer<Value>? {
        guard case .object(let object) = self else { return nil }
        return object.valueAddress(for: key)
    }

    /// The addresses of the elements when this is a list; nil otherwise. They stay valid while this value is
    /// alive and not changed: a list's elements live in its storage, which the value keeps.
    var elementAddresses: UnsafeBufferPointer<Value>? {
        guard case .array(let items) = self else { return nil }
        return items.withUnsafeBufferPointer { $0 }
    }

    /// Appends a string's UTF-8 bytes to `output`, escaped for HTML when asked; false when this is not a string.
    func appendString(to output: inout [UInt8], escapingHTML: Bool) -> Bool {
        guard case .string(let text) = self else { return false }
        if escapingHTML {
            HTMLEscape.append(text, to: &output)
        } else {
            output.append(contentsOf: text.utf8)
        }
        return true
    }
}
