import FixtureSupport
import Foundation

/// The repository's fixture folders, found from this file's path.
enum FixtureFolders {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let hostile = repository.appendingPathComponent("Tests/Fixtures/hostile")
    static let invalid = repository.appendingPathComponent("Tests/Fixtures/invalid")
    static let valid = repository.appendingPathComponent("Tests/Fixtures/valid")
    static let specs = repository.appendingPathComponent("specs")

    /// The `.yaml` files of `folder`, sorted by name.
    static func yamlFiles(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { folder.appendingPathComponent($0) }
    }

    static func fixtures(in folder: URL) throws -> [MarkedFixture] {
        try yamlFiles(in: folder).map { url in
            let raw = String(decoding: try Data(contentsOf: url), as: UTF8.self)
            return try MarkedFixture(name: url.lastPathComponent, raw: raw)
        }
    }
}
