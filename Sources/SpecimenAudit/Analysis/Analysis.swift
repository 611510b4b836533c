import Foundation
import SpecimenModel
import SpecimenReading

/// The stages that read and understand design systems, as functions: find the systems, read
/// their documents, extract tokens, resolve them with the sidecar, read components, audit and
/// lint. `specimen build` runs them inside its pipeline, one batch of systems at a time, with
/// the build cache around them; `specimen tokens`, `audit`, `lint` and `diff` run them
/// straight through with `analyze`. Nothing here renders, writes or knows the cache.
public struct Analysis: Sendable {
    public var fileIO: FileIO

    public init(fileIO: FileIO = .local) {
        self.fileIO = fileIO
    }

    /// What an analysis gives: the systems in content order, and every diagnostic.
    public struct Result: Sendable {
        public var systems: [AnalyzedSystem]
        public var diagnostics: [Diagnostic]
    }

    /// Every system under `content`, or only `only` (`--system`), read and understood; or the
    /// one `document` there, when `ContentDiscovery` found a lone document rather than a folder.
    /// `auditing: false` leaves out the contrast audit, for the commands that print none of it.
    /// `lint`: how the lint judges (`--like-reference`; whether a document without YAML is a
    /// finding, as it is for `specimen lint` but not for a build).
    public func analyze(content: String, document: LoneDocument? = nil, only: String? = nil, auditing: Bool = true, lint: LintOptions = LintOptions(reportsMissingYAML: false)) throws -> Result {
        let found = try scan(content: content, document: document)
        var sources = found.sources
        if let only, let chosen = sources.first(where: { $0.slug == only }) { sources = [chosen] }
        return try analyze(sources, diagnostics: found.diagnostics, content: content, auditing: auditing, lint: lint)
    }

    /// Documents named one by one rather than found under a content folder (`specimen lint
    /// FILE…`): each is read alone, without a sidecar, and named as given.
    public func analyze(documents: [String], auditing: Bool = true, lint: LintOptions = LintOptions(reportsMissingYAML: false)) throws -> Result {
        try analyze(try sources(documents: documents), diagnostics: [], content: "", auditing: auditing, lint: lint)
    }

    /// Systems already found (`scan`), read and understood: what `specimen mcp` runs for the one
    /// system whose document changed, without reading the others again.
    package func analyze(sources: [SystemSource], content: String, auditing: Bool = true, lint: LintOptions = LintOptions(reportsMissingYAML: false)) throws -> Result {
        try analyze(sources, diagnostics: [], content: content, auditing: auditing, lint: lint)
    }

    private func analyze(_ sources: [SystemSource], diagnostics: [Diagnostic], content: String, auditing: Bool, lint options: LintOptions) throws -> Result {
        var diagnostics = diagnostics
        let read = try read(sources)
        diagnostics += read.flatMap(\.diagnostics)
        let resolved = try resolve(extract(read.map(\.system)), content: content)
        diagnostics += resolved.diagnostics
        let designed = components(resolved.systems)
        diagnostics += designed.diagnostics
        var systems = designed.systems.map { AnalyzedSystem($0) }
        if auditing { systems = audit(systems).systems }
        let linted = lint(systems, options: options)
        diagnostics += linted.diagnostics
        return Result(systems: linted.systems, diagnostics: diagnostics)
    }

    // MARK: Stages

    /// The systems under the content folder, in content order, or its lone `document`. A scan
    /// error (a folder that is not there, one that holds no document) fails.
    public func scan(content: String, document: LoneDocument? = nil) throws -> (sources: [SystemSource], diagnostics: [Diagnostic]) {
        let scan = try ContentScanner(fileIO: fileIO).scan(content, document: document)
        if let failure = scan.diagnostics.first(where: { $0.severity == .error }) {
            throw SpecimenError(failure.message, file: content.appendingPathComponent(failure.file), line: failure.line)
        }
        return (scan.sources, scan.diagnostics)
    }

