import Diagnostics
import YAML

/// Each screen under `screens`, decoded as soon as the YAML parser completes its entry, whose tree is then
/// dropped (`EntryStream`): a spec's YAML tree is many times its text, and holding it whole next to the
/// decoded model was most of a large spec's peak memory (docs/performance.md, eighth round).
///
/// Decoding a screen depends only on its entry, so decoding it early gives the same `Screen` and the same
/// problems; `SpecDecoder` takes them in document order when it reaches the entry, as if it decoded it
/// there (`ProblemCollector.absorb`), so the diagnostics and their order are unchanged.
final class StreamedScreens<Digest> {
    let file: String
    /// Digests each entry (key and value) before its value is dropped; nil when the caller wants none.
    let digest: ((_ key: Node, _ value: Node) -> Digest)?
    /// The decoded screens by the position of their key (unique in a document).
    private(set) var decoded: [Mark: EarlyScreen] = [:]
    /// The digest of every entry, in document order.
    private(set) var digests: [Digest] = []
    /// What the screens decoded so far reported. A problem an earlier screen reported is not kept again:
    /// the decoder takes every screen in this order or none (`SpecDecoder.decode`), so it would drop it
    /// anyway, and an alias repeated 2,000 times must not hold 2,000 copies of its problems.
    private var reported: Set<Diagnostic> = []

    init(file: String, digest: ((_ key: Node, _ value: Node) -> Digest)?) {
        self.file = file
        self.digest = digest
    }

    var stream: EntryStream {
        EntryStream(key: "screens") { [self] key, value in take(key, &value) }
    }

    /// Digests the entry and, when the decoder would decode it as a screen (a scalar key and a mapping), decodes
    /// it and leaves an empty mapping in its place (still a mapping, so the decoder's checks of kinds read it
    /// as before).
    private func take(_ key: Node, _ value: inout Node) {
        if let digest { digests.append(digest(key, value)) }
        guard case .scalar(let name) = key.content, case .mapping = value.content else { return }
        var decoder = SpecDecoder(file: file)
        swap(&reported, &decoder.reader.problems.reported)  // moved, not shared: not copied on insert
        let screen = decoder.decodeScreen(Located(name.text, at: key.mark), value)
        swap(&reported, &decoder.reader.problems.reported)
        decoded[key.mark] = EarlyScreen(screen: screen, problems: decoder.problems)
        value = Node(.mapping([]), mark: value.mark, tag: value.tag)
    }

    /// The document was composed whole after all (`YAMLLoader.StreamedLoad.streamed`): what was handed over
    /// is forgotten; the decoder decodes every screen from the tree, and the digests are taken from it.
    func composedWhole(_ root: Node?) {
        decoded = [:]
        digests = []
        reported = []
        guard let digest, let pairs = root?.mapping else { return }
        let screens = pairs.first { $0.key.tag == nil && $0.key.scalar?.text == "screens" }
        guard let entries = screens?.value.mapping else { return }
        digests = entries.map { digest($0.key, $0.value) }
    }

    /// The screen decoded for the entry whose key is at `mark`, taken out (a key's position is unique).
    func take(at mark: Mark) -> EarlyScreen? {
        decoded.removeValue(forKey: mark)
    }
}

/// A screen decoded from its entry as the YAML was parsed, with what decoding it reported.
struct EarlyScreen {
    var screen: Screen?
    var problems: ProblemCollector
}
