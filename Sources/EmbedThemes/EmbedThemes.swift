import Foundation
import PackagePlugin

/// Embeds the top-level themes/ folder in the target that uses this plugin: every
/// `themes/*.yaml` becomes an entry of `bundledThemeFiles`. A theme file added to the folder
/// is bundled at the next build; nothing else needs to change.
@main
struct EmbedThemes: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = context.package.directoryURL.appending(path: "themes")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "yaml" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "BundledThemeFiles.swift")
        return [.buildCommand(displayName: "Embedding themes/ in \(target.name)",
                              executable: try context.tool(named: "ThemeEmbedder").url,
                              arguments: [output.path] + files.map(\.path),
                              inputFiles: files, outputFiles: [output])]
    }
}
