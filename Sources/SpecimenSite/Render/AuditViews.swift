import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// View models of the audit pages. Colours are re-serialised from parsed values.

package struct SpecimenSwatch: Sendable, Encodable {
    package var foreground: String
    package var background: String
    package var fontSize: String
    package var fontWeight: String
    package var isText: Bool
}

package struct SuggestionView: Sendable, Encodable {
    package var label: String
    package var hex: String
    package var css: String
    package var ratioText: String
}

package struct PairView: Sendable, Encodable {
    /// Fails AA and is not exempt (disabled controls are).
    package var fails: Bool
    package var passesAA: Bool
    package var passesAAA: Bool
    package var exempt: String?
    package var ratioText: String
    package var category: String
    package var foreground: String
    package var foregroundName: String
    package var background: String
    package var backgroundName: String
    package var context: String
    package var origin: String
    package var gradientNote: String?
    package var notes: [String]
    package var swatch: SpecimenSwatch
    package var source: SourceView
    package var suggestions: [SuggestionView]
}

package struct ClaimView: Sendable, Encodable {
    package var text: String
    package var holds: Bool
    package var verifiable: Bool
    package var claimed: String
    package var measured: String
    package var source: SourceView
}

package struct VisionView: Sendable, Encodable {
    package var set: String
    package var mode: String
    package var members: [SuggestionView]
    package var confusions: [String]
    package var cue: String?
    package var isRisk: Bool
    package var source: SourceView?
}

package struct PaletteRowView: Sendable, Encodable {
    package var name: String
    package var css: String
    package var cells: [PaletteCellView]
}

package struct PaletteCellView: Sendable, Encodable {
    package var ratioText: String
    package var grade: String
}

/// A pair the audit did not measure, with the reason.
package struct SkippedPairView: Sendable, Encodable {
    package var context: String
    package var reason: String
    package var source: SourceView
}

package struct AuditPageView: Sendable, Encodable {
    package var systemName: String
    package var sidebar: SidebarView
    package var pairCount: Int
    package var failingAA: Int
    package var failingAAA: Int
    package var claimCount: Int
    package var contradicted: Int
    package var visionRisks: Int
    /// Stored flags: swift-mustache treats 0 as present, so counts cannot gate a section.
    package var anyFailingAA: Bool
    package var anyContradicted: Bool
    /// False when no pair was found in use: then nothing passes, and the page must not say so.
    package var anyPairs: Bool
    package var backgrounds: [String]
    package var claims: [ClaimView]
    package var failing: [PairView]
    package var passing: [PairView]
    package var skipped: [SkippedPairView]
    package var vision: [VisionView]
    package var paletteNames: [String]
    package var palette: [PaletteRowView]
    package var hasPalette: Bool
    /// Said when the matrix compares only part of a large palette.
    package var paletteLimit: String?
}

package struct AuditOverviewRow: Sendable, Codable {
    package var name: String
    package var href: String
    package var pairs: Int
    package var failingAA: Int
    package var failingAAA: Int
    package var contradicted: Int
    package var claims: Int
    package var visionRisks: Int
    package var passesAA: Bool
    /// A system with no pair in use measured nothing; it neither passes nor fails.
    package var measured: Bool
}

package struct AuditOverviewView: Sendable, Encodable {
    package var rows: [AuditOverviewRow]
}
