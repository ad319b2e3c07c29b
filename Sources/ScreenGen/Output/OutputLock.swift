import Diagnostics
import Foundation

/// A lock on each output folder (`flock` on `<root>/.screengen-lock`), held from comparing with the disk
/// until the last write: two runs into one folder take turns, so each plans against the tree the other
/// left and the folder ends as one run's whole output, never a mix. A run that only plans (`--dry-run`,
/// `--check`) takes a shared lock where the folder exists, and creates nothing.
/// The lock goes with the process: a killed run holds nothing. The lock file stays, except where a run
/// that fails removes the folders and lock files it made (`removeFoldersItMade`): a run that then gets the
/// lock on a removed file sees that it is no longer the folder's lock file and locks anew, so two runs never
/// hold different files of one folder.
public final class OutputLock: Sendable {
    static let fileName = ".screengen-lock"
    private let descriptors: [Int32]
    /// Folders this lock created, outermost first, and lock files it created: what a failed run removes.
    /// (Files rendered for a folder it made are not compared with the disk: `StagedFile`.)
    let madeFolders: [String]
    private let madeFiles: [String]

    private init(descriptors: [Int32], madeFolders: [String], madeFiles: [String]) {
        self.descriptors = descriptors
        self.madeFolders = madeFolders
        self.madeFiles = madeFiles
    }

    /// Removes the lock files and folders this lock made, while it is still held (a run that failed: the
    /// output folders are left as they were). A folder something else was put in meanwhile stays.
    func removeFoldersItMade() {
        for file in madeFiles { unlink(file) }
        for folder in madeFolders.reversed() { rmdir(folder) }
    }

    deinit {
        for descriptor in descriptors {
            flock(descriptor, LOCK_UN)
            close(descriptor)
        }
    }

    /// Locks every root (in sorted order, so two runs with overlapping roots cannot deadlock). When one is
    /// held by another run, `waiting` is told once, and the run waits up to `timeout` seconds.
    static func acquire(
        roots: [String], exclusive: Bool, timeout: Double, waiting: (@Sendable (String) -> Void)?
    ) throws(Diagnostic) -> OutputLock {
        var descriptors: [Int32] = []
        var madeFolders: [String] = []
        var madeFiles: [String] = []
        // A lock that cannot be had leaves the folders as they were: the lock files and folders it made go.
        func fail(_ diagnostic: Diagnostic) -> Diagnostic {
            for file in madeFiles { unlink(file) }
            for folder in madeFolders.reversed() { rmdir(folder) }
            for descriptor in descriptors { close(descriptor) }
            return diagnostic
        }
        for root in Set(roots).sorted() {
            let path = root + "/" + fileName
            let start = Date()
            var told = false
            // Until the file locked is the folder's lock file (a failed run may have removed the one waited on).
            while true {
                if exclusive {
                    do throws(Diagnostic) { try makeFolder(root, made: &madeFolders) } catch {
                        throw fail(error)
                    }
                }
                var descriptor = exclusive ? open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666) : -1
                if descriptor >= 0 {
                    madeFiles.append(path)
                } else {
                    let flags = (exclusive ? O_RDWR | O_CREAT : O_RDONLY) | O_NOFOLLOW | O_CLOEXEC
                    descriptor = open(path, flags, 0o666)
                }
                guard descriptor >= 0 else {
                    if !exclusive && errno == ENOENT { break }  // nothing written there yet: nothing to guard
                    throw fail(.error("cannot open the lock file '\(path)': \(String(cString: strerror(errno)))"))
                }
                descriptors.append(descriptor)
                try wait(
                    for: descriptor, exclusive: exclusive, root: root, path: path, since: start, timeout: timeout,
                    told: &told, waiting: waiting, fail: fail)
                var held = stat()
                var named = stat()
                if fstat(descriptor, &held) == 0, lstat(path, &named) == 0, held.st_ino == named.st_ino,
                    held.st_dev == named.st_dev
                {
                    break
                }
                descriptors.removeLast()
                close(descriptor)
            }
        }
        return OutputLock(descriptors: descriptors, madeFolders: madeFolders, madeFiles: madeFiles)
    }

    /// Creates `folder` and the folders missing above it, noting each one made.
    private static func makeFolder(_ folder: String, made: inout [String]) throws(Diagnostic) {
        var missing: [String] = []
        var path = folder
        var status = stat()
        while path != "/" && !path.isEmpty && stat(path, &status) != 0 {
            missing.append(path)
            path = OutputPaths.split(path).folder
        }
        for path in missing.reversed() {
            if mkdir(path, 0o777) == 0 {
                made.append(path)
            } else if errno != EEXIST {
                throw .error("cannot create output folder '\(folder)': \(String(cString: strerror(errno)))")
            }
        }
    }

    /// Takes the lock on `descriptor`, waiting for another run up to `timeout` seconds from `start`.
    private static func wait(
        for descriptor: Int32, exclusive: Bool, root: String, path: String, since start: Date, timeout: Double,
        told: inout Bool, waiting: (@Sendable (String) -> Void)?, fail: (Diagnostic) -> Diagnostic
    ) throws(Diagnostic) {
        let operation = exclusive ? LOCK_EX : LOCK_SH
        while flock(descriptor, operation | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                throw fail(.error("cannot lock '\(path)': \(String(cString: strerror(errno)))"))
            }
            if !told {
                waiting?("waiting for another ScreenGen run writing to '\(root)' (it holds '\(path)')")
                told = true
            }
            guard Date().timeIntervalSince(start) < timeout else {
                throw fail(
                    .error(
                        "another ScreenGen run has been writing to '\(root)' for \(String(format: "%g", timeout)) s; gave up",
                        hint: "if no other run is going, another process holds '\(path)' open"))
            }
            usleep(20_000)
        }
    }
}
