/// What flows from stage to stage. Each stage reads what earlier stages left and adds its own
/// part; nothing flows backwards.
public struct BuildState: Sendable {
    public var options: BuildOptions
    public var sources: [SystemSource] = []
    public var systems: [DesignSystem] = []
    public var files: [OutputFile] = []
    public var written: SiteWriter.Result?
    public var diagnostics: [Diagnostic] = []
    /// Systems the build cache supplied, not read this time; and the ones rendered afresh.
    public var reused: [SiteRenderer.RenderedSystem] = []
    public var rendered: [SiteRenderer.RenderedSystem] = []
    var cache: BuildCache?
    var cachedEntries: [String: BuildCache.Entry] = [:]
    var inputDigests: [String: [String: String]] = [:]
    var siteKey: String?

    public init(options: BuildOptions) {
        self.options = options
    }
}
