import Foundation

enum EndToEndPaths {
    /// The repository root, found from this file's path.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Where generated packages live between runs (reused so builds are incremental):
    /// `$SCREENGEN_E2E_DIR`, else `/tmp/sg-e2e`.
    static var scratch: URL {
        let base = ProcessInfo.processInfo.environment["SCREENGEN_E2E_DIR"] ?? "/tmp/sg-e2e"
        return URL(fileURLWithPath: base)
    }

    /// The folders whose specs are built end to end: the examples, and the valid fixtures (specs at the
    /// edges of what is allowed, such as keyword and non-ASCII names, must give code that builds too).
    static let specFolders = ["specs", "Tests/Fixtures/valid"]

    /// The spec files in `specFolders`, as relative paths (`specs/Shop.yaml`), sorted within each folder.
    /// `SCREENGEN_E2E_SPECS=Search,HomeTimeline` keeps only the specs of `specs/` with those file names (and
    /// Shop and Scrums, which the suites also build as `public` and Combine variants; the small valid
    /// fixtures are always kept, the suites check some of their tests by name), so that a change to one
    /// feature can be built end to end in minutes; CI leaves it unset and builds them all.
    static func specFiles() throws -> [String] {
        let only = ProcessInfo.processInfo.environment["SCREENGEN_E2E_SPECS"].map {
            Set($0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } + ["Shop", "Scrums"])
        }
        return try specFolders.flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent(folder).path)
                .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted().map { "\(folder)/\($0)" }
        }.filter { file in
            !file.hasPrefix("specs/")
                || only?.contains(URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent) ?? true
        }
    }
}
