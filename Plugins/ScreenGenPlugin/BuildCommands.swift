import Foundation
import PackagePlugin

/// What one target asks the generator for: which specs, into which module, and which kinds of file.
struct BuildCommands {
    enum Role {
        /// Models, protocols and the style's production code.
        case source
        /// Mocks, fixtures and the generated tests, for a test target.
        case tests

        var kinds: String { self == .source ? "source" : "test-support,test" }
        var suffix: String { self == .source ? "screens" : "screen-tests" }
    }

    var specFiles: SpecFiles
    /// The module the generated code is compiled into (`--module`), or nil to keep each spec's `module`.
    var module: String?
    var role: Role

    /// One command per spec. Its output is named before the spec is parsed (one bundle file per spec and
    /// role), and its inputs are the spec, the config and any custom style files in the target: the build
    /// system reruns it only when one of them (or the generator itself) changes.
    ///
    /// Files a style writes once per module (shared test helpers) come with the first spec only, and only
    /// when `withModuleFiles` is set: every spec here is generated into the same module.
    func commands(tool: URL, workDirectory: URL, withModuleFiles: Bool = true) throws -> [Command] {
        if let (first, second) = specFiles.sameNamedSpecs().first {
            throw PluginFailure.sameNamedSpecs(first, second)
        }
        // Per module, so a test target that tests several targets keeps their outputs apart; and per spec,
        // because the commands run in parallel and each run owns (cleans up) the folder it writes in.
        let moduleFolder = workDirectory.appending(path: module ?? "specs")
        let configInputs = (specFiles.config.map { [$0] } ?? []) + specFiles.styleFiles
        return specFiles.specs.enumerated().map { index, spec in
            let name = SpecFiles.baseName(of: spec)
            let folder = moduleFolder.appending(path: name)
            let output = folder.appending(path: "\(name).\(role.suffix).swift")
            var arguments = [
                spec.path, "--bundle", output.path, "--output", folder.path, "--only", role.kinds, "--quiet",
            ]
            if let module { arguments += ["--module", module] }
            if index > 0 || !withModuleFiles { arguments.append("--no-module-files") }
            if let config = specFiles.config { arguments += ["--config", config.path] }
            return .buildCommand(
                displayName:
                    "ScreenGen: generating \(role == .source ? "code" : "tests") for \(spec.lastPathComponent)",
                executable: tool,
                arguments: arguments,
                inputFiles: [spec] + configInputs,
                outputFiles: [output]
            )
        }
    }
}

/// Problems the plugin finds before the generator runs.
enum PluginFailure: Error, CustomStringConvertible {
    case sameNamedSpecs(URL, URL)

    var description: String {
        switch self {
        case .sameNamedSpecs(let first, let second):
            "specs '\(first.path)' and '\(second.path)' have the same name; "
                + "their generated files would collide, so rename one of them"
        }
    }
}
