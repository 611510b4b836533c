import ArgumentParser
import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading
import SpecimenServe
import SpecimenSite

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check design documents against the DESIGN.md format: references, tokens, sections, contrast.",
        discussion: """
            Lints every system under --content, or the Markdown documents given as FILES. Rules \
            that read the YAML front matter say nothing about a document without one; \
            section-order and duplicate-section look at the top-level sections of every document.

            Rules:
            \(Linter.rules.map { "  \($0.id) (\($0.severity.rawValue)): \($0.summary)" }.joined(separator: "\n"))

            Each finding names the rule, its severity, the token path (colors.spare, \
            components.badge.backgroundColor) or section, and file:line. The same findings are \
            printed by `specimen build`, shown on each system's token page, and fail \
            `specimen build --strict`.

            Deliberate differences from the reference DESIGN.md linter (--like-reference gives \
            the reference's answer):
            \(LintOptions.deliberateDifferences.map { "  \($0.name): Specimen: \($0.specimen); the reference: \($0.reference)." }.joined(separator: "\n"))

            Exit status: 0 when no finding is an error (warnings and info never fail), 1 when one \
            is or a document cannot be read, 2 on a usage error.

            Examples:
              specimen lint
              specimen lint DESIGN.md docs/brand/DESIGN.md
              specimen lint --content docs/design --format json
              specimen lint --format sarif > lint.sarif
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, sarif
    }

    @Argument(help: ArgumentHelp("Markdown documents to lint. Without any, every system under --content.", valueName: "file"))
    var files: [String] = []

    @Option(name: .long, help: ArgumentHelp("Folder of design systems (default: Content).", valueName: "dir"))
    var content: String?

    @Option(name: .long, help: "Output format: text, json, sarif.")
    var format: Format = .text

    @Flag(name: .long, help: "Answer as the reference DESIGN.md linter (@google/design.md 0.3.0) does where Specimen deliberately differs (see below).")
    var likeReference = false

    func validate() throws {
        if !files.isEmpty, content != nil {
            throw ValidationError("give documents or --content, not both")
        }
    }

    func run() throws {
        let analysis = Analysis(fileIO: .local)
        let folder = content ?? "Content"
        // Unlike a build, the lint says when a document has no DESIGN.md YAML at all.
        let lint = LintOptions(likeReference: likeReference, reportsMissingYAML: true)
        let state = try files.isEmpty
            ? locatingErrors(in: folder) { try analysis.analyze(content: folder, auditing: false, lint: lint) }
            : analysis.analyze(documents: files, auditing: false, lint: lint)
        var findings = state.systems.flatMap(\.lintFindings)
        // The libraries name a system's document relative to the content folder; people and
        // tools need a path they can open, and SARIF one relative to the repository root.
        findings = findings.map { finding in
            var finding = finding
            if files.isEmpty {
                finding.file = format == .sarif ? finding.file : folder.appendingPathComponent(finding.file)
            } else if format == .sarif {
                finding.file = AuditCommand.artifactRoot(for: finding.file)
            }
            return finding
        }
        let run = LintRun(findings: findings, documents: state.systems.count)
        let formatter: any LintReportFormatter = switch format {
        case .text: LintTextFormatter()
        case .json: LintJSONFormatter()
        case .sarif: LintSARIFFormatter(artifactRoot: files.isEmpty ? AuditCommand.artifactRoot(for: folder) : "")
        }
        try Terminal.write(formatter.format(run))
        if run.exitStatus != 0 { throw ExitCode(run.exitStatus) }
    }
}
