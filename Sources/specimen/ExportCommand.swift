import ArgumentParser
import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading
import SpecimenServe
import SpecimenSite

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export a DESIGN.md's front-matter tokens in the reference DESIGN.md CLI's formats.",
        discussion: """
            Writes the tokens of a DESIGN.md's YAML (front matter and ```yaml blocks) to stdout, \
            as the reference CLI (@google/design.md) exports them and under its format names, so \
            scripts and agents written for it work: token names as written, colours as \
            lower-case hex, dimensions in the unit written, nothing invented for what a document \
            leaves out, and no components. `specimen tokens` exports everything Specimen reads, \
            prose included, with dark values and the component tier.

            Formats:
              css-tailwind   Tailwind v4 @theme variables (--color-*, --font-*, --text-*, --leading-*, \
            --tracking-*, --font-weight-*, --radius-*, --spacing-*); a name Tailwind cannot take \
            (primary.surface, a space) fails with exit 1.
              json-tailwind  Tailwind v3 {"theme": {"extend": {…}}}; tailwind is the same.
              dtcg           DTCG 2025.10 JSON that validates against the format's rules.
              css-vars       :root custom properties --color-*, --spacing-*, --rounded-*; \
            --prefix P writes --P-color-*.

            Where Specimen writes what the target reads rather than what the reference writes: a \
            font list stays a CSS list in css-tailwind ("Inter", sans-serif); DTCG gets nested \
            groups for nested names, six-digit hex with alpha apart, only px and rem dimensions \
            (others are listed under $extensions."dev.specimen".notExported and noted on stderr), \
            and a typography token only for a style with all five properties (the others become \
            groups of what they state); css-vars escapes what CSS cannot read in a name.

            Lint errors and warnings of the document are printed to stderr; the export is still \
            written (exit 0), as the reference writes it.

            Examples:
              specimen export DESIGN.md --format css-tailwind > theme.css
              specimen export --system acme --format dtcg > acme.tokens.json
              specimen export DESIGN.md --format css-vars --prefix ds
              cat DESIGN.md | specimen export - --format json-tailwind
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case cssTailwind = "css-tailwind"
        case jsonTailwind = "json-tailwind"
        case tailwind
        case dtcg
        case cssVars = "css-vars"

        var export: DesignMDExport.Format { DesignMDExport.Format(rawValue: rawValue)! }
    }

    @Argument(help: ArgumentHelp("A DESIGN.md to export, or - for stdin. Without one, a system under --content.", valueName: "file"))
    var file: String?

    @Option(name: .long, help: ArgumentHelp("Folder of design systems (default: Content).", valueName: "dir"))
    var content: String?

    @Option(name: .long, help: ArgumentHelp("The system's slug under --content; required when there are several.", valueName: "slug"))
    var system: String?

    @Option(name: .long, help: ArgumentHelp("Output format: css-tailwind, json-tailwind (or tailwind), dtcg, css-vars.", valueName: "format"))
    var format: Format

    @Option(name: .long, help: ArgumentHelp("A prefix for css-vars names: --prefix ds writes --ds-color-primary.", valueName: "prefix"))
    var prefix: String?

    func validate() throws {
        if file != nil, content != nil || system != nil {
            throw ValidationError("give a document or --content/--system, not both")
        }
    }

    func run() throws {
        if prefix != nil, format != .cssVars { Terminal.error("note: --prefix applies to css-vars only; ignored") }
        let (chosen, document) = try read()
        let model = chosen.frontMatter.map(DesignMDModel.init) ?? DesignMDModel(root: .mapping([], line: 1))
        switch DesignMDExport.export(model, as: format.export, prefix: prefix) {
        case .failure(let failure):
            throw SpecimenError(failure.message, file: document, line: failure.line)
        case .success(let export):
            for omission in export.omissions {
                Terminal.error("\(document):\(omission.line): note: \(omission.path) (\(omission.value)) is not exported: \(omission.reason)")
            }
            try Terminal.write(export.text)
        }
    }

    /// The system to export and the path of its document as a user can open it.
    private func read() throws -> (DesignSystem, String) {
        guard let file else {
            let folder = content ?? "Content"
            let state = try analyzedContent(folder, only: system, auditing: false)
            guard let chosen = try SystemSelection.select(system, from: state.systems, single: true).first else {
                throw SpecimenError("no design system", file: folder)
            }
            return (chosen.system, folder.appendingPathComponent(chosen.source.displayPath))
        }
        var path = file
        var temporary: String?
        if file == "-" {
            // The pipeline reads files: stdin is one for as long as it is read.
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-export-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            path = folder + "/DESIGN.md"
            try FileHandle.standardInput.readDataToEndOfFile().write(to: URL(fileURLWithPath: path))
            temporary = folder
        }
        defer { if let temporary { try? FileManager.default.removeItem(atPath: temporary) } }
        let state = try Analysis(fileIO: .local).analyze(documents: [path], auditing: false, lint: LintOptions())
        guard let chosen = state.systems.first else { throw SpecimenError("no design system", file: file) }
        let shown = file == "-" ? "<stdin>" : file
        for finding in chosen.lintFindings where finding.severity >= .warning {
            var finding = finding
            finding.file = shown
            Terminal.error(finding.formatted)
        }
        return (chosen.system, shown)
    }
}
