import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// What `specimen build` was asked to do.
public struct BuildOptions: Sendable {
    public var content: String
    public var templates: String
    public var output: String
    /// Absolute URL the site will be served from; enables `sitemap.xml`.
    public var baseURL: String?
    /// Treat warnings (bad colour literals, conflicting definitions, broken aliases, unknown
    /// sidecar keys) as errors: for CI, where a document should not drift.
    public var strict: Bool
    /// Reuse systems whose inputs did not change since the last build (`<output>.specimen-cache`).
    public var incremental: Bool
    /// A git revision (`HEAD`, `origin/main`): the content folder in it is compared with this
    /// build's, and each system gets a Changes page (`specimen build --base REV`).
    public var base: String?
    /// Only the system with this slug, when there is one (`specimen tokens --system`): the
    /// others are not read, so a broken document elsewhere does not stop the one asked for.
    public var only: String?
    /// How the Lint stage judges; a build leaves out `parser:NO_YAML_FOUND` (`LintOptions`).
    public var lint = LintOptions(reportsMissingYAML: false)

    public init(
        content: String = "Content", templates: String = "Templates", output: String = "Public", baseURL: String? = nil,
        strict: Bool = false, incremental: Bool = true, base: String? = nil
    ) {
        self.base = base
        self.strict = strict
        self.incremental = incremental
        self.content = content
        self.templates = templates
        self.output = output
        self.baseURL = baseURL
    }
}
