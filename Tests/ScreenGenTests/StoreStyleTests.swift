import Foundation
import ScreenSpec
import XCTest

@testable import ScreenGen

/// The store style, checked on every spec in `specs/` by reading what it generates: its files, that it
/// declares no protocol and no mock of one, that its screen tests are the mvvm style's tests name for
/// name, and that it is made of templates alone.
final class StoreStyleTests: XCTestCase {
    func render(_ specName: String, style: String) throws -> [GeneratedFile] {
        try RepositorySpecs.render(specName, style: style)
    }

    func test_everySpecRendersAStorePerScreenAndOnePhaseTypePerModule() throws {
        for name in try RepositorySpecs.allNames() {
            let files = try render(name, style: "store")
            let spec = try RepositorySpecs.load(name)
            let paths = Set(files.map(\.path))
            var expected = ["AsyncPhase.swift", "AsyncPhaseView.swift", "AsyncPhaseTests.swift"]
            for screen in spec.screens.map({ ScreenTypeNames(screen: $0.name.value) }) {
                expected += [screen.store, screen.view, screen.storeTests].map { $0 + ".swift" }
            }
            for dependency in spec.dependencies.map(\.name.value) {
                expected += ["\(dependency).swift", "\(dependency)Mock.swift"]
            }
            for path in expected {
                XCTAssertTrue(paths.contains(path), "\(name): no \(path) among \(paths.sorted())")
            }
            XCTAssertFalse(paths.contains { $0.contains("ViewModel") }, "\(name): \(paths.sorted())")
        }
    }

    /// Services are concrete: no file declares a protocol (but the view contract every style's scaffold
    /// conforms to for its view tests, `<Screen>ViewContract`), a dependency is a struct with a transport,
    /// and its test provider conforms to nothing (it is the far end of the transport, not a stand-in).
    func test_noProtocolPerService_andTheTestProviderIsNoMockOfOne() throws {
        for name in try RepositorySpecs.allNames() {
            let spec = try RepositorySpecs.load(name)
            let files = try render(name, style: "store")
            for file in files where !file.path.hasSuffix("ViewContract.swift") {
                let words = Self.codeWords(file.contents)
                XCTAssertFalse(words.contains("protocol"), "\(name): \(file.path) declares a protocol")
            }
            for dependency in spec.dependencies.map(\.name.value) {
                let service = try XCTUnwrap(files.first { $0.path == "\(dependency).swift" }).contents
                XCTAssertTrue(service.contains("struct \(dependency): Sendable {"), "\(name): \(dependency)")
                XCTAssertTrue(service.contains("struct Transport: Sendable {"), "\(name): \(dependency)")
                let provider = try XCTUnwrap(files.first { $0.path == "\(dependency)Mock.swift" }).contents
                XCTAssertTrue(
                    provider.contains("final class \(dependency)Mock: @unchecked Sendable {"), "\(name): \(dependency)")
                XCTAssertTrue(provider.contains("var service: \(dependency) {"), "\(name): \(dependency)")
            }
            // The only classes in app code are the stores, screen and shared (and `ActionCalls`, the running
            // tasks of a spec with `concurrency:` actions, which holds no state of its own).
            let stores =
                spec.screens.map { ScreenTypeNames(screen: $0.name.value).store }
                + spec.shared.map { SharedStoreNames(store: $0.name.value).type }
            for file in files where (file.kind == .source || file.kind == .scaffold) && file.path != "ActionCalls.swift"
            {
                for line in file.contents.split(separator: "\n") where Self.codeWords(String(line)).contains("class") {
                    XCTAssertTrue(
                        stores.contains { line.hasSuffix("class \($0) {") },
                        "\(name): \(file.path) declares a class: \(line)")
                }
            }
        }
    }

