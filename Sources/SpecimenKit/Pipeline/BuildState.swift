/// What flows from stage to stage. Each stage reads what earlier stages left and adds its own
/// part; nothing flows backwards.
public struct BuildState: Sendable {
    public var options: BuildOptions
    public var sources: [SystemSource] = []
    public var systems: [DesignSystem] = []
    public var files: [OutputFile] = []
    public var written: SiteWriter.Result?
    public var diagnostics: [Diagnostic] = []

    public init(options: BuildOptions) {
        self.options = options
    }
}
