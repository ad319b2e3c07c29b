import Diagnostics
import Foundation

/// Writing one file so that no reader (and no killed run) ever sees it half-written.
extension IncrementalWriter {
    /// Replaces (or creates) `path` atomically: a temporary file in the same folder, then rename.
    static func writeAtomically(_ contents: String, to path: String, creatingFolder: Bool = true) throws(Diagnostic) {
        try writeAtomically(to: path, creatingFolder: creatingFolder) { writeAll(contents, to: $0) }
    }

    /// `writeAtomically` for bytes that are not text yet: the run stamp of a 10,000-screen run is ~20 MB, and
    /// making it a `String` first copied all of it.
    static func writeAtomically(bytes: [UInt8], to path: String, creatingFolder: Bool = true) throws(Diagnostic) {
        try writeAtomically(to: path, creatingFolder: creatingFolder) { descriptor in
            bytes.withUnsafeBufferPointer { writeAll($0, to: descriptor) }
        }
    }

    /// `writing` puts the bytes into the descriptor it is given; the errno of a failed write, or nil.
    private static func writeAtomically(
        to path: String, creatingFolder: Bool, writing: (Int32) -> Int32?
    ) throws(Diagnostic) {
        let (directory, name) = OutputPaths.split(path)
        let temporary = directory + "/.\(name).screengen-\(getpid()).tmp"
        do {
            if creatingFolder {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            }
            // A leftover entry of that name (a killed run's, or a planted link) is removed first, and
            // the file is created exclusively, so the write can never follow a link out of the folder.
            unlink(temporary)
            try createExclusively(temporary, writing: writing)
            // rename(2) replaces the target in one step on the same file system.
            guard rename(temporary, path) == 0 else {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(atPath: temporary)
                throw Diagnostic.error("cannot write '\(path)': \(reason)")
            }
        } catch let diagnostic as Diagnostic {
            throw diagnostic
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw .error("cannot write '\(path)': \(error.localizedDescription)")
        }
    }

    /// Writes a file the plan found absent. Where the system allows, the bytes go into an unnamed file
    /// in the folder that is then given its name in one step (Linux `O_TMPFILE` + `linkat`): as atomic
    /// as a rename, with half the folder updates (a fresh 1,000-screen run writes ~10,000 files,
    /// docs/performance.md). Anything unusual (no such support, or the name taken meanwhile) falls back
    /// to `writeAtomically`, which also words any error.
    static func writeNew(_ contents: String, to path: String) throws(Diagnostic) {
        if linkUnnamedFile(contents, at: path) { return }
        try writeAtomically(contents, to: path, creatingFolder: false)
    }

    /// Creates `path` exclusively (O_EXCL: never through an existing entry or link) and writes the bytes.
    /// No fsync: rename(2) already makes the replacement all-or-nothing for any reader, and flushing each
    /// of thousands of files to disk (as Foundation's `Data.write` does) made a fresh 1,000-screen run
    /// several times slower (docs/performance.md).
    /// Errors name `shown` (the file the bytes are for) where it is given, else `path`.
    static func createExclusively(
        _ path: String, naming shown: String? = nil, writing: (Int32) -> Int32?
    ) throws(Diagnostic) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            throw .error("cannot write '\(shown ?? path)': \(String(cString: strerror(errno)))")
        }
        let failure = writing(descriptor)
        let closed = close(descriptor) == 0 ? nil : errno
        if let error = failure ?? closed {
            unlink(path)
            throw .error("cannot write '\(shown ?? path)': \(String(cString: strerror(error)))")
        }
    }

    /// Writes every byte of `contents`; the errno of a failed write, or nil.
    static func writeAll(_ contents: String, to descriptor: Int32) -> Int32? {
        var text = contents
        return text.withUTF8 { writeAll($0, to: descriptor) }
    }

    /// Writes every byte of `buffer`; the errno of a failed write, or nil.
    static func writeAll(_ buffer: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    /// Puts a staged file (`StagingArea`) at `path`, replacing what is there in one step (`rename(2)`: never
    /// through a link at `path`). A staging folder on another file system than `path` (a mount inside an
    /// output folder) is copied through `writeAtomically`.
    static func moveStaged(_ temporary: String, to path: String) throws(Diagnostic) {
        guard rename(temporary, path) != 0 else { return }
        let reason = errno
        guard reason == EXDEV, let data = FileManager.default.contents(atPath: temporary) else {
            throw .error("cannot write '\(path)': \(String(cString: strerror(reason)))")
        }
        try writeAtomically(String(decoding: data, as: UTF8.self), to: path, creatingFolder: false)
        unlink(temporary)
    }

    /// True when `path` now exists with `contents`, created from an unnamed file; false when that could
    /// not be done (nothing is left behind: an unnamed file disappears with its descriptor).
    private static func linkUnnamedFile(_ contents: String, at path: String) -> Bool {
        #if os(Linux) && (arch(x86_64) || arch(arm64))
        // O_TMPFILE is a macro Swift does not import: __O_TMPFILE (0o20000000 here) | O_DIRECTORY.
        let unnamedFile: Int32 = 0o20000000 | O_DIRECTORY
        let folder = OutputPaths.split(path).folder
        let descriptor = open(folder, unnamedFile | O_WRONLY | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        guard writeAll(contents, to: descriptor) == nil else { return false }
        // Linking through /proc needs no privilege (AT_EMPTY_PATH would); it fails if the name exists.
        return linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, path, AT_SYMLINK_FOLLOW) == 0
        #else
        return false
        #endif
    }

    /// A temporary file of `writeAtomically` for a file `isOurs` says ScreenGen generated (asked with the
    /// name, in the same folder) whose process is gone: a run killed between writing and renaming. A live
    /// process's temporary file is left alone (it is about to be renamed), and so is a user's file of a
    /// similar name.
    static func isAbandonedTemporary(_ name: String, of isOurs: (String) -> Bool) -> Bool {
        guard name.hasPrefix("."), name.hasSuffix(".tmp"),
            let marker = name.range(of: ".screengen-", options: .backwards),
            isOurs(String(name[name.index(after: name.startIndex)..<marker.lowerBound])),
            let pid = pid_t(name[marker.upperBound...].dropLast(".tmp".count))
        else { return false }
        return kill(pid, 0) == -1 && errno == ESRCH
    }
}
