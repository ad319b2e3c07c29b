import Diagnostics
import FixtureSupport
import Foundation
import XCTest

@testable import ScreenGen

/// A run waits for another run's lock on its output folder, says so, and gives up with a clear error.
final class OutputLockTests: XCTestCase {
    func testASecondRunWaitsThenFailsClearlyWhileTheFolderIsLocked() throws {
        let folder = try TemporaryFolder(self, name: "lock")
        try folder.write(
            "Counter.yaml",
            String(
                decoding: try Data(contentsOf: FixtureFolders.specs.appendingPathComponent("Counter.yaml")),
                as: UTF8.self))
        let out = folder.file("out")
        var held: OutputLock? = try OutputLock.acquire(roots: [out], exclusive: true, timeout: 1, waiting: nil)
        let told = Told()
        var request = GenerationRequest(
            specPaths: [folder.file("Counter.yaml")], styles: ["mvvm"], output: out, testsOutput: out)
        request.lockTimeout = 0.3
        request.lockWaiting = { told.add($0) }
        let blocked = GenerationRun.prepare(request)
        let errors = blocked.diagnostics.filter { $0.severity == .error }.map(\.message)
        XCTAssertEqual(errors, ["another ScreenGen run has been writing to '\(out)' for 0.3 s; gave up"])
        XCTAssertEqual(
            told.messages, ["waiting for another ScreenGen run writing to '\(out)' (it holds '\(out)/.screengen-lock')"]
        )
        XCTAssertEqual(folder.listing(), ["Counter.yaml", "out", "out/.screengen-lock"], "nothing written")
        // A check only reads: it waits the same way for a writer.
        request.planOnly = true
        XCTAssertFalse(GenerationRun.prepare(request).diagnostics.isEmpty)

        XCTAssertNotNil(held)
        held = nil  // the other run ends
        let free = GenerationRun.prepare(request)
        XCTAssertEqual(free.diagnostics.filter { $0.severity == .error }.map(\.message), [])
    }

    /// A lock that cannot be had on one folder leaves the others as they were: the folders and lock files it
    /// made on the way (roots are locked in sorted order) are removed.
    func testALockThatTimesOutRemovesWhatItMadeOnTheWay() throws {
        let folder = try TemporaryFolder(self, name: "lock-made")
        let first = folder.file("a/new/Sources")  // sorted before `b`: made and locked first
        let taken = folder.file("b")
        let other = try OutputLock.acquire(roots: [taken], exclusive: true, timeout: 1, waiting: nil)
        XCTAssertThrowsError(
            try OutputLock.acquire(roots: [first, taken], exclusive: true, timeout: 0.2, waiting: nil))
        withExtendedLifetime(other) {
            XCTAssertEqual(folder.listing(), ["b", "b/.screengen-lock"], "nothing of the run that gave up")
        }
    }
}

private final class Told: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    var messages: [String] { lock.withLock { list } }
    func add(_ message: String) { lock.withLock { list.append(message) } }
}
