import Diagnostics
import Dispatch
import Foundation

/// Writes generated files so that a build sees as little change as possible:
/// - a file is written only when its bytes differ (modification times of unchanged files stay put);
/// - every write is atomic: a temporary file in the same folder, then rename, so a killed run leaves
///   each file with either its old or its new content;
/// - no path may resolve outside its output folder;
/// - stale files are removed only when they carry the generator's header naming one of this run's specs;
/// - scaffolds are written only when absent.
public struct IncrementalWriter: Sendable {
    /// The folders this run may write in (absolute, standardised).
    public let roots: [String]

    public init(roots: [String]) {
        self.roots = roots.map { Self.normalized($0) }
    }

    /// Compares `files` with the disk. `specFiles` are the specs of this run: generated files in the roots
    /// that name one of them but are no longer produced are planned for removal.
    public func plan(_ files: [OutputFile], specFiles: Set<String>) throws(Diagnostic) -> WritePlan {
        var changes: [WritePlan.Change] = []
        var unchanged: [String] = []
        var produced = Set<String>()
        var folders = ResolvedFolders()
        for file in files.sorted(by: { $0.path < $1.path }) {
            let path = folders.normalized(file.path)
            guard roots.contains(where: { Self.isInside(path, root: $0) }) else {
                throw .error("refusing to write '\(file.path)': it is outside the output folders")
            }
            guard produced.insert(path).inserted else {
                throw .error("two generated files have the same path '\(file.path)'")
            }
            var normalizedFile = file
            normalizedFile.path = path
            guard let existing = FileManager.default.contents(atPath: path) else {
                changes.append(.create(normalizedFile))
                continue
            }
            if file.isScaffold || existing == Data(file.contents.utf8) {
                unchanged.append(path)
            } else {
                changes.append(.update(normalizedFile))
            }
        }
        for stale in generatedFiles(naming: specFiles).subtracting(produced).sorted() {
            changes.append(.remove(path: stale))
        }
        return WritePlan(changes: changes, unchanged: unchanged)
    }

    /// Carries out a plan. Each file is replaced atomically.
    ///
    /// Files are written on every core (creating thousands of files is mostly kernel time); the folders
    /// are created first, once each. After a failed write no further write starts, and the error of the
    /// first failing file in plan order is thrown, before any removal.
    public func apply(_ plan: WritePlan) throws(Diagnostic) {
        let writes = plan.changes.compactMap { change -> OutputFile? in
            switch change {
            case .create(let file), .update(let file): return file
            case .remove: return nil
            }
        }
        try Self.writeConcurrently(writes)
        for change in plan.changes {
            switch change {
            case .create, .update:
                continue
            case .remove(let path):
                // Gone already: another run sharing the folder renamed its temporary file between our
                // listing and now (its process had exited by the time we checked), or removed it first.
                guard FileManager.default.fileExists(atPath: path) else { continue }
                do { try FileManager.default.removeItem(atPath: path) } catch {
                    throw .error("cannot remove stale file '\(path)': \(error.localizedDescription)")
                }
            }
        }
    }

