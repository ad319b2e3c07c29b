import Foundation

/// The names in a folder that a run looks for, read with `readdir`. An output folder holds a style's generated
/// files (~3,000 at 1,000 screens) and a run wants a few names among them (a killed run's temporary files, the
/// stamps): making a `String` of every name (`FileManager.contentsOfDirectory`) was ~1 % of a one-screen change.
enum FolderListing {
    /// The names in `folder` (not `.` or `..`) whose bytes `wanted` accepts, in the order `readdir` gives them;
    /// nil when the folder cannot be opened.
    static func names(in folder: String, where wanted: (UnsafeBufferPointer<UInt8>) -> Bool) -> [String]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw -> String? in
                let bytes = raw.bindMemory(to: UInt8.self)
                let name = UnsafeBufferPointer(
                    rebasing: bytes[..<strnlen(raw.baseAddress!.assumingMemoryBound(to: CChar.self), bytes.count)])
                let dot = UInt8(ascii: ".")
                guard !(name.count == 1 && name[0] == dot), !(name.count == 2 && name[0] == dot && name[1] == dot),
                    wanted(name)
                else { return nil }
                return String(decoding: name, as: UTF8.self)
            }
            if let name { names.append(name) }
        }
        return names
    }

    /// Whether `name` ends with the bytes of `suffix`.
    static func name(_ name: UnsafeBufferPointer<UInt8>, endsWith suffix: StaticString) -> Bool {
        let count = suffix.utf8CodeUnitCount
        return name.count >= count && memcmp(name.baseAddress! + name.count - count, suffix.utf8Start, count) == 0
    }
}
