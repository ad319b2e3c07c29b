import PackagePlugin

@main
struct GenerateScreensCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {}
}
