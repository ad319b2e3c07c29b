import Foundation
import ScreenSpec
import XCTest

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
}
