import Foundation
import ScreenGen
import ScreenSpec
import XCTest

/// Generates the Actions style for every spec in specs/ and Tests/Fixtures/valid/ (see `EndToEndPaths`)
/// into one SwiftPM package per build configuration (`BuildConfiguration`: warnings as errors, SwiftUI /
/// Combine / ViewInspector as compile stubs), builds it and runs the generated tests.
///
/// The ViewInspector view tests (`…ViewTests`) are compiled against the stubs but not run: hosting a
/// view needs SwiftUI, which Linux does not have. Everything else runs: screen tests through the
/// harness, action tests, and environment tests (the stub's `EnvironmentValues` stores what is set).
final class ActionsEndToEndTests: XCTestCase {
    func test_actions_swift6_everySpec_buildsAndItsGeneratedTestsPass() throws {
        try check(BuildConfiguration.named("swift6"))
    }

    func test_actions_xcode26App_everySpec_buildsAndItsGeneratedTestsPass() throws {
        try check(BuildConfiguration.named("xcode26-app"))
    }

    func test_actions_xcode26AppAndTests_everySpec_buildsAndItsGeneratedTestsPass() throws {
        try check(BuildConfiguration.named("xcode26-app-and-tests"))
    }

    func test_actions_swift5Strict_everySpec_buildsAndItsGeneratedTestsPass() throws {
        try check(BuildConfiguration.named("swift5-strict"))
    }

    /// The same specs with `tests: swift-testing` (TestFrameworkChecks): every suite builds and passes, and
    /// holds the tests of the XCTest output, by name. (The view tests stay XCTest, and are not run here.)
    func test_actions_swiftTesting_everySpec_buildsAndItsGeneratedTestsPass() throws {
        try check(TestFrameworkChecks.swiftTestingConfiguration, .swiftTesting)
    }

    func check(_ configuration: BuildConfiguration, _ framework: GenerationOptions.TestFramework = .xctest) throws {
        // Shop again with `--access public` (ShopPublic): the same code must compile with public declarations.
        let render = { (framework: GenerationOptions.TestFramework) in
            try GeneratedModules.render(
                style: "actions", publicVariantOf: ["Shop"], testDependencies: ["ViewInspector"],
                testFramework: framework
            )
        }
        let generated = try render(framework)
        let publicModule = try XCTUnwrap(generated.modules.first { $0.name == "ShopPublic" })
        XCTAssertTrue(
            publicModule.sources["ItemServiceActions.swift"]?.contains(
                "public nonisolated struct ItemServiceFetchItemsAction")
                == true)
        let directory = TestFrameworkChecks.folder(style: "actions", configuration, framework)
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

        // Every planned screen test, plus per dependency method one action test and one environment test.
        var specs = [try GeneratedModules.load("specs/Shop.yaml")]
        for file in try EndToEndPaths.specFiles() { specs.append(try GeneratedModules.load(file)) }
        let methods = specs.flatMap(\.dependencies).flatMap(\.methods)
        let perMethod = methods.count * 2
        XCTAssertEqual(summary.executed, generated.expectedTestCount + perMethod, "every generated test ran")
        // And that is every `func test` the style wrote, view tests aside.
        let written = generated.modules.flatMap(\.tests).filter { !$0.key.hasSuffix("ViewTests.swift") }
            .reduce(0) { $0 + $1.value.components(separatedBy: " func test_").count - 1 }
        XCTAssertEqual(summary.executed, written)
        // The keyword-named specs (Tests/Fixtures/valid/Words.yaml, KeywordEdges.yaml) are among them: their
        // call sites build without warnings and their tests pass.
        let listed = try TestFrameworkChecks.assertListsTheXCTestNames(
            run, xctest: framework == .xctest ? generated : try render(.xctest))
        let passed = TestFrameworkChecks.passedTests(
            in: test.text, framework, listed: listed, failures: summary.failures)
        for name in [
            "EditorScreenTests.test_scenario_fetches", "ViewerScreenTests.test_show_success_appliesSuccessEffects",
            "StoreActionsTests.test_storeSave_forwardsToTheDependency",
            "StoreEnvironmentTests.test_storeSave_comesFromTheEnvironment",
            "PickerScreenTests.test_scenario_switches",
            "DefaultActionsTests.test_defaultReturn_forwardsToTheDependency",
            "DefaultEnvironmentTests.test_defaultIn_comesFromTheEnvironment",
        ] {
            XCTAssertTrue(passed.contains(name), "\(name) (a keyword spec) did not pass")
        }
        print(
            "actions end to end (\(configuration.name), \(framework.rawValue)): \(summary.executed) generated tests ran in \(generated.modules.count) modules, \(summary.failures) failed"
        )
    }
}
