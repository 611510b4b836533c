import ArgumentParser
import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading
import SpecimenServe
import SpecimenSite

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the style-guide site from the design documents.",
        discussion: """
            Reads the design documents (below), renders them through Specimen's built-in \
            templates, with any file of --templates (default: Templates/, when it exists) in place \
            of the built-in one of the same path, and writes the site to --output. The site is \
            built in a staging folder and \
            swapped into place only when complete, so a failed or interrupted build leaves the \
            previous site untouched. Links are relative: the site works opened from disk and \
            served under any path.

            \(ContentLocation.help)

            Builds are incremental: a system whose document, sidecar and fonts are unchanged since \
            the last build (with the same templates and Specimen) is not read again, and its pages \
            are carried over. The record of the last build is <output>.specimen-cache; --clean \
            ignores it. Either way the site is byte-for-byte what a clean build gives.

            Fonts are cut down to the characters the site's pages use (HarfBuzz's hb-subset) and \
            converted to WOFF2; they and the compiled templates are kept in \
            $XDG_CACHE_HOME/specimen (else ~/.cache/specimen), each under a digest of what it was \
            made from, so they are used again only for the same bytes; the folder may be deleted \
            at any time.

            With --base REV, each system also gets a Changes page (<slug>/changes/index.html, \
            linked from its sidebar) listing what `specimen diff --base REV` reports: tokens added, \
            removed, modified and renamed, component properties, pairs newly failing and fixed, \
            claims and lint findings, with each changed component drawn before and after, side by \
            side. The site home lists the systems added, removed and changed. REV is read out of \
            git (the --content folder as it is in REV) without touching the checkout.

            Exit status: 0 when the site is written. Warnings and lint findings, errors \
            included, are printed and shown on each system's token page but do not fail a build: \
            gate a pull request on `specimen lint` or `specimen audit`, or pass --strict, which \
            fails the build on any warning or error and keeps the previous site. 1 when the build \
            fails, 2 on a usage error (an unknown option, a document or revision that does not \
            exist).

            Examples:
              specimen build
              specimen build path/to/DESIGN.md --output site
              specimen build --content docs/design --output site --base-url https://example.com/styleguide/
              specimen build --base origin/main
            """
    )

    @OptionGroup var folders: FolderOptions

    @Option(name: .long, help: ArgumentHelp("Absolute URL the site is published at; writes sitemap.xml with it.", valueName: "url"))
    var baseURL: String?

    @Flag(name: .long, help: "Print only warnings and errors.")
    var quiet = false

    @Flag(name: .long, help: "Fail the build on any warning (bad colour literal, conflicting values, broken alias, unknown sidecar key).")
    var strict = false

    @Flag(name: .long, help: "Read and render every system, ignoring what the last build left in <output>.specimen-cache.")
    var clean = false

    @Option(name: .long, help: ArgumentHelp("Add a Changes page to each system: what changed since the --content folder at this git revision.", valueName: "rev"))
    var base: String?

    func validate() throws {
        if let baseURL {
            guard let url = URL(string: baseURL), let scheme = url.scheme, ["http", "https"].contains(scheme), url.host != nil else {
                throw ValidationError("--base-url must be an absolute http(s) URL, such as https://example.com/styleguide/")
            }
        }
    }

    func run() throws {
        Interrupt.install(output: folders.output)
        let started = ContinuousClock.now
        if let base {
            // A revision that names nothing is a usage error, as for `specimen diff`.
            do {
                _ = try SiteBuilder.resolveBase(base, revisions: GitRevisionReader())
            } catch let error as SpecimenError {
                Terminal.error(error.formatted)
                throw ExitCode(2)
            }
        }
        let found = try folders.found()
        var options = folders.buildOptions(found)
        options.baseURL = baseURL
        options.strict = strict
        options.incremental = !clean
        options.base = base
        let root = ContentLocation.displayRoot(options.content)
        var builder = SiteBuilder(fileIO: .local, lock: .local, isCancelled: { Interrupt.isRequested })
        builder.templateCache = UserCache.folder().appendingPathComponent("templates")
        builder.swapping = { swap in
            Interrupt.swapLock.lock()
            defer { Interrupt.swapLock.unlock() }
            return try swap()
        }
        let quiet = self.quiet
        let state: BuildState
        do {
            state = try locatingErrors(in: root) {
                try builder.build(options) { line in
                    if !quiet { Terminal.print(line) }
                }
            }
        } catch where Interrupt.isRequested {
            Terminal.error("\(folders.output): build interrupted; the previous site is unchanged")
            throw ExitCode(Interrupt.status)
        }
        for diagnostic in state.diagnostics where diagnostic.severity != .note || !quiet {
            Terminal.error(diagnostic.located(in: root).formatted)
        }
        if !quiet {
            let pages = state.paths.filter { $0.hasSuffix(".html") }.count
            let elapsed = ContinuousClock.now - started
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            let time = String(format: "%.2f", seconds)
            let count = state.rendered.count + state.reused.count
            let reused = state.reused.isEmpty ? "" : " (\(state.reused.count) unchanged)"
            Terminal.print("Built \(count) system\(count == 1 ? "" : "s")\(reused), \(pages) pages in \(time) s → \(folders.output.appendingPathComponent("index.html"))")
        }
    }
}
