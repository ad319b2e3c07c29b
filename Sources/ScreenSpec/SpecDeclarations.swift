/// The spec's models and dependencies by name, built once: `Spec.model(named:)` and friends scan
/// arrays, and with one shared service per few screens those scans made validating and rendering
/// grow with screens × services (docs/performance.md).
///
/// A snapshot: build it after the spec's models and dependencies stop changing. With duplicate
/// names (a validation error), the first declaration wins, as in the scanning lookups.
public final class SpecDeclarations: Sendable {
    private let models: [String: Model]
    private let dependencies: [String: Dependency]
    private let methods: [String: [String: Method]]

    public init(_ spec: Spec) {
        models = Dictionary(spec.models.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        dependencies = Dictionary(
            spec.dependencies.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        methods = dependencies.mapValues { dependency in
            Dictionary(dependency.methods.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    public func model(named name: String) -> Model? { models[name] }
    public func dependency(named name: String) -> Dependency? { dependencies[name] }

    /// The method `name` of dependency `dependency`.
    public func method(_ name: String, of dependency: String) -> Method? { methods[dependency]?[name] }

    /// The method a call refers to.
    public func method(of call: Call) -> Method? { method(call.method.value, of: call.dependency.value) }
}