    /// The comparison lines up: every screen's store tests have the mvvm view model tests' names, in order.
    func test_storeTests_haveTheMVVMTestNames() throws {
        for name in try RepositorySpecs.allNames() {
            let store = try render(name, style: "store")
            let mvvm = try render(name, style: "mvvm")
            for screen in try RepositorySpecs.load(name).screens.map(\.name.value) {
                let storeNames = Self.testNames(store.first { $0.path == "\(screen)StoreTests.swift" }?.contents)
                let mvvmNames = Self.testNames(mvvm.first { $0.path == "\(screen)ViewModelTests.swift" }?.contents)
                XCTAssertFalse(storeNames.isEmpty, "\(name) \(screen)")
                XCTAssertEqual(storeNames, mvvmNames, "\(name) \(screen)")
            }
        }
    }

    /// Built from templates alone: outside the embedded templates, the only Swift source in `Sources/` that
    /// names the style is the list of built-in styles.
    func test_onlyTheListOfBuiltinStylesNamesTheStyle() throws {
        let sources = RepositorySpecs.root.appendingPathComponent("Sources")
        var naming: [String] = []
        let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "swift", url.lastPathComponent != "BuiltinTemplates.swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            if text.contains("\"store\"") { naming.append(url.lastPathComponent) }
        }
        XCTAssertEqual(naming, ["BuiltinStyles.swift"])
        XCTAssertTrue(BuiltinStyles.architectures.contains("store"))
    }

    /// `func test_…(` names in a generated test file, in order.
    static func testNames(_ text: String?) -> [String] {
        (text ?? "").components(separatedBy: "func ").dropFirst().map { String($0.prefix { $0 != "(" }) }
            .filter { $0.hasPrefix("test_") }
    }

    /// The words of Swift code outside comments and string literals (enough for generated code).
    static func codeWords(_ text: String) -> Set<String> {
        var words: Set<String> = []
        for line in text.split(separator: "\n") {
            let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let outsideStrings = code.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
            for word in outsideStrings.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) {
                words.insert(String(word))
            }
        }
        return words
    }
}

/// The store style's own output for specs/Shop.yaml against Tests/Fixtures/golden/store/Shop: the files
/// its own templates render, including the shared outputs whose templates it replaces (the service and
/// its test provider). Re-record with `SCREENGEN_RECORD=1 swift test --filter StoreGoldenFileTests`.
final class StoreGoldenFileTests: XCTestCase {
    func test_shopStore_matchesGoldenFiles() throws {
        let spec = try RepositorySpecs.load("Shop")
        let styles = try StyleCatalog.builtin()
        let style = try XCTUnwrap(styles["store"])
        let shared = try XCTUnwrap(styles["shared"])
        let files = try Generator.render(spec: spec, style: style).filter { file in
            let template = String(file.origin.drop { $0 != "/" }.dropFirst())
            return file.origin.hasPrefix("store/") || style.templates[template] != shared.templates[template]
        }
        XCTAssertTrue(files.contains { $0.path == "ItemService.swift" }, "the replaced shared outputs are checked")
        let folder = RepositorySpecs.root.appendingPathComponent("Tests/Fixtures/golden/store/Shop")
        let record = ProcessInfo.processInfo.environment["SCREENGEN_RECORD"] == "1"
        if record { try? FileManager.default.removeItem(at: folder) }
        for generated in files {
            let relative = "\(generated.kind.rawValue)/\(generated.path)"
            let url = folder.appendingPathComponent(relative)
            if record {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(generated.contents.utf8).write(to: url)
                continue
            }
            guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
                XCTFail("\(relative) has no golden file (SCREENGEN_RECORD=1 records it)")
                continue
            }
            if let difference = LineDiff.firstDifferences(expected: expected, actual: generated.contents) {
                XCTFail("\(relative) differs from its golden file (SCREENGEN_RECORD=1 re-records):\n\(difference)")
            }
        }
        let recorded = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }
        XCTAssertEqual(recorded.count, files.count, "golden files without a generated file: re-record")
    }
}
