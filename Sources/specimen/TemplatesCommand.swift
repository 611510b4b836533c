import ArgumentParser
import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading
import SpecimenSite

struct TemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "List the templates a build uses, or write the built-in ones out to customise.",
        discussion: """
            Specimen's templates and site assets (Mustache templates, CSS, the favicon, the \\
            live-reload script) are built into it. A templates folder overrides them file by file: \\
            a file at the same path replaces the built-in one, a new file is added, and every other \\
            file stays built in, so a project keeps only what it changed. The folder is --templates \\
            DIR, or Templates/ in the current folder when it exists.

            Without --eject, lists every file a build would use and whether it is built in or \\
            the folder's. With --eject DIR, writes the built-in files into DIR (made if missing) \\
            to start from; a file DIR already has is kept unless --force. Delete the files you \\
            did not change, so that they follow Specimen's own as it improves.

            Examples:
              specimen templates
              specimen templates --eject Templates
              specimen templates --eject Templates --force
            """
    )

    @Option(name: .long, help: ArgumentHelp("Folder of templates overriding the built-in ones (default: Templates, when it exists).", valueName: "dir"))
    var templates: String?

    @Option(name: .long, help: ArgumentHelp("Write the built-in templates and assets into this folder.", valueName: "dir"))
    var eject: String?

    @Flag(name: .long, help: "With --eject, replace files the folder already has.")
    var force = false

    func validate() throws {
        if eject == nil, force { throw ValidationError("--force goes with --eject DIR") }
        if eject != nil, templates != nil { throw ValidationError("give --eject DIR or --templates DIR, not both") }
        try TemplatesOption.validate(templates)
    }

    func run() throws {
        if let eject {
            let result = try TemplateEjector(fileIO: .local).eject(into: eject, replacing: force)
            for path in result.kept {
                Terminal.error("\(eject.appendingPathComponent(path)): kept (the folder has its own; --force replaces it)")
            }
            Terminal.print("Wrote \(result.written.count) of \(BuiltInTemplates.files.count) built-in files into \(eject)")
            return
        }
        let folder = templates ?? TemplatesOption.defaultFolder
        let files = try TemplateFiles.read(folder, fileIO: .local)
        let width = files.files.map(\.path.count).max() ?? 0
        for file in files.files {
            let origin = file.origin == .builtIn ? "built in" : file.location(in: folder)
            Terminal.print(file.path.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + origin)
        }
    }
}
