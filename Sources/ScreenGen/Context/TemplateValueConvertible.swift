import Mustache

/// A context type that builds its own template `Value`: an object with one key per stored property,
/// named like the property.
///
/// Built by hand, not through `Codable`: encoding the context through an `Encoder` was a quarter of a
/// dry run's CPU (docs/performance.md). Every key is always present, a nil optional as `.null`:
/// templates render in strict mode, where a missing key is an error (a template may test `{{#skipIf}}`
/// for every action).
protocol TemplateValueConvertible {
    var templateValue: Value { get }
}

extension String: TemplateValueConvertible {
    var templateValue: Value { .string(self) }
}

extension Bool: TemplateValueConvertible {
    var templateValue: Value { .bool(self) }
}

extension Array: TemplateValueConvertible where Element: TemplateValueConvertible {
    var templateValue: Value { .array(map(\.templateValue)) }
}

extension Optional: TemplateValueConvertible where Wrapped: TemplateValueConvertible {
    var templateValue: Value { map(\.templateValue) ?? .null }
}
