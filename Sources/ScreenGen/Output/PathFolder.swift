import Foundation

/// A path with the length of its folder (the bytes before its last `/`), found and compared as bytes.
/// Runs that walk sorted paths ask, for each of ~21,000 files at 1,000 screens, whether it is in the same
/// folder as the one before: the generic `lastIndex(of:)` and `elementsEqual` over `String.UTF8View` were
/// ~5 % of a one-screen change's CPU (the stamp check, the new stamp's folders, the plan's reused files).
struct PathFolder {
    /// Native, so that reading its bytes copies nothing.
    private(set) var path: String
    /// The folder's length in bytes; -1 when the path has no `/`.
    let length: Int

    init(_ path: String) {
        var path = path
        length = path.withUTF8 { bytes in
            var position = bytes.count - 1
            while position >= 0, bytes[position] != UInt8(ascii: "/") { position -= 1 }
            return position
        }
        self.path = path
    }

    /// The folder's text ("" when the path has no `/`).
    var folder: String {
        var path = path
        return path.withUTF8 {
            String(decoding: UnsafeBufferPointer(rebasing: $0.prefix(max(0, length))), as: UTF8.self)
        }
    }

    /// Whether `other` is in the same folder, byte for byte (two paths without a `/` are).
    func sharesFolder(with other: PathFolder) -> Bool {
        guard length == other.length else { return false }
        guard length > 0 else { return true }
        var (mine, theirs) = (path, other.path)
        return mine.withUTF8 { mine in theirs.withUTF8 { memcmp(mine.baseAddress!, $0.baseAddress!, length) == 0 } }
    }
}
