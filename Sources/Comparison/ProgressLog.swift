import Foundation

/// One line per step on stderr, prefixed with the time since the comparison started, so a long
/// run shows where it is and where the time went.
public final class ProgressLog: @unchecked Sendable {
    private let start = Date()
    private let write: @Sendable (String) -> Void
    private let lock = NSLock()

    /// - Parameter write: where lines go; stderr by default.
    public init(write: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }) {
        self.write = write
    }

    public func step(_ text: String) {
        let elapsed = Date().timeIntervalSince(start)
        lock.lock()
        defer { lock.unlock() }
        write(String(format: "[%7.1fs] ", elapsed) + text + "\n")
    }
}
