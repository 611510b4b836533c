import Foundation
import PackagePlugin

/// Compiles the repository's Templates/ folder into the target it is applied to, as
/// `BuiltInTemplates.entries`: the templates and assets `specimen` uses when a project has no
/// Templates/ of its own, and under any file a project's folder does not override. Every file
/// of the folder is an input of the command, so an edit, a new file or a removed one
/// regenerates the source on the next build.
@main
struct EmbedTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let templates = context.package.directoryURL.appending(path: "Templates")
        let output = context.pluginWorkDirectoryURL.appending(path: "BuiltInTemplates+Entries.swift")
        return [
            .buildCommand(
                displayName: "Embedding Templates/ in \(target.name)",
                executable: try context.tool(named: "embed-templates").url,
                arguments: [templates.path, output.path],
                inputFiles: [templates] + Self.files(under: templates),
                outputFiles: [output]),
        ]
    }

    static func files(under folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]) else {
            return []
        }
        return walker.compactMap { $0 as? URL }.sorted { $0.path < $1.path }
    }
}
