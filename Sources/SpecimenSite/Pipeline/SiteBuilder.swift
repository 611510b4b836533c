import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// The stages of `specimen build`, wired to one `FileIO`.
public struct SiteBuilder: Sendable {
    public var fileIO: FileIO
    public var isCancelled: @Sendable () -> Bool
    /// The fonts pages may ship.
    public var fontCatalog: FontCatalog {
        get { fonts.value(or: FontCatalog(faces: [])) }  // listing fonts cannot fail
        set { fonts = Pending(ready: newValue) }
    }
    /// The work that lists them, waited for only where a stage needs the list.
    package var fonts: Pending<FontCatalog>
    public var fontConverter: FontConverter
    public var lock: BuildLock
    /// Identifies the Specimen binary, so that a new version never reuses an old one's pages.
    public var toolFingerprint: String
    /// Reads `--base` out of git, from the current folder unless told otherwise.
    public var revisions = GitRevisionReader()
    /// What an earlier build in this process parsed, for `specimen serve`'s rebuilds; nil in a
    /// one-off build.
    public var memo: BuildMemo?
    /// The folder compiled templates are kept in between runs (`UserCache`); nil parses them in
    /// every build.
    public var templateCache: String?
    /// Runs the swap of the new site into place: the executable holds a lock around it that
    /// its interrupt handler also takes, so an exit never lands inside the swap.
    public var swapping: @Sendable (() throws -> SiteWriter.Result) throws -> SiteWriter.Result = { try $0() }

    /// `fontCatalog` defaults to the fonts installed on this machine, listed by fontconfig on a
    /// thread of its own: scanning and reading need not wait for `fc-list`.
    /// In-memory builds pass an empty catalog.
    public init(
        fileIO: FileIO = .local, fontCatalog: FontCatalog? = nil, fontConverter: FontConverter = .woff2,
        lock: BuildLock = .none, toolFingerprint: String = SiteBuilder.runningToolFingerprint, memo: BuildMemo? = nil,
        isCancelled: @escaping @Sendable () -> Bool = { false }
    ) {
        self.lock = lock
        self.memo = memo
        self.toolFingerprint = toolFingerprint
        self.fileIO = fileIO
        fonts = fontCatalog.map { Pending(ready: $0) } ?? Pending { FontCatalog.installed }
        self.fontConverter = fontConverter
        self.isCancelled = isCancelled
    }

    /// Systems read, understood and rendered together before the next are read. Never below the
    /// header's limit, so that a site whose header names every system is one batch; 8 keeps a
    /// few cores busy while a batch of the largest documents stays small. Fixed rather than per
    /// machine, so diagnostics print in the same order everywhere.
    public var batchSize = 8

    public var pipeline: BuildPipeline {
        BuildPipeline(
            stages: [scan, plan, ingest, extract, resolve, components, audit, lint, compare, render, write, record],
            batchSize: max(batchSize, SiteNavigation.headerLimit), isCancelled: isCancelled)
    }

    /// The stages that read and understand the documents, without rendering anything: what
    /// `specimen tokens`, `specimen audit` and `specimen lint` need. `auditing: false` leaves
    /// out the contrast audit, for the commands that print none of it.
    public func analysis(auditing: Bool = true) -> BuildPipeline {
        BuildPipeline(stages: auditing ? [scan, ingest, extract, resolve, components, audit, lint] : [scan, ingest, extract, resolve, components, lint])
    }

    public func analyze(_ options: BuildOptions, auditing: Bool = true, log: (String) -> Void = { _ in }) throws -> BuildState {
        try analysis(auditing: auditing).run(options, log: log)
    }

    /// The same analysis of documents named one by one rather than found under a content
    /// folder: `specimen lint FILE…`. Each is read alone, without a sidecar, and named as given.
    public func analyze(
        documents: [String], auditing: Bool = true, lint: LintOptions = BuildOptions().lint, log: (String) -> Void = { _ in }
    ) throws -> BuildState {
        var stages = analysis(auditing: auditing).stages
        stages[0] = scan(documents: documents)
        var options = BuildOptions()
        options.lint = lint
        return try BuildPipeline(stages: stages).run(options, log: log)
    }

