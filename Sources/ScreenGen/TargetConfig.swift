import Diagnostics
import Foundation
import YAML

/// `screengen.yaml`: per-target settings for the build plugin (and `generate --config`).
///
///     style: actions        # mvvm (default) | actions | a style from templates
///     access: public        # internal (default) | public
///     observation: combine  # observation (default) | combine
///     tests: false          # test targets get mocks and fixtures only, no generated tests
///     templates: Styles     # folder with extra styles, relative to the config file
public struct TargetConfig: Sendable, Equatable {
    public var style = "mvvm"
    public var options = GenerationOptions()
    public var generateTests = true
    public var templatesDirectory: String?

    public init() {}

    static let keys = ["style", "access", "observation", "tests", "templates"]

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
        guard let node else { return config }  // an empty config means all defaults
        guard let pairs = node.mapping else {
            throw DiagnosticError([
                .error("expected a mapping of settings, found a \(node.kindName)", file: path, at: node.mark)
            ])
        }
        var problems: [Diagnostic] = []
        func fail(_ message: String, _ at: Node) { problems.append(.error(message, file: path, at: at.mark)) }
        for pair in pairs {
            guard let key = pair.key.text else {
                fail("expected a setting name", pair.key)
                continue
            }
            let value = pair.value
            guard let text = value.text, value.scalar != nil else {
                fail("'\(key)' expects a scalar, found a \(value.kindName)", value)
                continue
            }
            switch key {
            case "style": config.style = text
            case "access":
                guard let level = GenerationOptions.AccessLevel(rawValue: text) else {
                    fail("'access' must be internal or public, not '\(text)'", value)
                    continue
                }
                config.options.access = level
            case "observation":
                guard let kind = GenerationOptions.Observation(rawValue: text) else {
                    fail("'observation' must be observation or combine, not '\(text)'", value)
                    continue
                }
                config.options.observation = kind
            case "tests":
                guard let flag = ["true": true, "false": false][text] else {
                    fail("'tests' must be true or false, not '\(text)'", value)
                    continue
                }
                config.generateTests = flag
            case "templates":
                let base = (path as NSString).deletingLastPathComponent
                config.templatesDirectory = text.hasPrefix("/") ? text : base + "/" + text
            default:
                fail("unknown setting '\(key)'\(DidYouMean.clause(for: key, among: keys))", pair.key)
            }
        }
        if !problems.isEmpty { throw DiagnosticError(problems) }
        return config
    }
}
