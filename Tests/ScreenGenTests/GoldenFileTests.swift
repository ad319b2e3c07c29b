import Foundation
import ScreenSpec
import XCTest

@testable import ScreenGen

/// Compares the generated code for specs/Shop.yaml with the files in Tests/Fixtures/golden/<style>/Shop.
/// Re-record with `SCREENGEN_RECORD=1 swift test --filter GoldenFileTests` and review the diff.
final class GoldenFileTests: XCTestCase {
    func test_shopMVVM_matchesGoldenFiles() throws {
        try assertGolden(spec: "Shop", style: "mvvm")
    }

    func assertGolden(spec name: String, style styleName: String, file: StaticString = #filePath, line: UInt = #line)
        throws
    {
        let spec = try RepositorySpecs.load(name)
        let style = try XCTUnwrap(try StyleCatalog.builtin()[styleName])
        let files = try Generator.render(spec: spec, style: style)
        let folder = RepositorySpecs.root.appendingPathComponent("Tests/Fixtures/golden/\(styleName)/\(name)")
        let manager = FileManager.default

        if ProcessInfo.processInfo.environment["SCREENGEN_RECORD"] == "1" {
            try? manager.removeItem(at: folder)
            for generated in files {
                let url = folder.appendingPathComponent("\(generated.kind.rawValue)/\(generated.path)")
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(generated.contents.utf8).write(to: url)
            }
            return
        }

        var expectedPaths: Set<String> = []
        if let walker = manager.enumerator(atPath: folder.path) {
            while let path = walker.nextObject() as? String {
                var isDirectory: ObjCBool = false
                if manager.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory),
                    !isDirectory.boolValue
                {
                    expectedPaths.insert(path)
                }
            }
        }
        let generatedPaths = Set(files.map { "\($0.kind.rawValue)/\($0.path)" })
        XCTAssertEqual(
            generatedPaths.sorted(), expectedPaths.sorted(),
            "generated files differ from golden files (SCREENGEN_RECORD=1 re-records)", file: file, line: line)
        for generated in files {
            let relative = "\(generated.kind.rawValue)/\(generated.path)"
            guard let expected = try? String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
            else {
                continue
            }
            if let difference = LineDiff.firstDifferences(expected: expected, actual: generated.contents) {
                XCTFail(
                    "\(relative) differs from its golden file (SCREENGEN_RECORD=1 re-records):\n\(difference)",
                    file: file, line: line)
            }
        }
    }
}

/// A short line diff for failure messages.
enum LineDiff {
    /// nil when equal; else the differing lines (up to `limit`) as `-expected` / `+actual` with line numbers.
    static func firstDifferences(expected: String, actual: String, limit: Int = 12) -> String? {
        guard expected != actual else { return nil }
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [String] = []
        for index in 0..<max(old.count, new.count) where lines.count < limit * 2 {
            let left = index < old.count ? String(old[index]) : nil
            let right = index < new.count ? String(new[index]) : nil
            guard left != right else { continue }
            if let left { lines.append("\(index + 1) -\(left)") }
            if let right { lines.append("\(index + 1) +\(right)") }
        }
        return lines.joined(separator: "\n")
    }
}
