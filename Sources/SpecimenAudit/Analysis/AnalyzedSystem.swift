import SpecimenModel
import SpecimenReading

/// A design system as reading left it, with what the audit and the lint found in it: the
/// value every later stage (render, reports, diff) reads.
///
/// The audit and the lint are kept beside the system rather than in it, so reading knows
/// nothing of them. Reading's fields are reached through the system (`analyzed.tokens`).
@dynamicMemberLookup
public struct AnalyzedSystem: Sendable {
    public let system: DesignSystem
    /// The contrast audit; nil when the analysis was asked not to audit (`specimen tokens`).
    public let audit: AuditReport?
    /// The lint rules' findings, in line order.
    public let lintFindings: [LintFinding]

    public init(_ system: DesignSystem, audit: AuditReport? = nil, lintFindings: [LintFinding] = []) {
        self.system = system
        self.audit = audit
        self.lintFindings = lintFindings
    }

    /// The same system and findings published under another slug (`DesignSystem.renamed`).
    package func renamed(_ slug: String) -> AnalyzedSystem {
        AnalyzedSystem(system.renamed(slug), audit: audit, lintFindings: lintFindings)
    }

    public subscript<Value>(dynamicMember keyPath: KeyPath<DesignSystem, Value>) -> Value {
        system[keyPath: keyPath]
    }
}
