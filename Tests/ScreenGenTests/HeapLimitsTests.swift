import XCTest

@testable import ScreenGen

/// The run's heap limits (`HeapLimits`) rest on two glibc functions looked up by name: on Linux both must be
/// found, or a 10,000-screen run silently keeps ~60 MB more (docs/performance.md, ninth round).
final class HeapLimitsTests: XCTestCase {
    func testTheMmapThresholdIsFixedAndFreePagesGoBackOnGlibc() {
        #if canImport(Glibc)
        XCTAssertTrue(HeapLimits.apply(), "mallopt was not found, or refused M_MMAP_THRESHOLD")
        XCTAssertTrue(HeapLimits.giveBack(), "malloc_trim was not found")
        #else
        XCTAssertFalse(HeapLimits.giveBack())
        #endif
    }
}
