import Diagnostics
import Foundation

/// Writes generated files so that a build sees as little change as possible:
/// - a file is written only when its bytes differ (modification times of unchanged files stay put);
/// - every write is atomic: a temporary file in the same folder, then rename (a new file on Linux: an
///   unnamed file, then a link), so a killed run leaves each file with either its old or its new content;
/// - no path may resolve outside its output folder;
/// - stale files are removed only when they carry the generator's header naming one of this run's specs;
/// - scaffolds are written only when absent.
public struct IncrementalWriter: Sendable {
    /// The folders this run may write in (absolute, standardised).
    public let roots: [String]

    public init(roots: [String]) {
        self.roots = roots.map { OutputPaths.normalized($0) }
    }

    /// Compares `files` with the disk. `specFiles` are the specs of this run: generated files in the roots
    /// that name one of them but are no longer produced are planned for removal.
    public func plan(_ files: [OutputFile], specFiles: Set<String>) throws(Diagnostic) -> WritePlan {
        var produced = Set<String>()
        var folders = OutputPaths.ResolvedFolders()
        var normalizedFiles: [OutputFile] = []
        normalizedFiles.reserveCapacity(files.count)
        var inExistingFolder: [Bool] = []
        // Positions are sorted, not the files (see `PreparedStyle.assemble`).
        for position in files.indices.sorted(by: { files[$0].path < files[$1].path }) {
            let file = files[position]
            let (path, folderExists) = folders.normalized(file.path)
            inExistingFolder.append(folderExists)
            guard roots.contains(where: { OutputPaths.isInside(path, root: $0) }) else {
                throw .error("refusing to write '\(file.path)': it is outside the output folders")
            }
            guard produced.insert(path).inserted else {
                throw .error("two generated files have the same path '\(file.path)'")
            }
            var normalizedFile = file
            normalizedFile.path = path
            normalizedFiles.append(normalizedFile)
        }
        // Reading what is on disk is most of a no-op run: done on every core.
        let planned = normalizedFiles
        let lookedUp = inExistingFolder
        let states = mapOnEveryCore(planned.count) { lookedUp[$0] ? DiskState(of: planned[$0]) : .absent }
        var changes: [WritePlan.Change] = []
        var unchanged: [String] = []
        for (file, state) in zip(planned, states) {
            switch state {
            case .absent: changes.append(.create(file))
            case .same: unchanged.append(file.path)
            case .different: changes.append(.update(file))
            }
        }
        for stale in generatedFiles(naming: specFiles, except: produced).sorted() {
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
        let writes = plan.changes.compactMap { change -> (file: OutputFile, isNew: Bool)? in
            switch change {
            case .create(let file): return (file, true)
            case .update(let file): return (file, false)
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
    /// `isNew` files were absent when planned.
    static func writeConcurrently(_ files: [(file: OutputFile, isNew: Bool)]) throws(Diagnostic) {
        var folders = Set<String>()
        for (file, _) in files {
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
        forEachIndexOnEveryCore(files.count) { index in
            guard !failures.any else { return }
            let (file, isNew) = files[index]
            do throws(Diagnostic) {
                if isNew {
                    try writeNew(file.contents, to: file.path)
                } else {
                    try writeAtomically(file.contents, to: file.path, creatingFolder: false)
                }
            } catch {
                failures.record(error, at: index)
            }
        }
        if let first = failures.first { throw first }
    }

    /// Swift files under the roots whose header names one of `specFiles`, and abandoned temporary files;
    /// files this run produces (`except`) are skipped unread.
    private func generatedFiles(naming specFiles: Set<String>, except produced: Set<String>) -> Set<String> {
        var found = Set<String>()
        for root in roots {
            for relative in FolderWalk.entries(under: root) {
                let path = root + "/" + relative
                if Self.isAbandonedTemporary(relative) {
                    found.insert(path)
                    continue
                }
                guard relative.hasSuffix(".swift"), !produced.contains(path) else { continue }
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
