import Foundation

/// Lists what is under a folder with `readdir`, which gives each entry's type with its name: a no-op
/// run over ~10,000 generated files spent a tenth of its time in `FileManager`'s enumerator, which
/// asks the file system for every entry's status (docs/performance.md).
enum FolderWalk {
    /// Paths relative to `root` of every entry that is not a folder (files, links, others), in no
    /// particular order. Folders are descended; links to folders are listed, not followed. A folder
    /// that cannot be read is skipped, as `FileManager.enumerator` skips it.
    static func entries(under root: String) -> [String] {
        var found: [String] = []
        var pending: [String] = [""]
        while let relative = pending.popLast() {
            let folderPath = relative.isEmpty ? root : root + "/" + relative
            guard let folder = opendir(folderPath) else { continue }
            defer { closedir(folder) }
            while let entry = readdir(folder) {
                let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                    pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
                }
                if name == "." || name == ".." { continue }
                let path = relative.isEmpty ? name : relative + "/" + name
                if isFolder(type: entry.pointee.d_type, at: root + "/" + path) {
                    pending.append(path)
                } else {
                    found.append(path)
                }
            }
        }
        return found
    }

    /// The type from `readdir`, or from `lstat` when the file system does not say (DT_UNKNOWN).
    private static func isFolder(type: UInt8, at path: String) -> Bool {
        if type != UInt8(DT_UNKNOWN) { return type == UInt8(DT_DIR) }
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }
}
