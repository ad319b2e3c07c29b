import Diagnostics

/// Named, pre-parsed templates that templates refer to as partials (`{{>name}}`) and parents
/// (`{{<name}}`).
public struct TemplateLibrary: Sendable {
    private var templates: [String: Template] = [:]

    public init() {}

    /// Parses `source` and stores it under `name`, replacing any template of that name.
    public mutating func add(name: String, source: String) throws(Diagnostic) {
        templates[name] = try Template(source, name: name)
    }

    /// Stores an already parsed template under its own name.
    public mutating func add(_ template: Template) {
        templates[template.name] = template
    }

    public func template(named name: String) -> Template? {
        templates[name]
    }

    /// All names, sorted (for listings and "did you mean" suggestions).
    public var names: [String] { templates.keys.sorted() }

    /// Renders `template` with this library's templates as partials; same as `Template.render`.
    public func render(_ template: Template, context: Value, options: RenderOptions = .spec) throws(Diagnostic)
        -> String
    {
        try template.render(context, library: self, options: options)
    }
}
