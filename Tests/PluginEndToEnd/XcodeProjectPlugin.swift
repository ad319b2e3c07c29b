// The shape of the parts of Xcode's `XcodeProjectPlugin` module that ScreenGenPlugin uses, so that
// scripts/plugin-e2e can type-check the plugin's Xcode variant on Linux, where Xcode does not exist.
// Only the declarations matter; nothing here runs. Built for real only by Xcode.
import Foundation
import PackagePlugin

public protocol XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

public struct XcodeTool {
    public var url: URL
}

public struct XcodePluginContext {
    public var pluginWorkDirectoryURL: URL
    public func tool(named name: String) throws -> XcodeTool { XcodeTool(url: URL(fileURLWithPath: name)) }
}

public struct XcodeFile {
    public var url: URL
}

public struct XcodeProduct {
    public enum Kind {
        case application, executable, framework, library
        case other(String)
    }
    public var name: String
    public var kind: Kind
}

public struct XcodeTarget {
    public var displayName: String
    public var product: XcodeProduct?
    public var inputFiles: [XcodeFile]
}
