import Foundation
import ScreenSpec
import XCTest

@testable import ScreenGen

/// The Actions style, checked on every spec in `specs/` by reading what it generates: what each file
/// declares, that app code has no class (no view model in disguise), and that its screen tests are
/// the mvvm style's tests, name for name.
final class ActionsStyleTests: XCTestCase {
    func render(_ specName: String, style: String) throws -> [GeneratedFile] {
        try RepositorySpecs.render(specName, style: style)
    }

    func test_everySpecRendersWithTheActionsStyle() throws {
        for name in try RepositorySpecs.allNames() {
            let files = try render(name, style: "actions")
            let spec = try RepositorySpecs.load(name)
            let paths = Set(files.map(\.path))
            for screen in spec.screens.map({ ScreenTypeNames(screen: $0.name.value) }) {
                for expected in [screen.viewState, screen.screenProtocol, screen.view, screen.screenTests]
                    .map({ $0 + ".swift" })
                {
                    XCTAssertTrue(paths.contains(expected), "\(name): no \(expected) among \(paths.sorted())")
                }
            }
        }
    }

    /// App code of the Actions style declares no class: state is a value in `@State`, actions are structs.
    /// (Test support may: the harness and the mocks are classes.) The one exception is `ActionCalls`, the
    /// running tasks of a spec with `concurrency:` actions: it holds no screen state, and a value could
    /// not be changed across the `await` of the call it tracks. And a spec's shared stores (`shared:`): state
    /// several screens read and change is one `@Observable` class in every style (docs/styles.md).
    func test_noProductionFileDeclaresAClass() throws {
        for name in try RepositorySpecs.allNames() {
            let sharedStores = try RepositorySpecs.load(name).shared.map { SharedStoreNames(store: $0.name.value).type }
            for file in try render(name, style: "actions")
            where (file.kind == .source || file.kind == .scaffold) && file.path != "ActionCalls.swift"
                && !sharedStores.contains(where: { file.path == $0 + ".swift" })
            {
                for (number, line) in file.contents.split(separator: "\n", omittingEmptySubsequences: false)
                    .enumerated()
                {
                    let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                    let words = code.split { !($0.isLetter || $0.isNumber || $0 == "_") }
                    // `class` as a declaration keyword (not `AnyClass`, not inside a word).
                    XCTAssertFalse(
                        words.contains("class") && !code.contains("\""),
                        "\(name): \(file.path):\(number + 1) declares a class: \(line)")
                    XCTAssertFalse(
                        words.contains("actor"), "\(name): \(file.path):\(number + 1) declares an actor: \(line)")
                }
            }
        }
    }

    /// The check above can fail: it finds a class in text that has one.
    func test_classCheckFindsAClass() {
        let words = "final class ItemListViewModel {".split { !($0.isLetter || $0.isNumber || $0 == "_") }
        XCTAssertTrue(words.contains("class"))
    }

    /// Both styles generate the same screen tests, by name: a spec's behaviour is tested the same way
    /// whichever architecture renders it.
    func test_screenTestNamesAreTheSameInBothStyles() throws {
        for name in try RepositorySpecs.allNames() {
            let spec = try RepositorySpecs.load(name)
            let actions = try render(name, style: "actions")
            let mvvm = try render(name, style: "mvvm")
            for screen in spec.screens.map(\.name.value) {
                let actionsTests = try testNames(
                    in: XCTUnwrap(actions.first { $0.path == "\(screen)ScreenTests.swift" }))
                let mvvmTests = try testNames(in: XCTUnwrap(mvvm.first { $0.path == "\(screen)ViewModelTests.swift" }))
                XCTAssertFalse(actionsTests.isEmpty, "\(name).\(screen): no tests")
                XCTAssertEqual(actionsTests, mvvmTests, "\(name).\(screen): the styles test different things")
            }
        }
    }

    /// `func test_…(` names (after any `@MainActor`) in a generated test file, sorted.
    func testNames(in file: GeneratedFile) -> [String] {
        file.contents.split(separator: "\n").compactMap { line -> String? in
            var trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("@MainActor ") { trimmed = trimmed.dropFirst("@MainActor ".count) }
            guard trimmed.hasPrefix("func test") else { return nil }
            return String(trimmed.dropFirst("func ".count).prefix { $0 != "(" })
        }.sorted()
    }

