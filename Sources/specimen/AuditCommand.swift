import ArgumentParser
import Foundation
import SpecimenKit

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

            Examples:
              specimen audit
              specimen audit --level AAA --system acme
              specimen audit --format sarif --output audit.sarif
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, junit, sarif, markdown
    }

    @Option(name: .long, help: ArgumentHelp("Folder of design systems.", valueName: "dir"))
    var content = "Content"

    @Option(name: .long, help: ArgumentHelp("Audit one system, by slug (its folder name under --content).", valueName: "slug"))
    var system: String?

    @Option(name: .long, help: "WCAG level the gate checks: AA or AAA.")
    var level: WCAGLevel = .aa

    @Option(name: .long, help: "Output format: text, json, junit, sarif, markdown.")
    var format: Format = .text

    @Option(name: .long, help: ArgumentHelp("Write the report to this file (atomically) instead of stdout.", valueName: "file"))
    var output: String?

    func run() throws {
        let state = try analyzedContent(content)
        let systems = try SystemSelection.select(system, from: state.systems, single: false)
        let run = AuditRun(reports: systems.compactMap(\.audit), level: level)
        let formatter: any AuditReportFormatter = switch format {
        case .text: AuditTextFormatter(color: output == nil && Self.stdoutWantsColor)
        case .json: AuditJSONFormatter()
        case .junit: AuditJUnitFormatter()
        case .sarif: AuditSARIFFormatter(artifactRoot: Self.artifactRoot(for: content))
        case .markdown: AuditMarkdownFormatter()
        }
        let text = formatter.format(run)
        if let output {
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                throw SpecimenError("cannot write the report: \(error.localizedDescription)", file: output)
            }
        } else {
            FileHandle.standardOutput.write(Data(text.utf8))
        }
        if !run.passed { throw ExitCode(run.exitStatus) }
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
