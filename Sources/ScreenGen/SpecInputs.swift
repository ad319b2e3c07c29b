import Diagnostics
import Foundation
import Mustache
import ScreenSpec
import YAML

/// The specs of one run, loaded and validated, with their texts kept for diagnostic excerpts.
public struct SpecInputs: Sendable {
    public var specs: [Spec]
    public var diagnostics: [Diagnostic]
    /// Spec texts by path, for the source line under each diagnostic.
    public var sources: [String: String]
    /// Spec trees by path, kept when `load` is asked to (`ScreenInputs` digests them): each screen's entry
    /// already digested and dropped (`SpecTree`).
    var trees: [String: SpecTree<ValueFingerprint>] = [:]

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Loads every path; a spec with errors contributes its diagnostics and no `Spec`.
    /// With `sharingModules` (a run that renders every spec into one `--module`), specs that declare the
    /// same `module` are fine.
    /// With `keepingTrees`, each spec's YAML tree is kept in `trees`.
    public static func load(_ paths: [String], sharingModules: Bool = false) -> SpecInputs {
        load(paths, sharingModules: sharingModules, keepingTrees: false)
    }

    static func load(_ paths: [String], sharingModules: Bool, keepingTrees: Bool) -> SpecInputs {
        var inputs = SpecInputs(specs: [], diagnostics: [], sources: [:])
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                inputs.diagnostics.append(.error("cannot read spec file", file: path))
                continue
            }
            let text: String
            do {
                text = try SpecText.decode(data, file: path)
            } catch {
                inputs.diagnostics.append(error)
                continue
            }
            inputs.sources[path] = text
            let digest: ((Node, Node) -> ValueFingerprint)? =
                keepingTrees ? { ScreenInputs.entryDigest(key: $0, value: $1) } : nil
            let (result, tree) = SpecLoader.load(text: text, file: path, digestingScreens: digest)
            inputs.trees[path] = tree
            inputs.diagnostics += result.diagnostics
            if let spec = result.spec { inputs.specs.append(spec) }
        }
        if !sharingModules { inputs.diagnostics += duplicateModules(inputs.specs) }
        return inputs
    }

    /// Two specs of one run that claim the same module would write over each other's files.
    private static func duplicateModules(_ specs: [Spec]) -> [Diagnostic] {
        var first: [String: Spec] = [:]
        var diagnostics: [Diagnostic] = []
        for spec in specs {
            if let earlier = first[spec.module.value] {
                diagnostics.append(
                    Diagnostic(
                        .error, "module '\(spec.module.value)' is also generated from \(earlier.file)",
                        file: spec.file, at: spec.module.mark,
                        notes: [Diagnostic(.note, "first declared here", file: earlier.file, at: earlier.module.mark)]))
            } else {
                first[spec.module.value] = spec
            }
        }
        return diagnostics
    }
}
