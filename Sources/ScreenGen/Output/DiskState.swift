import Foundation

/// How a planned file compares with what is on disk.
enum DiskState: Sendable, Hashable {
    /// Nothing readable there (or not a regular file): the write will create it, or word the error.
    case absent
    /// The same bytes (or a scaffold, which is never replaced).
    case same
    case different

    /// Reads the file at `file.path`. A file of another size is told apart without reading it.
    init(of file: OutputFile) {
        self.init(path: file.path, contents: file.contents, isScaffold: file.isScaffold)
    }

    /// How `contents` compares with the file at `path`. A run compares while it renders, before the plan's
    /// link check: a link at the path is not followed (the plan refuses it), and the file is opened without
    /// blocking, so that a pipe planted there cannot stop the run. Anything but a regular file compares as
    /// absent.
    init(path: String, contents: String, isScaffold: Bool) {
        var text = contents
        self = text.withUTF8 { Self.compare(path: path, bytes: $0, isScaffold: isScaffold).state }
    }

    /// How `bytes` compare with the file at `path` (`init(path:contents:isScaffold:)`), and whether the path
    /// named nothing at all (no file, link or folder).
    static func compare(
        path: String, bytes: UnsafeBufferPointer<UInt8>, isScaffold: Bool
    ) -> (state: DiskState, isFree: Bool) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
        guard descriptor >= 0 else { return (.absent, errno == ENOENT) }
        return (DiskState(descriptor: descriptor, bytes: bytes, isScaffold: isScaffold), false)
    }

    /// How `bytes` compare with the file open at `descriptor` (closed here).
    private init(descriptor: Int32, bytes expectedBytes: UnsafeBufferPointer<UInt8>, isScaffold: Bool) {
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            self = .absent
            return
        }
        if isScaffold {
            self = .same
            return
        }
        guard Int(status.st_size) == expectedBytes.count else {
            self = .different
            return
        }
        self = Self.contents(of: descriptor, equal: expectedBytes) ? .same : .different
    }

    /// Whether the first `expected.count` bytes of `descriptor` are `expected` (its size was checked: no
    /// read for the end of the file, one system call less per file in a no-op run).
    private static func contents(of descriptor: Int32, equal expected: UnsafeBufferPointer<UInt8>) -> Bool {
        let chunk = 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: chunk, alignment: 16)
        defer { buffer.deallocate() }
        var offset = 0
        while offset < expected.count {
            let count = read(descriptor, buffer, min(chunk, expected.count - offset))
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            if count == 0 { return false }
            guard offset + count <= expected.count,
                memcmp(buffer, expected.baseAddress! + offset, count) == 0
            else { return false }
            offset += count
        }
        return true
    }
}
