// Compile stub of the part of Apple's Combine that ScreenGen's templates use.
// It lets Linux type-check Apple-only generated code (`#if canImport(Combine)`) with the
// real declarations' signatures. Nothing here is meant to run like Combine does.

/// A type whose changes views observe (Apple: `Combine.ObservableObject`).
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
}

/// The publisher that announces an `ObservableObject` is about to change.
public final class ObservableObjectPublisher {
    public init() {}
    public func send() {}
}

/// A property that announces its changes (Apple: `Combine.Published`).
@propertyWrapper
public struct Published<Value> {
    private var value: Value

    public init(wrappedValue: Value) { value = wrappedValue }
    public init(initialValue: Value) { value = initialValue }

    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }
}
