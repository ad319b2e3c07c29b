import ScreenSpec

/// The sample expressions of every type spelling a spec mentions, worked out once per spec.
///
/// Every screen asks for the same few types' samples many times (inputs, state, parameters, phase
/// values, method results), and each answer parsed the spelling (`SwiftTypeShape`) and built the
/// expression again. Screens build their contexts concurrently, so the table is filled up front and
/// never changes; a spelling it lacks is worked out on the spot (same answer, just not shared).
final class TypeSamples: Sendable {
    struct Entry: Sendable {
        /// `.plain` and `.distinct` samples for tests and for app code (`SampleValues.Place`).
        let tests: (plain: String, distinct: String)
        let source: (plain: String, distinct: String)
        /// `Item` for `[Item]` when `Item` is a model with an `id` (see `ScreenContext.identifiableElement`).
        let identifiableElement: String?

        func expression(_ place: SampleValues.Place, _ variant: SampleValues.Variant) -> String {
            let pair = place == .tests ? tests : source
            return variant == .plain ? pair.plain : pair.distinct
        }
    }

    /// No entries: every question is answered on the spot.
    static let empty = TypeSamples(entries: [:])

    private let entries: [String: Entry]

    private init(entries: [String: Entry]) { self.entries = entries }

    /// The entries for every type spelling in `spec`, answered by `samples` (which must not rely on a table).
    convenience init(_ spec: Spec, samples: SampleValues) {
        var entries: [String: Entry] = [:]
        let tests = samples.at(.tests)
        let source = samples.at(.source)
        func add(_ type: TypeRef?) {
            guard let text = type?.swift, entries[text] == nil else { return }
            let shape = SwiftTypeShape(text)
            entries[text] = Entry(
                tests: (tests.expression(for: shape, .plain), tests.expression(for: shape, .distinct)),
                source: (source.expression(for: shape, .plain), source.expression(for: shape, .distinct)),
                identifiableElement: ScreenContext.identifiableElement(of: shape, in: samples.declarations))
        }
        for model in spec.models {
            if case .record(let fields) = model.kind { for item in fields { add(item.type) } }
        }
        for dependency in spec.dependencies {
            for method in dependency.methods {
                for item in method.params { add(item.type) }
                add(method.returns)
            }
        }
        for screen in spec.screens {
            for item in screen.input { add(item.type) }
            for item in screen.state { add(item.type) }
            for phase in screen.phases { for item in phase.values { add(item.type) } }
            for action in screen.actions { for item in action.params { add(item.type) } }
        }
        self.init(entries: entries)
    }

    func entry(_ spelling: String) -> Entry? { entries[spelling] }
}
