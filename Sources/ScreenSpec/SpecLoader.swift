import Diagnostics
import Foundation
import YAML

/// What loading a spec gave: the spec when it has no errors, and every diagnostic (errors and
/// warnings) sorted by position.
public struct SpecLoadResult: Sendable {
    /// nil when any diagnostic is an error.
    public var spec: Spec?
    public var diagnostics: [Diagnostic]
    /// The YAML tree the spec was decoded from, when asked for (`load(text:file:keepingTree:)`).
    public var tree: Node?

    public init(spec: Spec?, diagnostics: [Diagnostic]) {
        self.spec = spec
        self.diagnostics = diagnostics
    }

    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
}

/// The entry point of this module: YAML text in, a validated `Spec` (or diagnostics) out.
public enum SpecLoader {
    /// Parses, decodes and validates one spec. Never throws or traps: every problem is a diagnostic.
    public static func load(text: String, file: String) -> SpecLoadResult {
        load(text: text, file: file, keepingTree: false)
    }

    /// `load(text:file:)`; with `keepingTree`, the result keeps the YAML tree (`tree`) for a caller that
    /// digests it (the generator's per-screen reuse) without parsing the text a second time.
    public static func load(text: String, file: String, keepingTree: Bool) -> SpecLoadResult {
        // The path names the generated files and is quoted in their headers: it must show as what it is.
        if let scalar = SwiftIdentifier.firstHiddenOrControl(in: file) {
            var problems = ProblemCollector(file: file)
            problems.report(.hiddenCharacterInFileName(scalar), at: nil)
            return result(nil, problems)
        }
        let root: Node?
        do {
            root = try YAMLLoader.load(text, file: file)
        } catch {
            return SpecLoadResult(spec: nil, diagnostics: [error.inFile(file)])
        }
        var decoder = SpecDecoder(file: file)
        guard let root else {
            decoder.reader.problems.report(.emptySpec, at: .start)
            return result(nil, decoder.problems)
        }
        guard let decoded = decoder.decode(root) else { return result(nil, decoder.problems) }
        // `consume`: the validator then holds the only reference to the screens it edits in place.
        var validator = SpecValidator(spec: consume decoded, problems: decoder.problems)
        validator.validate()
        var loaded = result(validator.spec, validator.problems)
        if keepingTree { loaded.tree = root }
        return loaded
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
