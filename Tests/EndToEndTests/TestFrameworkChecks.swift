import Foundation
import ScreenGen
import XCTest

/// What every style's end-to-end test checks about the framework its generated tests are written for
/// (`tests: xctest | swift-testing`). Each style builds and runs XCTest output under every build
/// configuration and Swift Testing output under one (`swiftTestingConfiguration`), and in both
/// `swift test list` must name exactly the tests the XCTest output declares: so the Swift Testing suites
/// hold the same tests, by name, as the XCTest classes, and every one of them is built and runs.
enum TestFrameworkChecks {
    /// The configuration Swift Testing output is built and run under: the strictest one, and what a new
    /// Xcode 26 project uses with Swift Testing (main-actor default isolation on the app and its tests).
    static let swiftTestingConfiguration = BuildConfiguration.named("xcode26-app-and-tests")

    /// The scratch package's folder: `mvvm-swift6`, `mvvm-xcode26-app-and-tests-swift-testing`.
    static func folder(
        style: String, _ configuration: BuildConfiguration, _ framework: GenerationOptions.TestFramework
    ) -> URL {
        let suffix = framework == .xctest ? "" : "-\(framework.rawValue)"
        return EndToEndPaths.scratch.appendingPathComponent("\(style)-\(configuration.name)\(suffix)")
    }

    /// The suite `addFailureProbe` adds: its tests are not generated ones.
    static let failureProbeSuite = "GeneratedFailureProbe"

    /// Adds to the Shop module's tests a suite showing that the generated test support fails a Swift Testing
    /// test, as it fails an XCTest one: an unstubbed mock call and a suspended call that never starts each record
    /// an issue (`withKnownIssue` passes only when one is recorded, and here only one with the message).
    static func addFailureProbe(to generated: inout GeneratedModules) throws {
        let index = try XCTUnwrap(generated.modules.firstIndex { $0.name == "Shop" })
        generated.modules[index].tests["\(failureProbeSuite).swift"] = """
            import Testing
            @testable import Shop

            @Suite struct \(failureProbeSuite) {
                @Test func unstubbedMockCall_failsTheTest() async {
                    await withKnownIssue {
                        _ = try? await ItemServiceMock().fetchItems()
                    } matching: { issue in
                        issue.comments.contains { $0.rawValue.hasPrefix("ItemServiceMock.fetchItems() was called but not stubbed") }
                    }
                }

                @Test func suspendedCallThatNeverStarts_failsTheTest() async {
                    await withKnownIssue {
                        await SuspendedCall(timeout: .milliseconds(50)).waitUntilStarted()
                    } matching: { issue in
                        issue.comments.contains { $0.rawValue == "the mocked call never started" }
                    }
                }
            }

            """
        generated.expectedTestCount += 2
    }

    /// `swift test list` in the built package names the tests `xctest` (the same specs rendered for XCTest)
    /// declares, no more and no fewer (the failure probe aside). Returns the listed names.
    @discardableResult
    static func assertListsTheXCTestNames(
        _ run: SwiftPMRun, xctest: GeneratedModules, file: StaticString = #filePath, line: UInt = #line
    ) throws -> Set<String> {
        let (output, all) = try run.listTests()
        let listed = all.filter { !$0.contains(".\(failureProbeSuite)/") }
        XCTAssertEqual(output.status, 0, "swift test list failed:\n\(output.text.suffix(3000))", file: file, line: line)
        let declared = xctest.declaredTestNames
        XCTAssertGreaterThan(declared.count, 100, "the XCTest output declares its tests", file: file, line: line)
        XCTAssertEqual(
            listed.subtracting(declared).sorted(), [], "listed, but not a test of the XCTest output", file: file,
            line: line)
        XCTAssertEqual(
            declared.subtracting(listed).sorted(), [], "a test of the XCTest output that is not listed", file: file,
            line: line)
        return listed
    }

    /// Passed tests as `ItemListViewModelTests.test_load_success_appliesSuccessEffects`: XCTest names them in its
    /// output; Swift Testing names no suite there, so when nothing failed every listed test passed.
    static func passedTests(
        in text: String, _ framework: GenerationOptions.TestFramework, listed: Set<String>, failures: Int
    ) -> Set<String> {
        let swiftTesting =
            framework == .swiftTesting && failures == 0
            ? listed.compactMap { name in
                name.split(separator: ".", maxSplits: 1).last.map { $0.replacingOccurrences(of: "/", with: ".") }
            } : []
        return TestSummary.passedTests(in: text).union(swiftTesting)
    }
}
