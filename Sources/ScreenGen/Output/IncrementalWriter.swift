import Diagnostics
import Foundation
import Mustache

/// Writes generated files so that a build sees as little change as possible:
/// - a file is written only when its bytes differ (modification times of unchanged files stay put);
/// - every write is atomic: a temporary file in the same folder, then rename (a new file on Linux: an
///   unnamed file, then a link), so a killed run leaves each file with either its old or its new content;
/// - no path may resolve outside its output folder;
/// - no link inside an output folder is followed;
/// - only files recorded in an output folder's manifest (`OutputManifest`) are updated or removed;
/// - scaffolds are written only when absent.
public struct IncrementalWriter: Sendable {
    /// The folders this run may write in (absolute, standardised).
    public let roots: [String]

    public init(roots: [String]) {
        self.roots = roots.map { OutputPaths.normalized($0) }
    }

    /// Compares `files` with the disk and with the manifest of each output folder. `owners` are the specs and
    /// styles of this run, `removableKinds` the kinds of file it produces: files the manifests record for
    /// them that the run no longer produces are planned for removal. Nothing outside the manifests is
    /// removed, and nothing is listed beyond the folders this run's files are in.
    /// `reused` are files of screens not rendered again (`GenerationRun+Reuse`), at resolved paths: the run
    /// stamp saw them as the last run left them, so they are unchanged without being read. They are taken as
    /// one block (`ReusedFiles`): neither listed one by one in the plan nor looked up in the manifests.
    public func plan(
        _ files: consuming [OutputFile], reused: ReusedFiles = ReusedFiles(), owners: Set<SpecOwner>,
        removableKinds: Set<String> = Set(FileKind.allCases.map(\.rawValue))
    ) throws(Diagnostic) -> WritePlan {
        try checkRoots()
        var produced = Set<String>()
        var folders = OutputPaths.ResolvedFolders()
        var links = OutputPaths.LinkCheck(roots: roots)
        var inExistingFolder = [Bool](repeating: false, count: files.count)
        var fileRoots: [String] = []
        fileRoots.reserveCapacity(files.count)
        // The innermost output folder holding a path; `root/` built once per root, not once per file and root.
        let rootPrefixes = roots.map { (root: $0, prefix: $0.hasSuffix("/") ? $0 : $0 + "/") }
        func innermostRoot(_ path: String) -> Int? {
            var found: Int?
            for (index, (root, prefix)) in rootPrefixes.enumerated()
            where path.hasPrefix(prefix) && root.utf8.count > (found.map { roots[$0].utf8.count } ?? -1) {
                found = index
            }
            return found
        }
        // Positions are sorted, not the files (see `PreparedStyle.assemble`); each file's path is normalized in
        // place, so the plan holds one list of files, not a sorted copy as well.
        let order = files.indices.sorted(by: { files[$0].path < files[$1].path })
        for position in order {
            let given = files[position].path
            let isFree = files[position].staged?.pathWasFree == true
            if let link = links.link(on: given, isFree: isFree) {
                throw .error("refusing to write '\(given)': '\(link)' is a link inside the output folder")
            }
            let (path, folderExists) = folders.normalized(given, isFree: isFree)
            inExistingFolder[position] = folderExists
            // The innermost output folder holds the file in its manifest (`out/Tests` inside `out`).
            guard let root = innermostRoot(path) else {
                throw .error("refusing to write '\(given)': it is outside the output folders")
            }
            guard produced.insert(path).inserted, !reused.contains(path) else {
                throw .error("two generated files have the same path '\(given)'")
            }
            files[position].path = path
            fileRoots.append(roots[root])
        }
        // The reused files' output folders, found once per folder: whether a file is inside a root depends on
        // its folder alone, and the files of a folder mostly come together (they are sorted).
        var reusedRoots: [Int] = []
        reusedRoots.reserveCapacity(reused.paths.count)
        var folder = PathFolder("")
        var folderRoot: Int?
        for path in reused.paths {
            let file = PathFolder(path)
            if folderRoot == nil || !file.sharesFolder(with: folder) {
                folder = file
                folderRoot = innermostRoot(path)
            }
            guard let root = folderRoot else {
                throw .error("refusing to write '\(path)': it is outside the output folders")
            }
            reusedRoots.append(root)
        }
        // Reading what is on disk is most of a no-op run: done on every core, or already as the files
        // rendered (`StagedFile`).
        let lookedUp = inExistingFolder
        let states = { [files] in
            mapOnEveryCore(files.count) {
                files[$0].staged?.state ?? (lookedUp[$0] ? DiskState(of: files[$0]) : .absent)
            }
        }()
        var ownership = try Ownership(roots: roots, owners: owners, readingLines: !reused.isEmpty)
        // The files go into the plan's lists in plan order (each list made at its final size: grown by doubling,
        // the changes were held twice while the last growth copied them), and are claimed from there once the
        // given list is released: ~200,000 file descriptions at 10,000 screens were held twice while `Ownership`
        // recorded their manifest entries (docs/performance.md, tenth round).
        let sameCount = states.lazy.filter { $0 == .same }.count
        var changes: [WritePlan.Change] = []
        changes.reserveCapacity(files.count - sameCount)
        var unchanged: [String] = []
        unchanged.reserveCapacity(sameCount)
        var unchangedFiles: [OutputFile] = []
        unchangedFiles.reserveCapacity(sameCount)
        var screens: [String: ValueFingerprint] = [:]
        screens.reserveCapacity(files.lazy.filter { $0.screen != nil }.count)
        var sortedStates: [DiskState] = []
        sortedStates.reserveCapacity(files.count)
        for position in order {
            let (file, state) = (files[position], states[position])
            if let screen = file.screen { screens[file.path] = screen }
            sortedStates.append(state)
            switch state {
            case .absent: changes.append(.create(file))
            case .same:
                unchanged.append(file.path)
                unchangedFiles.append(file)
            case .different: changes.append(.update(file))
            }
        }
        files = []  // the only reference: the caller handed it over
        var (nextChange, nextUnchanged) = (0, 0)
        for (state, root) in zip(sortedStates, fileRoots) {
            let file: OutputFile
            if state == .same {
                file = unchangedFiles[nextUnchanged]
                nextUnchanged += 1
            } else {
                file = changes[nextChange].written!.file
                nextChange += 1
            }
            try ownership.claim(file, in: root, state: state)
        }
        unchangedFiles = []
        ownership.keep(reused, outputFolders: reusedRoots)
        let stale = try ownership.stale(except: produced, removableKinds: removableKinds, links: &links)
        for path in stale.remove.sorted() {
            changes.append(.remove(path: path))
        }
        return WritePlan(
            changes: changes, unchanged: unchanged, reused: reused, manifests: ownership.changedManifests(),
            kept: stale.kept.sorted(), screens: screens)
    }

