import Foundation
import XCTest

@testable import ScreenGen

/// The styles inside the binary are the ones in Templates/.
///
/// They are checked in as Sources/ScreenGen/BuiltinTemplates.swift rather than embedded by a build tool
/// plugin, because SwiftPM builds `generate` for ScreenGenPlugin without running build tool plugins on
/// its dependencies. So after editing a template, run `make templates`; this test says when that was
/// forgotten.
final class BuiltinTemplatesTests: XCTestCase {
    func testEmbeddedTemplatesAreTheTemplatesFolder() throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Templates")
        let onDisk = try Self.files(under: root)
        XCTAssertFalse(onDisk.isEmpty, "no templates found under \(root.path)")
        let embedded = BuiltinStyles.files
        let stale = "Sources/ScreenGen/BuiltinTemplates.swift is stale: run `make templates`"
        XCTAssertEqual(embedded.keys.sorted(), onDisk.keys.sorted(), stale)
        for (path, text) in onDisk.sorted(by: { $0.key < $1.key }) where embedded[path] != nil {
            XCTAssertEqual(embedded[path], text, "\(path) differs from Templates/\(path). \(stale)")
        }
    }

    /// What every style prints the same way is written once, in a shared partial (docs/templates.md, "Shared
    /// partials"): a line that only such a partial should hold, found in another built-in template, is a
    /// copy that can drift.
    func testSharedPartsAreWrittenOnce() {
        let owners = [
            "XCTAssertNotEqual(": "shared/TestCase.mustache",
            "#expect(screen.{{$screenPath}}": "shared/TestCase.mustache",
            "import Testing": "shared/TestImport.mustache",
            "@Suite struct": "shared/TestSuite.mustache",
            "Task { {{awaitPrefix}}screen.{{invocation}} }": "shared/TestCase.mustache",
            "_{{mock.callCount}} += 1": "shared/MockRecorder.mustache",
            "if let handler = locked({ _{{mock.handler}} })": "shared/MockRecorder.mustache",
        ]
        for (line, owner) in owners.sorted(by: { $0.key < $1.key }) {
            let holders = BuiltinStyles.files.keys.filter { BuiltinStyles.files[$0]!.contains(line) }.sorted()
            XCTAssertEqual(holders, [owner], "`\(line)` belongs in \(owner) only")
        }
    }

    /// Every non-hidden file under `root`, by path relative to it (the rule embed-templates follows).
    static func files(under root: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        let base = root.standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        else { return files }
        for case let url as URL in walker {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(base.count + 1))
            if relative.hasPrefix(".") || relative.contains("/.") { continue }
            files[relative] = try String(contentsOf: url, encoding: .utf8)
        }
        return files
    }
}
