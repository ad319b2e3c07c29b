// Compile stub of the part of Apple's SwiftUI that ScreenGen's templates use.
//
// Apple-only generated code (`#if canImport(SwiftUI)`: view scaffolds, environment values)
// is type-checked on Linux against these declarations, which copy the real signatures.
// The bodies never run: a view body here is `fatalError()`. Add a declaration here when a
// template starts using more SwiftUI, with the same signature as Apple's.

@_exported import Combine
@_exported import Observation

// MARK: - Views and builders

/// A piece of user interface (Apple: `SwiftUI.View`, main-actor isolated).
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("stub") }
}

/// Builds views from closures with several statements, `if` and `switch`.
@resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        TupleView((repeat each content))
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> ConditionalContent<TrueContent, FalseContent>
    { ConditionalContent() }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> ConditionalContent<TrueContent, FalseContent>
    { ConditionalContent() }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("stub") }
}

/// Apple: `_ConditionalContent`, the result of `if`/`switch` in a view builder.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View {
    nonisolated public init() {}
    public var body: Never { fatalError("stub") }
}

public struct TupleView<T>: View {
    nonisolated public init(_ value: T) {}
    public var body: Never { fatalError("stub") }
}

public struct EmptyView: View {
    nonisolated public init() {}
    public var body: Never { fatalError("stub") }
}

public struct AnyView: View {
    nonisolated public init<V: View>(_ view: V) {}
    public var body: Never { fatalError("stub") }
}

// MARK: - Leaf views and containers

public struct LocalizedStringKey: ExpressibleByStringInterpolation, Equatable, Sendable {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: DefaultStringInterpolation) {}
}

public struct Text: View, Equatable, Sendable {
    public init(_ key: LocalizedStringKey) {}
    public init(verbatim content: String) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ content: S) {}
    public var body: Never { fatalError("stub") }
}

public struct Button<Label: View>: View {
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError("stub") }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
}

public struct List<SelectionValue: Hashable, Content: View>: View {
    public var body: Never { fatalError("stub") }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {}
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {}

extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError("stub") }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

extension ForEach where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {}
}

public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public var body: Never { fatalError("stub") }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() {}
}

public struct Section<Parent, Content, Footer> {}

extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never
    public var body: Never { fatalError("stub") }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
}

/// A text field editing a `String` (Apple: `SwiftUI.TextField`).
public struct TextField<Label: View>: View {
    public var body: Never { fatalError("stub") }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
}

/// A switch editing a `Bool` (Apple: `SwiftUI.Toggle`).
public struct Toggle<Label: View>: View {
    public var body: Never { fatalError("stub") }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
}

// MARK: - Modifiers

public struct ModifiedContent<Content, Modifier> {}

extension ModifiedContent: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError("stub") }
}

public struct TaskModifier {}
public struct EmptyModifier {}
public struct RefreshableModifier {}
public struct AppearanceActionModifier {}
public struct ValueActionModifier<Value> {}
public struct AccessibilityAttachmentModifier {}

