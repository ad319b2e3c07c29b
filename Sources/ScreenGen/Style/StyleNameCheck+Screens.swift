import Diagnostics
import Mustache
import ScreenSpec

/// The style name check split into what each screen produces (cacheable per screen) and what the whole
/// spec produces, so a one-screen change need not render every screen's names again.
///
/// At 1,000 screens the check renders ~20 patterns per screen and style: a fifth of a one-screen change.
/// A screen's names (`ScreenNames`) depend only on the style, the spec's file and module, the screen's own
/// entry and the declarations it calls; the run stamp keeps them under a key that covers all of these
/// (`NameRecords`). `passes` then tells from every screen's names and the spec's own ones whether
/// `check(spec:style:)` would find nothing. It is conservative: anything it cannot tell apart as the full
/// check would (a render error, a member clash, two owners of one name or one path, a name the spec or a
/// framework declares) answers false, and the run calls the full check, which words the problems.
extension StyleNameCheck {
    /// What one screen declares and writes in one style.
    struct ScreenNames: Hashable, Sendable {
        /// A pattern failed to render for the screen, or a member it generates clashes with one of its own:
        /// the full check must run.
        var hasProblem: Bool
        /// Type names from `screen` patterns, in pattern order (empty renders left out).
        var types: [String]
        /// `kind:path` of each per-screen output whose path renders, in output order.
        var paths: [String]
    }

    /// Who declares a name or writes a path, as the full check tells them apart: one per declaration
    /// (a number, not a string built per name: `passes` looks up ~30,000 names at 1,000 screens).
    enum NameOwner: Hashable {
        case spec
        case screen(Int)
        case dependency(Int)
        case method(Int, Int)
        case model(Int)
        case sharedStore(Int)
    }

    /// A style's patterns and per-screen output paths, compiled once per run.
    struct CompiledStyle {
        var style: Style
        /// Nil when a pattern does not compile (the full check reports it).
        var patterns: [(pattern: ProducedPattern, template: Template)]?
        /// Output paths that compile (the full check skips the others, as rendering reports them).
        var paths: [(output: StyleOutput, template: Template)]

        init(_ style: Style) {
            self.style = style
            var patterns: [(ProducedPattern, Template)]? = []
            for pattern in style.produces {
                guard let template = try? Template(pattern.pattern, name: pattern.manifestFile) else {
                    patterns = nil
                    break
                }
                patterns?.append((pattern, template))
            }
            self.patterns = patterns
            paths = style.outputs.compactMap { output in
                (try? Template(output.path, name: style.manifestFile)).map { (output, $0) }
            }
        }
    }

    /// The root every name renders under (`check(spec:style:)`'s `root`).
    static func nameRoot(_ spec: Spec) -> Value {
        NameContext.with(.object([:]), [("spec", NameContext.spec(spec))])
    }

    /// What `check(spec:style:)` renders for `screen`, as it renders it.
    static func screenNames(
        _ screen: Screen, root: Value, declarations: SpecDeclarations, style: CompiledStyle
    ) -> ScreenNames {
        var names = ScreenNames(hasProblem: style.patterns == nil, types: [], paths: [])
        let screenContext = NameContext.screen(screen)
        let context = NameContext.with(root, [("screen", screenContext)])
        // The screen's own members, which a generated member may not repeat (`memberClashes`).
        var own = Set(screen.input.map(\.name.value))
        own.formUnion(screen.state.map(\.name.value))
        own.formUnion(screen.derived.map(\.name.value))
        own.formUnion(screen.phases.map(\.name.value))
        own.formUnion(screen.actions.map(\.name.value))
        func render(_ template: Template, _ context: Value) -> String? {
            guard let name = try? template.render(context, options: .generator) else {
                names.hasProblem = true
                return nil
            }
            return name
        }
        func member(_ template: Template, _ context: Value) {
            if let name = render(template, context), !name.isEmpty, own.contains(name) { names.hasProblem = true }
        }
        for (pattern, template) in style.patterns ?? [] {
            switch pattern.scope {
            case .module, .dependency, .method:
                continue
            case .screen:
                if let name = render(template, context), !name.isEmpty { names.types.append(name) }
            case .call:
                for (dependency, method) in distinctCalls(of: screen, in: declarations) {
                    member(
                        template,
                        NameContext.with(
                            root,
                            [
                                ("screen", screenContext),
                                ("dependency", NameContext.dependency(dependency.name.value)),
                                ("method", NameContext.method(method, of: dependency.name.value)),
                            ]))
                }
            case .action:
                for action in screen.actions {
                    member(
                        template,
                        NameContext.with(root, [("screen", screenContext), ("action", NameContext.action(action))]))
                }
            }
        }
        for (output, template) in style.paths where output.each == .screen {
            // A path that does not render is left to rendering, as in `pathClashes`.
            guard let path = try? template.render(context, options: .generator) else { continue }
            names.paths.append("\(output.kind.rawValue):\(path)")
        }
        return names
    }

