/// View models of a system's token page. Every CSS value in them is built from parsed numbers
/// (`RGBAColor.css`, pixel counts), never copied from the document.

struct SourceView: Sendable, Encodable {
    /// `acme/DESIGN.md:42` or `acme/specimen.yml:12`.
    var location: String
    /// Link to the line in the rendered document; nil for sidecar values, which are not published.
    var href: String?
    var excerpt: String
    var supplied: Bool

    init(location: String, href: String?, excerpt: String, supplied: Bool) {
        self.location = location
        self.href = href
        self.excerpt = Self.shown(excerpt)
        self.supplied = supplied
    }

    /// The longest excerpt a citation shows, in characters: every value a line states cites
    /// it, so a line of thousands of colours would otherwise be printed once per colour.
    static let excerptLimit = 500

    static func shown(_ excerpt: String) -> String {
        // Counted only as far as the limit: the line may be long, and cited once per value.
        guard excerpt.utf8.count > excerptLimit else { return excerpt }
        let head = excerpt.prefix(excerptLimit)
        return head.endIndex == excerpt.endIndex ? excerpt : head.dropLast() + "…"
    }
}

struct ColorValueView: Sendable, Encodable {
    var mode: String?
    var hex: String
    var rgb: String
    var css: String
    /// Readable text on the swatch: the better of near-black and white.
    var ink: String
    var alpha: String?
}

struct ColorSwatchView: Sendable, Encodable {
    var name: String
    var role: String?
    var usage: String?
    var alias: String?
    var values: [ColorValueView]
    var source: SourceView
    var anchor: String
}

struct TokenGroupView<Item: Sendable & Encodable>: Sendable, Encodable {
    var title: String
    var items: [Item]
}

struct GradientView: Sendable, Encodable {
    var name: String
    var css: String
    var stops: [String]
    var direction: String?
    var variantOf: String?
    var source: SourceView
}

struct TypeSpecimenView: Sendable, Encodable {
    var name: String
    var fontFamily: String
    var fontSize: String
    var fontWeight: String
    var lineHeight: String?
    var letterSpacing: String?
    var summary: String
    var sample: String
    var source: SourceView
}

struct FontFamilyView: Sendable, Encodable {
    var name: String
    var stack: String
    var fallbacks: String?
    var note: String
    var source: SourceView
}

struct MeasureView: Sendable, Encodable {
    var name: String
    var value: String
    var pixels: String
    var usage: String?
    var source: SourceView
}

struct ShadowView: Sendable, Encodable {
    var name: String
    var css: String
    var summary: String
    var source: SourceView
}

struct DiagnosticView: Sendable, Encodable {
    var severity: String
    var message: String
    var location: String
    var href: String?
    var related: [SourceView]
}

struct TokensView: Sendable, Encodable {
    var systemName: String
    var sidebar: SidebarView
    var colorGroups: [TokenGroupView<ColorSwatchView>]
    var gradients: [GradientView]
    var typeStyles: [TypeSpecimenView]
    var fontFamilies: [FontFamilyView]
    var spacing: [MeasureView]
    var radii: [MeasureView]
    var borders: [MeasureView]
    var sizes: [MeasureView]
    var shadows: [ShadowView]
    var opacities: [MeasureView]
    var diagnostics: [DiagnosticView]
    var suppliedCount: Int
    /// Stored, not computed: Mustache reads view models through Mirror, which sees stored properties only.
    var hasSupplied: Bool
    var tokenCount: Int
    var hasDarkMode: Bool
    var sourceFile: String
    var exports: [NavLink]
}
