import ArgumentParser
import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading
import SpecimenServe
import SpecimenSite

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what a change to design documents changes, and fail only when it regresses.",
        discussion: """
            Compares two sides. Each is a Markdown document, a content folder, or a git \
            revision: REV reads the --content folder (or, without it, the Content/ folder, \
            DESIGN.md or docs/DESIGN.md found in the current folder) as it is in REV, REV:PATH a folder or \
            document in REV (PATH relative to the current folder). Revisions are read with git \
            archive and git cat-file into a temporary folder; the checkout is never touched. A \
            path that exists wins over a revision of the same name.

            --base REV compares those documents at REV with the working tree: what a pull \
            request changes.

            Per system it reports tokens added, removed, modified (old and new value, each with \
            its line) and renamed (the same value under a new name); component specs changed, \
            property by property; contrast pairs newly failing at --level and pairs fixed; claims \
            newly contradicted; lint findings added and removed; and systems added and removed. \
            Pairs are matched by their stable id, then by their colours when the id moved.

            Exit status: 1 only when the after side regresses (a new failing pair, a newly \
            contradicted claim or a new lint error), 0 otherwise, even when things changed; 2 on \
            a usage error or a side that cannot be found.

            Examples:
              specimen diff --base origin/main
              specimen diff --base origin/main --format markdown > comment.md
              specimen diff old/DESIGN.md DESIGN.md
              specimen diff v1.2.0 HEAD
              specimen diff main:Content/acme Content/acme --format json
              specimen diff --base main --format sarif --output diff.sarif
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, markdown, sarif
    }

    @Argument(help: ArgumentHelp("The before side, then the after side: a document, a content folder, REV or REV:PATH.", valueName: "side"))
    var sides: [String] = []

    @Option(name: .long, help: ArgumentHelp("Compare the content folder at this git revision with the working tree.", valueName: "rev"))
    var base: String?

    @Option(name: .long, help: ArgumentHelp("Folder of design systems: what --base and a bare REV read (default: Content/, else DESIGN.md or docs/DESIGN.md, in the current folder).", valueName: "dir"))
    var content: String?

    @Option(name: .long, help: "WCAG level pairs are compared at: AA or AAA.")
    var level: WCAGLevel = .aa

    @Option(name: .long, help: "Output format: text, json, markdown (a pull-request comment), sarif (new failures only).")
    var format: Format = .text

    @Option(name: .long, help: ArgumentHelp("Write the report to this file (atomically) instead of stdout.", valueName: "file"))
    var output: String?

    func validate() throws {
        if base != nil {
            guard sides.isEmpty else { throw ValidationError("give --base REV or two sides, not both") }
        } else if sides.count != 2 {
            throw ValidationError("give two sides to compare (BEFORE AFTER), or --base REV")
        }
    }

    func run() throws {
        let before: DiffSide
        let after: DiffSide
        // What --base and a bare REV read: --content, or what the current folder holds.
        let found: ContentDiscovery.Found
        if let content {
            found = .folder(content)
        } else if base != nil {
            found = try ContentLocation.find(path: nil, content: nil)
        } else {
            found = (try? ContentDiscovery().find(nil)) ?? .folder(ContentDiscovery.contentFolder)
        }
        if let base {
            before = .revision(base, path: found.path)
            after = found.loneDocument == nil ? .folder(found.path) : .document(found.path)
        } else {
            before = DiffSide.parse(sides[0], content: found.path)
            after = DiffSide.parse(sides[1], content: found.path)
        }
        let reader = DiffSideReader()
        // A side that names nothing is a usage error, never a regression.
        for side in [before, after] {
            do {
                try reader.check(side, missingIsEmpty: base != nil)
            } catch let error as SpecimenError {
                Terminal.error(error.formatted)
                throw ExitCode(2)
            }
        }
        let old = try reader.read(before, missingIsEmpty: base != nil)
        let new = try reader.read(after)
        for note in old.notes + new.notes { Terminal.error("note: \(note)") }
        let diff = ContentComparer(level: level).compare(old, new)
        let formatter: any DiffReportFormatter = switch format {
        case .text: DiffTextFormatter(color: output == nil && AuditCommand.stdoutWantsColor)
        case .json: DiffJSONFormatter()
        case .markdown: DiffMarkdownFormatter()
        case .sarif: DiffSARIFFormatter(artifactRoot: new.artifactRoot)
        }
        try ReportOutput.write(formatter.format(diff), to: output)
        if diff.regressed { throw ExitCode(diff.exitStatus) }
    }
}
