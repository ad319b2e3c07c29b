import Foundation
import XCTest

@testable import ScreenGen

/// The helpers that spread a run's work over the cores give what the plain loops give.
final class OnEveryCoreTests: XCTestCase {
    /// Every index is worked on once, and the results come in index order, however the workers took them.
    func testEveryIndexIsTakenOnceAndResultsKeepTheirOrder() {
        for count in [0, 1, 2, 3, 1000] {
            let seen = Counts(count)
            let results = mapOnEveryCore(count) { index -> Int in
                seen.add(index)
                // Uneven work, so that the workers finish out of order.
                if index % 7 == 0 { usleep(200) }
                return index * 3
            }
            XCTAssertEqual(results, (0..<count).map { $0 * 3 }, "count \(count)")
            XCTAssertEqual(seen.values, Array(repeating: 1, count: count), "count \(count)")
        }
    }

    /// Both closures run, each once, and their results come back in place.
    func testBothAtOnceGivesBothResults() {
        let seen = Counts(2)
        let (first, second) = bothAtOnce(
            { () -> String in
                seen.add(0)
                return "first"
            },
            { () -> [Int] in
                seen.add(1)
                return [1, 2]
            })
        XCTAssertEqual(first, "first")
        XCTAssertEqual(second, [1, 2])
        XCTAssertEqual(seen.values, [1, 1])
    }
}

/// How often each index was seen, from several threads.
private final class Counts: @unchecked Sendable {
    private var counts: [Int]
    private let lock = NSLock()

    init(_ count: Int) { counts = Array(repeating: 0, count: count) }

    func add(_ index: Int) {
        lock.lock()
        defer { lock.unlock() }
        counts[index] += 1
    }

    var values: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return counts
    }
}