// The closures' isolation is what type-checks a view's code, so these copy the SDK's declarations. A view
// body is main-actor isolated, and so is a closure written in it: `.task` by `@_inheritActorContext`,
// `onAppear`/`onChange` because their closures are not `@Sendable` (a non-Sendable closure keeps the actor
// it is formed on). `.refreshable` has neither, so its closure is nonisolated: main-actor state in it is
// reached only with `await`, or from a closure that says `@MainActor in`, as the views' closures do.
extension View {
    /// As in the SDKs up to Xcode 26.3 (iOS 15-26.3): `@_inheritActorContext` and `@Sendable`, so the
    /// closure runs on the main actor (OpenSwiftUI's copy of SwiftUI 6.5.4, `TaskModifier.swift`, has the
    /// same parameter). Xcode 26.4's SDK changed the parameter to `sending @escaping @isolated(any) () async
    /// -> Void` (ViewInspector pull request 418, "fix task modifiers in 26.4"; Apple's documentation page
    /// shows no `@Sendable`); whether it keeps `@_inheritActorContext` is not confirmed here. Without it the
    /// closure would be nonisolated (so Swift 6.3 treats a `sending` closure), breaking `.task { model.sync() }`
    /// in every app, so it is presumably kept. The views write `.task { @MainActor in ... }`, which
    /// type-checks under either declaration.
    nonisolated public func task(
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View { ModifiedContent<Self, TaskModifier>() }

    /// Restarted when `value` changes (iOS 15), declared like `task(priority:_:)` above:
    /// `func task<T>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async
    /// -> Void) -> some View where T : Equatable`.
    nonisolated public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View { ModifiedContent<Self, TaskModifier>() }

    /// Apple's documentation page: `nonisolated func refreshable(action: @escaping @Sendable () async -> Void)`,
    /// with no actor-context inheritance.
    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        ModifiedContent<Self, RefreshableModifier>()
    }

    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        ModifiedContent<Self, EmptyModifier>()
    }

    /// `nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View` (iOS 13).
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        ModifiedContent<Self, AppearanceActionModifier>()
    }

    /// The iOS 17 form, with the old and the new value (the one-value `onChange(of:perform:)` is deprecated).
    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View { ModifiedContent<Self, ValueActionModifier<V>>() }

    /// The iOS 17 form without the values.
    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping () -> Void
    ) -> some View { ModifiedContent<Self, ValueActionModifier<V>>() }

    /// `nonisolated func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self,
    /// AccessibilityAttachmentModifier>` (iOS 14): the identifier tests and UI tests find the view by.
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > { ModifiedContent<Self, AccessibilityAttachmentModifier>() }

    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        ModifiedContent<Self, EnvironmentValues>()
    }

    /// Puts an `@Observable` object into the environment, where views read it by type (iOS 17).
    nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        ModifiedContent<Self, EnvironmentValues>()
    }
}

// MARK: - State and environment

public protocol DynamicProperty {}

@propertyWrapper
public struct State<Value>: DynamicProperty {
    private var value: Value
    public init(wrappedValue value: Value) { self.value = value }
    public init(initialValue value: Value) { self.value = value }
    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { Binding(get: { value }, set: { _ in }) }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.value = nil }
}

@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: () -> Value
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { getValue = get }
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { getValue()[keyPath: keyPath] }, set: { _ in })
    }
}

/// Owns an `ObservableObject` for the life of a view (Apple: `SwiftUI.StateObject`).
@MainActor @preconcurrency @propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let makeObject: () -> ObjectType
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { makeObject = thunk }
    public var wrappedValue: ObjectType { makeObject() }
    /// `$viewModel.title`: a binding to a settable property of the object.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: makeObject()) }
}

/// An `ObservableObject` a view observes (Apple: `SwiftUI.ObservedObject`).
@MainActor @preconcurrency @propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Makes bindings to the object's settable properties.
    @MainActor @preconcurrency @dynamicMemberLookup
    public struct Wrapper {
        fileprivate let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<
            Subject
        > {
            Binding(get: { object[keyPath: keyPath] }, set: { _ in })
        }
    }

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public var wrappedValue: ObjectType
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { Wrapper(object: wrappedValue) }
}

/// Makes bindings to the settable properties of an `@Observable` object (Apple: `SwiftUI.Bindable`,
/// iOS 17): `@Bindable var store = store`, then `$store.title`.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    private var value: Value
    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }
    public var projectedValue: Bindable<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding(get: { value[keyPath: keyPath] }, set: { _ in })
    }
}

extension Bindable where Value: AnyObject, Value: Observable {
    public init(wrappedValue: Value) { value = wrappedValue }
    public init(_ wrappedValue: Value) { value = wrappedValue }
}

