import SpecimenModel
import SpecimenReading

/// Everything that differs in one design system between the two sides.
public struct SystemDiff: Sendable, Hashable, Codable {
    public enum Status: String, Sendable, Hashable, Codable {
        case added, removed, changed, unchanged
    }

    /// The slug (the after side's when two single documents are compared).
    public var system: String
    public var name: String
    public var status: Status
    /// The document on each side, relative to its content folder (or as given); nil where the
    /// system does not exist.
    public var documentBefore: String?
    public var documentAfter: String?
    public var tokens: [TokenChange]
    public var components: [ComponentChange]
    /// Pairs failing at the level on the after side that did not fail before: what regresses.
    public var newFailures: [PairChange]
    /// Pairs failing before that no longer fail (or no longer exist).
    public var fixedFailures: [PairChange]
    /// Failures on both sides: still failing, but not new. A baseline accepts them.
    public var unchangedFailures: Int
    public var newContradictedClaims: [ClaimChange]
    /// Claims contradicted before that now hold, or are gone.
    public var resolvedClaims: [ClaimChange]
    public var lint: LintChanges

    public init(
        system: String, name: String, status: Status, documentBefore: String?, documentAfter: String?,
        tokens: [TokenChange] = [], components: [ComponentChange] = [], newFailures: [PairChange] = [],
        fixedFailures: [PairChange] = [], unchangedFailures: Int = 0, newContradictedClaims: [ClaimChange] = [],
        resolvedClaims: [ClaimChange] = [], lint: LintChanges = LintChanges()
    ) {
        self.system = system
        self.name = name
        self.status = status
        self.documentBefore = documentBefore
        self.documentAfter = documentAfter
        self.tokens = tokens
        self.components = components
        self.newFailures = newFailures
        self.fixedFailures = fixedFailures
        self.unchangedFailures = unchangedFailures
        self.newContradictedClaims = newContradictedClaims
        self.resolvedClaims = resolvedClaims
        self.lint = lint
    }

    /// A new failing pair, a new contradicted claim or a new lint error.
    public var regressed: Bool {
        !newFailures.isEmpty || !newContradictedClaims.isEmpty || !lint.newErrors.isEmpty
    }

    /// True when anything is reported for the system.
    public var hasChanges: Bool {
        status == .added || status == .removed || !tokens.isEmpty || !components.isEmpty || !newFailures.isEmpty
            || !fixedFailures.isEmpty || !newContradictedClaims.isEmpty || !resolvedClaims.isEmpty || !lint.isEmpty
    }
}
