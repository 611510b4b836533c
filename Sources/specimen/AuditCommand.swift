import ArgumentParser
import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading
import SpecimenServe
import SpecimenSite

struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Check the contrast of every design system and the claims its document makes.",
        discussion: """
            Measures every text colour on its fill in every component, variant, state and \
            appearance, the UI boundaries WCAG 1.4.11 covers, the pairings the document states \
            and the ratios and levels it claims. The palette matrix and colour-vision findings \
            are reported but never fail the audit.

            Exit status: 0 when nothing fails at --level, 1 when a used pair fails or a claim is \
            contradicted, 2 on a usage error.

            Baselines: --write-baseline FILE saves this audit as JSON, accepting the failures it \
            records (the run then exits 0). --baseline FILE reads such a file (or any \
            --format json report) and fails only on failures and contradicted claims that are not \
            in it, matched by the pair's stable id, or by its colours when the id moved; failures \
            it lists that are now fixed are reported, so the baseline can be tightened. With \
            --baseline the report lists only what differs from the baseline (formats text, json, \
            markdown, sarif).

            \(ContentLocation.help)

            Examples:
              specimen audit
              specimen audit docs/DESIGN.md
              specimen audit --level AAA --system acme
              specimen audit --format sarif --output audit.sarif
              specimen audit --write-baseline audit-baseline.json
              specimen audit --baseline audit-baseline.json
              specimen audit --baseline audit-baseline.json --write-baseline audit-baseline.json
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, junit, sarif, markdown
    }

    @Argument(help: ArgumentHelp("A design document, or a folder to look in (see 'Where the documents are').", valueName: "path"))
    var path: String?

    @Option(name: .long, help: ArgumentHelp("Folder of design systems.", valueName: "dir"))
    var content: String?

    @Option(name: .long, help: ArgumentHelp("Audit one system, by slug (its folder name under --content).", valueName: "slug"))
    var system: String?

    @Option(name: .long, help: "WCAG level the gate checks: AA or AAA.")
    var level: WCAGLevel = .aa

    @Option(name: .long, help: "Output format: text, json, junit, sarif, markdown.")
    var format: Format = .text

    @Option(name: .long, help: ArgumentHelp("Write the report to this file (atomically) instead of stdout.", valueName: "file"))
    var output: String?

    @Option(name: .long, help: ArgumentHelp("Fail only on failures not in this earlier audit JSON (from --write-baseline or --format json).", valueName: "file"))
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: ArgumentHelp("Save this audit as the baseline FILE, accepting its failures.", valueName: "file"))
    var writeBaseline: String?

    func validate() throws {
        if path != nil, content != nil { throw ValidationError("give a document or folder, or --content DIR, not both") }
        if baseline != nil, format == .junit {
            throw ValidationError("--baseline reports what differs from the baseline in text, json, markdown or sarif, not junit")
        }
    }

    func run() throws {
        // Read the baseline before any work: a missing or foreign file is a usage error.
        var previous: AuditBaseline?
        if let baseline {
            do {
                previous = try AuditBaseline.load(baseline)
            } catch let error as SpecimenError {
                Terminal.error(error.formatted)
                throw ExitCode(2)
            }
        }
        let found = try ContentLocation.find(path: path, content: content)
        let content = ContentLocation.displayRoot(found.content)
        let state = try analyzedContent(found, only: system)
        let systems = try SystemSelection.select(system, from: state.systems, single: false)
        let run = AuditRun(reports: systems.compactMap(\.audit), level: level)
        if let writeBaseline {
            try ReportOutput.write(AuditJSONFormatter().format(run), to: writeBaseline)
            Terminal.error("wrote the baseline \(writeBaseline): \(run.summary[level].failingPairs) failing pairs and \(run.summary.contradictedClaims) contradicted claims at \(level.rawValue) accepted")
        }
        if let previous {
            let diff = previous.compare(run, level: level, label: found.path)
            let formatter: any DiffReportFormatter = switch format {
            case .json: DiffJSONFormatter()
            case .sarif: DiffSARIFFormatter(artifactRoot: Self.artifactRoot(for: content))
            case .markdown: DiffMarkdownFormatter()
            case .text, .junit: DiffTextFormatter(color: output == nil && Self.stdoutWantsColor)
            }
            try ReportOutput.write(formatter.format(diff), to: output)
            if diff.regressed { throw ExitCode(diff.exitStatus) }
            return
        }
        let formatter: any AuditReportFormatter = switch format {
        case .text: AuditTextFormatter(color: output == nil && Self.stdoutWantsColor)
        case .json: AuditJSONFormatter()
        case .junit: AuditJUnitFormatter()
        case .sarif: AuditSARIFFormatter(artifactRoot: Self.artifactRoot(for: content))
        case .markdown: AuditMarkdownFormatter()
        }
        try ReportOutput.write(formatter.format(run), to: output)
        // Writing a baseline accepts what it records.
        if !run.passed, writeBaseline == nil { throw ExitCode(run.exitStatus) }
    }

    /// Colour only for a person at a terminal: https://no-color.org
    static var stdoutWantsColor: Bool {
        isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"].map(\.isEmpty) != false
    }

    /// SARIF locations are relative to the repository root, which CI runs from: the content folder
    /// as given when relative, or made relative to the working directory when it lies inside it.
    static func artifactRoot(for content: String) -> String {
        guard content.hasPrefix("/") else { return content }
        let cwd = FileManager.default.currentDirectoryPath
        let prefix = cwd.hasSuffix("/") ? cwd : cwd + "/"
        return content.hasPrefix(prefix) ? String(content.dropFirst(prefix.count)) : content
    }
}

extension WCAGLevel: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(rawValue: argument.uppercased())
    }
}
