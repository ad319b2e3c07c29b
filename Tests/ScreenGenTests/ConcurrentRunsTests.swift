import FixtureSupport
import Foundation
import XCTest

@testable import ScreenGen

/// The build plugin runs several `generate` processes at once. A run may list another run's temporary
/// file, see its process gone, and plan to remove it after that run already renamed it.
final class ConcurrentRunsTests: XCTestCase {
    func testRemovingAFileThatIsAlreadyGoneIsNotAnError() throws {
        let root = try TemporaryFolder(self, name: "concurrent").path
        let kept = root + "/Kept.swift"
        try Data("// kept\n".utf8).write(to: URL(fileURLWithPath: kept))
        let writer = IncrementalWriter(roots: [root])
        let plan = WritePlan(
            changes: [.remove(path: root + "/.Shop.screens.swift.screengen-99999.tmp"), .remove(path: kept)],
            unchanged: [])
        XCTAssertNoThrow(try writer.apply(plan))
        XCTAssertFalse(FileManager.default.fileExists(atPath: kept), "the plan's other removals still happen")
    }
}
