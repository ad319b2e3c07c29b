import Foundation
import Mustache
import ScreenGen
import ScreenSpec
import XCTest

/// Generates the mvvm style for every spec in specs/ and Tests/Fixtures/valid/ (see `EndToEndPaths`)
/// into one SwiftPM package per build configuration (`BuildConfiguration`: warnings as errors, Apple
/// frameworks as compile stubs), builds it and runs the generated tests.
/// Shop and Scrums (navigation) are also generated with `observation: combine` (ShopCombine, ScrumsCombine)
/// and `access: public` (ShopPublic, ScrumsPublic). Swift Testing output is built and run once
/// (`TestFrameworkChecks`), with a probe that the generated test support fails a Swift Testing test.
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

    /// The same specs with `tests: swift-testing` (TestFrameworkChecks): every suite builds and passes, and
    /// holds the tests of the XCTest output, by name.
    func test_mvvm_swiftTesting_everySpec_buildsAndItsGeneratedTestsPass() throws {
        try check(TestFrameworkChecks.swiftTestingConfiguration, .swiftTesting)
    }

    func check(_ configuration: BuildConfiguration, _ framework: GenerationOptions.TestFramework = .xctest) throws {
        let render = { (framework: GenerationOptions.TestFramework) in
            try GeneratedModules.render(
                style: "mvvm", combineVariantOf: ["Shop", "Scrums"], publicVariantOf: ["Shop", "Scrums"],
                testFramework: framework)
        }
        var generated = try render(framework)
        if framework == .swiftTesting { try TestFrameworkChecks.addFailureProbe(to: &generated) }
        let directory = TestFrameworkChecks.folder(style: "mvvm", configuration, framework)
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
        XCTAssertEqual(summary.executed, generated.expectedTestCount, "every generated test ran")
        let listed = try TestFrameworkChecks.assertListsTheXCTestNames(
            run, xctest: framework == .xctest ? generated : try render(.xctest))
        // The keyword-named specs (Tests/Fixtures/valid/Words.yaml, KeywordEdges.yaml) are among them: their
        // call sites build without warnings and their tests pass.
        let passed = TestFrameworkChecks.passedTests(
            in: test.text, framework, listed: listed, failures: summary.failures)
        for name in [
            "EditorViewModelTests.test_scenario_fetches",
            "ViewerViewModelTests.test_show_success_appliesSuccessEffects",
            "PickerViewModelTests.test_scenario_switches",
        ] {
            XCTAssertTrue(passed.contains(name), "\(name) (a keyword spec) did not pass")
        }
        print(
            "mvvm end to end (\(configuration.name), \(framework.rawValue)): \(summary.executed) generated tests ran in \(generated.modules.count) modules, \(summary.failures) failed"
        )
    }
}
