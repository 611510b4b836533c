import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// View models of a system's Changes page (`specimen build --base REV`) and of the changes
/// listed on the site home. Field names are chosen so that an absent optional never picks up a
/// same-named field of an enclosing context (swift-mustache looks a missing name up outwards).

/// One side of a changed value: the text as `specimen diff` prints it, its colour for a chip,
/// and where it is stated.
package struct ChangeValueView: Sendable, Encodable {
    package var text: String
    /// `#RRGGBB`, for a chip; nil when the value is no colour.
    package var chip: String?
    package var source: SourceView
}

package struct TokenChangeView: Sendable, Encodable {
    /// `added`, `removed`, `modified`, `renamed`: the badge's modifier class.
    package var change: String
    package var changeLabel: String
    package var name: String
    /// The name at the base revision, for a renamed token.
    package var formerName: String?
    package var kind: String
    package var appearance: String?
    package var old: ChangeValueView?
    package var new: ChangeValueView?
}

package struct PropertyChangeView: Sendable, Encodable {
    package var change: String
    package var changeLabel: String
    /// "primary · hover · fill"
    package var location: String
    package var old: ChangeValueView?
    package var new: ChangeValueView?
}

package struct ComponentChangeView: Sendable, Encodable {
    package var name: String
    package var kind: String
    package var anchor: String
    package var change: String
    package var changeLabel: String
    /// Why the component is listed, in one sentence.
    package var reason: String
    package var properties: [PropertyChangeView]
    package var wasAt: SourceView?
    package var nowAt: SourceView?
    /// The previews, rendered through `partials.component-stages` as the gallery draws them.
    package var beforeHTML: String?
    package var afterHTML: String?
}

/// A pair as one side measures it.
package struct PairMeasureView: Sendable, Encodable {
    package var ratioText: String
    package var passes: Bool
    package var foreground: String
    package var foregroundName: String
    package var background: String
    package var backgroundName: String
    package var exemptBecause: String?
    package var source: SourceView
}

package struct PairChangeView: Sendable, Encodable {
    package var context: String
    package var category: String
    package var needs: String
    /// The colours drawn in the sample: the after side's, or the before side's for a pair that is gone.
    package var sampleForeground: String
    package var sampleBackground: String
    package var isText: Bool
    package var was: PairMeasureView?
    package var now: PairMeasureView?
}

package struct ClaimCheckView: Sendable, Encodable {
    package var holds: Bool
    package var measured: String
    package var source: SourceView
}

package struct ClaimChangeView: Sendable, Encodable {
    package var text: String
    package var claimed: String
    package var was: ClaimCheckView?
    package var now: ClaimCheckView?
}

package struct LintChangeView: Sendable, Encodable {
    package var severity: String
    /// `error`, `warning` or `note`: the badge's modifier class.
    package var badge: String
    package var rule: String
    package var message: String
    package var path: String
    package var source: SourceView
}

package struct ChangeCountView: Sendable, Encodable {
    package var label: String
    /// Counts that regress (new failures, contradicted claims, lint errors) are flagged.
    package var bad: Bool
}

package struct ChangesView: Sendable, Encodable {
    package var systemName: String
    package var sidebar: SidebarView
    /// The revision as given on the command line.
    package var base: String
    /// True when the system is not in the base revision.
    package var isAdded: Bool
    package var hasChanges: Bool
    package var regressed: Bool
    package var counts: [ChangeCountView]
    package var tokens: [TokenChangeView]
    package var components: [ComponentChangeView]
    package var newFailures: [PairChangeView]
    package var fixedFailures: [PairChangeView]
    package var unchangedFailures: Int
    package var anyUnchangedFailures: Bool
    package var contradictedClaims: [ClaimChangeView]
    package var resolvedClaims: [ClaimChangeView]
    package var lintAdded: [LintChangeView]
    package var lintRemoved: [LintChangeView]
    package var hasPairs: Bool
    package var hasClaims: Bool
    package var hasLint: Bool
}

/// A system's line in the site home's list of changes. Kept in the build cache with the rest
/// of `SiteMember`, so a reused system's line needs no comparison.
package struct SystemChangeRow: Sendable, Codable {
    package var name: String
    /// From the site home to the system's Changes page; nil for a removed system.
    package var href: String?
    package var status: String
    package var statusLabel: String
    package var summary: String
    package var regressed: Bool
}

package struct HomeChangesView: Sendable, Encodable {
    package var base: String
    package var rows: [SystemChangeRow]
}
