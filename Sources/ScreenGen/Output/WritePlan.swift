import Mustache

/// What a run would do to the output folders, computed before anything is touched.
public struct WritePlan: Sendable, Hashable {
    public enum Change: Sendable, Hashable {
        case create(OutputFile)
        case update(OutputFile)
        /// A generated file this run no longer produces.
        case remove(path: String)
    }

    public var changes: [Change]
    /// Files whose bytes are already right (and scaffolds that already exist).
    public var unchanged: [String]
    /// The manifests of output folders that change (`OutputManifest`): written after the files.
    public var manifests: [OutputFile] = []
    /// Recorded files this run no longer produces that were changed since they were generated: left on
    /// disk and dropped from the manifest (they are the user's now).
    public var kept: [String] = []
    /// The fingerprint of the screen each file of a screen was rendered from (`OutputFile.screen`), by
    /// resolved path, for the run stamp (`RunStamp`).
    public var screens: [String: ValueFingerprint] = [:]

    public var isEmpty: Bool { changes.isEmpty }

    /// One line per change, as `--dry-run` and `--check` print them.
    public var summaryLines: [String] {
        changes.map { change in
            switch change {
            case .create(let file): return "create \(file.path)"
            case .update(let file): return "update \(file.path)"
            case .remove(let path): return "remove \(path)"
            }
        } + kept.map { "keep \($0) (changed since it was generated; no longer managed)" }
    }
}
