import SpecimenModel

/// A design system after ingestion: its parsed document, outline and sidecar.
/// Later stages attach what they derive from it.
public struct DesignSystem: Sendable {
    public var source: SystemSource
    public var sidecar: Sidecar
    public var document: MarkdownDocument
    public var outline: DocumentOutline
    /// The DESIGN.md front matter, when the document opens with one: normative tokens.
    public var frontMatter: FrontMatter?
    /// Where the DESIGN.md YAML came from and what was wrong with it (`YAMLSources`).
    public var yamlSources = YAMLSourceSummary()
    /// Absolute path → digest of the document's and the sidecar's bytes as read and parsed: what
    /// the build cache records, so that it names the version the pages were drawn from.
    public var inputDigests: [String: String] = [:]
    /// The stamp of each of those files, taken before its bytes were read: a write during the
    /// read leaves a stamp that no longer matches, so the next build reads the file again
    /// rather than trust a digest of other bytes.
    public var inputStamps: [String: FileStamp] = [:]
    /// Filled by the Extract stage: everything the document states, read once for tokens and
    /// components alike.
    public var statements: [Statement] = []
    /// Filled by the Extract stage.
    public var extractedTokens = TokenSet()
    /// Filled by the Resolve stage: the document's tokens merged with the sidecar.
    public var tokens = ResolvedTokens(tokens: [])
    /// Filled by the Components stage.
    public var componentSpecs: [ComponentSpec] = []
    /// Components resolved against the tokens, in the default (light) appearance.
    public var components: [ResolvedComponent] = []
    /// Filled by the Components stage: the tokens the exports write, the palette and then the
    /// component tier (`ComponentTokens`).
    public var exportedTokens = ResolvedTokens(tokens: [])
    /// The same components in dark appearance, when the system defines dark values.
    public var darkComponents: [ResolvedComponent] = []
    public var rules: [DesignRule] = []
    public var ruleViolations: [RuleViolation] = []
    public var componentDiagnostics: [Diagnostic] = []
    /// Font files the sidecar names, checked to lie inside the content folder.
    public var fontFaces: [FontFace] = []
    public var fontLicenses: [String: String] = [:]

    public var slug: String { source.slug }

    /// The sidecar's name, else the front matter's, else the document's title, else the slug.
    public var name: String {
        sidecar.name ?? frontMatter?.name ?? outline.title ?? source.slug
    }

    public var summary: String? {
        sidecar.summary ?? frontMatter?.description ?? SystemSummary.find(in: outline)
    }

    public init(source: SystemSource, sidecar: Sidecar, document: MarkdownDocument, outline: DocumentOutline) {
        self.source = source
        self.sidecar = sidecar
        self.document = document
        self.outline = outline
    }
}
