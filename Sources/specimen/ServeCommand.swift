import ArgumentParser
import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading
import SpecimenServe
import SpecimenSite

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the site, serve it locally and rebuild it as you edit.",
        discussion: """
            Builds like `specimen build`, then serves --output over HTTP and watches the documents \
            and --templates. Each saved change rebuilds the site and open pages reload by themselves. A \
            failed build is shown in the terminal and over the page, and the last good site stays \
            up. Only the pages sent by the server carry the live-reload script; the files on disk \
            are the same as a plain build. Ctrl-C stops the server.

            \(ContentLocation.help)

            Examples:
              specimen serve
              specimen serve docs/DESIGN.md
              specimen serve --port 8080 --content docs/design
            """
    )

    @OptionGroup var folders: FolderOptions

    @Option(name: .long, help: ArgumentHelp("Address to listen on. The default keeps the site on this machine.", valueName: "address"))
    var host = "127.0.0.1"

    @Option(name: .long, help: ArgumentHelp("Port to listen on; 0 picks a free one.", valueName: "port"))
    var port = 8000

    func validate() throws {
        guard (0...65535).contains(port) else {
            throw ValidationError("--port must be between 0 and 65535")
        }
        guard !host.isEmpty else {
            throw ValidationError("--host must not be empty")
        }
    }

    func run() async throws {
        let options = folders.buildOptions(try folders.found())
        let server = SiteServer(
            options: options, host: host, port: port, lock: .local,
            log: { Terminal.print($0) },
            warn: { Terminal.error($0) }
        )
        if !["127.0.0.1", "localhost", "::1"].contains(host) {
            Terminal.error("warning: listening on \(host): anyone who can reach this address can read the site")
        }
        try await server.run { url in
            Terminal.print("Serving \(folders.output) at \(url) (Ctrl-C to stop)")
        }
    }
}
