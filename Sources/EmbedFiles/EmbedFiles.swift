import Foundation
import PackagePlugin

/// Embeds folders of text files in the targets that use this plugin, so the binary needs no
/// files at run time. Each target has its folder: DeckUI carries the top-level themes/
/// (`themes/*.yaml` → `bundledThemeFiles`), Scenario its Demos/ (`Demos/*.deck` →
/// `bundledDemoFiles`). A file added to a folder is embedded at the next build; nothing else
/// needs to change.
@main
struct EmbedFiles: BuildToolPlugin {
    /// What one target embeds: the folder (from the package's top), the files' extension
    /// and the Swift constant that holds them; nil for a target that embeds nothing.
    static func folder(for target: String) -> (path: String, pathExtension: String, constant: String)? {
        switch target {
        case "DeckUI": ("themes", "yaml", "bundledThemeFiles")
        case "Scenario": ("Sources/Scenario/Demos", "deck", "bundledDemoFiles")
        default: nil
        }
    }

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let folder = Self.folder(for: target.name) else {
            Diagnostics.error("EmbedFiles: no folder to embed for target \(target.name)")
            return []
        }
        let directory = context.package.directoryURL.appending(path: folder.path)
        let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == folder.pathExtension }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "Embedded_\(folder.constant).swift")
        return [
            .buildCommand(
                displayName: "Embedding \(directory.lastPathComponent)/ in \(target.name)",
                executable: try context.tool(named: "FileEmbedder").url,
                arguments: [output.path, folder.constant, directory.lastPathComponent] + files.map(\.path),
                inputFiles: files, outputFiles: [output])
        ]
    }
}
