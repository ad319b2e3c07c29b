import Foundation

/// Where the repository's specs and test fixtures are, found from this file's path.
enum FixturePaths {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let specs = repository.appendingPathComponent("specs")
    static let invalid = repository.appendingPathComponent("Tests/Fixtures/invalid")
    static let valid = repository.appendingPathComponent("Tests/Fixtures/valid")

    /// The files with `suffix` in `directory`, sorted by name.
    static func files(in directory: URL, suffix: String = ".yaml") -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(suffix) }.sorted().map { directory.appendingPathComponent($0) }
    }
}
