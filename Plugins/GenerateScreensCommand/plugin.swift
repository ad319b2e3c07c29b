import Foundation
import PackagePlugin

/// `swift package generate-screens [--target NAME]... [generate options]`
///
/// For teams that commit generated code instead of using the build plugin: writes the generated code into
/// the package, and the user-owned view scaffolds next to it (only those that do not exist yet).
/// For each chosen target with specs:
/// - production code to `<target>/Generated`, scaffolds to `<target>/Views`;
/// - mocks, fixtures and tests to `<test target>/Generated` for the first test target that depends on it.
///
/// Other options (`--style`, `--dry-run`, `--check`, ...) go to `generate` unchanged. Spec errors are shown
/// at their file, line and column, and nothing is written for a target whose specs have errors.
@main
struct GenerateScreensCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let passThrough = extractor.remainingArguments
        let chosen = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let targets = chosen.compactMap { $0 as? SwiftSourceModuleTarget }.filter { $0.kind != .test }
        for target in chosen where (target as? SourceModuleTarget)?.kind == .test && !names.isEmpty {
            Diagnostics.warning(
                "'\(target.name)' is a test target: name the target it tests; its tests go to \(target.name)/Generated")
        }
        let tool = try context.tool(named: "generate").url

        var foundSpecs = false
        for target in targets {
            let specFiles = Self.specFiles(of: target)
            guard !specFiles.specs.isEmpty else {
                if !names.isEmpty { Diagnostics.warning("target '\(target.name)' has no spec files (*.yaml)") }
                continue
            }
            foundSpecs = true
            let arguments =
                Self.arguments(
                    for: target, specFiles: specFiles, testTarget: Self.testTarget(of: target, in: context),
                    choosesKinds: !passThrough.contains("--only"), packageDirectory: context.package.directoryURL)
                + passThrough
            // Run in the package folder with the specs relative to it: the generated headers then name the
            // spec as `Sources/App/Shop.yaml`, so `--check` passes on a checkout in any other folder.
            let run = try GeneratorProcess.run(tool, arguments: arguments, in: context.package.directoryURL)
            run.report()
            if !run.succeeded {
                let errors = run.diagnostics.filter { $0.severity == .error }.count
                Diagnostics.error(
                    "ScreenGen: the specs of target '\(target.name)' have \(errors) error(s) (listed above); "
                        + "nothing was written for it")
            }
        }
        if !foundSpecs && names.isEmpty { Diagnostics.warning("no target with spec files (*.yaml) found") }
    }

    /// A target's specs, including the ones its package excludes: a team that commits generated code and
    /// does not use the build plugin excludes its specs to keep SwiftPM from warning about unhandled files.
    /// Files declared as resources are not specs.
    static func specFiles(of target: SwiftSourceModuleTarget) -> SpecFiles {
        let resources = Set(target.sourceFiles.filter { $0.type == .resource }.map(\.url.standardizedFileURL.path))
        var files: [URL] = []
        let walker = FileManager.default.enumerator(
            at: target.directoryURL, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        while let url = walker?.nextObject() as? URL {
            if !resources.contains(url.standardizedFileURL.path) { files.append(url.standardizedFileURL) }
        }
        return SpecFiles(in: files)
    }

    /// The `generate` command line for one target.
    static func arguments(
        for target: SwiftSourceModuleTarget, specFiles: SpecFiles, testTarget: SwiftSourceModuleTarget?,
        choosesKinds: Bool, packageDirectory: URL
    ) -> [String] {
        let package = packageDirectory.standardizedFileURL.path + "/"
        var arguments =
            specFiles.specs.map { $0.path.hasPrefix(package) ? String($0.path.dropFirst(package.count)) : $0.path } + [
                "--output", target.directoryURL.appending(path: "Generated").path,
                "--scaffold", target.directoryURL.appending(path: "Views").path,
                "--module", target.moduleName,
            ]
        if let testTarget {
            arguments += ["--tests-output", testTarget.directoryURL.appending(path: "Generated").path]
        } else if choosesKinds {
            arguments += ["--only", "source,scaffold"]
        }
        if let config = specFiles.config { arguments += ["--config", config.path] }
        return arguments
    }

    /// The first test target (by name) that depends on `target`.
    static func testTarget(of target: Target, in context: PluginContext) -> SwiftSourceModuleTarget? {
        context.package.targets
            .compactMap { $0 as? SwiftSourceModuleTarget }
            .filter { candidate in
                candidate.kind == .test
                    && candidate.dependencies.contains { dependency in
                        if case .target(let other) = dependency { return other.id == target.id }
                        return false
                    }
            }
            .min { $0.name < $1.name }
    }
}
