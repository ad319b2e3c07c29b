import Mustache
import ScreenSpec

/// Builds what templates render: every name, signature, default value, sample value and test step
/// is decided here, in Swift, so templates only stitch text.
///
/// The context is the same for every style: the mvvm and Actions styles read one tree.
/// Typed context structs (`SpecContext`, `ScreenContext`, ...) decide the content; each builds its own
/// `Value` object directly (`TemplateValueConvertible`: one key per stored property, nil as `.null`),
/// without `Codable`. The keys are documented for template authors in docs/templates.md;
/// `generate context SPEC` prints the tree with `json(for:options:)`.
public enum TemplateContext {
    /// The context for a whole spec: `spec`, `models`, `dependencies`, `screens`, `moduleTypeNames`.
    /// A per-model, per-dependency or per-screen file also gets `model`, `dependency` or `screen`
    /// (see `Generator`).
    public static func build(for spec: Spec, options: GenerationOptions = GenerationOptions()) -> Value {
        SpecContext(spec, options: options).templateValue
    }

    /// The root context without the screens' contexts (`screens` is empty): for renderers that add
    /// one screen's context at a time (`screen(_:in:)`) and drop it once that screen's files are rendered.
    static func rootWithoutScreens(for spec: Spec, options: GenerationOptions) -> Value {
        SpecContext(spec, options: options, includingScreens: false).templateValue
    }

    /// One screen's context: the same value as that screen's entry in `build(for:)`'s `screens`.
    static func screen(_ screen: Screen, in spec: Spec, samples: SampleValues) -> Value {
        ScreenContext(screen, in: spec, samples: samples).templateValue
    }

    /// The sample values every screen of `spec` shares (built once: they carry the spec's name index).
    static func samples(for spec: Spec) -> SampleValues {
        SampleValues(spec: spec, place: .tests)
    }

    /// The context as JSON with sorted keys (for `generate context`).
    public static func json(for spec: Spec, options: GenerationOptions = GenerationOptions()) -> String {
        build(for: spec, options: options).jsonText(pretty: true) + "\n"
    }
}
