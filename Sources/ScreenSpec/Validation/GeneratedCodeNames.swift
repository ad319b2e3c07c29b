/// Names the generated code takes from its frameworks. A spec declaration with one of these names would
/// hide it in the generated module and the generated code would not compile: a model named `List` turns
/// the views' `List { … }` into a model. (What the styles declare themselves, such as
/// `MissingDependencyError`, their manifests list under `produces`.)
public enum GeneratedCodeNames {
    /// Each name with where it comes from, for the message.
    static let used: [String: String] = {
        var result: [String: String] = [:]
        for name in [
            "SwiftUI", "View", "State", "Text", "Button", "List", "ForEach", "ProgressView", "Environment",
            "EnvironmentValues", "EnvironmentKey", "StateObject", "Published", "ViewBuilder", "Bindable",
            "TextField", "Toggle", "Binding",
        ] {
            result[name] = "SwiftUI"
        }
        for name in ["Observation", "Observable", "ObservationIgnored"] { result[name] = "Observation" }
        for name in ["Combine", "ObservableObject"] { result[name] = "Combine" }
        for name in ["XCTest", "XCTestCase"] { result[name] = "XCTest" }
        for name in ["ViewInspector", "ViewHosting"] { result[name] = "ViewInspector" }
        for name in [
            "MainActor", "Task", "CheckedContinuation", "CustomStringConvertible", "StaticString", "Collection",
        ] {
            result[name] = "the Swift standard library"
        }
        for name in ["NSLock", "LocalizedError"] { result[name] = "Foundation" }
        return result
    }()

    /// SwiftUI's view types named like a screen's view (`<Screen>View`): the naming authority names the
    /// view of a screen `Progress` `ProgressScreenView`, so it does not hide SwiftUI's `ProgressView`.
    static let swiftUIViews: Set<String> = [
        "AnyView", "EmptyView", "TupleView", "EquatableView", "ProgressView", "ScrollView", "TabView",
        "NavigationView", "TimelineView", "ContentUnavailableView", "WebView", "GroupBoxView",
    ]

    /// The framework a generated type named `name` would hide (`SwiftUI` for `TimelineView`), or nil.
    public static func framework(of name: String) -> String? {
        used[name] ?? (swiftUIViews.contains(name) ? "SwiftUI" : nil)
    }
}
