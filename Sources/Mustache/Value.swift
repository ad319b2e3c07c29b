/// The data a template is rendered against: JSON-like, plus lambdas.
///
/// Integers stay distinct from doubles (the spec's `1.0` renders as `1.0`, `1` as `1`).
public enum Value: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([Value])
    case object(ValueObject)
    /// A Swift closure standing for a Mustache lambda (see `Lambda`).
    case lambda(Lambda)
}

/// A Mustache lambda. For an interpolation tag it receives nil; for a section it receives the raw
/// section text. The returned text is rendered as a template (spec behaviour).
public struct Lambda: Sendable {
    public let body: @Sendable (_ sectionText: String?) -> String
    public init(_ body: @escaping @Sendable (_ sectionText: String?) -> String) { self.body = body }
}

extension Value: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral, ExpressibleByFloatLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: Value...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, Value)...) {
        var object = ValueObject()
        for (key, value) in elements { object[key] = value }
        self = .object(object)
    }
    public init(nilLiteral: ()) { self = .null }
}
