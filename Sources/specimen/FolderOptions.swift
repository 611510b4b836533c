import ArgumentParser
import SpecimenAudit
import SpecimenModel
import SpecimenReading
import SpecimenSite

/// The folders every command reads, with the defaults of a project laid out as Specimen expects.
struct FolderOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("A design document (path/to/DESIGN.md), or a folder to look in. Without it, the current folder: see 'Where the documents are'.", valueName: "path"))
    var path: String?

    @Option(name: .long, help: ArgumentHelp("Folder of design systems: one subfolder (or one .md file) per system.", valueName: "dir"))
    var content: String?

    @Option(name: .long, help: ArgumentHelp("Folder of Mustache templates and site assets overriding the built-in ones file by file (default: Templates, when it exists).", valueName: "dir"))
    var templates: String?

    @Option(name: .long, help: ArgumentHelp("Folder the site is written to. Replaced on every build; Specimen refuses a folder it did not create.", valueName: "dir"))
    var output = "Public"

    func validate() throws {
        if path != nil, content != nil { throw ValidationError("give a document or folder, or --content DIR, not both") }
        try TemplatesOption.validate(templates)
    }

    /// The documents, found as `ContentDiscovery` says; a usage error when there are none.
    func found() throws -> ContentDiscovery.Found {
        try ContentLocation.find(path: path, content: content)
    }

    /// The build's options for what was found, with the templates folder that overrides the
    /// built-in set.
    func buildOptions(_ found: ContentDiscovery.Found) -> BuildOptions {
        var options = BuildOptions(content: found.content, templates: templates ?? TemplatesOption.defaultFolder, output: output)
        options.document = found.loneDocument
        return options
    }
}

/// `--templates`: a folder that overrides the built-in templates file by file.
enum TemplatesOption {
    /// Used when it exists in the current folder; without it the built-in set is used whole.
    static let defaultFolder = "Templates"

    /// A folder named on the command line must exist: a typo would otherwise build silently
    /// with the built-in look.
    static func validate(_ templates: String?) throws {
        guard let templates else { return }
        guard FileIO.local.isDirectoryFollowingLinks(templates) else {
            throw ValidationError("--templates \(templates): no such folder (without --templates, Specimen uses its built-in templates and a Templates/ folder here, if any)")
        }
    }
}

/// Where a command's documents are: `--content DIR` as given, or found by `ContentDiscovery`.
enum ContentLocation {
    /// The discovery order, for each command's help.
    static let help = """
        Where the documents are: --content DIR is a folder of systems (one subfolder or \
        Markdown file each). Without it, a PATH argument names a document (one system) or a \
        folder to look in; without either, the current folder. In a folder the first of these \
        is used: Content/ (a folder of systems); DESIGN.md (one system); docs/DESIGN.md (one \
        system). A lone DESIGN.md is published under the name of the folder that holds it, or \
        of the folder above when that is docs/ (acme-app/docs/DESIGN.md is published as \
        acme-app/); a document with another name under its own (brand.md as brand/).
        """

    static func find(path: String?, content: String?) throws -> ContentDiscovery.Found {
        if let content { return .folder(content) }
        do {
            return try ContentDiscovery().find(path)
        } catch let error as SpecimenError {
            Terminal.error(error.formatted)
            throw ExitCode(2)
        }
    }

    /// The folder diagnostics are relative to, as a prefix a person can open: none for the
    /// current folder, so `DESIGN.md:12` rather than `./DESIGN.md:12`.
    static func displayRoot(_ content: String) -> String {
        content == "." ? "" : content
    }
}
