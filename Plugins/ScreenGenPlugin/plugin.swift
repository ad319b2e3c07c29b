import Foundation
import PackagePlugin

/// Generates screen code while building.
///
/// - On a source target: each spec (`*.yaml` in the target, except `screengen.yaml`) becomes one file
///   `<Spec>.screens.swift` with models, protocols and the style's production code.
/// - On a test target: for the specs of each target it depends on, one file `<Spec>.screen-tests.swift`
///   with mocks, fixtures and the generated tests (`@testable import` of that target), using that target's
///   `screengen.yaml`, so the tests match the style its code was generated in.
///
/// The build system runs the generator only when a spec, the config or the generator changed.
@main
struct ScreenGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "generate").url
        let work = context.pluginWorkDirectoryURL
        guard target.kind == .test else {
            let request = BuildCommands(
                specFiles: SpecFiles(in: target.sourceFiles), module: target.moduleName, role: .source)
            return try request.commands(tool: tool, workDirectory: work)
        }
        var commands: [Command] = []
        for case .target(let dependency) in target.dependencies {
            guard let tested = dependency as? SourceModuleTarget else { continue }
            let request = BuildCommands(
                specFiles: SpecFiles(in: tested.sourceFiles), module: tested.moduleName, role: .tests)
            // All of it lands in this test module: its shared test helpers once, whatever it tests.
            commands += try request.commands(tool: tool, workDirectory: work, withModuleFiles: commands.isEmpty)
        }
        return commands
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ScreenGenPlugin: XcodeBuildToolPlugin {
    /// In an Xcode project a target gets code for the specs that are members of it: production code for an
    /// app or framework target; mocks, fixtures and tests for a unit-test target (make the spec and
    /// `screengen.yaml` members of both). Xcode does not tell a plugin which target a test target tests,
    /// so the code is generated for the spec's own `module:`, which must name the app's module.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        var isTest = false
        if case .other(let productType)? = target.product?.kind {
            isTest = productType == "com.apple.product-type.bundle.unit-test"
        }
        let request = BuildCommands(
            specFiles: SpecFiles(in: target.inputFiles.map(\.url)), module: nil, role: isTest ? .tests : .source)
        return try request.commands(
            tool: try context.tool(named: "generate").url, workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