    public func build(_ options: BuildOptions, log: (String) -> Void = { _ in }) throws -> BuildState {
        // A clean build reads every document; any other waits for Plan to say it reads one.
        if !options.incremental { Self.prepareVocabulary() }
        // Check the output before any work, so a wrong --output fails fast.
        try SiteWriter(fileIO: fileIO).checkOutput(options.output, content: options.contentPath)
        try SiteWriter(fileIO: fileIO).makeParent(of: options.output)
        let release = try lock.acquire(options.output, log)
        defer { release() }
        do {
            return try pipeline.run(options, log: log)
        } catch {
            // Render streams into the staging folder; a later failure leaves the output as it was.
            SiteWriter(fileIO: fileIO).discardStaging(of: options.output)
            throw error
        }
    }

    /// The vocabulary, parsed on a thread of its own while the documents are read: the first
    /// worker to need it would otherwise parse it while the others wait on it. Started as a clean
    /// build begins, and otherwise by Plan once it finds a document to read, so a rebuild that
    /// reads none does not parse it.
    private static let vocabularyLoaded = Pending {
        _ = Vocabulary.standard
        _ = Vocabulary.swiftUI
    }

    package static func prepareVocabulary() { _ = vocabularyLoaded }

    /// The executable's size and modification time: a rebuilt Specimen gets a new fingerprint.
    public static let runningToolFingerprint: String = {
        guard let path = Bundle.main.executablePath,
              let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return "unknown" }
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(size)-\(modified)"
    }()

    package var extract: BuildStage {
        BuildStage(systems: "Extract") { [fileIO] state in
            state.extracted = Analysis(fileIO: fileIO).extract(state.ingested)
            state.ingested = []
            return BuildStage.Note(counts: [state.extracted.reduce(0) { $0 + $1.tokens.tokens.count }]) { counted($0[0], "token") }
        }
    }

    /// Merges sidecars and checks aliases (`Analysis.resolve`).
    package var resolve: BuildStage {
        BuildStage(systems: "Resolve") { [fileIO] state in
            let resolved = try Analysis(fileIO: fileIO).resolve(state.extracted, content: state.options.content)
            state.extracted = []
            state.resolved = resolved.systems
            state.diagnostics += resolved.diagnostics
            return BuildStage.Note(counts: [resolved.supplied, resolved.conflicts]) { "\(counted($0[0], "value")) from sidecars, \(counted($0[1], "warning"))" }
        }
    }

    /// Component specs need resolved tokens: specs refer to tokens by name.
    package var components: BuildStage {
        BuildStage(systems: "Components") { [fileIO] state in
            let read = Analysis(fileIO: fileIO).components(state.resolved)
            state.resolved = []
            state.systems = read.systems.map { AnalyzedSystem($0) }
            state.diagnostics += read.diagnostics
            return BuildStage.Note(counts: [read.components, read.violations]) { "\(counted($0[0], "component")), \(counted($0[1], "rule violation"))" }
        }
    }

    /// Contrast pairs, claims, palette matrix and colour-vision checks (`Analysis.audit`).
    package var audit: BuildStage {
        BuildStage(systems: "Audit") { [fileIO] state in
            let (systems, summary) = Analysis(fileIO: fileIO).audit(state.systems)
            state.systems = systems
            return BuildStage.Note(counts: [summary.pairs, summary.aa.failingPairs, summary.contradictedClaims, summary.claims]) { count in
                "\(counted(count[0], "pair")), \(count[1]) failing AA, \(count[2]) of \(counted(count[3], "claim")) contradicted"
            }
        }
    }

    /// The lint rules over each analysed system (`Analysis.lint`).
    package var lint: BuildStage {
        BuildStage(systems: "Lint") { [fileIO] state in
            let linted = Analysis(fileIO: fileIO).lint(state.systems, options: state.options.lint)
            state.systems = linted.systems
            state.diagnostics += linted.diagnostics
            return BuildStage.Note(counts: [linted.run.summary.errors, linted.run.summary.warnings, linted.run.summary.info]) { count in
                "\(counted(count[0], "error")), \(counted(count[1], "warning")), \(count[2]) info"
            }
        }
    }

    /// Renders every page straight into the staging folder beside the output, so that memory
    /// stays flat however large the site; Write swaps the finished folder into place. Each
    /// batch's systems are drawn, and their cache entries taken, while they are at hand; the
    /// site-wide pages follow the last batch.
    package var render: BuildStage {
        // The font list is captured as the pending work it is: these closures are made before
        // Scan, and taking `fontCatalog` here would hold the whole build until fc-list ends.
        BuildStage(systems: "Render", prepare: { [fileIO, fonts, fontConverter, isCancelled, memo, templateCache, toolFingerprint] state in
            // The templates are parsed while the first batch is read and understood; the first
            // batch's drawing waits for them, and a template error still fails the build there,
            // before anything is written.
            let options = state.options
            let read = state.templateFiles
            state.renderer = Pending {
                let files = try read?.value() ?? TemplateFiles.read(options.templates, fileIO: fileIO)
                let cache = templateCache.flatMap { TemplateLibrary.cacheFile(for: options.templates, in: $0, fileIO: fileIO) }.map { ($0, toolFingerprint) }
                let templates = try memo?.templates(files, fileIO: fileIO, cache: cache)
                    ?? TemplateLibrary(files: files, fileIO: fileIO, cache: cache)
                let packager = FontPackager(catalog: fonts.value(or: FontCatalog(faces: [])), converter: fontConverter, fileIO: fileIO).prefetchingLicenses()
                return SiteRenderer(templates: templates, baseURL: options.baseURL, fileIO: fileIO, fonts: packager)
            }
            // A failure from here on discards the staging folder (`build`).
            state.staging = try SiteWriter(fileIO: fileIO, isCancelled: isCancelled).begin(state.options.output, content: state.options.contentPath)
        }, run: { state in
            guard var renderer = try state.renderer?.value(), let staging = state.staging else { return "" }
            // Compare fills in each batch's changes as it goes.
            renderer.changes = state.changes
            let nav = SiteNavigation(
                state.systems.map { SiteMember.NavEntry($0.system) } + state.plan.reused.values.map(\.member.nav), systemCount: state.sources.count)
            let rendered = try renderer.renderSystems(state.systems, nav: nav, into: staging.add)
            state.rendered += rendered
            if state.plan.siteKey != nil {
                for (system, result) in zip(state.systems, rendered) {
                    let claim = system.source.claim
                    state.built[system.slug] = BuildState.BuiltSystem(
                        source: system.source, inputDigests: system.inputDigests, inputStamps: system.inputStamps,
                        fontFiles: system.fontFaces.map(\.path) + system.fontLicenses.values.sorted(),
                        rendered: result, diagnostics: state.diagnostics.filter { claim($0) != nil })
                }
            }
            return ""
        }, finish: { state in
            guard var renderer = try state.renderer?.value(), let staging = state.staging else { return "" }
            renderer.changes = state.changes
            state.sitePages = try renderer.renderSite(state.rendered, reused: state.reused, previous: state.plan.pages, into: staging.add)
            // Fonts shipped whole, and why.
            state.diagnostics += renderer.fonts.notes.take()
            state.renderer = nil
            state.paths = staging.paths.sorted()
            let pages = state.paths.filter { $0.hasSuffix(".html") }.count
            return "\(counted(pages, "page")), \(counted(state.paths.count - pages, "other file"))"
        })
    }

    package var write: BuildStage {
        BuildStage("Write") { [fileIO, swapping, isCancelled] state in
            let warnings = state.diagnostics.filter { $0.severity >= .warning }
            // An error (a lint error) is named first: it is what most needs fixing.
            if state.options.strict, let first = warnings.first(where: { $0.severity == .error }) ?? warnings.first {
                throw SpecimenError(
                    "\(first.message) (--strict: \(warnings.count == 1 ? "1 warning or error fails" : "\(warnings.count) warnings and errors fail") the build)",
                    file: state.options.content.appendingPathComponent(first.file), line: first.line)
            }
            guard let staging = state.staging else { throw SpecimenError("nothing was rendered", file: state.options.output) }
            // A site key that could not be made (an unreadable template) fails the build here,
            // before the site is replaced, as it did when Plan made it.
            _ = try state.plan.siteKey?.value()
            let result = try swapping {
                if isCancelled() { throw SpecimenError("build interrupted; the previous site is unchanged", file: state.options.output) }
                try state.plan.withdrawRecord(of: state.options.output, fileIO: fileIO)
                return try staging.commit()
            }
            state.staging = nil
            state.written = result
            return "\(result.written) written, \(result.unchanged) unchanged → \(state.options.output)"
        }
    }
}