    /// The file system's root is no output folder: a run would lock, list and record in it.
    public func checkRoots() throws(Diagnostic) {
        if roots.contains("/") {
            throw .error("refusing to use '/' as an output folder: ScreenGen writes only into a folder of its own")
        }
    }

    /// Carries out a plan. Each file is replaced atomically.
    ///
    /// Files are written on every core (creating thousands of files is mostly kernel time); the folders
    /// are created first, once each. A staged file (`StagedFile`) is renamed into place. After a failed
    /// write no further write starts, and the error of the first failing file in plan order is thrown,
    /// before any removal.
    public func apply(_ plan: WritePlan) throws(Diagnostic) {
        try Self.writeConcurrently(plan.changes)
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
        // Last: a run killed before this leaves files the next run adopts (their header names the spec) or
        // entries for files already gone.
        for manifest in plan.manifests {
            try Self.writeAtomically(manifest.contents, to: manifest.path)
        }
    }

    /// Writes the files `changes` creates or updates atomically, two or more at a time, each folder created
    /// once beforehand. The changes are read in place: a 10,000-screen run has ~200,000 of them.
    static func writeConcurrently(_ changes: [WritePlan.Change]) throws(Diagnostic) {
        var folders = Set<String>()
        for case (let file, _)? in changes.lazy.map(\.written) {
            let folder = OutputPaths.split(file.path).folder
            guard folders.insert(folder).inserted else { continue }
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                guard file.staged == nil else {
                    throw .error("cannot write '\(file.path)': \(error.localizedDescription)")
                }
                // Reported by the write below, with the file's name, as a single write reports it.
                try writeAtomically(file.contents, to: file.path)
            }
        }
        let failures = WriteFailures()
        forEachIndexOnEveryCore(changes.count) { index in
            guard !failures.any, let (file, isNew) = changes[index].written else { return }
            do throws(Diagnostic) {
                if let staged = file.staged {
                    guard let temporary = staged.temporary else {
                        throw .error("cannot write '\(file.path)': its bytes were compared but not staged")
                    }
                    try moveStaged(temporary, to: file.path)
                } else if isNew {
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