/// A key for a value stored in `EnvironmentValues`.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// The values a view reads from its environment.
public struct EnvironmentValues: CustomStringConvertible {
    // Stores what is set, like SwiftUI's, so tests of generated environment properties (set a dependency,
    // override an action, read the action back) run on Linux too.
    private var values: [ObjectIdentifier: Any] = [:]
    public init() {}
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
    public var description: String { "EnvironmentValues" }
}

/// A scene's operational state (iOS 14): `@Environment(\.scenePhase)`. The SDK's cases, in its order.
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background, inactive, active
}

extension EnvironmentValues {
    /// The current phase of the scene (SwiftUI: `var scenePhase: ScenePhase { get set }`).
    public var scenePhase: ScenePhase {
        get { .active }
        set {}
    }
}

@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let read: () -> Value
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { EnvironmentValues()[keyPath: keyPath] } }
    /// Reads an `@Observable` object put there with `.environment(_:)` (iOS 17). Views never run here.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable { read = { fatalError("stub") } }
    public var wrappedValue: Value { read() }
}

// MARK: - Navigation and presentation

/// `nonisolated struct NavigationStack<Data, Root> where Root : View` (iOS 16, macOS 13).
public struct NavigationStack<Data, Root: View>: View {
    /// `nonisolated init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data : MutableCollection,
    /// Data : RandomAccessCollection, Data : RangeReplaceableCollection, Data.Element : Hashable`.
    nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable
    {}
    public var body: Never { fatalError("stub") }
}

public struct PresentationModifier: Sendable {}

extension View {
    /// `nonisolated func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C)
    /// -> some View where D : Hashable, C : View` (iOS 16, macOS 13).
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { ModifiedContent<Self, PresentationModifier>() }

    /// `nonisolated func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    /// @ViewBuilder content: @escaping (Item) -> Content) -> some View where Item : Identifiable, Content : View`.
    nonisolated public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { ModifiedContent<Self, PresentationModifier>() }

    /// The same for a cover (iOS 14, tvOS, watchOS, visionOS; unavailable on macOS).
    @available(macOS, unavailable)
    nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { ModifiedContent<Self, PresentationModifier>() }
}

/// `@MainActor @preconcurrency struct DismissAction` (iOS 15): `dismiss()` closes the presented screen.
@MainActor @preconcurrency
public struct DismissAction {
    public func callAsFunction() {}
}

extension EnvironmentValues {
    /// `var dismiss: DismissAction { get }` (iOS 15).
    public var dismiss: DismissAction { fatalError("stub: views never run here") }
}

// MARK: - Alerts and confirmation dialogs

/// `struct ButtonRole` (iOS 15): `destructive` and `cancel`.
public struct ButtonRole: Equatable, Sendable {
    public static let destructive = ButtonRole()
    public static let cancel = ButtonRole()
}

extension Button where Label == Text {
    /// `init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void)` (iOS 15).
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
}

/// `enum Visibility` (iOS 15): a confirmation dialog's `titleVisibility`.
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

extension View {
    /// `alert(_:isPresented:presenting:actions:message:)` with a `LocalizedStringKey` title (iOS 15).
    nonisolated public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View { ModifiedContent<Self, PresentationModifier>() }

    /// `alert(_:isPresented:presenting:actions:)` with a `LocalizedStringKey` title (iOS 15).
    nonisolated public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View { ModifiedContent<Self, PresentationModifier>() }

    /// `confirmationDialog(_:isPresented:titleVisibility:actions:)` with a `LocalizedStringKey` title (iOS 15).
    nonisolated public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View { ModifiedContent<Self, PresentationModifier>() }

    /// `confirmationDialog(_:isPresented:titleVisibility:actions:message:)` (iOS 15).
    nonisolated public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { ModifiedContent<Self, PresentationModifier>() }

    /// `disabled(_ disabled: Bool) -> some View` (iOS 13).
    nonisolated public func disabled(_ disabled: Bool) -> some View { ModifiedContent<Self, EmptyModifier>() }
}
