/// Names the generated code takes from its frameworks, or declares once per module. A spec
/// declaration with one of these names would hide it in the generated module and the generated code
/// would not compile: a model named `List` turns the views' `List { … }` into a model.
enum GeneratedCodeNames {
    /// Each name with where it comes from, for the message.
    static let used: [String: String] = {
        var result: [String: String] = [:]
        for name in [
            "SwiftUI", "View", "State", "Text", "Button", "List", "ForEach", "ProgressView", "Environment",
            "EnvironmentValues", "EnvironmentKey", "StateObject", "Published", "ViewBuilder",
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
        let helpers = [
            "MissingDependencyError", "StubError", "UnimplementedCallError", "SuspendedCall", "PreviewFailure",
            "AsyncPhase", "AsyncPhaseView", "AsyncPhaseTests",
        ]
        for name in helpers {
            result[name] = "the generated code itself"
        }
        return result
    }()

    /// SwiftUI's view types whose names end like a screen's generated types: a screen `Progress`
    /// generates `ProgressView`, which would hide SwiftUI's in the whole module.
    static let swiftUIViews: Set<String> = [
        "AnyView", "EmptyView", "TupleView", "EquatableView", "ProgressView", "ScrollView", "TabView",
        "NavigationView", "TimelineView", "ContentUnavailableView", "WebView", "GroupBoxView",
    ]

    /// The screen names that would generate one of `swiftUIViews` (`Progress` for `ProgressView`):
    /// only the `View` suffix can, so each screen costs one set lookup.
    static let screensGeneratingSwiftUIViews: Set<String> = Set(swiftUIViews.map { String($0.dropLast("View".count)) })
}
