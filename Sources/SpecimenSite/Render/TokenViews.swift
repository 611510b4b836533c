import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// View models of a system's token page. Every CSS value in them is built from parsed numbers
/// (`RGBAColor.css`, pixel counts), never copied from the document.

package struct SourceView: Sendable, Encodable {
    /// `acme/DESIGN.md:42` or `acme/specimen.yml:12`.
    package var location: String
    /// Link to the line in the rendered document; nil for sidecar values, which are not published.
    package var href: String?
    package var excerpt: String
    package var supplied: Bool

    package init(location: String, href: String?, excerpt: String, supplied: Bool) {
        self.location = location
        self.href = href
        self.excerpt = Self.shown(excerpt)
        self.supplied = supplied
    }

    /// The longest excerpt a citation shows, in characters: every value a line states cites
    /// it, so a line of thousands of colours would otherwise be printed once per colour.
    package static let excerptLimit = 500

    package static func shown(_ excerpt: String) -> String {
        // Counted only as far as the limit: the line may be long, and cited once per value.
        guard excerpt.utf8.count > excerptLimit else { return excerpt }
        let head = excerpt.prefix(excerptLimit)
        return head.endIndex == excerpt.endIndex ? excerpt : head.dropLast() + "…"
    }
}

package struct ColorValueView: Sendable, Encodable {
    package var mode: String?
    package var hex: String
    package var rgb: String
    package var css: String
    /// Readable text on the swatch: the better of near-black and white.
    package var ink: String
    package var alpha: String?
}

package struct ColorSwatchView: Sendable, Encodable {
    package var name: String
    package var role: String?
    package var usage: String?
    package var alias: String?
    package var values: [ColorValueView]
    package var source: SourceView
    package var anchor: String
}

package struct TokenGroupView<Item: Sendable & Encodable>: Sendable, Encodable {
    package var title: String
    package var items: [Item]
}

package struct GradientView: Sendable, Encodable {
    package var name: String
    package var css: String
    package var stops: [String]
    package var direction: String?
    package var variantOf: String?
    package var source: SourceView
}

package struct TypeSpecimenView: Sendable, Encodable {
    package var name: String
    package var fontFamily: String
    package var fontSize: String
    package var fontWeight: String
    package var lineHeight: String?
    package var letterSpacing: String?
    package var summary: String
    package var sample: String
    package var source: SourceView
}

package struct FontFamilyView: Sendable, Encodable {
    package var name: String
    package var stack: String
    package var fallbacks: String?
    package var note: String
    package var source: SourceView
}

package struct MeasureView: Sendable, Encodable {
    package var name: String
    package var value: String
    package var pixels: String
    package var usage: String?
    package var source: SourceView
}

package struct ShadowView: Sendable, Encodable {
    package var name: String
    package var css: String
    package var summary: String
    package var source: SourceView
}

package struct DiagnosticView: Sendable, Encodable {
    package var severity: String
    package var message: String
    package var location: String
    package var href: String?
    package var related: [SourceView]
}

/// A colour the document writes that no export carries, with why it was not read.
package struct UnreadColorView: Sendable, Encodable {
    package var literal: String
    /// The colour, for a small chip; nil when the literal cannot be drawn.
    package var css: String?
    package var reason: String
    /// `also lines 40, 52`, when it is written again.
    package var also: String?
    package var source: SourceView
}

package struct UnreadLengthView: Sendable, Encodable {
    package var literal: String
    package var reason: String
    package var source: SourceView
}

package struct TokensView: Sendable, Encodable {
    package var systemName: String
    package var sidebar: SidebarView
    package var colorGroups: [TokenGroupView<ColorSwatchView>]
    package var gradients: [GradientView]
    package var typeStyles: [TypeSpecimenView]
    package var fontFamilies: [FontFamilyView]
    package var spacing: [MeasureView]
    package var radii: [MeasureView]
    package var borders: [MeasureView]
    package var sizes: [MeasureView]
    package var shadows: [ShadowView]
    package var opacities: [MeasureView]
    package var diagnostics: [DiagnosticView]
    package var unreadColors: [UnreadColorView]
    package var unreadLengths: [UnreadLengthView]
    package var suppliedCount: Int
    /// Stored, not computed: Mustache reads view models through Mirror, which sees stored properties only.
    package var hasSupplied: Bool
    package var tokenCount: Int
    package var hasDarkMode: Bool
    package var sourceFile: String
    package var exports: [NavLink]
}
