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

    func check(_ configuration: BuildConfiguration) throws {
        var generated = try GeneratedModules.render(style: "actions", testDependencies: ["ViewInspector"])
        // Shop again with `--access public`: the same code must compile with public declarations.
        var publicShop = try GeneratedModules.load("specs/Shop.yaml")
        publicShop.module.value += "Public"
        let style = try XCTUnwrap(try StyleCatalog.builtin()["actions"])
        var publicModule = ScratchPackage.Module(
            name: publicShop.module.value, sources: [:], tests: [:], testDependencies: ["ViewInspector"])
        for file in try Generator.render(spec: publicShop, style: style, options: GenerationOptions(access: .public)) {
            switch file.kind {
            case .source, .scaffold: publicModule.sources[file.path] = file.contents
            case .test, .testSupport: publicModule.tests[file.path] = file.contents
            }
        }
        XCTAssertTrue(
            publicModule.sources["ItemServiceActions.swift"]?.contains(
                "public nonisolated struct ItemServiceFetchItemsAction")
                == true)
        generated.modules.append(publicModule)
        generated.expectedTestCount += GeneratedModules.plannedTestCount(
            publicShop, options: GenerationOptions(access: .public))
        let directory = EndToEndPaths.scratch.appendingPathComponent("actions-\(configuration.name)")
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

        // Every planned screen test, plus per dependency method three action tests (two when it cannot
        // throw: no error to pass on) and three environment tests.
        var specs = [publicShop]
        for file in try EndToEndPaths.specFiles() { specs.append(try GeneratedModules.load(file)) }
        let methods = specs.flatMap(\.dependencies).flatMap(\.methods)
        let perMethod = methods.reduce(0) { $0 + ($1.isThrowing ? 6 : 5) }
        XCTAssertEqual(summary.executed, generated.expectedTestCount + perMethod, "every generated test ran")
        // And that is every `func test` the style wrote, view tests aside.
        let written = generated.modules.flatMap(\.tests).filter { !$0.key.hasSuffix("ViewTests.swift") }
            .reduce(0) { $0 + $1.value.components(separatedBy: " func test_").count - 1 }
        XCTAssertEqual(summary.executed, written)
        // The keyword-named specs (Tests/Fixtures/valid/Words.yaml, KeywordEdges.yaml) are among them: their
        // call sites build without warnings and their tests pass.
        let passed = TestSummary.passedTests(in: test.text)
        for name in [
            "EditorScreenTests.test_scenario_fetches", "ViewerScreenTests.test_show_success_appliesSuccessEffects",
            "StoreActionsTests.test_storeSave_callsTheDependencyOnceWithTheArguments",
            "StoreEnvironmentTests.test_storeSave_callsTheStoreInTheEnvironment",
            "PickerScreenTests.test_scenario_switches",
            "DefaultActionsTests.test_defaultReturn_callsTheDependencyOnceWithTheArguments",
            "DefaultEnvironmentTests.test_defaultIn_withoutTheDefault_throwsMissingDependencyError",
        ] {
            XCTAssertTrue(passed.contains(name), "\(name) (a keyword spec) did not pass")
        }
        print(
            "actions end to end (\(configuration.name)): \(summary.executed) generated tests ran in \(generated.modules.count) modules, \(summary.failures) failed"
        )
    }
}
