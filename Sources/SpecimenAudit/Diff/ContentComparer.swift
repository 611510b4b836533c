import SpecimenModel
import SpecimenReading

/// Compares two analysed sides, system by system. Pure: it reads the systems and returns the
/// differences, in a fixed order, so the same two sides always give the same report.
public struct ContentComparer: Sendable {
    public var level: WCAGLevel

    public init(level: WCAGLevel = .aa) {
        self.level = level
    }

    public func compare(_ before: DiffInput, _ after: DiffInput) -> ContentDiff {
        var systems: [SystemDiff] = []
        if before.isSingleDocument, after.isSingleDocument, before.systems.count == 1, after.systems.count == 1 {
            // Two documents are one system before and after, whatever their file names.
            systems.append(compare(before.systems[0], after.systems[0]))
        } else {
            let old = Dictionary(before.systems.map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first })
            let new = Dictionary(after.systems.map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first })
            for slug in Set(old.keys).union(new.keys).sorted() {
                switch (old[slug], new[slug]) {
                case let (previous?, current?): systems.append(compare(previous, current))
                case let (nil, current?): systems.append(added(current))
                case let (previous?, nil): systems.append(removed(previous))
                case (nil, nil): break
                }
            }
        }
        return ContentDiff(
            before: .init(label: before.side.label, kind: before.side.kind),
            after: .init(label: after.side.label, kind: after.side.kind),
            level: level, systems: systems)
    }

    /// One system on both sides.
    public func compare(_ before: AnalyzedSystem, _ after: AnalyzedSystem) -> SystemDiff {
        var diff = SystemDiff(
            system: after.slug, name: after.name, status: .unchanged,
            documentBefore: before.document.file, documentAfter: after.document.file)
        diff.tokens = TokenDiffer.compare(before: before.tokens, after: after.tokens)
        diff.components = ComponentDiffer.compare(before: before.componentSpecs, before.tokens, after: after.componentSpecs, after.tokens)
        apply(audit: before.audit, after.audit, to: &diff)
        diff.lint = LintMatcher.compare(before: before.lintFindings, after: after.lintFindings)
        if diff.hasChanges { diff.status = .changed }
        return diff
    }

    /// A system only the after side has: its tokens and components are not listed one by one,
    /// but its failures, contradicted claims and lint findings are all new.
    package func added(_ system: AnalyzedSystem) -> SystemDiff {
        var diff = SystemDiff(system: system.slug, name: system.name, status: .added, documentBefore: nil, documentAfter: system.document.file)
        apply(audit: nil, system.audit, to: &diff)
        diff.lint = LintChanges(added: LintMatcher.compared(system.lintFindings))
        return diff
    }

    /// A system only the before side has: gone, and with it everything it failed.
    package func removed(_ system: AnalyzedSystem) -> SystemDiff {
        SystemDiff(system: system.slug, name: system.name, status: .removed, documentBefore: system.document.file, documentAfter: nil)
    }

    /// Pairs and claims: what the audit of the after side fails that the before side did not.
    /// Also what `specimen audit --baseline` compares, with the baseline as the before side.
    public func apply(audit before: AuditReport?, _ after: AuditReport?, to diff: inout SystemDiff) {
        let oldPairs = before?.pairs ?? []
        let newPairs = after?.pairs ?? []
        let match = FailureMatcher(level: level).match(before: oldPairs, after: newPairs)
        let oldByID = Dictionary(oldPairs.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let newByID = Dictionary(newPairs.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        diff.newFailures = match.new.map { pair in
            change(pair, before: oldByID[pair.id], after: pair)
        }
        diff.fixedFailures = match.fixed.map { pair in
            change(pair, before: pair, after: newByID[pair.id])
        }
        diff.unchangedFailures = match.unchanged.count
        let claims = ClaimMatcher.compare(before: before?.claims ?? [], after: after?.claims ?? [])
        diff.newContradictedClaims = claims.new
        diff.resolvedClaims = claims.resolved
    }

    package func change(_ pair: ContrastPair, before: ContrastPair?, after: ContrastPair?) -> PairChange {
        PairChange(
            id: pair.id, context: pair.context.summary, category: pair.category,
            needs: ContrastRatio(pair.verdicts[level].minimum).formatted,
            before: before.map { .init($0, level: level) }, after: after.map { .init($0, level: level) })
    }
}
