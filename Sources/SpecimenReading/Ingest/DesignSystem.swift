import SpecimenModel

/// One system's files as Ingest read them: the parsed document, its outline, the front matter
/// and the sidecar. Nothing here is derived from the document's meaning.
public struct IngestedSystem: Sendable {
    public let source: SystemSource
    public let sidecar: Sidecar
    public let document: MarkdownDocument
    public let outline: DocumentOutline
    /// The DESIGN.md front matter, when the document opens with one: normative tokens.
    public let frontMatter: FrontMatter?
    /// Where the DESIGN.md YAML came from and what was wrong with it (`YAMLSources`).
    public let yamlSources: YAMLSourceSummary
    /// Absolute path → digest of the document's and the sidecar's bytes as read and parsed: what
    /// the build cache records, so that it names the version the pages were drawn from.
    public let inputDigests: [String: String]
    /// The stamp of each of those files, taken before its bytes were read: a write during the
    /// read leaves a stamp that no longer matches, so the next build reads the file again
    /// rather than trust a digest of other bytes.
    public let inputStamps: [String: FileStamp]
    /// The lines of a front matter whose YAML could not be read (the first is the file's line
    /// 1); empty otherwise. Its colours are listed as unread.
    public let unreadFrontMatter: [Substring]

    public init(
        source: SystemSource, sidecar: Sidecar, document: MarkdownDocument, outline: DocumentOutline, frontMatter: FrontMatter? = nil,
        yamlSources: YAMLSourceSummary = YAMLSourceSummary(), inputDigests: [String: String] = [:], inputStamps: [String: FileStamp] = [:],
        unreadFrontMatter: [Substring] = []
    ) {
        self.source = source
        self.sidecar = sidecar
        self.document = document
        self.outline = outline
        self.frontMatter = frontMatter
        self.yamlSources = yamlSources
        self.inputDigests = inputDigests
        self.inputStamps = inputStamps
        self.unreadFrontMatter = unreadFrontMatter
    }

    public var slug: String { source.slug }

    /// The same files published under another slug.
    package func renamed(_ slug: String) -> IngestedSystem {
        var source = source
        source.slug = slug
        return IngestedSystem(
            source: source, sidecar: sidecar, document: document, outline: outline, frontMatter: frontMatter, yamlSources: yamlSources,
            inputDigests: inputDigests, inputStamps: inputStamps, unreadFrontMatter: unreadFrontMatter)
    }

    /// The sidecar's name, else the front matter's, else the document's title, else the slug.
    public var name: String {
        sidecar.name ?? frontMatter?.name ?? outline.title ?? source.slug
    }

    public var summary: String? {
        sidecar.summary ?? frontMatter?.description ?? SystemSummary.find(in: outline)
    }
}

/// What the Extract stage read of a system: everything the document states, once, for tokens
/// and components alike, and the tokens among it; and, from the same walk, its sentences and
/// tables for the audit.
public struct ExtractedSystem: Sendable {
    public let ingested: IngestedSystem
    public let statements: [Statement]
    public let tokens: TokenSet
    public let prose: DocumentProse
    /// The stretches under each heading, for the component readers (`SectionCollector`).
    package let sections: [ComponentSection]

    package init(_ ingested: IngestedSystem, statements: [Statement], tokens: TokenSet, prose: DocumentProse, sections: [ComponentSection]) {
        self.ingested = ingested
        self.statements = statements
        self.tokens = tokens
        self.prose = prose
        self.sections = sections
    }
}

/// What the Resolve stage made of it: the document's tokens merged with the sidecar, and the
/// sidecar's font files. The statements go on to the Components stage, their last reader.
public struct ResolvedSystem: Sendable {
    public let ingested: IngestedSystem
    public let statements: [Statement]
    public let tokens: ResolvedTokens
    public let fonts: SidecarFonts
    public let prose: DocumentProse
    package let sections: [ComponentSection]

    package init(
        _ ingested: IngestedSystem, statements: [Statement], tokens: ResolvedTokens, fonts: SidecarFonts = SidecarFonts(), prose: DocumentProse,
        sections: [ComponentSection]
    ) {
        self.ingested = ingested
        self.statements = statements
        self.tokens = tokens
        self.fonts = fonts
        self.prose = prose
        self.sections = sections
    }
}

/// Font files a sidecar names, checked to lie inside the content folder, and their licences.
public struct SidecarFonts: Sendable {
    public let faces: [FontFace]
    public let licenses: [String: String]

    public init(faces: [FontFace] = [], licenses: [String: String] = [:]) {
        self.faces = faces
        self.licenses = licenses
    }
}

