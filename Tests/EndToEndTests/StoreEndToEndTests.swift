import Foundation
import Mustache
import ScreenGen
import ScreenSpec
import XCTest

/// Generates the store style for every spec in specs/ and Tests/Fixtures/valid/ (see `EndToEndPaths`)
/// into one SwiftPM package per build configuration (`BuildConfiguration`: warnings as errors, SwiftUI as
/// compile stubs), builds it and runs the generated tests. Shop and Scrums (navigation) are also generated
/// with `access: public` (ShopPublic, ScrumsPublic).
final class StoreEndToEndTests: XCTestCase {
    func test_store_swift6_everySpec_buildsAndItsGeneratedTestsPass() throws {
        try check(BuildConfiguration.named("swift6"))
    }

    func test_store_xcode26App_everySpec_buildsAndItsGeneratedTestsPass() throws {
        try check(BuildConfiguration.named("xcode26-app"))
    }

    func test_store_xcode26AppAndTests_everySpec_buildsAndItsGeneratedTestsPass() throws {
        try check(BuildConfiguration.named("xcode26-app-and-tests"))
    }

    func test_store_swift5Strict_everySpec_buildsAndItsGeneratedTestsPass() throws {
        try check(BuildConfiguration.named("swift5-strict"))
    }

    /// The same specs with `tests: swift-testing` (TestFrameworkChecks): every suite builds and passes, and
    /// holds the tests of the XCTest output, by name.
    func test_store_swiftTesting_everySpec_buildsAndItsGeneratedTestsPass() throws {
        try check(TestFrameworkChecks.swiftTestingConfiguration, .swiftTesting)
    }

    func check(_ configuration: BuildConfiguration, _ framework: GenerationOptions.TestFramework = .xctest) throws {
        let render = { (framework: GenerationOptions.TestFramework) in
            try GeneratedModules.render(style: "store", publicVariantOf: ["Shop", "Scrums"], testFramework: framework)
        }
        let generated = try render(framework)
        let directory = TestFrameworkChecks.folder(style: "store", configuration, framework)
        try ScratchPackage(directory: directory, modules: generated.modules, configuration: configuration).write()
        let run = SwiftPMRun(package: directory)

        let build = try run.buildTests()
        XCTAssertEqual(
            build.status, 0, "the generated package does not build (\(configuration.name)):\n\(build.text.suffix(6000))"
        )
        guard build.status == 0 else { return }
        let test = try run.test()
        let summary = try XCTUnwrap(TestSummary(parsing: test.text), "no test summary in:\n\(test.text.suffix(3000))")
        XCTAssertEqual(
            summary.failures, 0, "failed: \(TestSummary.failedTests(in: test.text))\n\(test.text.suffix(4000))")
        // Every planned screen test, plus the module's `AsyncPhaseTests`.
        let phaseTests =
            try XCTUnwrap(generated.modules.first?.tests["AsyncPhaseTests.swift"])
            .components(separatedBy: "func test_").count - 1
        XCTAssertGreaterThan(phaseTests, 0)
        XCTAssertEqual(
            summary.executed, generated.expectedTestCount + phaseTests * generated.modules.count,
            "every generated test ran")
        let listed = try TestFrameworkChecks.assertListsTheXCTestNames(
            run, xctest: framework == .xctest ? generated : try render(.xctest))
        let passed = TestFrameworkChecks.passedTests(
            in: test.text, framework, listed: listed, failures: summary.failures)
        for name in [
            "ItemListStoreTests.test_scenario_showsTheLoadedItems",
            "EditorStoreTests.test_scenario_fetches",
            "ViewerStoreTests.test_show_success_appliesSuccessEffects",
            "PickerStoreTests.test_scenario_switches",
        ] {
            XCTAssertTrue(passed.contains(name), "\(name) did not pass")
        }
        print(
            "store end to end (\(configuration.name), \(framework.rawValue)): \(summary.executed) generated tests ran in \(generated.modules.count) modules, \(summary.failures) failed"
        )
    }

}
