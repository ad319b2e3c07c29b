import Diagnostics
import Foundation

/// Named, pre-parsed templates that templates refer to as partials (`{{>name}}`) and parents
/// (`{{<name}}`).
public struct TemplateLibrary: Sendable {
    private var templates: [String: Template] = [:]
    /// `templates` as the renderer reads them: plain addresses into the templates' stores, which `templates`
    /// keeps (copying a `Template` out retained its store and name, memory both rendering threads share).
    private var rendered: [String: RenderedTemplate] = [:]
    /// Sources parsed only when the renderer first asks for them (`addUnparsed`), shared by copies of the library
    /// made after the first was added.
    private var unparsed: UnparsedTemplates?

    public init() {}

    /// Parses `source` and stores it under `name`, replacing any template of that name.
    public mutating func add(name: String, source: String) throws(Diagnostic) {
        add(try Template(source, name: name), named: name)
    }

    /// Stores an already parsed template under its own name.
    public mutating func add(_ template: Template) {
        add(template, named: template.name)
    }

    private mutating func add(_ template: Template, named name: String) {
        templates[name] = template
        rendered[name] = template.rendered
    }

    /// Stores `source` under `name`, parsed when first asked for (on whichever thread asks first): for a run
    /// that renders a few files with templates known to parse (a source that does not parse is then missing).
    public mutating func addUnparsed(name: String, source: String) {
        if unparsed == nil { unparsed = UnparsedTemplates() }
        unparsed!.add(name: name, source: source)
    }

    public func template(named name: String) -> Template? {
        templates[name] ?? unparsed?.template(named: name)
    }

    /// `template(named:)`'s nodes and name, for the renderer.
    func rendered(named name: String) -> RenderedTemplate? {
        rendered[name] ?? unparsed?.template(named: name)?.rendered
    }

    /// All names, sorted (for listings and "did you mean" suggestions).
    public var names: [String] { Set(templates.keys).union(unparsed?.names ?? []).sorted() }

    /// Renders `template` with this library's templates as partials; same as `Template.render`.
    public func render(_ template: Template, context: Value, options: RenderOptions = .spec) throws(Diagnostic)
        -> String
    {
        try template.render(context, library: self, options: options)
    }
}

/// Template sources parsed on first use, once, from any thread.
private final class UnparsedTemplates: @unchecked Sendable {
    private let lock = NSLock()
    private var sources: [String: String] = [:]
    private var parsed: [String: Template?] = [:]

    var names: [String] {
        lock.lock()
        defer { lock.unlock() }
        return Array(sources.keys)
    }

    func add(name: String, source: String) {
        lock.lock()
        defer { lock.unlock() }
        sources[name] = source
        parsed[name] = nil
    }

    func template(named name: String) -> Template? {
        lock.lock()
        defer { lock.unlock() }
        if let known = parsed[name] { return known }
        guard let source = sources[name] else { return nil }
        let template = try? Template(source, name: name)
        parsed[name] = .some(template)
        return template
    }
}
