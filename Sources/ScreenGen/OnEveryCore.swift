import Foundation

/// Results that concurrent workers fill, one index each, read once all are done.
final class ConcurrentSlots<Element>: @unchecked Sendable {
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
