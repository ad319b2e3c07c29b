import Diagnostics
import Foundation

/// Where a writing run keeps the bytes of new and changed files between rendering them and its plan: one
/// hidden folder per output folder, `<root>/.screengen-staging-<pid>`, made when the first file of that
/// folder is staged, holding `.<n>.screengen-<pid>.tmp` files. `IncrementalWriter.apply` renames each into
/// place (a rename within one file system, as atomic as before); the run removes the folders when it ends,
/// whether it wrote or failed; a killed run's folder is removed by the next run (`Ownership.stale`).
///
/// Only a run holding the output folders' lock (`OutputLock`) stages anything.
final class StagingArea: @unchecked Sendable {
    static let folderPrefix = ".screengen-staging-"
    /// This process's id, asked once: every staged file's name has it (`getpid` is a system call each time).
    private static let processID = getpid()
    private let lock = NSLock()
    /// The staging folder of each output folder that has one.
    private var folders: [String: String] = [:]
    private var count = 0

    /// A staged file: its staging folder (one string shared by all its files) and number. Its path is made
    /// when it is needed: a 10,000-screen run stages ~200,000 files.
    struct Slot: Sendable, Hashable {
        var folder: String
        var number: Int

        var path: String { folder + "/.\(number).screengen-\(StagingArea.processID).tmp" }
    }

    init() {}

    deinit { discard() }

    /// Writes `contents` into a new temporary file of `root`'s staging folder; its path. Errors name `path`,
    /// the file the bytes are for.
    func stage(_ contents: UnsafeBufferPointer<UInt8>, for path: String, in root: String) throws(Diagnostic) -> Slot {
        let (folder, number) = try reserve(in: root, for: path)
        let slot = Slot(folder: folder, number: number)
        try IncrementalWriter.createExclusively(slot.path, naming: path) {
            IncrementalWriter.writeAll(contents, to: $0)
        }
        return slot
    }

    /// Removes every staging folder of the run and what is left in it (after `apply`, nothing).
    func discard() {
        lock.lock()
        defer { lock.unlock() }
        for folder in folders.values where rmdir(folder) != 0 {
            try? FileManager.default.removeItem(atPath: folder)
        }
        folders = [:]
    }

    /// A staging folder of a run killed before it removed its own. Asked under the output folders' lock, when
    /// no other run can be staging: every staging folder but this process's is one. (Whether its pid is alive
    /// says nothing: another process may have the pid by now.)
    static func isAbandoned(_ name: String) -> Bool {
        name.hasPrefix(folderPrefix) && name != folderPrefix + "\(processID)"
    }

    /// `root`'s staging folder (made on first use) and a number no other file of the run has.
    private func reserve(in root: String, for path: String) throws(Diagnostic) -> (folder: String, number: Int) {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        if let folder = folders[root] { return (folder, count) }
        let folder = root + "/" + Self.folderPrefix + "\(Self.processID)"
        // A leftover of that name (an earlier process with this pid, or a planted link) is removed first, and
        // the folder made anew, so nothing is ever written through a link.
        if mkdir(folder, 0o700) != 0 {
            let reason = errno
            if reason == EEXIST { try? FileManager.default.removeItem(atPath: folder) }
            guard reason == EEXIST, mkdir(folder, 0o700) == 0 else {
                throw .error("cannot write '\(path)': \(String(cString: strerror(reason == EEXIST ? errno : reason)))")
            }
        }
        folders[root] = folder
        return (folder, count)
    }
}
