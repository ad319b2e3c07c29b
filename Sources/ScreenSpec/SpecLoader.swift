import Diagnostics
import Foundation
import YAML

/// What loading a spec gave: the spec when it has no errors, and every diagnostic (errors and
/// warnings) sorted by position.
public struct SpecLoadResult: Sendable {
    /// nil when any diagnostic is an error.
    public var spec: Spec?
    public var diagnostics: [Diagnostic]

    public init(spec: Spec?, diagnostics: [Diagnostic]) {
        self.spec = spec
        self.diagnostics = diagnostics
    }

    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
}

/// What `SpecLoader.load(text:file:digestingScreens:)` leaves of a spec's YAML: the tree, each screen's
/// entry under `screens` reduced to an empty mapping once decoded, and the digest of every entry of
/// `screens` in document order, taken before.
public struct SpecTree<Digest> {
    public var root: Node
    public var screenDigests: [Digest]
}

extension SpecTree: Sendable where Digest: Sendable {}

/// The entry point of this module: YAML text in, a validated `Spec` (or diagnostics) out.
public enum SpecLoader {
    /// Parses, decodes and validates one spec. Never throws or traps: every problem is a diagnostic.
    public static func load(text: String, file: String) -> SpecLoadResult {
        load(text: text, file: file, digestingScreens: nil as ((Node, Node) -> Void)?).result
    }

    /// `load(text:file:)`, which decodes each screen as soon as the parser completes it and drops its YAML
    /// (`StreamedScreens`); with `digest`, each entry under `screens` is digested first, and the result keeps
    /// the tree that is left (each screen's entry an empty mapping: the rest of the spec whole) with the
    /// entries' digests in document order, for a caller that digests the spec (the generator's per-screen
    /// reuse) without parsing the text a second time.
    public static func load<Digest>(
        text: String, file: String, digestingScreens digest: ((_ key: Node, _ value: Node) -> Digest)?
    ) -> (result: SpecLoadResult, tree: SpecTree<Digest>?) {
        // The path names the generated files and is quoted in their headers: it must show as what it is.
        if let scalar = SwiftIdentifier.firstHiddenOrControl(in: file) {
            var problems = ProblemCollector(file: file)
            problems.report(.hiddenCharacterInFileName(scalar), at: nil)
            return (result(nil, problems), nil)
        }
        let screens = StreamedScreens(file: file, digest: digest)
        let root: Node?
        do {
            let loaded = try YAMLLoader.load(text, file: file, streaming: screens.stream)
            root = loaded.root
            if !loaded.streamed { screens.composedWhole(root) }
        } catch {
            return (SpecLoadResult(spec: nil, diagnostics: [error.inFile(file)]), nil)
        }
        var decoder = SpecDecoder(file: file)
        decoder.streamed = { screens.take(at: $0) }
        guard let root else {
            decoder.reader.problems.report(.emptySpec, at: .start)
            return (result(nil, decoder.problems), nil)
        }
        let tree = digest == nil ? nil : SpecTree(root: root, screenDigests: screens.digests)
        guard let decoded = decoder.decode(root) else { return (result(nil, decoder.problems), tree) }
        // `consume`: the validator then holds the only reference to the screens it edits in place.
        var validator = SpecValidator(spec: consume decoded, problems: decoder.problems)
        validator.validate()
        return (result(validator.spec, validator.problems), tree)
    }

    /// Reads and loads the spec at `path`; an unreadable file is an error without a position, bytes that
    /// are not UTF-8 an error at the first of them.
    public static func load(contentsOf path: String) -> SpecLoadResult {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            var problems = ProblemCollector(file: path)
            problems.report(.unreadableFile(path: path, reason: Self.reason(error)), at: nil)
            return result(nil, problems)
        }
        let text: String
        do {
            text = try SpecText.decode(data, file: path)
        } catch {
            return SpecLoadResult(spec: nil, diagnostics: [error])
        }
        return load(text: text, file: path)
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
            return underlying.localizedDescription
        }
        return nsError.localizedDescription
    }

    private static func result(_ spec: Spec?, _ problems: ProblemCollector) -> SpecLoadResult {
        let sorted = problems.diagnostics.enumerated().sorted { lhs, rhs in
            let l = lhs.element.mark ?? .start
            let r = rhs.element.mark ?? .start
            return l != r ? l < r : lhs.offset < rhs.offset
        }.map(\.element)
        return SpecLoadResult(spec: problems.hasErrors ? nil : spec, diagnostics: sorted)
    }
}
