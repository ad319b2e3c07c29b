import Foundation

/// Folders opened once for a run's renames (`renameat` relative to a file's folder and its staging folder):
/// each rename then walks neither path again. Read-only once made, so the writing cores share it.
final class FolderDescriptors: @unchecked Sendable {
    private var descriptors: [String: Int32] = [:]

    /// Opens each of `folders` (one that cannot be opened is left out: its files are renamed by path).
    init(_ folders: some Sequence<String>) {
        for folder in folders where descriptors[folder] == nil {
            let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if descriptor >= 0 { descriptors[folder] = descriptor }
        }
    }

    deinit {
        for descriptor in descriptors.values { close(descriptor) }
    }

    subscript(folder: String) -> Int32? { descriptors[folder] }
}
