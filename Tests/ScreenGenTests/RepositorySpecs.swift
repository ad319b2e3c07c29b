import Foundation
import ScreenSpec
import XCTest

@testable import ScreenGen

/// The specs in the repository's `specs/` folder, loaded and validated for tests.
enum RepositorySpecs {
    /// The repository root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Loads `specs/<name>.yaml` with its path relative to the root (as a user would pass it), failing the test on errors.
    static func load(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> Spec {
        let relative = "specs/\(name).yaml"
        let text = try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
        let result = SpecLoader.load(text: text, file: relative)
        guard let spec = result.spec else {
            XCTFail("\(relative) does not load: \(result.errors.map(\.message))", file: file, line: line)
            throw CocoaError(.fileReadCorruptFile)
        }
        return spec
    }

    /// The names of every spec in `specs/` (`Shop` for `specs/Shop.yaml`), sorted: a test that claims every
    /// spec reads the folder, so a spec added later is checked too.
    static func allNames() throws -> [String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("specs").path)
            .filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(".yaml".count)) }.sorted()
        guard !names.isEmpty else { throw CocoaError(.fileNoSuchFile) }  // a check over no spec checks nothing
        return names
    }

    /// `specs/<name>.yaml` rendered with the built-in style `style`.
    static func render(_ name: String, style: String) throws -> [GeneratedFile] {
        let style = try XCTUnwrap(try StyleCatalog.builtin()[style], "no built-in style \(style)")
        return try Generator.render(spec: load(name), style: style)
    }
}
