/// How much of a style's output changes when the spec changes: the files and lines that differ
/// between the code generated from an old spec and from a new one.
///
/// A style whose files and lines change less for the same spec change confines changes better.
public struct ChangeAmplification: Sendable, Hashable, Codable {
    public var filesAdded = 0
    public var filesRemoved = 0
    public var filesChanged = 0
    /// Lines inserted and deleted (a changed line counts once in each).
    public var linesAdded = 0
    public var linesRemoved = 0

    public var filesTouched: Int { filesAdded + filesRemoved + filesChanged }
    public var linesTouched: Int { linesAdded + linesRemoved }

    public init() {}

    /// Compares two sets of files, path -> contents.
    public init(old: [String: String], new: [String: String]) {
        for (path, text) in new {
            guard let before = old[path] else {
                filesAdded += 1
                linesAdded += Self.lines(text).count
                continue
            }
            guard before != text else { continue }
            filesChanged += 1
            let difference = Self.lines(text).difference(from: Self.lines(before))
            linesAdded += difference.insertions.count
            linesRemoved += difference.removals.count
        }
        for (path, text) in old where new[path] == nil {
            filesRemoved += 1
            linesRemoved += Self.lines(text).count
        }
    }

    static func lines(_ text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
