#if canImport(Glibc)
import Glibc
#endif

/// How a run keeps the C heap from holding memory it no longer uses (docs/performance.md, "Memory at 10,000
/// screens, ninth round").
///
/// glibc raises its `mmap` threshold to the size of each large block freed (up to 32 MB), so after the first
/// large arrays of a run (the ~200,000 file descriptions, their sorted orders, the manifests' text) every
/// later one came from the heap and left a hole when freed: at 10,000 screens the peak was ~30 MB higher.
/// A fixed threshold keeps blocks over 128 KiB in their own mappings, returned when freed. Free pages inside
/// the heaps (the rendering threads' arenas above all: their contexts are freed, the few file descriptions
/// among them are not) are given back at the run's phase boundaries (`giveBack`).
///
/// `mallopt` and `malloc_trim` are glibc's (`malloc.h`, not in Swift's `Glibc` module): looked up by name, and
/// nothing is done where they are missing.
enum HeapLimits {
    /// Once per process, before a run renders. Whether the threshold is fixed (false where glibc is missing).
    @discardableResult
    static func apply() -> Bool {
        fixed
    }

    /// Returns the free pages of every heap to the system, after a phase that freed much (rendering's contexts,
    /// the plan's working lists). Whether it could (false where glibc is missing).
    @discardableResult
    static func giveBack() -> Bool {
        guard let trim else { return false }
        _ = trim(0)
        return true
    }

    private static let fixed: Bool = {
        // 128 KiB is glibc's own starting value (`M_MMAP_THRESHOLD` is -3): setting it only stops it from growing.
        guard let mallopt = function("mallopt", as: (@convention(c) (Int32, Int32) -> Int32).self) else {
            return false
        }
        return mallopt(-3, 128 * 1024) == 1
    }()

    private static let trim = function("malloc_trim", as: (@convention(c) (Int) -> Int32).self)

    private static func function<Function>(_ name: String, as type: Function.Type) -> Function? {
        #if canImport(Glibc)
        guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
        return unsafeBitCast(address, to: type)
        #else
        return nil
        #endif
    }
}
