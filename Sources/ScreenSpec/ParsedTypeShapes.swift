import Foundation

/// Each type text's shape, parsed once per process.
///
/// Generating code asks for the shape of the same few type texts again and again (every sample value, preview
/// and optional check of every screen: `String`, `[Item]`, `Item?`), and parsing one again was ~2.5 % of a cold
/// run's CPU (docs/performance.md). Shared by the cores that build screens, so behind a lock. It holds one entry
/// per distinct text asked about, and is never emptied: no more than the type texts of the run's specs.
///
/// Only ASCII texts are remembered: between those, `String` equality is byte equality, so a remembered shape
/// is exactly the one the text asked about would parse to (two canonically equal texts with different
/// scalars would otherwise share the shape, and the scalars, of whichever came first).
final class ParsedTypeShapes: @unchecked Sendable {
    static let shared = ParsedTypeShapes()

    private let lock = NSLock()
    private var shapes: [String: SwiftTypeShape?] = [:]

    /// The shape of `text`, or nil when it is no type.
    func shape(of text: String) -> SwiftTypeShape? {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return SwiftTypeSyntax.shape(of: text) }
        lock.lock()
        let remembered = shapes[text]
        lock.unlock()
        if let remembered { return remembered }
        // Parsed outside the lock: two cores asking for a new text at once both parse it, to the same shape.
        let shape = SwiftTypeSyntax.shape(of: text)
        lock.lock()
        shapes[text] = .some(shape)
        lock.unlock()
        return shape
    }
}
