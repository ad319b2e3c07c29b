import Mustache
import ScreenSpec

/// The parts of screen contexts that depend only on the spec's declarations, built once per spec.
///
/// Every screen using a dependency lists the same dependency entry (with all its methods) and the same
/// contexts for the methods it calls; building them and their template values per screen was about a
/// fifth of building a screen's context. Screens build their contexts concurrently, so the parts are
/// built up front and never change.
final class SharedScreenParts: Sendable {
    /// No parts: every screen builds its own (used while the samples these parts need are being built).
    static let empty = SharedScreenParts(dependencies: [:], methods: [:])

    /// Every screen by name (the first declaration wins), for navigation's destinations: built per
    /// screen, it made building all screens' contexts quadratic in the number of screens.
    let screensByName: [String: Screen]
    /// Each screen's result type by screen name (the first screen with a result wins), for the test plans'
    /// navigation: built per screen, it made building all screens' contexts quadratic as well
    /// (docs/performance.md, eleventh round). Nil for the `empty` parts.
    private let resultTypes: [String: TypeRef]?

    /// A screen's entry per dependency name (the first declaration wins, as in `SpecDeclarations`).
    private let dependencies: [String: Prebuilt<ScreenContext.Dependency>]
    /// Per dependency name, per method name: the method's context (the first declaration wins).
    private let methods: [String: [String: Prebuilt<MethodContext>]]

    private init(
        dependencies: [String: Prebuilt<ScreenContext.Dependency>],
        methods: [String: [String: Prebuilt<MethodContext>]],
        screensByName: [String: Screen] = [:], resultTypes: [String: TypeRef]? = nil
    ) {
        self.dependencies = dependencies
        self.methods = methods
        self.screensByName = screensByName
        self.resultTypes = resultTypes
    }

    /// `screensByName`, or for the `empty` parts, the table built now.
    func screens(of spec: Spec) -> [String: Screen] {
        guard screensByName.isEmpty else { return screensByName }
        return Self.screensByName(spec)
    }

    private static func screensByName(_ spec: Spec) -> [String: Screen] {
        Dictionary(spec.screens.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// `resultTypes`, or for the `empty` parts, the table built now.
    func resultTypes(of spec: Spec) -> [String: TypeRef] {
        resultTypes ?? Self.resultTypes(spec)
    }

    private static func resultTypes(_ spec: Spec) -> [String: TypeRef] {
        Dictionary(
            spec.screens.compactMap { screen in screen.result.map { (screen.name.value, $0) } },
            uniquingKeysWith: { first, _ in first })
    }

    convenience init(_ spec: Spec, samples: SampleValues) {
        var dependencies: [String: Prebuilt<ScreenContext.Dependency>] = [:]
        var methods: [String: [String: Prebuilt<MethodContext>]] = [:]
        for dependency in spec.dependencies where dependencies[dependency.name.value] == nil {
            let name = dependency.name.value
            let contexts = Self.methodContexts(of: dependency, samples: samples)
            dependencies[name] = Prebuilt(ScreenContext.Dependency(named: name, methods: contexts))
            var byName: [String: Prebuilt<MethodContext>] = [:]
            for (method, context) in zip(dependency.methods, contexts) where byName[method.name.value] == nil {
                byName[method.name.value] = Prebuilt(context)
            }
            methods[name] = byName
        }
        self.init(
            dependencies: dependencies, methods: methods, screensByName: Self.screensByName(spec),
            resultTypes: Self.resultTypes(spec))
    }

    /// A screen's entry for the dependency `name`.
    func dependency(named name: String, samples: SampleValues) -> Prebuilt<ScreenContext.Dependency> {
        if let shared = dependencies[name] { return shared }
        let dependency = samples.declarations.dependency(named: name)
        let contexts = dependency.map { Self.methodContexts(of: $0, samples: samples) } ?? []
        return Prebuilt(ScreenContext.Dependency(named: name, methods: contexts))
    }

    /// The context of the method a call refers to, or nil when the dependency has no such method.
    func method(of call: Call, samples: SampleValues) -> Prebuilt<MethodContext>? {
        if let shared = methods[call.dependency.value]?[call.method.value] { return shared }
        guard let method = samples.declarations.method(of: call) else { return nil }
        return Prebuilt(MethodContext(method, of: call.dependency.value, samples: samples))
    }

    private static func methodContexts(of dependency: Dependency, samples: SampleValues) -> [MethodContext] {
        dependency.methods.map { MethodContext($0, of: dependency.name.value, samples: samples) }
    }
}
