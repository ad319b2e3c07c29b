import ScreenSpec
import XCTest

@testable import ScreenGen

/// A busy flag that several managed actions share (`load`, `refresh` and `search` all set `isLoading`,
/// specs/Mail.yaml) holds while any of them runs: a search that ends while a refresh runs leaves it true.
final class SharedBusyFlagTests: XCTestCase {
    func test_aSharedBusyFlag_isSetFromEveryActionThatSharesIt_inEveryStyle() throws {
        let spec = try RepositorySpecs.load("Mail")
        for (style, path, prefix) in [
            ("mvvm", "InboxViewModel.swift", ""), ("actions", "InboxScreen.swift", "state."),
            ("store", "InboxStore.swift", ""),
        ] {
            let files = try Generator.render(spec: spec, style: try XCTUnwrap(try StyleCatalog.builtin()[style]))
            let code = try XCTUnwrap(files.first { $0.path == path }, "\(files.map(\.path))").contents
            let shared = "\(prefix)isLoading = actionCalls.isRunning(\"load\", \"refresh\", \"search\")\n"
            // After a success, a cancellation and a failure, in each of the three actions.
            XCTAssertEqual(code.components(separatedBy: shared).count - 1, 9, "\(style)\n\(code)")
            XCTAssertFalse(code.contains("isLoading = actionCalls.isRunning(\"search\")"), style)
            // The flag of an unmanaged call (no `concurrency`) is its own, set around the call.
            XCTAssertFalse(code.contains("isLoadingMore = actionCalls"), style)
            XCTAssertTrue(code.contains("\(prefix)isLoadingMore = true\n"), style)
        }
        let support = try XCTUnwrap(
            try Generator.render(spec: spec, style: try XCTUnwrap(try StyleCatalog.builtin()["mvvm"]))
                .first { $0.path == "ActionCalls.swift" }
        ).contents
        XCTAssertTrue(support.contains("func isRunning(_ actions: String...) -> Bool {"), support)
    }
}
