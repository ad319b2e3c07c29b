import Mustache

/// The files of the screens a run does not render again (`GenerationRun+Reuse`), as the run stamp recorded
/// them: sorted by path (as `String`s sort), each with its screen's fingerprint and the `lstat` the stamp check
/// found as recorded. The plan and the new stamp take them as one block: a one-screen change of 1,000 screens
/// reuses ~20,000 files, and a set insert, a manifest lookup and a dictionary entry for each were a fifth of
/// its time (docs/performance.md, eighth round).
public struct ReusedFiles: Sendable, Hashable {
    /// Resolved paths, sorted, each once (`RunStamp.Reuse.files(of:)` keeps it so).
    public private(set) var paths: [String] = []
    var screens: [ValueFingerprint] = []
    var statuses: [RunStamp.Status] = []

    public init() {}

    var isEmpty: Bool { paths.isEmpty }

    mutating func append(_ path: String, screen: ValueFingerprint, status: RunStamp.Status) {
        paths.append(path)
        screens.append(screen)
        statuses.append(status)
    }

    /// Whether `path` is one of them (a binary search).
    func contains(_ path: String) -> Bool { paths.sortedPosition(of: path) != nil }
}
