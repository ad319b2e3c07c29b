/// Owns the memory of a compiled template's nodes: their text, their child lists and their tags.
///
/// Nodes point into this memory instead of holding arrays and objects, so a `Node` is a few plain words
/// and walking the tree copies no references. With arrays and tag objects, every node rendered was a
/// retain and a release of memory both rendering threads share, the largest part of rendering's CPU
/// (docs/performance.md, "Render plans"). The memory lives as long as the store: a `Template` holds the
/// store of its nodes, and nothing hands out a node without the template it came from.
final class NodeStore: @unchecked Sendable {
    // @unchecked: written only while the template is parsed, read-only once it is built.
    private var cleanups: [() -> Void] = []

    init() {}

    deinit {
        for cleanup in cleanups { cleanup() }
    }

    /// A copy of `bytes` that lives as long as the store.
    func bytes(_ bytes: some Collection<UInt8>) -> UnsafeBufferPointer<UInt8> {
        copy(Array(bytes))
    }

    /// `value`, moved into memory that lives as long as the store.
    func keep<T>(_ value: T) -> UnsafePointer<T> {
        let pointer = UnsafeMutablePointer<T>.allocate(capacity: 1)
        pointer.initialize(to: value)
        cleanups.append {
            pointer.deinitialize(count: 1)
            pointer.deallocate()
        }
        return UnsafePointer(pointer)
    }

    /// A copy of `elements` (nodes, a parent's blocks) that lives as long as the store.
    func copy<T>(_ elements: [T]) -> UnsafeBufferPointer<T> {
        guard !elements.isEmpty else { return UnsafeBufferPointer(start: nil, count: 0) }
        let buffer = UnsafeMutableBufferPointer<T>.allocate(capacity: elements.count)
        _ = buffer.initialize(from: elements)
        cleanups.append {
            buffer.deinitialize()
            buffer.deallocate()
        }
        return UnsafeBufferPointer(buffer)
    }
}