/// What the Components stage read: the component specs, resolved against the tokens in each
/// appearance, the components described only in words, the tokens the exports write, the
/// colours no export carries, and the document's rules with what breaks them.
public struct ComponentReading: Sendable {
    public let specs: [ComponentSpec]
    /// Components resolved against the tokens, in the default (light) appearance.
    public let components: [ResolvedComponent]
    /// The same components in dark appearance, when the system defines dark values.
    public let darkComponents: [ResolvedComponent]
    /// Components the document describes only in words: listed with them, never drawn.
    public let described: [DescribedComponent]
    /// The tokens the exports write: the palette and then the component tier (`ComponentTokens`).
    public let exportedTokens: ResolvedTokens
    /// The colours the document writes that no export carries, each with its lines and why it
    /// was not read (`UnreadColorFinder`).
    public let unreadColors: [UnreadColor]
    /// The lengths of tables that gave no token, each with its line and column (`UnreadLengthFinder`).
    public let unreadLengths: [UnreadLength]
    public let rules: [DesignRule]
    public let ruleViolations: [RuleViolation]
    public let diagnostics: [Diagnostic]

    public init(
        specs: [ComponentSpec] = [], components: [ResolvedComponent] = [], darkComponents: [ResolvedComponent] = [],
        described: [DescribedComponent] = [], exportedTokens: ResolvedTokens = ResolvedTokens(tokens: []), unreadColors: [UnreadColor] = [],
        unreadLengths: [UnreadLength] = [], rules: [DesignRule] = [], ruleViolations: [RuleViolation] = [], diagnostics: [Diagnostic] = []
    ) {
        self.specs = specs
        self.components = components
        self.darkComponents = darkComponents
        self.described = described
        self.exportedTokens = exportedTokens
        self.unreadColors = unreadColors
        self.unreadLengths = unreadLengths
        self.rules = rules
        self.ruleViolations = ruleViolations
        self.diagnostics = diagnostics
    }
}

/// A design system as the reading stages leave it, for everything after them (audit, lint,
/// render, exports, diff): the files as read, the resolved tokens and the components. It is
/// made once, by the Components stage, and never changed.
public struct DesignSystem: Sendable {
    public let ingested: IngestedSystem
    /// The document's tokens merged with the sidecar (Resolve).
    public let tokens: ResolvedTokens
    public let fonts: SidecarFonts
    public let reading: ComponentReading
    /// The document's sentences and tables (Extract): what the audit reads of its words.
    public let prose: DocumentProse

    public init(_ resolved: ResolvedSystem, reading: ComponentReading) {
        self.init(resolved.ingested, tokens: resolved.tokens, fonts: resolved.fonts, reading: reading, prose: resolved.prose)
    }

    private init(_ ingested: IngestedSystem, tokens: ResolvedTokens, fonts: SidecarFonts, reading: ComponentReading, prose: DocumentProse) {
        self.ingested = ingested
        self.tokens = tokens
        self.fonts = fonts
        self.reading = reading
        self.prose = prose
    }

    /// The same system published under another slug (a lone document read from a revision is
    /// this build's system, whatever its file was called then).
    package func renamed(_ slug: String) -> DesignSystem {
        DesignSystem(ingested.renamed(slug), tokens: tokens, fonts: fonts, reading: reading, prose: prose)
    }

    public var source: SystemSource { ingested.source }
    public var sidecar: Sidecar { ingested.sidecar }
    public var document: MarkdownDocument { ingested.document }
    public var outline: DocumentOutline { ingested.outline }
    public var frontMatter: FrontMatter? { ingested.frontMatter }
    public var yamlSources: YAMLSourceSummary { ingested.yamlSources }
    public var inputDigests: [String: String] { ingested.inputDigests }
    public var inputStamps: [String: FileStamp] { ingested.inputStamps }
    public var unreadFrontMatter: [Substring] { ingested.unreadFrontMatter }
    public var slug: String { ingested.slug }
    public var name: String { ingested.name }
    public var summary: String? { ingested.summary }

    public var fontFaces: [FontFace] { fonts.faces }
    public var fontLicenses: [String: String] { fonts.licenses }

    public var componentSpecs: [ComponentSpec] { reading.specs }
    public var components: [ResolvedComponent] { reading.components }
    public var darkComponents: [ResolvedComponent] { reading.darkComponents }
    public var describedComponents: [DescribedComponent] { reading.described }
    public var exportedTokens: ResolvedTokens { reading.exportedTokens }
    public var unreadColors: [UnreadColor] { reading.unreadColors }
    public var unreadLengths: [UnreadLength] { reading.unreadLengths }
    public var rules: [DesignRule] { reading.rules }
    public var ruleViolations: [RuleViolation] { reading.ruleViolations }
    public var componentDiagnostics: [Diagnostic] { reading.diagnostics }
}
