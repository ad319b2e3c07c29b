import Foundation

/// Absolute, standardised output paths with links resolved, so the writer can tell whether a path
/// stays inside its output folders.
enum OutputPaths {
    /// `path` made absolute and standardised by its text alone: no `.` or `..` components, no empty
    /// components, no trailing slash. (What `URL.standardizedFileURL.path` gives, without building a URL
    /// per file: that was a visible part of writing thousands of files, docs/performance.md.)
    static func standardized(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        guard needsStandardizing(absolute) else { return absolute }
        var components: [Substring] = []
        for component in absolute.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// The process's working folder, asked once: ScreenGen never changes it, and asking for every file of a run
    /// given a relative output folder was three `getcwd` calls per file (docs/performance.md, fourteenth round).
    private static let currentDirectory = FileManager.default.currentDirectoryPath

    /// Whether an absolute path has an empty, `.` or `..` component or a trailing slash.
    private static func needsStandardizing(_ absolute: String) -> Bool {
        var previous = UInt8(ascii: "/")
        var dots = 0  // dots since the last slash, or -1 once the component has anything else
        for byte in absolute.utf8.dropFirst() {
            if byte == UInt8(ascii: "/") {
                if previous == UInt8(ascii: "/") || dots > 0 { return true }
                dots = 0
            } else if byte == UInt8(ascii: "."), dots >= 0 {
                dots = dots < 2 ? dots + 1 : -1
            } else {
                dots = -1
            }
            previous = byte
        }
        return absolute.utf8.count > 1 && (previous == UInt8(ascii: "/") || dots > 0)
    }

    /// `standardized`, with links resolved in the longest part of the path that exists: a path that does
    /// not exist yet is otherwise left unresolved, and a new file under a link to elsewhere would pass the
    /// roots check.
    static func normalized(_ path: String) -> String {
        let standardized = standardized(path)
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
        private var folders: [String: (resolved: String, exists: Bool)] = [:]

        /// The normalized path, and whether its folder exists (when it does not, neither does the file:
        /// a fresh output folder needs no look at the disk per file). `isFree`: the caller saw nothing at
        /// `path` (`StagedFile.pathWasFree`), so it is no link and is not looked at again.
        mutating func normalized(_ path: String, isFree: Bool = false) -> (path: String, folderExists: Bool) {
            let standardized = OutputPaths.standardized(path)
            guard let slash = standardized.utf8.lastIndex(of: UInt8(ascii: "/")), slash != standardized.startIndex
            else {
                return (OutputPaths.normalized(path), true)
            }
            let name = standardized[standardized.index(after: slash)...]
            let folderPath = String(standardized[..<slash])
            let folder: (resolved: String, exists: Bool)
            if let known = folders[folderPath] {
                folder = known
            } else {
                var status = stat()
                folder = (OutputPaths.normalized(folderPath), stat(folderPath, &status) == 0)
                folders[folderPath] = folder
            }
            if folder.exists, !isFree || name.isEmpty {
                // A link (to anywhere) is resolved with the whole path, as `normalized` does; so is a name
                // whose status cannot be read for any reason but its absence.
                var status = stat()
                let found = lstat(standardized, &status) == 0
                if name.isEmpty || (found && status.st_mode & S_IFMT == S_IFLNK) || (!found && errno != ENOENT) {
                    return (OutputPaths.normalized(path), true)
                }
            } else if name.isEmpty {
                return (OutputPaths.normalized(path), false)
            }
            return ((folder.resolved == "/" ? "" : folder.resolved) + "/" + name, folder.exists)
        }
    }

    /// `/a/b/c.swift` as (`/a/b`, `c.swift`); `/c` as (`/`, `c`); `c` as (``, `c`). For the standardized paths
    /// the writer works with (no trailing slash), the same answers as NSString's `deletingLastPathComponent`
    /// and `lastPathComponent`, which cost a twentieth of a 1,000-screen run.
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return ("", path) }
        let name = String(path[path.utf8.index(after: slash)...])
        return (slash == path.startIndex ? "/" : String(path[..<slash]), name)
    }

    static func isInside(_ path: String, root: String) -> Bool {
        path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// Whether relative `path` names a place inside its folder the plain way: no empty component and none
    /// that starts with a dot (so no `.`, `..`, lock file or staging folder).
    static func isPlainRelative(_ path: String) -> Bool {
        var previous = UInt8(ascii: "/")
        for byte in path.utf8 {
            if previous == UInt8(ascii: "/") && (byte == UInt8(ascii: "/") || byte == UInt8(ascii: ".")) {
                return false
            }
            previous = byte
        }
        return previous != UInt8(ascii: "/")
    }

    /// A spec's path as generated files name it: resolved (links, `.`, `..`) and relative to the working
    /// directory when it is inside it, else absolute.
    static func portableSpecPath(_ path: String) -> String {
        let resolved = normalized(path)
        let folder = normalized(currentDirectory)
        return isInside(resolved, root: folder) ? String(resolved.dropFirst(folder.count + 1)) : resolved
    }

    /// `path` relative to `folder` (both absolute and standardised), with `..` where it lies outside.
    static func relative(_ path: String, from folder: String) -> String {
        let target = path.split(separator: "/")
        let base = folder.split(separator: "/")
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] { common += 1 }
        let parts = Array(repeating: "..", count: base.count - common) + target[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// Finds a link inside the output folders on the way to a path, so the writer never follows one: a
    /// linked folder or file inside an output folder is an error naming it, wherever it points. Each folder
    /// is looked at once (`lstat`), from the path up to the output folder it lies in.
    struct LinkCheck {
        /// The output folders, resolved.
        let roots: Set<String>
        private var folders: [String: String?] = [:]
        /// Whether a folder is absent (then so are the files in it: a fresh output needs no look per file).
        private var missing: [String: Bool] = [:]

        init(roots: [String]) { self.roots = Set(roots) }

        /// The first link (as written in `path`, standardised) between an output folder and `path` itself.
        /// `isFree`: the caller saw nothing at `path` (`StagedFile.pathWasFree`); only its folders are looked at.
        mutating func link(on path: String, isFree: Bool = false) -> String? {
            let standardized = OutputPaths.standardized(path)
            let folder = OutputPaths.split(standardized).folder
            if isFree || isMissing(folder) { return link(onFolder: folder) }
            var status = stat()
            if lstat(standardized, &status) == 0, status.st_mode & S_IFMT == S_IFLNK,
                isInsideRoot(OutputPaths.normalized(folder))
            {
                return standardized
            }
            return link(onFolder: folder)
        }

        private mutating func isMissing(_ folder: String) -> Bool {
            if let known = missing[folder] { return known }
            var status = stat()
            let absent = lstat(folder, &status) != 0 && errno == ENOENT
            missing[folder] = absent
            return absent
        }

        private mutating func link(onFolder folder: String) -> String? {
            if let known = folders[folder] { return known }
            var found: String?
            if folder != "/" && !roots.contains(folder) {
                let parent = OutputPaths.split(folder).folder
                var status = stat()
                if lstat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFLNK,
                    isInsideRoot(OutputPaths.normalized(parent))
                {
                    found = folder
                } else if !roots.contains(OutputPaths.normalized(folder)) {
                    found = link(onFolder: parent)
                }
            }
            folders[folder] = .some(found)
            return found
        }

        private func isInsideRoot(_ resolved: String) -> Bool {
            roots.contains { resolved == $0 || OutputPaths.isInside(resolved, root: $0) }
        }
    }
}
