import SpecimenModel
import SpecimenReading

/// Runs the lint rules over analysed systems. The rules are pure: a system gives the same
/// findings every time, in line order.
public struct Linter: Sendable {
    /// Every rule, in the order of the reference DESIGN.md linter, then Specimen's own.
    public static let rules: [any LintRule] = YAMLParserRule.all + ModelCheckRule.all + [
        BrokenReferenceRule(),
        MissingPrimaryRule(),
        ContrastRatioRule(),
        OrphanedTokensRule(),
        MissingSectionsRule(),
        MissingTypographyRule(),
        SectionOrderRule(),
        UnknownKeyRule(),
        TokenLikeIgnoredRule(),
        TokenSummaryRule(),
        DuplicateSectionRule(),
    ]

    public var rules: [any LintRule]
    public var options: LintOptions

    public init(rules: [any LintRule] = Linter.rules, options: LintOptions = LintOptions()) {
        self.rules = rules
        self.options = options
    }

    /// The findings for one system, by line, then in rule order.
    public func lint(_ system: DesignSystem) -> [LintFinding] {
        let subject = LintSubject(system, options: options)
        var rules = self.rules
        if options.likeReference {
            // The reference stops at a document whose YAML it cannot read: that one warning is
            // its whole report.
            let parser = rules.lazy.compactMap { $0 as? YAMLParserRule }.flatMap { $0.check(subject) }.first
            if let parser { return [parser] }
            rules.removeAll { $0.isSpecimenOwn }
        }
        let found = rules.enumerated().flatMap { index, rule in rule.check(subject).map { (rank: index, finding: $0) } }
        return found.sorted { a, b in
            (a.finding.line, a.rank, a.finding.path, a.finding.message) < (b.finding.line, b.rank, b.finding.path, b.finding.message)
        }.map(\.finding)
    }
}