    /// Documents given by path: each a system of its own, without a sidecar, named as given. A
    /// path that is not a readable Markdown document fails, as an unreadable document in a
    /// content folder does.
    public func sources(documents: [String]) throws -> [SystemSource] {
        var taken: Set<String> = []
        var sources: [SystemSource] = []
        for path in documents {
            guard fileIO.kind(path) != nil else { throw SpecimenError("no such file", file: path) }
            guard !fileIO.isDirectoryFollowingLinks(path) else {
                throw SpecimenError("is a folder; lint a folder of systems with --content", file: path)
            }
            let base = Slug.make(ContentScanner.stripExtension(path.lastPathComponent), fallback: "document")
            var slug = base
            var counter = 2
            while !taken.insert(slug).inserted {
                slug = "\(base)-\(counter)"
                counter += 1
            }
            sources.append(SystemSource(slug: slug, documentPath: path, displayPath: path, sidecarPath: nil, folder: path.deletingLastPathComponent))
        }
        return sources
    }

    /// Reads the documents on every core. The first that fails, in the order given, fails:
    /// publishing a site with a system silently missing is worse than publishing nothing new.
    public func read(_ sources: [SystemSource]) throws -> [(system: IngestedSystem, diagnostics: [Diagnostic])] {
        let reader = DocumentReader(fileIO: fileIO)
        let results = sources.concurrentMap { source in Swift.Result { try reader.read(source) } }
        return try results.map { result in
            let (system, diagnostics) = try result.get()
            return (system, diagnostics)
        }
    }

    /// Everything the documents state, read once for tokens and components alike.
    public func extract(_ systems: [IngestedSystem]) -> [ExtractedSystem] {
        let extractor = TokenExtractor()
        // Every code block of the batch is read in one pool, so one long document's code is
        // spread over the cores rather than left to the core that walked it.
        let drafts = systems.concurrentMap { system in
            var draft = StatementReader().draft(of: system.document)
            // A ```yaml block of tokens is read as front matter, never again as prose.
            let yamlBlocks = system.yamlSources.tokenBlockLines
            if !yamlBlocks.isEmpty { draft.code.removeAll { yamlBlocks.contains($0.firstLine) } }
            return draft
        }
        let read = drafts.concurrentMapParts(\.code.count) { draft, block in draft.code[block].read() }
        let statements = zip(drafts, read).map { $0.assembled($1) }
        // Values and colours likewise, each a job of its own.
        let inputs = systems.indices.map { index in
            (document: systems[index].document, statements: statements[index], prompts: drafts[index].promptHeadings,
             parts: TokenExtractor.Reading.parts(statements: statements[index].count))
        }
        let readings = inputs.concurrentMapParts({ $0.parts.count }) { input, part in
            extractor.read(input.parts[part], of: input.document, statements: input.statements, prompts: input.prompts)
        }
        return systems.indices.map { index in
            ExtractedSystem(systems[index], statements: statements[index], tokens: extractor.combine(readings[index], frontMatter: systems[index].frontMatter),
                            prose: drafts[index].prose, sections: drafts[index].sections)
        }
    }

    /// Merges sidecars and checks aliases. Conflicts are diagnostics, printed and shown on the
    /// token pages, never silently resolved. `content`: the content folder, inside which a
    /// sidecar's font files must lie.
    public func resolve(_ systems: [ExtractedSystem], content: String) throws -> (systems: [ResolvedSystem], diagnostics: [Diagnostic], supplied: Int, conflicts: Int) {
        let resolver = TokenResolver()
        let contentRoot = fileIO.resolve(content) ?? content
        var diagnostics: [Diagnostic] = []
        var supplied = 0
        // The extracted token sets are not carried on: no later stage reads them, so a large
        // content folder does not hold them to the end of the build.
        let resolved = try systems.map { system in
            let sidecar = system.ingested.sidecar
            let tokens = try resolver.resolve(system.tokens, sidecar: sidecar, prose: system.prose)
            let fonts = try SidecarFontReader(
                file: sidecar.file, systemFolder: system.ingested.source.folder, contentRoot: contentRoot, fileIO: fileIO
            ).read(sidecar)
            diagnostics += tokens.diagnostics
            supplied += tokens.tokens.filter { $0.provenance.origin == .sidecar }.count
            return ResolvedSystem(system.ingested, statements: system.statements, tokens: tokens, fonts: SidecarFonts(faces: fonts.faces, licenses: fonts.licenses),
                                  prose: system.prose, sections: system.sections)
        }
        let conflicts = resolved.reduce(0) { $0 + $1.tokens.diagnostics.filter { $0.severity >= .warning }.count }
        return (resolved, diagnostics, supplied, conflicts)
    }

