import PackagePlugin
@main struct GenerateManagersCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {}
}
