import Foundation
import Mustache
import ScreenGen
import ScreenSpec
import XCTest

/// Generates the mvvm style for every spec in specs/ and Tests/Fixtures/valid/ (see `EndToEndPaths`)
/// into one SwiftPM package per build configuration (`BuildConfiguration`: warnings as errors, Apple
/// frameworks as compile stubs), builds it and runs the generated tests.
/// Shop and Scrums (navigation) are also generated with `observation: combine` (ShopCombine, ScrumsCombine)
/// and `access: public` (ShopPublic, ScrumsPublic).
final class MVVMEndToEndTests: XCTestCase {
    func test_mvvm_swift6_everySpec_buildsAndItsGeneratedTestsPass() throws {
        try check(BuildConfiguration.named("swift6"))
    }

    func test_mvvm_xcode26App_everySpec_buildsAndItsGeneratedTestsPass() throws {
        try check(BuildConfiguration.named("xcode26-app"))
    }

    func test_mvvm_xcode26AppAndTests_everySpec_buildsAndItsGeneratedTestsPass() throws {
        try check(BuildConfiguration.named("xcode26-app-and-tests"))
    }

    func test_mvvm_swift5Strict_everySpec_buildsAndItsGeneratedTestsPass() throws {
        try check(BuildConfiguration.named("swift5-strict"))
    }

    func check(_ configuration: BuildConfiguration) throws {
        let generated = try GeneratedModules.render(
            style: "mvvm", combineVariantOf: ["Shop", "Scrums"], publicVariantOf: ["Shop", "Scrums"])
        let directory = EndToEndPaths.scratch.appendingPathComponent("mvvm-\(configuration.name)")
        try ScratchPackage(directory: directory, modules: generated.modules, configuration: configuration).write()
        let run = SwiftPMRun(package: directory)

        let build = try run.buildTests()
        XCTAssertEqual(
            build.status, 0, "the generated package does not build (\(configuration.name)):\n\(build.text.suffix(6000))"
        )
        guard build.status == 0 else { return }
        let test = try run.test()
        let summary = try XCTUnwrap(TestSummary(parsing: test.text), "no XCTest summary in:\n\(test.text.suffix(3000))")
        XCTAssertEqual(
            summary.failures, 0, "failed: \(TestSummary.failedTests(in: test.text))\n\(test.text.suffix(4000))")
        XCTAssertEqual(summary.executed, generated.expectedTestCount, "every generated test ran")
        // The keyword-named specs (Tests/Fixtures/valid/Words.yaml, KeywordEdges.yaml) are among them: their
        // call sites build without warnings and their tests pass.
        let passed = TestSummary.passedTests(in: test.text)
        for name in [
            "EditorViewModelTests.test_scenario_fetches",
            "ViewerViewModelTests.test_show_success_appliesSuccessEffects",
            "PickerViewModelTests.test_scenario_switches",
        ] {
            XCTAssertTrue(passed.contains(name), "\(name) (a keyword spec) did not pass")
        }
        print(
            "mvvm end to end (\(configuration.name)): \(summary.executed) generated tests ran in \(generated.modules.count) modules, \(summary.failures) failed"
        )
    }
}
