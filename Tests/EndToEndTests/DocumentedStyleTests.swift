import FixtureSupport
import Foundation
import ScreenGen
import XCTest

/// docs/templates.md, "Writing a third style", shows a complete style: this test takes its files out of
/// the page (each code block after a `<!-- file: PATH -->` line), generates specs/Shop.yaml with it and
/// type-checks the output in Swift 6 mode with warnings as errors.
final class DocumentedStyleTests: XCTestCase {
    func test_theStyleOnTheTemplatesPage_generatesCodeThatCompiles() throws {
        let page = try String(
            contentsOf: EndToEndPaths.repository.appendingPathComponent("docs/templates.md"), encoding: .utf8)
        let files = Self.files(in: page)
        XCTAssertEqual(files.keys.sorted(), ["events/Events.swift.mustache", "events/style.yaml"])

        let folder = try TemporaryFolder(self, name: "documented").url
        for (path, text) in files {
            let url = folder.appendingPathComponent("styles/\(path)")
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let output = folder.appendingPathComponent("out")
        var request = GenerationRequest(
            specPaths: [EndToEndPaths.repository.appendingPathComponent("specs/Shop.yaml").path], styles: ["events"],
            output: output.path, templatesDirectory: folder.appendingPathComponent("styles").path)
        request.kinds = [.source]
        let run = GenerationRun.prepare(request)
        XCTAssertEqual(run.diagnostics.map(\.message), [])
        try run.apply()

        // Besides the style's files, only the run's own records (manifest, lock, run stamp), and no other folder.
        let listing = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        let generated = listing.filter { !$0.hasPrefix(".") }
        XCTAssertEqual(generated, ["ItemDetailEvents.swift", "ItemListEvents.swift"])
        XCTAssertEqual(Set(listing).subtracting(generated).filter { !$0.hasPrefix(".screengen-") }, [])
        XCTAssertTrue(listing.contains(".screengen-manifest"), "\(listing)")
        let list = try String(contentsOf: output.appendingPathComponent("ItemListEvents.swift"), encoding: .utf8)
        XCTAssertTrue(list.contains(#"static let load = "ItemList.load""#), list)

        let swiftc = Process()
        swiftc.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        swiftc.arguments =
            ["swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors"]
            + generated.map { output.appendingPathComponent($0).path }
        let pipe = Pipe()
        swiftc.standardOutput = pipe
        swiftc.standardError = pipe
        try swiftc.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        swiftc.waitUntilExit()
        XCTAssertEqual(swiftc.terminationStatus, 0, text)
    }

    /// `<!-- file: PATH -->` followed by a fenced code block: PATH -> the block's text.
    static func files(in page: String) -> [String: String] {
        var result: [String: String] = [:]
        var lines = page.split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let line = lines.popFirst() {
            guard line.hasPrefix("<!-- file: "), line.hasSuffix(" -->") else { continue }
            let path = String(line.dropFirst("<!-- file: ".count).dropLast(" -->".count))
            guard lines.popFirst()?.hasPrefix("```") == true else { continue }
            var body: [Substring] = []
            while let next = lines.popFirst(), next != "```" { body.append(next) }
            result[path] = body.joined(separator: "\n") + "\n"
        }
        return result
    }
}
