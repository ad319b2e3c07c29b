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

    public init(
        name: String, includes: [String] = [], outputs: [StyleOutput], templates: [String: String],
        manifestFile: String
    ) {
        self.name = name
        self.includes = includes
        self.outputs = outputs
        self.templates = templates
        self.manifestFile = manifestFile
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
        case spec, screen, dependency, model, module
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
