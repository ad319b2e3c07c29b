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

    /// The spec files in specs/, as relative paths (`specs/Shop.yaml`), sorted.
    static func specFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent("specs").path)
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted().map { "specs/\($0)" }
    }
}