    /// Component specs, resolved against the tokens (they name tokens), in light and, where the
    /// system has dark values, dark; the document's rules and what breaks them.
    public func components(_ systems: [ResolvedSystem]) -> (systems: [DesignSystem], diagnostics: [Diagnostic], components: Int, violations: Int) {
        // Every section of the batch is read in one pool, as `extract` reads code blocks, and
        // each document's prose rules are a job of their own beside its sections.
        let drafts = systems.concurrentMap { system in
            var draft = ComponentExtractor().draft(
                from: system.ingested.document, frontMatter: system.ingested.frontMatter, tokens: system.tokens, statements: system.statements,
                sections: system.sections)
            draft.prose = system.prose
            return draft
        }
        let read = Array(zip(systems.map(\.prose), drafts)).concurrentMapParts({ $0.1.sectionCount + 1 }) { input, part in
            let (prose, draft) = input
            return part == 0 ? ComponentJob.rules(DesignRuleExtractor().extract(from: prose)) : .section(draft.read(section: part - 1))
        }
        // The statements' last reader: the systems made here do not carry them on.
        let designed = Array(zip(systems, zip(drafts, read))).concurrentMap { system, read in
            let (draft, jobs) = read
            let extracted = draft.finish(jobs.compactMap(\.specs))
            let light = ComponentResolver(tokens: system.tokens).resolve(extracted.specs)
            let rules = jobs.first?.rules ?? []
            let exported = ComponentTokens.exported(extracted.specs, palette: system.tokens)
            let reading = ComponentReading(
                specs: extracted.specs,
                components: light.components,
                darkComponents: system.tokens.hasDarkMode ? ComponentResolver(tokens: system.tokens, mode: .dark).resolve(extracted.specs).components : [],
                described: draft.described(jobs.compactMap(\.specs)),
                exportedTokens: exported,
                unreadColors: UnreadColorFinder().unread(
                    in: system.prose, statements: system.statements, exported: exported, diagnostics: system.tokens.diagnostics,
                    frontMatter: system.ingested.unreadFrontMatter),
                unreadLengths: UnreadLengthFinder().unread(in: system.prose, statements: system.statements, exported: exported),
                rules: rules,
                ruleViolations: RuleViolation.detect(in: light.components, rules: rules, mode: .light),
                diagnostics: extracted.diagnostics + light.diagnostics)
            return DesignSystem(system, reading: reading)
        }
        let diagnostics = designed.flatMap(\.componentDiagnostics)
        return (designed, diagnostics, designed.reduce(0) { $0 + $1.componentSpecs.count }, designed.reduce(0) { $0 + $1.ruleViolations.count })
    }

    /// Contrast pairs, claims, palette matrix and colour-vision checks; pure, so it cannot
    /// fail. Whether failures matter is for `specimen audit` to decide.
    public func audit(_ systems: [AnalyzedSystem]) -> (systems: [AnalyzedSystem], summary: AuditSummary) {
        // Every system's two parts are jobs of one pool, as `extract` and `components` read theirs.
        let audits = systems.map(\.system).concurrentMap(SystemAudit.init)
        let parts = SystemAudit.Part.allCases
        let findings = audits.concurrentMapParts({ _ in parts.count }) { audit, part in audit.run(parts[part]) }
        let reports = Array(zip(audits, findings)).concurrentMap { audit, findings in audit.report(findings) }
        let audited = zip(systems, reports).map { AnalyzedSystem($0.system, audit: $1, lintFindings: $0.lintFindings) }
        return (audited, AuditSummary(reports: reports))
    }

    /// The lint rules over each system. Findings become diagnostics like any other: printed,
    /// shown on the token page, and failing `--strict` (errors and warnings).
    public func lint(_ systems: [AnalyzedSystem], options: LintOptions = LintOptions(reportsMissingYAML: false)) -> (systems: [AnalyzedSystem], diagnostics: [Diagnostic], run: LintRun) {
        let linter = Linter(options: options)
        let linted = systems.map { AnalyzedSystem($0.system, audit: $0.audit, lintFindings: linter.lint($0.system)) }
        let findings = linted.flatMap(\.lintFindings)
        return (linted, findings.map(\.diagnostic), LintRun(findings: findings, documents: linted.count))
    }
}

/// What one job of the components stage reads: a section's components, or a document's rules.
private enum ComponentJob: Sendable {
    case section([ComponentSpec])
    case rules([DesignRule])

    var specs: [ComponentSpec]? { if case .section(let specs) = self { specs } else { nil } }
    var rules: [DesignRule]? { if case .rules(let rules) = self { rules } else { nil } }
}
