import Foundation

/// Each type text's parse, made once per process: the one place type text is read and remembered.
///
/// The validator checks the same few type texts again and again, and generating code asks for their shapes for
/// every sample value, preview and optional check of every screen (`String`, `[Item]`, `Item?`): parsing one
/// again was ~2.5 % of a cold run's CPU (docs/performance.md). Shared by the cores that validate and build screens,
/// so behind a lock. It holds one entry per distinct text asked about, and is never emptied: no more than the
/// type texts of the run's specs.
///
/// Keyed by exact spelling (`ExactText`): a parse keeps the text's scalars, so two canonically equal texts with
/// different scalars each get their own.
final class ParsedTypeShapes: @unchecked Sendable {
    static let shared = ParsedTypeShapes()

    private let lock = NSLock()
    private var parses: [ExactText: Result<SwiftTypeShape, SwiftTypeSyntax.Problem>] = [:]

    /// What `text` is made of, or why it is no type (`SwiftTypeSyntax.parse`).
    func parse(_ text: String) -> Result<SwiftTypeShape, SwiftTypeSyntax.Problem> {
        let key = ExactText(text)
        lock.lock()
        let remembered = parses[key]
        lock.unlock()
        if let remembered { return remembered }
        // Parsed outside the lock: two cores asking for a new text at once both parse it, to the same result.
        let parsed = SwiftTypeSyntax.parse(text)
        lock.lock()
        parses[key] = parsed
        lock.unlock()
        return parsed
    }

    /// The shape of `text`, or nil when it is no type.
    func shape(of text: String) -> SwiftTypeShape? {
        try? parse(text).get()
    }
}
