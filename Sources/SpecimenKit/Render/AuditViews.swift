/// View models of the audit pages. Colours are re-serialised from parsed values.

struct SpecimenSwatch: Sendable, Encodable {
    var foreground: String
    var background: String
    var fontSize: String
    var fontWeight: String
    var isText: Bool
}

struct SuggestionView: Sendable, Encodable {
    var label: String
    var hex: String
    var css: String
    var ratioText: String
}

struct PairView: Sendable, Encodable {
    /// Fails AA and is not exempt (disabled controls are).
    var fails: Bool
    var passesAA: Bool
    var passesAAA: Bool
    var exempt: String?
    var ratioText: String
    var category: String
    var foreground: String
    var foregroundName: String
    var background: String
    var backgroundName: String
    var context: String
    var origin: String
    var gradientNote: String?
    var notes: [String]
    var swatch: SpecimenSwatch
    var source: SourceView
    var suggestions: [SuggestionView]
}

struct ClaimView: Sendable, Encodable {
    var text: String
    var holds: Bool
    var verifiable: Bool
    var claimed: String
    var measured: String
    var source: SourceView
}

struct VisionView: Sendable, Encodable {
    var set: String
    var mode: String
    var members: [SuggestionView]
    var confusions: [String]
    var cue: String?
    var isRisk: Bool
    var source: SourceView?
}

struct PaletteRowView: Sendable, Encodable {
    var name: String
    var css: String
    var cells: [PaletteCellView]
}

struct PaletteCellView: Sendable, Encodable {
    var ratioText: String
    var grade: String
}

/// A pair the audit did not measure, with the reason.
struct SkippedPairView: Sendable, Encodable {
    var context: String
    var reason: String
    var source: SourceView
}

struct AuditPageView: Sendable, Encodable {
    var systemName: String
    var sidebar: SidebarView
    var pairCount: Int
    var failingAA: Int
    var failingAAA: Int
    var claimCount: Int
    var contradicted: Int
    var visionRisks: Int
    /// Stored flags: swift-mustache treats 0 as present, so counts cannot gate a section.
    var anyFailingAA: Bool
    var anyContradicted: Bool
    var backgrounds: [String]
    var claims: [ClaimView]
    var failing: [PairView]
    var passing: [PairView]
    var skipped: [SkippedPairView]
    var vision: [VisionView]
    var paletteNames: [String]
    var palette: [PaletteRowView]
    var hasPalette: Bool
    /// Said when the matrix compares only part of a large palette.
    var paletteLimit: String?
}

struct AuditOverviewRow: Sendable, Codable {
    var name: String
    var href: String
    var pairs: Int
    var failingAA: Int
    var failingAAA: Int
    var contradicted: Int
    var claims: Int
    var visionRisks: Int
    var passesAA: Bool
}

struct AuditOverviewView: Sendable, Encodable {
    var rows: [AuditOverviewRow]
}
