import ArgumentParser

/// The folders every command reads, with the defaults of a project laid out as Specimen expects.
struct FolderOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Folder of design systems: one subfolder (or one .md file) per system.", valueName: "dir"))
    var content = "Content"

    @Option(name: .long, help: ArgumentHelp("Folder of Mustache templates and site assets.", valueName: "dir"))
    var templates = "Templates"

    @Option(name: .long, help: ArgumentHelp("Folder the site is written to. Replaced on every build; Specimen refuses a folder it did not create.", valueName: "dir"))
    var output = "Public"
}
