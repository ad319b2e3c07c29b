import Diagnostics
import Mustache
import ScreenSpec

/// Checks what the styles being generated would declare and write for a spec, from their manifests'
/// `produces` and `outputs`: a generated type may not have the name of a spec declaration, of another
/// generated type, or of a framework type the generated code uses; a generated member may not have the
/// name of a screen's own member; and no two output paths may differ only in case. Built-in and
/// `--templates` styles get the same checks, and only the styles of the run are checked.
enum StyleNameCheck {
    /// The spec declaration a name or file is made from.
    struct Owner: Hashable {
        /// `screen 'Timeline'`, `method 'ScrumStore.load'`; `the spec` for per-module names.
        var description: String
        var mark: Mark?
    }

    struct Produced {
        var name: String
        var owner: Owner
        var pattern: ProducedPattern
    }

    static func diagnostics(spec: Spec, styles: [Style]) -> [Diagnostic] {
        var result: [Diagnostic] = []
        var reported = Set<String>()
        // Styles are checked on every core: at 1,000 screens the check was a serial twentieth of a run.
        for problems in mapOnEveryCore(styles.count, { check(spec: spec, style: styles[$0]) }) {
            for diagnostic in problems {
                // Shared patterns give the same problem in every style that includes them: report it once.
                let key = "\(diagnostic.file ?? ""):\(diagnostic.mark?.description ?? ""):\(diagnostic.message)"
                if reported.insert(key).inserted { result.append(diagnostic) }
            }
        }
        return result
    }

