import ArgumentParser
import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading

struct ExtractCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "Print what Specimen read from a document, as DESIGN.md front matter or JSON.",
        discussion: """
            The seam between reading and everything after it: the tokens and components the site \
            draws, each with a `# line N` comment naming the line it was read from. What Specimen \
            kept only as the document's words (a colour it could not resolve, a component's parts, \
            a gradient the format cannot hold) is listed as comments with their lines, never as a \
            made-up value.

            Review it in a pull request to see what was understood of your prose; prepend it to \
            the document (or replace the prose's values with it) to adopt it: the site built from \
            the document with its extracted front matter draws the same values.

            Examples:
              specimen extract docs/DESIGN.md > extracted.md
              specimen extract --system acme --format designmd > extracted.md
              specimen extract --system acme --format json | jq '.components[].name'
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case designmd, json
    }

    @Argument(help: ArgumentHelp("A design document, or a folder to look in (default: the current folder: Content/, else DESIGN.md or docs/DESIGN.md).", valueName: "path"))
    var path: String?

    @Option(name: .long, help: ArgumentHelp("Folder of design systems.", valueName: "dir"))
    var content: String?

    @Option(name: .long, help: ArgumentHelp("The system's slug. Required when there are several systems.", valueName: "slug"))
    var system: String?

    @Option(name: .long, help: ArgumentHelp("designmd (front matter with line comments) or json.", valueName: "format"))
    var format: Format = .designmd

    func validate() throws {
        if path != nil, content != nil { throw ValidationError("give a document or folder, or --content DIR, not both") }
    }

    func run() throws {
        let state = try analyzedContent(try ContentLocation.find(path: path, content: content), only: system, auditing: false)
        let systems = try SystemSelection.select(system, from: state.systems, single: true)
        guard let chosen = systems.first else { return }
        let writer = DesignMDWriter(chosen.system)
        try Terminal.write(format == .json ? writer.json() : writer.write())
    }
}
