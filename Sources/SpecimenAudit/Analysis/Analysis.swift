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

    /// Every system under `content`, or only `only` (`--system`), read and understood.
    /// `auditing: false` leaves out the contrast audit, for the commands that print none of it.
    /// `lint`: how the lint judges (`--like-reference`; whether a document without YAML is a
    /// finding, as it is for `specimen lint` but not for a build).
    public func analyze(content: String, only: String? = nil, auditing: Bool = true, lint: LintOptions = LintOptions(reportsMissingYAML: false)) throws -> Result {
        let found = try scan(content: content)
        var sources = found.sources
        if let only, let chosen = sources.first(where: { $0.slug == only }) { sources = [chosen] }
        return try analyze(sources, diagnostics: found.diagnostics, content: content, auditing: auditing, lint: lint)
    }

    /// Documents named one by one rather than found under a content folder (`specimen lint
    /// FILE…`): each is read alone, without a sidecar, and named as given.
    public func analyze(documents: [String], auditing: Bool = true, lint: LintOptions = LintOptions(reportsMissingYAML: false)) throws -> Result {
        try analyze(try sources(documents: documents), diagnostics: [], content: "", auditing: auditing, lint: lint)
    }

    private func analyze(_ sources: [SystemSource], diagnostics: [Diagnostic], content: String, auditing: Bool, lint options: LintOptions) throws -> Result {
        var diagnostics = diagnostics
        var systems: [AnalyzedSystem] = []
        for (system, found) in try read(sources) {
            systems.append(AnalyzedSystem(system))
            diagnostics += found
        }
        _ = extract(&systems)
        diagnostics += try resolve(&systems, content: content).diagnostics
        diagnostics += components(&systems).diagnostics
        if auditing { _ = audit(&systems) }
        diagnostics += lint(&systems, options: options).diagnostics
        return Result(systems: systems, diagnostics: diagnostics)
    }

    // MARK: Stages

    /// The systems under the content folder, in content order. A scan error (a folder that is
    /// not there, one that holds no document) fails.
    public func scan(content: String) throws -> (sources: [SystemSource], diagnostics: [Diagnostic]) {
        let scan = try ContentScanner(fileIO: fileIO).scan(content)
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
    public func read(_ sources: [SystemSource]) throws -> [(system: DesignSystem, diagnostics: [Diagnostic])] {
        let reader = DocumentReader(fileIO: fileIO)
        let results = sources.concurrentMap { source in Swift.Result { try reader.read(source) } }
        return try results.map { result in
            let (system, diagnostics) = try result.get()
            return (system, diagnostics)
        }
    }

    /// Everything the documents state, read once for tokens and components alike; returns how
    /// many tokens were found.
    public func extract(_ systems: inout [AnalyzedSystem]) -> Int {
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
        let parts = TokenExtractor.Reading.Part.allCases
        let inputs = systems.indices.map { (document: systems[$0].document, statements: statements[$0], prompts: drafts[$0].promptHeadings) }
        let readings = inputs.concurrentMapParts({ _ in parts.count }) { input, part in
            extractor.read(parts[part], of: input.document, statements: input.statements, prompts: input.prompts)
        }
        for index in systems.indices {
            systems[index].statements = statements[index]
            systems[index].extractedTokens = extractor.combine(readings[index], frontMatter: systems[index].frontMatter)
        }
        return systems.reduce(0) { $0 + $1.extractedTokens.tokens.count }
    }

    /// Merges sidecars and checks aliases. Conflicts are diagnostics, printed and shown on the
    /// token pages, never silently resolved. `content`: the content folder, inside which a
    /// sidecar's font files must lie.
    public func resolve(_ systems: inout [AnalyzedSystem], content: String) throws -> (diagnostics: [Diagnostic], supplied: Int, conflicts: Int) {
        let resolver = TokenResolver()
        let contentRoot = fileIO.resolve(content) ?? content
        var diagnostics: [Diagnostic] = []
        var supplied = 0
        for index in systems.indices {
            let system = systems[index]
            let tokens = try resolver.resolve(system.extractedTokens, sidecar: system.sidecar)
            systems[index].tokens = tokens
            let fonts = try SidecarFontReader(
                file: system.sidecar.file, systemFolder: system.source.folder, contentRoot: contentRoot, fileIO: fileIO
            ).read(system.sidecar)
            systems[index].fontFaces = fonts.faces
            systems[index].fontLicenses = fonts.licenses
            diagnostics += tokens.diagnostics
            supplied += tokens.tokens.filter { $0.provenance.origin == .sidecar }.count
            // What no later stage reads is let go here, so a large content folder does not
            // carry it to the end of the build.
            systems[index].extractedTokens = TokenSet()
        }
        let conflicts = systems.reduce(0) { $0 + $1.tokens.diagnostics.filter { $0.severity >= .warning }.count }
        return (diagnostics, supplied, conflicts)
    }

    /// Component specs, resolved against the tokens (they name tokens), in light and, where the
    /// system has dark values, dark; the document's rules and what breaks them.
    public func components(_ systems: inout [AnalyzedSystem]) -> (diagnostics: [Diagnostic], components: Int, violations: Int) {
        // Every section of the batch is read in one pool, as `extract` reads code blocks, and
        // each document's prose rules are a job of their own beside its sections.
        let drafts = systems.concurrentMap { system in
            ComponentExtractor().draft(from: system.document, frontMatter: system.frontMatter, tokens: system.tokens, statements: system.statements)
        }
        let read = drafts.concurrentMapParts({ $0.sectionCount + 1 }) { draft, part in
            part == 0 ? ComponentJob.rules(DesignRuleExtractor().extract(from: draft.document)) : .section(draft.read(section: part - 1))
        }
        systems = Array(zip(systems, zip(drafts, read))).concurrentMap { system, read in
            var system = system
            let (draft, jobs) = read
            let extracted = draft.finish(jobs.compactMap(\.specs))
            let light = ComponentResolver(tokens: system.tokens).resolve(extracted.specs)
            let rules = jobs.first?.rules ?? []
            system.componentSpecs = extracted.specs
            system.components = light.components
            system.exportedTokens = ComponentTokens.exported(extracted.specs, palette: system.tokens)
            if system.tokens.hasDarkMode {
                system.darkComponents = ComponentResolver(tokens: system.tokens, mode: .dark).resolve(extracted.specs).components
            }
            system.rules = rules
            system.ruleViolations = RuleViolation.detect(in: light.components, rules: rules)
            system.componentDiagnostics = extracted.diagnostics + light.diagnostics
            // The statements' last reader: let them go rather than hold every system's to the end.
            system.statements = []
            return system
        }
        let diagnostics = systems.flatMap(\.componentDiagnostics)
        return (diagnostics, systems.reduce(0) { $0 + $1.componentSpecs.count }, systems.reduce(0) { $0 + $1.ruleViolations.count })
    }

    /// Contrast pairs, claims, palette matrix and colour-vision checks; pure, so it cannot
    /// fail. Whether failures matter is for `specimen audit` to decide.
    public func audit(_ systems: inout [AnalyzedSystem]) -> AuditSummary {
        // Every system's two parts are jobs of one pool, as `extract` and `components` read theirs.
        let audits = systems.map(\.system).concurrentMap(SystemAudit.init)
        let parts = SystemAudit.Part.allCases
        let findings = audits.concurrentMapParts({ _ in parts.count }) { audit, part in audit.run(parts[part]) }
        let reports = Array(zip(audits, findings)).concurrentMap { audit, findings in audit.report(findings) }
        for (index, report) in reports.enumerated() { systems[index].audit = report }
        return AuditSummary(reports: systems.compactMap(\.audit))
    }

    /// The lint rules over each system. Findings become diagnostics like any other: printed,
    /// shown on the token page, and failing `--strict` (errors and warnings).
    public func lint(_ systems: inout [AnalyzedSystem], options: LintOptions = LintOptions(reportsMissingYAML: false)) -> (diagnostics: [Diagnostic], run: LintRun) {
        let linter = Linter(options: options)
        var diagnostics: [Diagnostic] = []
        for index in systems.indices {
            let findings = linter.lint(systems[index].system)
            systems[index].lintFindings = findings
            diagnostics += findings.map(\.diagnostic)
        }
        return (diagnostics, LintRun(findings: systems.flatMap(\.lintFindings), documents: systems.count))
    }
}

/// What one job of the components stage reads: a section's components, or a document's rules.
private enum ComponentJob: Sendable {
    case section([ComponentSpec])
    case rules([DesignRule])

    var specs: [ComponentSpec]? { if case .section(let specs) = self { specs } else { nil } }
    var rules: [DesignRule]? { if case .rules(let rules) = self { rules } else { nil } }
}