    static func check(spec: Spec, style: Style) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let root = NameContext.with(.object([:]), [("spec", NameContext.spec(spec))])
        var types: [Produced] = []
        var members: [(screen: Screen, member: Produced)] = []
        for pattern in style.produces {
            let template: Template
            do {
                template = try Template(pattern.pattern, name: pattern.manifestFile)
            } catch {
                problems.append(error.located(at: pattern.mark, in: pattern.manifestFile))
                continue
            }
            func render(_ context: Value, _ owner: Owner) -> Produced? {
                do {
                    let name = try template.render(context, options: .generator)
                    return name.isEmpty ? nil : Produced(name: name, owner: owner, pattern: pattern)
                } catch {
                    problems.append(error.located(at: pattern.mark, in: pattern.manifestFile))
                    return nil
                }
            }
            switch pattern.scope {
            case .module:
                if let produced = render(root, Owner(description: "the spec", mark: nil)) { types.append(produced) }
            case .screen:
                for screen in spec.screens {
                    let context = NameContext.with(root, [("screen", NameContext.screen(screen))])
                    if let produced = render(context, owner(screen)) { types.append(produced) }
                }
            case .dependency:
                for dependency in spec.dependencies {
                    let context = NameContext.with(
                        root, [("dependency", NameContext.dependency(dependency.name.value))])
                    if let produced = render(context, owner(dependency)) { types.append(produced) }
                }
            case .method:
                for dependency in spec.dependencies {
                    let dependencyContext = NameContext.dependency(dependency.name.value)
                    for method in dependency.methods {
                        let context = NameContext.with(
                            root,
                            [
                                ("dependency", dependencyContext),
                                ("method", NameContext.method(method, of: dependency.name.value)),
                            ])
                        if let produced = render(context, owner(method, of: dependency)) { types.append(produced) }
                    }
                }
            case .call:
                let declarations = SpecDeclarations(spec)
                for screen in spec.screens {
                    for (dependency, method) in distinctCalls(of: screen, in: declarations) {
                        let context = NameContext.with(
                            root,
                            [
                                ("screen", NameContext.screen(screen)),
                                ("dependency", NameContext.dependency(dependency.name.value)),
                                ("method", NameContext.method(method, of: dependency.name.value)),
                            ])
                        if let produced = render(context, owner(method, of: dependency)) {
                            members.append((screen, produced))
                        }
                    }
                }
            case .action:
                for screen in spec.screens {
                    let screenContext = NameContext.screen(screen)
                    for action in screen.actions {
                        let context = NameContext.with(
                            root, [("screen", screenContext), ("action", NameContext.action(action))])
                        if let produced = render(context, owner(action, of: screen)) {
                            members.append((screen, produced))
                        }
                    }
                }
            }
        }
        problems += typeClashes(types, spec: spec)
        problems += memberClashes(members, spec: spec)
        // Paths are made from the same names: equal paths are reported only when no name clash explains them.
        problems += pathClashes(spec: spec, style: style, root: root, includingEqual: problems.isEmpty)
        return problems
    }

    static func owner(_ screen: Screen) -> Owner {
        Owner(description: "screen '\(screen.name.value)'", mark: screen.name.mark)
    }

    static func owner(_ dependency: Dependency) -> Owner {
        Owner(description: "dependency '\(dependency.name.value)'", mark: dependency.name.mark)
    }

    static func owner(_ method: ScreenSpec.Method, of dependency: Dependency) -> Owner {
        // At `action:` when the spec names the action: that is what to change.
        Owner(
            description: "method '\(dependency.name.value).\(method.name.value)'",
            mark: method.actionName?.mark ?? method.name.mark)
    }

    static func owner(_ action: Action, of screen: Screen) -> Owner {
        Owner(description: "action '\(action.name.value)' of screen '\(screen.name.value)'", mark: action.name.mark)
    }

    /// `by style 'actions' (`{{method.actionTypeName}}`)`: the style whose manifest declares the name
    /// (`shared` for what every built-in style includes, so the problem is reported once).
    private static func source(_ produced: Produced) -> String {
        "by style '\(produced.pattern.style)' (`\(produced.pattern.pattern)`)"
    }

    private static func patternNote(_ produced: Produced) -> Diagnostic {
        Diagnostic(
            .note, "the style declares the name here", file: produced.pattern.manifestFile, at: produced.pattern.mark)
    }

    private static func typeClashes(_ types: [Produced], spec: Spec) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var declared: [String: (kind: String, name: Located<String>)] = [:]
        for model in spec.models where declared[model.name.value] == nil {
            declared[model.name.value] = ("model", model.name)
        }
        for dependency in spec.dependencies where declared[dependency.name.value] == nil {
            declared[dependency.name.value] = ("dependency", dependency.name)
        }
        for store in spec.shared where declared[store.name.value] == nil {
            declared[store.name.value] = ("shared store", store.name)
        }
        var first: [String: Produced] = [:]
        var clashingPairs = Set<[String]>()
        for produced in types {
            let name = produced.name
            if let declaration = declared[name] {
                var notes = [patternNote(produced)]
                if let mark = produced.owner.mark {
                    notes.insert(
                        Diagnostic(.note, "\(produced.owner.description) is declared here", file: spec.file, at: mark),
                        at: 0)
                }
                problems.append(
                    Diagnostic(
                        .error,
                        "\(declaration.kind) '\(name)' has the same name as a type generated for "
                            + "\(produced.owner.description) \(source(produced))",
                        file: spec.file, at: declaration.name.mark,
                        hint: "rename the \(declaration.kind) or \(produced.owner.description)", notes: notes))
            } else if let framework = GeneratedCodeNames.framework(of: name) {
                problems.append(
                    Diagnostic(
                        .error,
                        "\(produced.owner.description) generates the type '\(name)', which would hide '\(name)' "
                            + "from \(framework) in the module \(source(produced))",
                        file: produced.owner.mark == nil ? produced.pattern.manifestFile : spec.file,
                        at: produced.owner.mark ?? produced.pattern.mark, hint: "rename \(produced.owner.description)",
                        notes: produced.owner.mark == nil ? [] : [patternNote(produced)]))
            } else if let other = first[name] {
                // One error per pair of declarations: an action type and its override key clash together.
                guard other.owner != produced.owner,
                    clashingPairs.insert([other.owner.description, produced.owner.description]).inserted
                else { continue }
                var notes = [patternNote(produced)]
                if let mark = other.owner.mark {
                    notes.insert(
                        Diagnostic(.note, "\(other.owner.description) is declared here", file: spec.file, at: mark),
                        at: 0)
                }
                problems.append(
                    Diagnostic(
                        .error,
                        "\(produced.owner.description) generates the type '\(name)', like "
                            + "\(other.owner.description) \(source(produced))",
                        file: produced.owner.mark == nil ? produced.pattern.manifestFile : spec.file,
                        at: produced.owner.mark ?? produced.pattern.mark,
                        hint: "rename one of them (a method's `action:` renames what is generated for it)",
                        notes: notes))
            } else {
                first[name] = produced
            }
        }
        return problems
    }

    private static func memberClashes(
        _ members: [(screen: Screen, member: Produced)], spec: Spec
    ) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for (screen, produced) in members {
            let own: [(kind: String, names: [Located<String>])] = [
                ("input", screen.input.map(\.name)), ("state property", screen.state.map(\.name)),
                ("derived value", screen.derived.map(\.name)), ("phase", screen.phases.map(\.name)),
                ("action", screen.actions.map(\.name)),
            ]
            for (kind, names) in own {
                for name in names where name.value == produced.name {
                    var notes = [patternNote(produced)]
                    if let mark = produced.owner.mark {
                        notes.insert(
                            Diagnostic(
                                .note, "\(produced.owner.description) is declared here", file: spec.file, at: mark),
                            at: 0)
                    }
                    problems.append(
                        Diagnostic(
                            .error,
                            "\(kind) '\(name.value)' of screen '\(screen.name.value)' has the same name as a member "
                                + "generated for \(produced.owner.description) \(source(produced))",
                            file: spec.file, at: name.mark, hint: "rename the \(kind)", notes: notes))
                }
            }
        }
        return problems
    }

    /// Output paths that differ only in case overwrite each other on the default macOS and Windows file
    /// systems; equal paths for two declarations overwrite each other everywhere.
    private static func pathClashes(spec: Spec, style: Style, root: Value, includingEqual: Bool) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var seen: [String: (path: String, owner: Owner, output: StyleOutput)] = [:]
        // The items of each kind once per style, not once per output (a style has several per screen).
        var itemsByEach: [StyleOutput.Each: [(Value, Owner)]] = [:]
        for output in style.outputs {
            guard let template = try? Template(output.path, name: style.manifestFile) else { continue }
            let items = itemsByEach[output.each] ?? items(output.each, spec: spec, root: root)
            itemsByEach[output.each] = items
            for (context, owner) in items {
                // A path using more than names is left to rendering (which reports exact repeats).
                guard let path = try? template.render(context, options: .generator) else { continue }
                let key = "\(output.kind.rawValue):\(path.lowercased())"
                guard let other = seen[key] else {
                    seen[key] = (path, owner, output)
                    continue
                }
                if other.path == path && (other.owner == owner || !includingEqual) { continue }
                var notes: [Diagnostic] = []
                if let mark = other.owner.mark {
                    notes.append(
                        Diagnostic(.note, "\(other.owner.description) is declared here", file: spec.file, at: mark))
                }
                let how =
                    other.path == path
                    ? "are the same \(output.kind.rawValue) file"
                    : "are \(output.kind.rawValue) files whose paths differ only in case (one overwrites the other on "
                        + "the default macOS and Windows file systems)"
                problems.append(
                    Diagnostic(
                        .error,
                        "'\(path)' for \(owner.description) and '\(other.path)' for \(other.owner.description) \(how)",
                        file: owner.mark == nil ? style.manifestFile : spec.file, at: owner.mark ?? output.mark,
                        hint: "rename one of them", notes: notes))
            }
        }
        return problems
    }

    private static func items(_ each: StyleOutput.Each, spec: Spec, root: Value) -> [(Value, Owner)] {
        switch each {
        case .spec, .module:
            return [(root, Owner(description: "the spec", mark: nil))]
        case .screen:
            return spec.screens.map { (NameContext.with(root, [("screen", NameContext.screen($0))]), owner($0)) }
        case .dependency:
            return spec.dependencies.map {
                (NameContext.with(root, [("dependency", NameContext.dependency($0.name.value))]), owner($0))
            }
        case .model:
            return spec.models.map {
                (
                    NameContext.with(root, [("model", NameContext.model($0))]),
                    Owner(description: "model '\($0.name.value)'", mark: $0.name.mark)
                )
            }
        case .sharedStore:
            return spec.shared.map {
                (
                    NameContext.with(root, [("sharedStore", NameContext.sharedStore($0.name.value))]),
                    Owner(description: "shared store '\($0.name.value)'", mark: $0.name.mark)
                )
            }
        }
    }
}

extension Diagnostic {
    /// A template error from a one-line pattern, pointed at the pattern in its manifest.
    fileprivate func located(at mark: Mark, in file: String) -> Diagnostic {
        var copy = self
        copy.file = file
        copy.mark = mark
        return copy
    }
}

extension SpecInputs {
    /// Adds the clash problems of the named styles (built-in, or from `templatesDirectory`) for every
    /// spec: what `lint --style` checks without rendering.
    public mutating func checkNames(styles names: [String], templatesDirectory: String? = nil) {
        do {
            let catalog = try StyleCatalog.load(extraTemplatesDirectory: templatesDirectory)
            var styles: [Style] = []
            for name in names {
                guard let style = catalog[name] else {
                    let known = catalog.keys.sorted()
                    diagnostics.append(
                        .error(
                            "unknown style '\(name)'\(DidYouMean.clause(for: name, among: known)) "
                                + "(styles: \(known.joined(separator: ", ")))"))
                    return
                }
                styles.append(style)
            }
            for spec in specs { diagnostics += StyleNameCheck.diagnostics(spec: spec, styles: styles) }
        } catch {
            diagnostics += error.diagnostics
        }
    }
}
