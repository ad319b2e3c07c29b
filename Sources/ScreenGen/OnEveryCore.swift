import Foundation

/// Runs `body` for each index below `count` on every core. Each worker takes the next index not yet taken,
/// so neighbouring items (often of one size, or in one folder) are spread over the cores, and a worker that
/// falls behind (its core lent to another process, its items larger) leaves its share to the others: with
/// a fixed share each (worker k took k, k+n, k+2n…) the other cores idled at the end (docs/performance.md).
func forEachIndexOnEveryCore(_ count: Int, _ body: @Sendable (Int) -> Void) {
    let workers = min(count, max(1, ProcessInfo.processInfo.activeProcessorCount))
    let next = NextIndex(count)
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
        while let index = next.take() { body(index) }
    }
}

/// The indices below a count, handed out once each, in order, to whichever worker asks.
private final class NextIndex: @unchecked Sendable {
    private let lock = NSLock()
    private let count: Int
    private var next = 0

    init(_ count: Int) { self.count = count }

    func take() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }
}

/// `(0..<count).map(transform)`, computed on every core, in index order.
func mapOnEveryCore<Element>(_ count: Int, _ transform: @Sendable (Int) -> Element) -> [Element] {
    let slots = ConcurrentSlots<Element>(count: count)
    forEachIndexOnEveryCore(count) { slots.set($0, transform($0)) }
    return slots.values()
}

/// Results that concurrent workers fill, one index each, read once all are done.
private final class ConcurrentSlots<Element>: @unchecked Sendable {
    private var slots: [Element?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Element) {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = value
    }

    /// Every slot's value; each must have been set.
    func values() -> [Element] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0! }
    }
}
