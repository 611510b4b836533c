/// View models of a system's Changes page (`specimen build --base REV`) and of the changes
/// listed on the site home. Field names are chosen so that an absent optional never picks up a
/// same-named field of an enclosing context (swift-mustache looks a missing name up outwards).

/// One side of a changed value: the text as `specimen diff` prints it, its colour for a chip,
/// and where it is stated.
struct ChangeValueView: Sendable, Encodable {
    var text: String
    /// `#RRGGBB`, for a chip; nil when the value is no colour.
    var chip: String?
    var source: SourceView
}

struct TokenChangeView: Sendable, Encodable {
    /// `added`, `removed`, `modified`, `renamed`: the badge's modifier class.
    var change: String
    var changeLabel: String
    var name: String
    /// The name at the base revision, for a renamed token.
    var formerName: String?
    var kind: String
    var appearance: String?
    var old: ChangeValueView?
    var new: ChangeValueView?
}

struct PropertyChangeView: Sendable, Encodable {
    var change: String
    var changeLabel: String
    /// "primary · hover · fill"
    var location: String
    var old: ChangeValueView?
    var new: ChangeValueView?
}

struct ComponentChangeView: Sendable, Encodable {
    var name: String
    var kind: String
    var anchor: String
    var change: String
    var changeLabel: String
    /// Why the component is listed, in one sentence.
    var reason: String
    var properties: [PropertyChangeView]
    var wasAt: SourceView?
    var nowAt: SourceView?
    /// The previews, rendered through `partials.component-stages` as the gallery draws them.
    var beforeHTML: String?
    var afterHTML: String?
}

/// A pair as one side measures it.
struct PairMeasureView: Sendable, Encodable {
    var ratioText: String
    var passes: Bool
    var foreground: String
    var foregroundName: String
    var background: String
    var backgroundName: String
    var exemptBecause: String?
    var source: SourceView
}

struct PairChangeView: Sendable, Encodable {
    var context: String
    var category: String
    var needs: String
    /// The colours drawn in the sample: the after side's, or the before side's for a pair that is gone.
    var sampleForeground: String
    var sampleBackground: String
    var isText: Bool
    var was: PairMeasureView?
    var now: PairMeasureView?
}

struct ClaimCheckView: Sendable, Encodable {
    var holds: Bool
    var measured: String
    var source: SourceView
}

struct ClaimChangeView: Sendable, Encodable {
    var text: String
    var claimed: String
    var was: ClaimCheckView?
    var now: ClaimCheckView?
}

struct LintChangeView: Sendable, Encodable {
    var severity: String
    /// `error`, `warning` or `note`: the badge's modifier class.
    var badge: String
    var rule: String
    var message: String
    var path: String
    var source: SourceView
}

struct ChangeCountView: Sendable, Encodable {
    var label: String
    /// Counts that regress (new failures, contradicted claims, lint errors) are flagged.
    var bad: Bool
}

struct ChangesView: Sendable, Encodable {
    var systemName: String
    var sidebar: SidebarView
    /// The revision as given on the command line.
    var base: String
    /// True when the system is not in the base revision.
    var isAdded: Bool
    var hasChanges: Bool
    var regressed: Bool
    var counts: [ChangeCountView]
    var tokens: [TokenChangeView]
    var components: [ComponentChangeView]
    var newFailures: [PairChangeView]
    var fixedFailures: [PairChangeView]
    var unchangedFailures: Int
    var anyUnchangedFailures: Bool
    var contradictedClaims: [ClaimChangeView]
    var resolvedClaims: [ClaimChangeView]
    var lintAdded: [LintChangeView]
    var lintRemoved: [LintChangeView]
    var hasPairs: Bool
    var hasClaims: Bool
    var hasLint: Bool
}

/// A system's line in the site home's list of changes. Kept in the build cache with the rest
/// of `SiteMember`, so a reused system's line needs no comparison.
struct SystemChangeRow: Sendable, Codable {
    var name: String
    /// From the site home to the system's Changes page; nil for a removed system.
    var href: String?
    var status: String
    var statusLabel: String
    var summary: String
    var regressed: Bool
}

struct HomeChangesView: Sendable, Encodable {
    var base: String
    var rows: [SystemChangeRow]
}