    /// The type names and output paths the spec's own declarations produce in a style (not its screens'),
    /// in the order `passes` weighs them, with their owners.
    struct SpecNames {
        var types: [(name: String, owner: NameOwner)] = []
        /// `kind:path`, as `ScreenNames.paths`.
        var paths: [(path: String, owner: NameOwner)] = []
    }

    /// What the spec's own declarations produce in `style`; nil when a type pattern fails to render (then
    /// the full check must run). A path that fails to render is left out, as the full check leaves it.
    static func specNames(spec: Spec, style: CompiledStyle) -> SpecNames? {
        guard let patterns = style.patterns else { return nil }
        let root = nameRoot(spec)
        var names = SpecNames()
        for (pattern, template) in patterns {
            var items: [(context: Value, owner: NameOwner)] = []
            switch pattern.scope {
            case .screen, .call, .action:
                continue
            case .module:
                items = [(root, .spec)]
            case .dependency:
                items = spec.dependencies.enumerated().map { index, dependency in
                    (
                        NameContext.with(root, [("dependency", NameContext.dependency(dependency.name.value))]),
                        NameOwner.dependency(index)
                    )
                }
            case .method:
                for (index, dependency) in spec.dependencies.enumerated() {
                    let dependencyContext = NameContext.dependency(dependency.name.value)
                    for (methodIndex, method) in dependency.methods.enumerated() {
                        let context = NameContext.with(
                            root,
                            [
                                ("dependency", dependencyContext),
                                ("method", NameContext.method(method, of: dependency.name.value)),
                            ])
                        items.append((context, .method(index, methodIndex)))
                    }
                }
            }
            for (context, owner) in items {
                guard let name = try? template.render(context, options: .generator) else { return nil }
                if !name.isEmpty { names.types.append((name, owner)) }  // renders empty: declares nothing
            }
        }
        for (output, template) in style.paths where output.each != .screen {
            let items: [(context: Value, owner: NameOwner)]
            switch output.each {
            case .screen: continue
            case .spec, .module: items = [(root, .spec)]
            case .dependency:
                items = spec.dependencies.enumerated().map { index, dependency in
                    (
                        NameContext.with(root, [("dependency", NameContext.dependency(dependency.name.value))]),
                        NameOwner.dependency(index)
                    )
                }
            case .model:
                items = spec.models.enumerated().map { index, model in
                    (NameContext.with(root, [("model", NameContext.model(model))]), NameOwner.model(index))
                }
            case .sharedStore:
                items = spec.shared.enumerated().map { index, store in
                    (
                        NameContext.with(root, [("sharedStore", NameContext.sharedStore(store.name.value))]),
                        NameOwner.sharedStore(index)
                    )
                }
            }
            for (context, owner) in items {
                guard let path = try? template.render(context, options: .generator) else { continue }
                names.paths.append(("\(output.kind.rawValue):\(path)", owner))
            }
        }
        return names
    }

    /// Whether `check(spec:style:)` finds nothing, told from every screen's names (`screens`, in spec order)
    /// and the names the spec's other declarations produce. False means "run the full check", not that
    /// it finds something.
    static func passes(spec: Spec, style: CompiledStyle, screens: [ScreenNames]) -> Bool {
        guard let own = specNames(spec: spec, style: style) else { return false }
        return passes(spec: spec, own: own, screens: screens)
    }

    /// `passes(spec:style:screens:)` with the spec's own names rendered already.
    static func passes(spec: Spec, own: SpecNames, screens: [ScreenNames]) -> Bool {
        guard screens.count == spec.screens.count, !screens.contains(where: \.hasProblem) else { return false }
        // Owners as the full check tells them apart: one per declaration.
        var typeOwners: [String: NameOwner] = [:]
        typeOwners.reserveCapacity(own.types.count + screens.reduce(0) { $0 + $1.types.count })
        var declared = Set(spec.models.map(\.name.value))
        declared.formUnion(spec.dependencies.map(\.name.value))
        declared.formUnion(spec.shared.map(\.name.value))
        func addType(_ name: String, owner: NameOwner) -> Bool {
            guard !declared.contains(name), GeneratedCodeNames.framework(of: name) == nil else { return false }
            if let other = typeOwners.updateValue(owner, forKey: name), other != owner { return false }
            return true
        }
        for (name, owner) in own.types where !addType(name, owner: owner) { return false }
        for (index, names) in screens.enumerated() {
            for name in names.types where !addType(name, owner: .screen(index)) { return false }
        }
        // Paths: one owner per lowercased path and kind, with one spelling (`pathClashes`).
        var paths: [String: (path: String, owner: NameOwner)] = [:]
        paths.reserveCapacity(own.paths.count + screens.reduce(0) { $0 + $1.paths.count })
        func addPath(_ kindAndPath: String, owner: NameOwner) -> Bool {
            if let other = paths.updateValue((kindAndPath, owner), forKey: kindAndPath.lowercased()) {
                return other.path == kindAndPath && other.owner == owner
            }
            return true
        }
        for (path, owner) in own.paths where !addPath(path, owner: owner) { return false }
        for (index, names) in screens.enumerated() {
            for path in names.paths where !addPath(path, owner: .screen(index)) { return false }
        }
        return true
    }
}