    /// One action per dependency method, shared: a method two screens call is one type and one environment key.
    func test_oneActionPerDependencyMethod() throws {
        let files = try render("Shop", style: "actions")
        let actions = try XCTUnwrap(files.first { $0.path == "ItemServiceActions.swift" }).contents
        for type in ["ItemServiceFetchItemsAction", "ItemServiceFetchItemAction", "ItemServiceDeleteItemAction"] {
            XCTAssertEqual(
                actions.components(separatedBy: "struct \(type): Sendable").count - 1, 1, "\(type) declared once")
        }
        let environment = try XCTUnwrap(files.first { $0.path == "ItemService+Environment.swift" }).contents
        XCTAssertTrue(environment.hasPrefix("// Generated") && environment.contains("#if canImport(SwiftUI)"))
        XCTAssertTrue(environment.contains("var itemServiceFetchItems: ItemServiceFetchItemsAction {"))
        XCTAssertTrue(environment.contains("static let defaultValue: (any ItemService)? = nil"))
        XCTAssertFalse(environment.contains("static var"), "environment key defaults must be `static let`")
    }

    /// `action: LoadProduct` names the action type and its environment key (after the dependency).
    func test_specActionNameNamesTheAction() throws {
        let files = try render("ProductDetail", style: "actions")
        let actions = try XCTUnwrap(files.first { $0.path == "CatalogServiceActions.swift" }).contents
        XCTAssertTrue(actions.contains("struct CatalogServiceLoadProductAction: Sendable"))
        let screen = try XCTUnwrap(files.first { $0.path == "ProductDetailScreen.swift" }).contents
        // `load` and `retry` both call it: the protocol requires it once.
        XCTAssertEqual(
            screen.components(separatedBy: "var catalogServiceLoadProduct: CatalogServiceLoadProductAction { get }")
                .count - 1, 1)
    }

    /// The busy flag is set through the state's setter before the call's `await` (a view sees it), and
    /// cancellation resets it without reaching `failure`.
    func test_screenBehaviourShape() throws {
        let files = try render("Shop", style: "actions")
        let screen = try XCTUnwrap(files.first { $0.path == "ItemListScreen.swift" }).contents
        let busy = try XCTUnwrap(screen.range(of: "state.isLoading = true"))
        let call = try XCTUnwrap(screen.range(of: "try await itemServiceFetchItems()"))
        XCTAssertLessThan(busy.lowerBound, call.lowerBound)
        XCTAssertTrue(
            screen.contains(
                "} catch let error where error is CancellationError || (error as? URLError)?.code == .cancelled {"))
        let code = screen.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        XCTAssertFalse(code.contains { $0.contains("inout") }, "state must not be passed inout across an await")
    }

}

/// The Actions style's own output for specs/Shop.yaml against Tests/Fixtures/golden/actions/Shop.
/// Re-record with `SCREENGEN_RECORD=1 swift test --filter ActionsGoldenFileTests` and review the diff.
final class ActionsGoldenFileTests: XCTestCase {
    func test_shopActions_matchesGoldenFiles() throws {
        let spec = try RepositorySpecs.load("Shop")
        let style = try XCTUnwrap(try StyleCatalog.builtin()["actions"])
        // Only the Actions style's own files: the shared ones (models, mocks) have their golden files with mvvm.
        let files = try Generator.render(spec: spec, style: style).filter { $0.origin.hasPrefix("actions/") }
        let folder = RepositorySpecs.root.appendingPathComponent("Tests/Fixtures/golden/actions/Shop")
        if ProcessInfo.processInfo.environment["SCREENGEN_RECORD"] == "1" {
            try? FileManager.default.removeItem(at: folder)
        }
        for generated in files {
            let relative = "\(generated.kind.rawValue)/\(generated.path)"
            let url = folder.appendingPathComponent(relative)
            if ProcessInfo.processInfo.environment["SCREENGEN_RECORD"] == "1" {
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
