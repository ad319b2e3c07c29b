/// An optional value kept out of line: nil costs one pointer, not the value's full size.
///
/// Used for the parts of the model that most specs leave out (an action's `page:`, `optimistic:`,
/// `navigate:`…): at 10,000 screens an `Action` with every such part inline was ~1.1 KB, mostly nils, and the
/// actions were the largest part of the decoded spec held while the screens render (docs/performance.md,
/// thirteenth round). Equal and hashed by the value it holds, so the model's `Hashable` is unchanged.
@propertyWrapper
public struct OutOfLine<Value: Sendable & Hashable>: Sendable, Hashable {
    private final class Box: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box?

    public init() {}

    public init(wrappedValue: Value?) {
        box = wrappedValue.map(Box.init)
    }

    public var wrappedValue: Value? {
        get { box?.value }
        set { box = newValue.map(Box.init) }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.wrappedValue == rhs.wrappedValue
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(wrappedValue)
    }
}
