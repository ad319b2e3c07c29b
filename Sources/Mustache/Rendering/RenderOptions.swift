/// How a template is rendered.
public struct RenderOptions: Sendable, Hashable {
    /// Unknown keys (in interpolations, sections, inverted sections, dynamic names) and missing
    /// partials are errors instead of rendering as nothing. Interpolating a list or an object is
    /// an error too.
    public var strict: Bool
    /// `{{x}}` escapes `& " < >` as HTML. Off for code generation, where `{{x}}` means the text as is.
    public var escapeHTML: Bool

    public init(strict: Bool = false, escapeHTML: Bool = true) {
        self.strict = strict
        self.escapeHTML = escapeHTML
    }

    /// What the Mustache spec asks for: missing is empty, `{{x}}` is HTML-escaped.
    public static let spec = RenderOptions()
    /// What the code generator uses: unknown keys are errors, no HTML escaping.
    public static let generator = RenderOptions(strict: true, escapeHTML: false)
}
