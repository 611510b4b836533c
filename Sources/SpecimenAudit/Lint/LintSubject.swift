import SpecimenModel
import SpecimenReading

/// What a lint rule looks at: one analysed system, with the parts of its front matter the rules
/// share already taken apart.
public struct LintSubject: Sendable {
    public var system: DesignSystem
    /// The groups `omitted:` names, as plain names or `{section: name, reason: …}`.
    public var omitted: Set<String>
    package let references: FrontMatterReferences?
    /// The front matter read as the format's own tools read it, once for every rule.
    public let model: DesignMDModel?
    public var options: LintOptions

    public init(_ system: DesignSystem, options: LintOptions = LintOptions()) {
        self.system = system
        self.options = options
        self.references = system.frontMatter.map { FrontMatterReferences(root: $0.root) }
        self.model = system.frontMatter.map(DesignMDModel.init)
        var omitted: Set<String> = []
        if case .sequence(let items, _)? = system.frontMatter?.root[DesignMDSchema.omittedKey] {
            for item in items {
                if let name = item.string ?? item["section"]?.string { omitted.insert(name.trimmingWhitespace) }
            }
        }
        self.omitted = omitted
    }

    /// The document, as every finding names it.
    public var file: String { system.source.displayPath }
    public var frontMatter: FrontMatter? { system.frontMatter }

    /// The entries of a top-level group of the front matter; empty when it has none.
    package func entries(of group: String) -> [(key: String, value: YAMLValue)] {
        frontMatter?.root[group]?.entries ?? []
    }

    /// The line a finding about the front matter as a whole points at: its opening `---` (or
    /// its first ```yaml block).
    package var frontMatterLine: Int { frontMatter?.firstLine ?? 1 }

    /// Every single value under `value`, with its dotted path: `colors.blue.50`.
    package static func scalars(in value: YAMLValue, path: String) -> [(path: String, value: YAMLValue)] {
        switch value {
        case .scalar: [(path, value)]
        case .sequence(let items, _): items.enumerated().flatMap { scalars(in: $1, path: "\(path).\($0)") }
        case .mapping(let pairs, _): pairs.flatMap { scalars(in: $0.value, path: "\(path).\($0.key)") }
        }
    }
}
