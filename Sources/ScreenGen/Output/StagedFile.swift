import Diagnostics
import Foundation

/// A rendered file already compared with the disk, whose bytes are no longer held: what the write plan needs
/// of it (size and hash for the manifest, how it compares with the file on disk) and, when it must be
/// written, where its bytes wait (`StagingArea`).
///
/// A run makes these as each screen renders, on every core, so that it never holds the whole output
/// (docs/performance.md, "Streaming"); the plan then sees every file, from this alone, before the first
/// visible change.
struct StagedFile: Sendable, Hashable {
    var size: Int
    /// `ContentHash` of the bytes.
    var hash: UInt64
    /// How the bytes compare with the file at the output path, when they were rendered (the run holds the
    /// output folders' lock from before rendering, so no other run changes them meanwhile).
    var state: DiskState
    /// Nothing at all was at the output path (no file, link or folder: `open` found no entry, or the path is
    /// new), so the plan's link checks need not look at it again. The run holds the output folders' lock from
    /// before rendering.
    var pathWasFree: Bool
    /// Where the staged copy of the bytes is, renamed into place by `apply`; nil when the disk has them
    /// already (or a scaffold exists there), or the run only plans.
    var slot: StagingArea.Slot?

    /// The staged copy's path.
    var temporary: String? { slot?.path }

    /// Compares `contents` with the file at `path` (inside the output folder `root`) and, unless the disk
    /// has them already or `staging` is nil, stages them. `isNew`: `root` was made by this run's lock and
    /// `path` is plainly inside it, so nothing can be there (the run holds the lock, and no other run writes
    /// there); the file is not opened to compare: a fresh run's every open failed (docs/performance.md).
    /// `hash`: the bytes' `ContentHash`, when the caller worked it out (`ContentHash.of(_:)` over several files).
    init(
        _ contents: [UInt8], hash knownHash: UInt64? = nil, at path: String, isScaffold: Bool, isNew: Bool = false,
        root: String, staging: StagingArea?
    ) throws(Diagnostic) {
        let staged = try contents.withUnsafeBufferPointer { bytes throws(Diagnostic) in
            let (state, isFree) =
                isNew ? (.absent, true) : DiskState.compare(path: path, bytes: bytes, isScaffold: isScaffold)
            let slot = state != .same ? try staging?.stage(bytes, for: path, in: root) : nil
            return (hash: knownHash ?? ContentHash.of(bytes), state: state, isFree: isFree, slot: slot)
        }
        size = contents.count
        (hash, state, pathWasFree, slot) = staged
    }
}

/// Stages a rendered file of a run (`StagedFile`), or says it is kept in memory (nil): the renderer calls it
/// with the style's place in the run, the file's kind, its path relative to its output folder, its bytes and,
/// when worked out already, their `ContentHash`.
typealias FileStager =
    @Sendable (_ style: Int, _ kind: FileKind, _ path: String, _ contents: [UInt8], _ hash: UInt64?) -> Result<
        StagedFile, Diagnostic
    >?
