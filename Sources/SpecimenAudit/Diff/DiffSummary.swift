import SpecimenModel
import SpecimenReading

/// Counts over every system of a comparison.
public struct DiffSummary: Sendable, Hashable, Codable {
    public var systemsAdded = 0
    public var systemsRemoved = 0
    public var systemsChanged = 0
    public var tokensAdded = 0
    public var tokensRemoved = 0
    public var tokensModified = 0
    public var tokensRenamed = 0
    public var componentsAdded = 0
    public var componentsRemoved = 0
    public var componentsModified = 0
    public var newFailures = 0
    public var fixedFailures = 0
    public var unchangedFailures = 0
    public var newContradictedClaims = 0
    public var resolvedClaims = 0
    public var lintAdded = 0
    public var lintRemoved = 0
    public var newLintErrors = 0

    public init(systems: [SystemDiff]) {
        for system in systems {
            switch system.status {
            case .added: systemsAdded += 1
            case .removed: systemsRemoved += 1
            case .changed: systemsChanged += 1
            case .unchanged: break
            }
            for token in system.tokens {
                switch token.change {
                case .added: tokensAdded += 1
                case .removed: tokensRemoved += 1
                case .modified: tokensModified += 1
                case .renamed: tokensRenamed += 1
                }
            }
            for component in system.components {
                switch component.change {
                case .added: componentsAdded += 1
                case .removed: componentsRemoved += 1
                case .modified, .renamed: componentsModified += 1
                }
            }
            newFailures += system.newFailures.count
            fixedFailures += system.fixedFailures.count
            unchangedFailures += system.unchangedFailures
            newContradictedClaims += system.newContradictedClaims.count
            resolvedClaims += system.resolvedClaims.count
            lintAdded += system.lint.added.count
            lintRemoved += system.lint.removed.count
            newLintErrors += system.lint.newErrors.count
        }
    }
}