    /// Writes `files` atomically, two or more at a time, each folder created once beforehand.
    static func writeConcurrently(_ files: [OutputFile]) throws(Diagnostic) {
        var folders = Set<String>()
        for file in files {
            let folder = (file.path as NSString).deletingLastPathComponent
            guard folders.insert(folder).inserted else { continue }
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                // Reported by the write below, with the file's name, as a single write reports it.
                try writeAtomically(file.contents, to: file.path)
            }
        }
        let failures = WriteFailures()
        let workers = min(files.count, max(1, ProcessInfo.processInfo.activeProcessorCount))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: files.count, by: workers) where !failures.any {
                do throws(Diagnostic) {
                    try writeAtomically(files[index].contents, to: files[index].path, creatingFolder: false)
                } catch {
                    failures.record(error, at: index)
                }
            }
        }
        if let first = failures.first { throw first }
    }

    static func writeAtomically(_ contents: String, to path: String, creatingFolder: Bool = true) throws(Diagnostic) {
        let directory = (path as NSString).deletingLastPathComponent
        let temporary = directory + "/.\((path as NSString).lastPathComponent).screengen-\(getpid()).tmp"
        do {
            if creatingFolder {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            }
            // A leftover entry of that name (a killed run's, or a planted link) is removed first, and
            // the file is created exclusively, so the write can never follow a link out of the folder.
            unlink(temporary)
            try createExclusively(temporary, contents: contents)
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

    /// Creates `path` exclusively (O_EXCL: never through an existing entry or link) and writes the bytes.
    /// No fsync: rename(2) already makes the replacement all-or-nothing for any reader, and flushing each
    /// of thousands of files to disk (as Foundation's `Data.write` does) made a fresh 1,000-screen run
    /// several times slower (docs/performance.md).
    static func createExclusively(_ path: String, contents: String) throws(Diagnostic) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            throw .error("cannot write '\(path)': \(String(cString: strerror(errno)))")
        }
        var text = contents
        let failure: Int32? = text.withUTF8 { buffer in
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
        let closed = close(descriptor) == 0 ? nil : errno
        if let error = failure ?? closed {
            unlink(path)
            throw .error("cannot write '\(path)': \(String(cString: strerror(error)))")
        }
    }

    /// Swift files under the roots whose header names one of `specFiles`, and abandoned temporary files.
    private func generatedFiles(naming specFiles: Set<String>) -> Set<String> {
        var found = Set<String>()
        for root in roots {
            guard let walker = FileManager.default.enumerator(atPath: root) else { continue }
            for case let relative as String in walker {
                let path = root + "/" + relative
                if Self.isAbandonedTemporary(relative) {
                    found.insert(path)
                    continue
                }
                guard relative.hasSuffix(".swift") else { continue }
                guard let handle = FileHandle(forReadingAtPath: path) else { continue }
                let head = (try? handle.read(upToCount: 512)) ?? Data()
                try? handle.close()
                let text = String(decoding: head, as: UTF8.self)
                if let spec = GeneratedFileHeader.specFile(in: Substring(text)), specFiles.contains(spec) {
                    found.insert(path)
                }
            }
        }
        return found
    }

    /// A temporary file of `writeAtomically` whose process is gone: a run killed between writing
    /// and renaming. (A live process's temporary file is left alone: it is about to be renamed.)
    static func isAbandonedTemporary(_ relative: String) -> Bool {
        let name = (relative as NSString).lastPathComponent
        guard name.hasPrefix("."), name.hasSuffix(".tmp"),
            let marker = name.range(of: ".screengen-", options: .backwards),
            let pid = pid_t(name[marker.upperBound...].dropLast(".tmp".count))
        else { return false }
        return kill(pid, 0) == -1 && errno == ESRCH
    }

    static func normalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let standardized = URL(fileURLWithPath: absolute).standardizedFileURL.path
        // Resolve links in the longest part that exists: Foundation leaves a path that does not exist
        // yet unresolved, so a new file under a link to elsewhere would otherwise pass the roots check.
        var existing = standardized
        var missing: [String] = []
        while existing != "/" && !existing.isEmpty {
            if let resolved = realpath(existing, nil) {
                defer { free(resolved) }
                let base = String(cString: resolved)
                return ([base == "/" ? "" : base] + missing.reversed()).joined(separator: "/")
            }
            missing.append((existing as NSString).lastPathComponent)
            existing = (existing as NSString).deletingLastPathComponent
        }
        return standardized
    }

    /// `normalized` for many files in few folders: each folder is resolved once, and only a file that
    /// is itself a link is resolved alone (resolving every path component of every file was 14
    /// `readlink` calls per file, docs/performance.md). Gives what `normalized` gives.
    struct ResolvedFolders {
        private var folders: [String: String] = [:]

        mutating func normalized(_ path: String) -> String {
            let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
            let standardized = URL(fileURLWithPath: absolute).standardizedFileURL.path
            guard let slash = standardized.lastIndex(of: "/"), slash != standardized.startIndex else {
                return IncrementalWriter.normalized(path)
            }
            let name = standardized[standardized.index(after: slash)...]
            // A link (to anywhere) is resolved with the whole path, as `normalized` does; so is a name
            // whose status cannot be read for any reason but its absence.
            var status = stat()
            let found = lstat(standardized, &status) == 0
            if name.isEmpty || (found && status.st_mode & S_IFMT == S_IFLNK) || (!found && errno != ENOENT) {
                return IncrementalWriter.normalized(path)
            }
            let folder = String(standardized[..<slash])
            let resolved: String
            if let known = folders[folder] {
                resolved = known
            } else {
                resolved = IncrementalWriter.normalized(folder)
                folders[folder] = resolved
            }
            return (resolved == "/" ? "" : resolved) + "/" + name
        }
    }

    static func isInside(_ path: String, root: String) -> Bool {
        path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }
}

/// The errors of concurrent writes, by the file's place in the plan.
private final class WriteFailures: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [(index: Int, error: Diagnostic)] = []

    var any: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !errors.isEmpty
    }

    /// The error of the first failing file in plan order.
    var first: Diagnostic? {
        lock.lock()
        defer { lock.unlock() }
        return errors.min { $0.index < $1.index }?.error
    }

    func record(_ error: Diagnostic, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        errors.append((index, error))
    }
}
