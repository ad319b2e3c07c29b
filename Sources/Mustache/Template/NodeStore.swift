/// Owns the memory of a compiled template's nodes: their text, their child lists and their tags.
///
/// Nodes point into this memory instead of holding arrays and objects, so a `Node` is a few plain words
/// and walking the tree copies no references. With arrays and tag objects, every node rendered was a
/// retain and a release of memory both rendering threads share, the largest part of rendering's CPU
/// (docs/performance.md, "Render plans"). The memory lives as long as the store: a `Template` holds the
/// store of its nodes, and nothing hands out a node without the template it came from.
///
/// Everything is placed one after another in a few large blocks, in the order the parser makes it, so a
/// template's nodes, tags and keys sit together in memory, as rendering reads them.
final class NodeStore: @unchecked Sendable {
    // @unchecked: written only while the template is parsed, read-only once it is built.
    private var blocks: [UnsafeMutableRawPointer] = []
    private var free: UnsafeMutableRawPointer?
    private var freeBytes = 0
    /// Deinitializes what was placed (values with strings or arrays inside: tags' names, raw text).
    private var cleanups: [() -> Void] = []

    static let blockSize = 16 * 1024

    init() {}

    deinit {
        for cleanup in cleanups { cleanup() }
        for block in blocks { block.deallocate() }
    }

    /// A copy of `bytes` that lives as long as the store.
    func bytes(_ bytes: some Collection<UInt8>) -> UnsafeBufferPointer<UInt8> {
        copy(Array(bytes))
    }

    /// `value`, moved into memory that lives as long as the store.
    func keep<T>(_ value: T) -> UnsafePointer<T> {
        UnsafePointer(copy([value]).baseAddress!)
    }

    /// A copy of `elements` (nodes, a parent's blocks) that lives as long as the store.
    func copy<T>(_ elements: [T]) -> UnsafeBufferPointer<T> {
        guard !elements.isEmpty else { return UnsafeBufferPointer(start: nil, count: 0) }
        let buffer = UnsafeMutableBufferPointer(start: place(T.self, count: elements.count), count: elements.count)
        _ = buffer.initialize(from: elements)
        cleanups.append { buffer.deinitialize() }
        return UnsafeBufferPointer(buffer)
    }

    /// Uninitialized memory for `count` values of `type`, after the last thing placed.
    private func place<T>(_ type: T.Type, count: Int) -> UnsafeMutablePointer<T> {
        let size = MemoryLayout<T>.stride * count
        let alignment = MemoryLayout<T>.alignment
        if let free {
            let padding = (alignment - Int(bitPattern: free) % alignment) % alignment
            if padding + size <= freeBytes {
                let start = free + padding
                self.free = start + size
                freeBytes -= padding + size
                return start.bindMemory(to: T.self, capacity: count)
            }
        }
        // A new block (alignment is at most 16, which the allocation gives), or one of its own for a
        // large value.
        let blockBytes = max(Self.blockSize, size)
        let block = UnsafeMutableRawPointer.allocate(byteCount: blockBytes, alignment: 16)
        blocks.append(block)
        free = block + size
        freeBytes = blockBytes - size
        return block.bindMemory(to: T.self, capacity: count)
    }
}
