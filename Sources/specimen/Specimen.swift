import ArgumentParser
import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading
import SpecimenServe
import SpecimenSite

@main
struct Specimen: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "specimen",
        abstract: "Turn design-system documents written in Markdown into a static style-guide site.",
        discussion: """
            Put each design system in its own folder under Content/ (Content/acme/DESIGN.md, with an \
            optional Content/acme/specimen.yml), or drop a lone Markdown file into Content/. Then run \
            `specimen build` and open Public/index.html, or upload Public/ to any static host.

            Exit status: 0 on success, 1 when a build fails, an audit finds a failure, lint finds an error or a diff finds a regression, 2 on a usage error.
            """,
        version: "0.1.0",
        subcommands: [BuildCommand.self, ServeCommand.self, TokensCommand.self, ExportCommand.self, AuditCommand.self, LintCommand.self, DiffCommand.self, ExtractCommand.self],
        defaultSubcommand: nil
    )

    /// ArgumentParser exits 64 on usage errors; Specimen promises 2, and 1 for failed work.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            if let failure = Terminal.failure { throw SpecimenError("cannot write to standard output: \(failure)") }
        } catch let error as SpecimenError {
            Terminal.error(error.formatted)
            Foundation.exit(1)
        } catch let error as ExitCode {
            Foundation.exit(error.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            Terminal.error(fullMessage(for: error))
            Foundation.exit(code == .validationFailure ? 2 : code.rawValue)
        }
    }
}
