import Mustache
import ScreenSpec

/// What `produces` patterns and the clash checks' output paths are rendered against: each item's
/// spec name (`name`) and the naming authority's names for it, under the keys the template context
/// uses (`{{screen.viewModelName}}` means the same in a pattern as in a template).
enum NameContext {
    static func object(name: String, _ names: some GeneratedNameSet, extra: [(String, String)] = []) -> Value {
        var object = ValueObject()
        object["name"] = .string(name)
        for (key, value) in names.names { object[key] = .string(value) }
        for (key, value) in extra { object[key] = .string(value) }
        return .object(object)
    }

    static func spec(_ spec: Spec) -> Value {
        let names = ModuleNames(specFile: spec.file)
        return object(name: names.spec, names, extra: [("module", spec.module.value)])
    }

    static func screen(_ screen: Screen) -> Value {
        object(name: screen.name.value, ScreenTypeNames(screen: screen.name.value))
    }

    static func dependency(_ dependency: String) -> Value {
        object(name: dependency, DependencyNames(dependency: dependency))
    }

    static func method(_ method: ScreenSpec.Method, of dependency: String) -> Value {
        object(name: method.name.value, MethodNames(method, of: dependency), extra: [("dependencyName", dependency)])
    }

    static func action(_ action: Action) -> Value {
        object(name: action.name.value, ActionNames(action))
    }

    static func sharedStore(_ store: String) -> Value {
        object(name: store, SharedStoreNames(store: store))
    }

    static func model(_ model: Model) -> Value {
        .object(["name": .string(model.name.value)])
    }

    /// The root with `key` set to `item`, like the template context an output renders with.
    static func with(_ root: Value, _ entries: [(String, Value)]) -> Value {
        guard case .object(var object) = root else { return root }
        for (key, value) in entries { object[key] = value }
        return .object(object)
    }
}
