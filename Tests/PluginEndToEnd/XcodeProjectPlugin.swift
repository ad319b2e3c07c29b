// Xcode's `XcodeProjectPlugin` module as a plugin sees it: the same names, types, optionality and deprecations
// as its public interface in Xcode 16 and later, so that scripts/plugin-e2e can type-check the build plugin's
// Xcode variant on Linux, where Xcode does not exist. Only the declarations matter: the bodies never run, and
// Xcode builds the plugin against its own module.
//
// What is held to Xcode's shape: the files and tool it hands out are PackagePlugin's own `FileList` and
// `PluginContext.Tool` (with `url`); the `Path` members are deprecated since PackageDescription 6.0 in favour of
// URLs; `XcodeProduct.Kind` is not frozen (the module is built with library evolution, and so is this stub:
// a `switch` over it needs `@unknown default`).
import Foundation
import PackagePlugin

/// A build tool plugin that also works on the targets of an Xcode project.
public protocol XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// A command plugin that also works on an Xcode project.
public protocol XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}

public struct XcodePluginContext {
    public let xcodeProject: XcodeProject
    @available(_PackageDescription, deprecated: 6.0, renamed: "pluginWorkDirectoryURL")
    public let pluginWorkDirectory: Path
    @available(_PackageDescription, introduced: 6.0)
    public let pluginWorkDirectoryURL: URL

    public func tool(named name: String) throws -> PluginContext.Tool {
        fatalError("XcodeProjectPlugin stub: only Xcode runs plugins on Xcode projects")
    }
}

public struct XcodeProject {
    public typealias ID = String
    public let id: ID
    public let displayName: String
    @available(_PackageDescription, deprecated: 6.0, renamed: "directoryURL")
    public let directory: Path
    @available(_PackageDescription, introduced: 6.0)
    public let directoryURL: URL
    public let filePaths: PathList
    public let targets: [XcodeTarget]
}

public struct XcodeTarget {
    public typealias ID = String
    public let id: ID
    public let displayName: String
    /// nil for targets that build no product (aggregate targets).
    public let product: XcodeProduct?
    /// The target's files: sources, resources and other members.
    public let inputFiles: FileList
}

public struct XcodeProduct {
    public typealias ID = String
    public let id: ID
    public let name: String
    public let kind: Kind

    public enum Kind {
        case application
        case executable
        case framework
        case library
        /// Any other product type, by its identifier (`com.apple.product-type.bundle.unit-test`, ...).
        case other(String)
    }
}
