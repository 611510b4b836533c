import SpecimenModel
import SpecimenReading

/// A design system as reading left it, with what the audit and the lint found in it: the
/// value every later stage (render, reports, diff) reads.
///
/// The audit and the lint are kept beside the system rather than in it, so reading knows
/// nothing of them. Reading's fields are reached through the system (`analyzed.tokens`).
@dynamicMemberLookup
public struct AnalyzedSystem: Sendable {
    public var system: DesignSystem
    /// The contrast audit; nil when the analysis was asked not to audit (`specimen tokens`).
    public var audit: AuditReport?
    /// The lint rules' findings, in line order.
    public var lintFindings: [LintFinding] = []

    public init(_ system: DesignSystem, audit: AuditReport? = nil, lintFindings: [LintFinding] = []) {
        self.system = system
        self.audit = audit
        self.lintFindings = lintFindings
    }

    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<DesignSystem, Value>) -> Value {
        get { system[keyPath: keyPath] }
        set { system[keyPath: keyPath] = newValue }
    }

    public subscript<Value>(dynamicMember keyPath: KeyPath<DesignSystem, Value>) -> Value {
        system[keyPath: keyPath]
    }
}
