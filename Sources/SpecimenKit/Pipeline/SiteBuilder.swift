import Foundation

/// The stages of `specimen build`, wired to one `FileIO`.
public struct SiteBuilder: Sendable {
    public var fileIO: FileIO
    public var isCancelled: @Sendable () -> Bool
    public var fontCatalog: FontCatalog
    public var fontConverter: FontConverter
    public var lock: BuildLock

    /// `fontCatalog` defaults to the fonts installed on this machine, read through fontconfig;
    /// in-memory builds pass an empty one.
    public init(
        fileIO: FileIO = .local, fontCatalog: FontCatalog = .installed, fontConverter: FontConverter = .woff2,
        lock: BuildLock = .none, isCancelled: @escaping @Sendable () -> Bool = { false }
    ) {
        self.lock = lock
        self.fileIO = fileIO
        self.fontCatalog = fontCatalog
        self.fontConverter = fontConverter
        self.isCancelled = isCancelled
    }

    public var pipeline: BuildPipeline {
        BuildPipeline(stages: [ingest, extract, resolve, components, audit, render, write])
    }

    /// The stages that read and understand the documents, without rendering anything: what
    /// `specimen tokens` and `specimen audit` need.
    public var analysis: BuildPipeline {
        BuildPipeline(stages: [ingest, extract, resolve, components, audit])
    }

    public func analyze(_ options: BuildOptions, log: (String) -> Void = { _ in }) throws -> BuildState {
        try analysis.run(options, log: log)
    }

    public func build(_ options: BuildOptions, log: (String) -> Void = { _ in }) throws -> BuildState {
        // Check the output before any work, so a wrong --output fails fast.
        try SiteWriter(fileIO: fileIO).checkOutput(options.output, content: options.content)
        let release = try lock.acquire(options.output, log)
        defer { release() }
        return try pipeline.run(options, log: log)
    }

    /// Reads every document. One unreadable or malformed document fails the build: publishing a
    /// site with a system silently missing is worse than publishing nothing new.
    var ingest: BuildStage {
        BuildStage("Ingest") { [fileIO] state in
            let scan = try ContentScanner(fileIO: fileIO).scan(state.options.content)
            state.sources = scan.sources
            state.diagnostics += scan.diagnostics
            if let failure = scan.diagnostics.first(where: { $0.severity == .error }) {
                throw SpecimenError(failure.message, file: state.options.content.appendingPathComponent(failure.file), line: failure.line)
            }
            let reader = DocumentReader(fileIO: fileIO)
            var bytes = 0
            for source in scan.sources {
                let (system, diagnostics) = try reader.read(source)
                bytes += system.document.lines.reduce(0) { $0 + $1.utf8.count + 1 }
                state.systems.append(system)
                state.diagnostics += diagnostics
            }
            let sections = state.systems.reduce(0) { $0 + $1.outline.sections.count }
            return "\(state.systems.count) documents, \(sections) sections, \(bytes / 1024) KB"
        }
    }

    var extract: BuildStage {
        BuildStage("Extract") { state in
            let extractor = TokenExtractor()
            for index in state.systems.indices {
                state.systems[index].extractedTokens = extractor.extract(from: state.systems[index].document)
            }
            let count = state.systems.reduce(0) { $0 + $1.extractedTokens.tokens.count }
            return "\(count) tokens"
        }
    }

