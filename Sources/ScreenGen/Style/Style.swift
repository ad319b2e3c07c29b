import Diagnostics

/// An architecture style: templates plus the manifest saying which template renders which file.
///
/// A loaded style is resolved: `outputs` and `templates` already hold what its includes bring
/// (an own template replaces an included one of the same name).
public struct Style: Sendable {
    /// `mvvm`, `actions`, `shared`, or a user style's folder name.
    public var name: String
    /// Styles this one includes, in order (`include: [shared]`).
    public var includes: [String]
    /// Every output, included styles' first.
    public var outputs: [StyleOutput]
    /// Template sources by file name relative to the style folder (`ViewModel.swift.mustache`).
    public var templates: [String: String]
    /// Where the manifest came from (`mvvm/style.yaml`, or a path under `--templates`), for diagnostics.
    public var manifestFile: String
    /// The names its templates declare, included styles' first: what the clash checks compare.
    public var produces: [ProducedPattern]

    public init(
        name: String, includes: [String] = [], outputs: [StyleOutput], templates: [String: String],
        manifestFile: String, produces: [ProducedPattern] = []
    ) {
        self.name = name
        self.includes = includes
        self.outputs = outputs
        self.templates = templates
        self.manifestFile = manifestFile
        self.produces = produces
    }
}

/// One entry of a manifest's `produces`: a name the style's templates declare for each item of a scope,
/// as a Mustache pattern over the naming authority's names (`"{{screen.viewModelName}}"`).
public struct ProducedPattern: Sendable, Hashable {
    /// What a pattern is rendered for, and so which names it may use.
    public enum Scope: String, Sendable, Hashable, CaseIterable {
        /// Once per spec (`spec`): a module-wide type such as `MissingDependencyError`.
        case module
        /// Per screen (`spec`, `screen`): the screen's types.
        case screen
        /// Per dependency (`spec`, `dependency`): its mock, its environment key.
        case dependency
        /// Per method of a dependency (`spec`, `dependency`, `method`): its action type.
        case method
        /// Per method a screen calls (`spec`, `screen`, `dependency`, `method`): a member of the screen's
        /// types (the Actions-style view's property holding the action), so it must differ from the
        /// screen's input, state, derived values, phases and actions.
        case call
        /// Per action of each screen (`spec`, `screen`, `action`): a member of the screen's types made from
        /// the action (the store's `loadPhase`), checked like a `call` name. A pattern that renders empty
        /// for an action (`callPhaseName` of an action without a call) declares nothing.
        case action
    }

    public var scope: Scope
    public var pattern: String
    /// The style whose manifest declares it (`shared` for what an include brings), and where.
    public var style: String
    public var manifestFile: String
    public var mark: Mark

    public init(scope: Scope, pattern: String, style: String, manifestFile: String, mark: Mark) {
        self.scope = scope
        self.pattern = pattern
        self.style = style
        self.manifestFile = manifestFile
        self.mark = mark
    }
}

/// One line of a style manifest: render `template` once per `each`, to `path`, as a `kind` file.
public struct StyleOutput: Sendable, Hashable {
    /// What an output is rendered for.
    ///
    /// `module` renders once, like `spec`, but marks a file that must exist once per module whatever the
    /// number of specs generated into it (shared test helpers, shared error types): when several specs
    /// share a module (the build plugin generates every spec of a target into the target's module), only
    /// one of them writes it (`GenerationRequest.includesModuleFiles`).
    public enum Each: String, Sendable, Hashable, CaseIterable {
        case spec, screen, dependency, model, module, sharedStore
    }

    /// The template file, relative to its style folder.
    public var template: String
    /// A Mustache template for the output path, relative to the kind's root (`{{screen.viewModelName}}.swift`).
    public var path: String
    public var each: Each
    public var kind: FileKind
    /// The style whose manifest declared it (`shared` for outputs an include brings).
    public var style: String
    /// Where the output is declared in the manifest.
    public var mark: Mark

    public init(template: String, path: String, each: Each, kind: FileKind, style: String, mark: Mark) {
        self.template = template
        self.path = path
        self.each = each
        self.kind = kind
        self.style = style
        self.mark = mark
    }
}

/// Where a generated file belongs. Each kind has its own output root (chosen by the CLI or plugin).
public enum FileKind: String, Sendable, Hashable, CaseIterable, Comparable {
    /// App code, rewritten on every run.
    case source
    /// Mocks, fixtures and helpers compiled into the test target.
    case testSupport
    /// Generated tests.
    case test
    /// A starting point the user owns: written only when absent, never overwritten.
    case scaffold

    public static func < (lhs: FileKind, rhs: FileKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
