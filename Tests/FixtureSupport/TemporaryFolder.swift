import Foundation
import XCTest

/// A fresh folder under the system temporary directory, removed when the test ends: the one way every
/// test target makes one.
public struct TemporaryFolder {
    public let path: String

    public init(_ test: XCTestCase, name: String = "robust") throws {
        let base = (NSTemporaryDirectory() as NSString).appendingPathComponent("sg-tests")
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        var template = Array((base + "/\(name)-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in
            mkdtemp(buffer.baseAddress!).map { String(cString: $0) }
        }
        guard let made else { throw CocoaError(.fileWriteUnknown) }
        // The writer compares resolved paths, so hand out the resolved one (/tmp may be a symlink).
        path = URL(fileURLWithPath: made).resolvingSymlinksInPath().path
        let path = self.path
        test.addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    }

    /// The folder as a file URL.
    public var url: URL { URL(fileURLWithPath: path, isDirectory: true) }

    public func file(_ relative: String) -> String { path + "/" + relative }

    public func write(_ relative: String, _ text: String) throws {
        let target = file(relative)
        try FileManager.default.createDirectory(
            atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: target))
    }

    public func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: file(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every entry below the folder (files, folders, links), as paths relative to it, sorted.
    public func listing() -> [String] {
        Self.listing(of: path)
    }

    public static func listing(of path: String) -> [String] {
        (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? []).sorted()
    }
}
