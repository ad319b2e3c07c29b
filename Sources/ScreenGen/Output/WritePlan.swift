import Mustache

/// What a run would do to the output folders, computed before anything is touched.
public struct WritePlan: Sendable, Hashable {
    public enum Change: Sendable, Hashable {
        case create(OutputFile)
        case update(OutputFile)
        /// A generated file this run no longer produces.
        case remove(path: String)

        /// The file the change writes, and whether the plan found it absent; nil for a removal.
        var written: (file: OutputFile, isNew: Bool)? {
            switch self {
            case .create(let file): return (file, true)
            case .update(let file): return (file, false)
            case .remove: return nil
            }
        }
    }

    public var changes: [Change]
    /// Files compared with the disk whose bytes are already right (and scaffolds that already exist).
    public var compared: [String]
    /// The files of screens not rendered again, unchanged as the run stamp saw them (`ReusedFiles`).
    public var reused = ReusedFiles()
    /// The manifests of output folders that change (`OutputManifest`): written after the files.
    public var manifests: [OutputFile] = []
    /// Recorded files this run no longer produces that were changed since they were generated: left on
    /// disk and dropped from the manifest (they are the user's now).
    public var kept: [String] = []
    /// The fingerprint of the screen each rendered file of a screen was rendered from (`OutputFile.screen`), by
    /// resolved path, for the run stamp (`RunStamp`); the reused files carry their own.
    public var screens: [String: ValueFingerprint] = [:]

    public init(
        changes: [Change], unchanged: [String], reused: ReusedFiles = ReusedFiles(), manifests: [OutputFile] = [],
        kept: [String] = [], screens: [String: ValueFingerprint] = [:]
    ) {
        self.changes = changes
        self.compared = unchanged
        self.reused = reused
        self.manifests = manifests
        self.kept = kept
        self.screens = screens
    }

    /// Every file whose bytes are already right: the compared ones, then the reused ones.
    public var unchanged: [String] { compared + reused.paths }

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
