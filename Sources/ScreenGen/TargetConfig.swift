import Diagnostics
import Foundation
import ScreenSpec
import YAML

/// `screengen.yaml`: per-target settings for the build plugin (and `generate --config`).
///
///     style: actions        # mvvm (default) | actions | a style from templates
///     access: public        # internal (default) | public
///     observation: combine  # observation (default) | combine
///     tests: swift-testing  # xctest (default; also `true`) | swift-testing | false (mocks and fixtures only)
///     templates: Styles     # folder with extra styles, relative to the config file
public struct TargetConfig: Sendable, Equatable {
    public var style = "mvvm"
    public var options = GenerationOptions()
    public var generateTests = true
    public var templatesDirectory: String?

    public init() {}

    /// The file's keys, read by the spec decoder's rules (`ScreenSpec.DocumentDecoder`).
    static let format = ObjectDescription(
        name: "TargetConfig", noun: "screengen.yaml", doc: "Per-target settings for the build plugin.",
        keys: [
            KeyDescription("style", .text, doc: "mvvm (default), actions, or a style from `templates`."),
            KeyDescription(
                "access", .choice(GenerationOptions.AccessLevel.allCases.map(\.rawValue)),
                doc: "internal (default) or public."),
            KeyDescription(
                "observation", .choice(GenerationOptions.Observation.allCases.map(\.rawValue)),
                doc: "observation (default) or combine."),
            // One key, not a flag and a framework: "which tests does the test target get" has one answer, so
            // `tests: false` with a framework cannot be written; `true` and `false` keep their meaning.
            KeyDescription(
                "tests", .either([.flag, .choice(GenerationOptions.TestFramework.allCases.map(\.rawValue))]),
                doc: "xctest (default, also true), swift-testing, or false: test targets get mocks and fixtures only."),
            KeyDescription("templates", .text, doc: "A folder of extra styles, relative to the config file."),
        ])

    /// Reads a config file; every problem is a diagnostic at its line and column.
    public static func load(path: String) throws(DiagnosticError) -> TargetConfig {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw DiagnosticError([.error("cannot read config file", file: path)])
        }
        let node: Node?
        do { node = try YAMLLoader.load(String(decoding: data, as: UTF8.self), file: path) } catch {
            throw DiagnosticError([error])
        }
        var config = TargetConfig()
        guard let node, !node.isNull else { return config }  // an empty config means all defaults
        var decoder = DocumentDecoder(file: path)
        if let fields = decoder.fields(node, format) {
            if let style = decoder.text(fields["style"]) { config.style = style.value }
            if let access = decoder.choice(fields["access"], key: "access", allowed: format.allowed("access")) {
                config.options.access = GenerationOptions.AccessLevel(rawValue: access.value)!
            }
            if let observation = decoder.choice(
                fields["observation"], key: "observation", allowed: format.allowed("observation"))
            {
                config.options.observation = GenerationOptions.Observation(rawValue: observation.value)!
            }
            if let tests = decoder.flagOrChoice(
                fields["tests"], key: "tests", allowed: GenerationOptions.TestFramework.allCases.map(\.rawValue))
            {
                config.generateTests = tests.value != "false"
                if let framework = GenerationOptions.TestFramework(rawValue: tests.value) {
                    config.options.testFramework = framework
                }
            }
            if let templates = decoder.text(fields["templates"])?.value {
                let base = (path as NSString).deletingLastPathComponent
                config.templatesDirectory = templates.hasPrefix("/") ? templates : base + "/" + templates
            }
        }
        if !decoder.diagnostics.isEmpty { throw DiagnosticError(decoder.diagnostics) }
        return config
    }
}
