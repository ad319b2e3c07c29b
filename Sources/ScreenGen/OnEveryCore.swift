import Foundation

/// Runs `body` for each index below `count` on every core: each worker takes the next index not taken yet, so
/// neighbouring items (often of one size, or in one folder) are spread over the cores, and a core slowed by
/// other work takes fewer. (With each worker taking every n-th index, a cold run's rendering ended on one core
/// for a while, and took 7 % longer with another program busy on one core, docs/performance.md, fourteenth
/// round.)
func forEachIndexOnEveryCore(_ count: Int, _ body: @Sendable (Int) -> Void) {
    let workers = min(count, max(1, ProcessInfo.processInfo.activeProcessorCount))
    let indices = IndexDispenser(count: count)
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
        while let index = indices.next() { body(index) }
    }
}

/// Hands out the indices below a count, each once, in order, to whichever worker asks.
private final class IndexDispenser: @unchecked Sendable {
    private let count: Int
    private var taken = 0
    private let lock = NSLock()

    init(count: Int) { self.count = count }

    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard taken < count else { return nil }
        taken += 1
        return taken - 1
    }
}

/// `(0..<count).map(transform)`, computed on every core, in index order.
func mapOnEveryCore<Element>(_ count: Int, _ transform: @Sendable (Int) -> Element) -> [Element] {
    let slots = ConcurrentSlots<Element>(count: count)
    forEachIndexOnEveryCore(count) { slots.set($0, transform($0)) }
    return slots.values()
}

/// `(first(), second())`, the two worked out at once, each on a core of its own (in turn on one core).
func bothAtOnce<First: Sendable, Second: Sendable>(
    _ first: @Sendable () -> First, _ second: @Sendable () -> Second
) -> (First, Second) {
    let firsts = ConcurrentSlots<First>(count: 1)
    let seconds = ConcurrentSlots<Second>(count: 1)
    DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 { firsts.set(0, first()) } else { seconds.set(0, second()) }
    }
    return (firsts.values()[0], seconds.values()[0])
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
