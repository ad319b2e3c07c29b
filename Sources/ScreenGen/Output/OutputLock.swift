import Diagnostics
import Foundation

/// A lock on each output folder (`flock` on `<root>/.screengen-lock`), held from comparing with the disk
/// until the last write: two runs into one folder take turns, so each plans against the tree the other
/// left and the folder ends as one run's whole output, never a mix. A run that only plans (`--dry-run`,
/// `--check`) takes a shared lock where the folder exists, and creates nothing.
/// The lock goes with the process: a killed run holds nothing. The lock file stays (removing it would let
/// a third run lock a new file while a second waits on the old one).
public final class OutputLock: Sendable {
    static let fileName = ".screengen-lock"
    private let descriptors: [Int32]

    private init(descriptors: [Int32]) { self.descriptors = descriptors }

    deinit {
        for descriptor in descriptors {
            flock(descriptor, LOCK_UN)
            close(descriptor)
        }
    }

    /// Locks every root (in sorted order, so two runs with overlapping roots cannot deadlock). When one is
    /// held by another run, `waiting` is told once, and the run waits up to `timeout` seconds.
    static func acquire(
        roots: [String], exclusive: Bool, timeout: Double, waiting: (@Sendable (String) -> Void)?
    ) throws(Diagnostic) -> OutputLock {
        var descriptors: [Int32] = []
        func fail(_ diagnostic: Diagnostic) -> Diagnostic {
            for descriptor in descriptors { close(descriptor) }
            return diagnostic
        }
        for root in Set(roots).sorted() {
            let path = root + "/" + fileName
            if exclusive {
                do { try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true) } catch {
                    throw fail(.error("cannot create output folder '\(root)': \(error.localizedDescription)"))
                }
            }
            let flags = (exclusive ? O_RDWR | O_CREAT : O_RDONLY) | O_NOFOLLOW | O_CLOEXEC
            let descriptor = open(path, flags, 0o666)
            guard descriptor >= 0 else {
                if !exclusive && errno == ENOENT { continue }  // nothing written there yet: nothing to guard
                throw fail(.error("cannot open the lock file '\(path)': \(String(cString: strerror(errno)))"))
            }
            descriptors.append(descriptor)
            let operation = exclusive ? LOCK_EX : LOCK_SH
            let start = Date()
            var told = false
            while flock(descriptor, operation | LOCK_NB) != 0 {
                guard errno == EWOULDBLOCK || errno == EINTR else {
                    throw fail(.error("cannot lock '\(path)': \(String(cString: strerror(errno)))"))
                }
                if !told {
                    waiting?("waiting for another ScreenGen run writing to '\(root)' (it holds '\(path)')")
                    told = true
                }
                guard Date().timeIntervalSince(start) < timeout else {
                    throw fail(
                        .error(
                            "another ScreenGen run has been writing to '\(root)' for \(String(format: "%g", timeout)) s; gave up",
                            hint: "if no other run is going, another process holds '\(path)' open"))
                }
                usleep(20_000)
            }
        }
        return OutputLock(descriptors: descriptors)
    }
}