    /// Merges sidecars and checks aliases. Conflicts are diagnostics, printed and shown on the
    /// token pages, never silently resolved.
    var resolve: BuildStage {
        BuildStage("Resolve") { [fileIO] state in
            let resolver = TokenResolver()
            let contentRoot = fileIO.resolve(state.options.content) ?? state.options.content
            var supplied = 0
            for index in state.systems.indices {
                let system = state.systems[index]
                let tokens = try resolver.resolve(system.extractedTokens, sidecar: system.sidecar)
                state.systems[index].tokens = tokens
                let fonts = try SidecarFontReader(
                    file: system.sidecar.file, systemFolder: system.source.folder, contentRoot: contentRoot, fileIO: fileIO
                ).read(system.sidecar)
                state.systems[index].fontFaces = fonts.faces
                state.systems[index].fontLicenses = fonts.licenses
                state.diagnostics += tokens.diagnostics
                supplied += tokens.tokens.filter { $0.provenance.origin == .sidecar }.count
            }
            let conflicts = state.systems.reduce(0) { $0 + $1.tokens.diagnostics.filter { $0.severity >= .warning }.count }
            return "\(supplied) values from sidecars, \(conflicts) warnings"
        }
    }

    /// Component specs need resolved tokens: specs refer to tokens by name.
    var components: BuildStage {
        BuildStage("Components") { state in
            var count = 0
            for index in state.systems.indices {
                let system = state.systems[index]
                let extracted = ComponentExtractor().extract(from: system.document, tokens: system.tokens)
                let light = ComponentResolver(tokens: system.tokens).resolve(extracted.specs)
                let rules = DesignRuleExtractor().extract(from: system.document)
                state.systems[index].componentSpecs = extracted.specs
                state.systems[index].components = light.components
                if system.tokens.hasDarkMode {
                    state.systems[index].darkComponents = ComponentResolver(tokens: system.tokens, mode: .dark).resolve(extracted.specs).components
                }
                state.systems[index].rules = rules
                state.systems[index].ruleViolations = RuleViolation.detect(in: light.components, rules: rules)
                state.systems[index].componentDiagnostics = extracted.diagnostics + light.diagnostics
                state.diagnostics += extracted.diagnostics + light.diagnostics
                count += extracted.specs.count
            }
            let violations = state.systems.reduce(0) { $0 + $1.ruleViolations.count }
            return "\(count) components, \(violations) rule violations"
        }
    }

    /// Contrast pairs, claims, palette matrix and colour-vision checks; pure, so it cannot fail a
    /// build. Whether failures matter is for `specimen audit` to decide.
    var audit: BuildStage {
        BuildStage("Audit") { state in
            let auditor = ContrastAuditor()
            for index in state.systems.indices {
                state.systems[index].audit = auditor.audit(state.systems[index])
            }
            let summary = AuditSummary(reports: state.systems.compactMap(\.audit))
            return "\(summary.pairs) pairs, \(summary.aa.failingPairs) failing AA, \(summary.contradictedClaims) of \(summary.claims) claims contradicted"
        }
    }

    var render: BuildStage {
        BuildStage("Render") { [fileIO, fontCatalog, fontConverter] state in
            let templates = try TemplateLibrary(loadingFrom: state.options.templates, fileIO: fileIO)
            let fonts = FontPackager(catalog: fontCatalog, converter: fontConverter, fileIO: fileIO)
            let renderer = SiteRenderer(templates: templates, baseURL: state.options.baseURL, fileIO: fileIO, fonts: fonts)
            state.files = try renderer.render(state.systems)
            let pages = state.files.filter { $0.path.hasSuffix(".html") }.count
            return "\(pages) pages, \(state.files.count - pages) other files"
        }
    }

    var write: BuildStage {
        BuildStage("Write") { [fileIO, isCancelled] state in
            let warnings = state.diagnostics.filter { $0.severity >= .warning }
            if state.options.strict, let first = warnings.first {
                throw SpecimenError(
                    "\(first.message) (--strict: \(warnings.count) warning\(warnings.count == 1 ? "" : "s") fail the build)",
                    file: state.options.content.appendingPathComponent(first.file), line: first.line)
            }
            let writer = SiteWriter(fileIO: fileIO, isCancelled: isCancelled)
            let result = try writer.write(state.files, to: state.options.output, content: state.options.content)
            state.written = result
            return "\(result.written) written, \(result.unchanged) unchanged → \(state.options.output)"
        }
    }
}
