import Mustache
import ScreenSpec
import YAML

/// A digest per screen of everything its context is built from, taken from the spec's YAML before any
/// context is built, so that a run can tell which screens are unchanged without building their contexts
/// (`GenerationRun+Reuse`; building and hashing every screen's context was most of a one-screen change).
///
/// A screen's context (`ScreenContext`) is a function of:
/// - its own declaration: the YAML of its entry under `screens`, key included, after anchors and merge
///   keys are resolved (the tree the decoder reads);
/// - the spec's declarations outside `screens` (module, models, services, shared stores, and whatever
///   keys are added later): all of them, whole, since a screen may read any of them;
/// - the screens it opens, and the screens those open, transitively: a destination's input, services,
///   shared stores, result type and calls go into the opening screen's code (`NavigationContext`,
///   `PreviewPlan`), and the validator fills a navigation's arguments from the destination's input;
/// - every screen's `result` type (`TestPlanner`'s `resultTypes`).
/// The root context, the templates, the options, the generator and the spec's place in the run are added
/// by the caller (`Generator.renderEach`, the stamp's render key). Positions (line, column) are left out:
/// generated files never show where the spec declared something (a test moves every screen's lines).
/// Anything unexpected in the YAML's shape gives nil, and such a screen is fingerprinted by its built
/// context as before.
enum ScreenInputs {
    /// A screen's own entry under `screens`, key and value, taken as the loader decodes it (`SpecLoader`).
    static func entryDigest(key: Node, value: Node) -> ValueFingerprint {
        var own = FingerprintHasher()
        own.add(key)
        own.add(value)
        return own.finish()
    }

    /// `tree`: the YAML tree the spec was decoded from, with its entries' digests (`SpecLoader`): parsed once
    /// for both.
    static func digests(of spec: Spec, tree: SpecTree<ValueFingerprint>) -> [ValueFingerprint?] {
        let unknown = [ValueFingerprint?](repeating: nil, count: spec.screens.count)
        guard let pairs = tree.root.mapping else { return unknown }
        var declarations = FingerprintHasher()
        declarations.add("screengen-screen-inputs 1")
        var ownDigests: [String: ValueFingerprint] = [:]
        var foundScreens = false
        for pair in pairs {
            guard pair.key.tag == nil, let key = pair.key.scalar, key.text == "screens" else {
                declarations.add(pair.key)
                declarations.add(pair.value)
                continue
            }
            guard !foundScreens, let entries = pair.value.mapping, entries.count == tree.screenDigests.count
            else { return unknown }
            foundScreens = true
            for (entry, own) in zip(entries, tree.screenDigests) {
                guard let name = entry.key.text else { return unknown }
                // Two entries of one name: the decoder reports it; nothing to reuse then.
                guard ownDigests.updateValue(own, forKey: name) == nil else { return unknown }
            }
        }
        // Every screen's result type, by name, in spec order.
        for screen in spec.screens {
            declarations.add(screen.name.value)
            declarations.add(screen.result?.swift ?? "-")
        }
        let destinations = Dictionary(
            spec.screens.map { screen in
                (screen.name.value, screen.actions.compactMap { $0.navigate?.destination.value })
            },
            uniquingKeysWith: { first, _ in first })
        return spec.screens.map { screen in
            let name = screen.name.value
            guard let own = ownDigests[name] else { return nil }
            var hasher = declarations
            hasher.add(word: own.high)
            hasher.add(word: own.low)
            // The screens it reaches, by name (sorted: the set, not the path, is what it reads).
            var reached: Set<String> = [name]
            var queue = destinations[name] ?? []
            while let next = queue.popLast() {
                guard reached.insert(next).inserted else { continue }
                queue += destinations[next] ?? []
            }
            for other in reached.subtracting([name]).sorted() {
                hasher.add(other)
                // A destination that is not declared: the validator reports it, nothing renders.
                guard let digest = ownDigests[other] else { return nil }
                hasher.add(word: digest.high)
                hasher.add(word: digest.low)
            }
            return hasher.finish()
        }
    }
}

extension FingerprintHasher {
    /// A YAML node's tag, kind, scalar style and text, and structure; not its position.
    mutating func add(_ node: Node) {
        if let tag = node.tag {
            add(word: 0xB1)
            add(tag)
        }
        switch node.content {
        case .scalar(let scalar):
            add(word: 0xB2)
            add(word: Self.styleCode(scalar.style))
            add(scalar.text)
        case .sequence(let items):
            add(word: 0xB3)
            add(word: UInt64(items.count))
            for item in items { add(item) }
        case .mapping(let pairs):
            add(word: 0xB4)
            add(word: UInt64(pairs.count))
            for pair in pairs {
                add(pair.key)
                add(pair.value)
            }
        }
    }

    private static func styleCode(_ style: Node.Scalar.Style) -> UInt64 {
        switch style {
        case .plain: 1
        case .singleQuoted: 2
        case .doubleQuoted: 3
        case .literal: 4
        case .folded: 5
        }
    }
}
