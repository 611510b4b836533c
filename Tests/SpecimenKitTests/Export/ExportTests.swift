import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// Token exports. Every suite is nested here so `swift test --filter Export` runs them all.
@Suite("Export") enum ExportTests {
    static let exporters: [any TokenExporter] = [
        DTCGExporter(), CSSTokenExporter(), SwiftTokenExporter(), TokenTableFormatter(), TailwindThemeExporter(), TailwindCSSExporter(),
    ]

    static func seed(_ slug: String) throws -> ResolvedTokens {
        ResolvedTokens(tokens: TokenExtractor().extract(from: try TestSupport.seedDocument(slug)).tokens)
    }

    static func export(_ exporter: any TokenExporter, _ tokens: ResolvedTokens, name: String = "Hand Made", slug: String = "hand-made") -> String {
        exporter.export(tokens, systemName: name, systemSlug: slug)
    }

    static let injectionName = "x;} body{display:none} /*"
    static let injectionUsage = "Closes */ the comment\n} body { display: none }"

    /// Every kind of value, light and dark pairs, an alias chain, a broken alias, a hostile
    /// name and usage, identifiers Swift would reject, and a name in a wide script.
    static let handMade: ResolvedTokens = {
        func at(_ line: Int) -> Provenance { Provenance(file: "hand.md", line: line, excerpt: "line \(line)") }
        let black = RGBAColor(red: 0, green: 0, blue: 0)
        return ResolvedTokens(tokens: [
            DesignToken(name: "Canvas", value: .color(RGBAColor(red8: 0xF4, green8: 0xF1, blue8: 0xEA)), mode: .light,
                        usage: "Global background.", provenance: at(1)),
            DesignToken(name: "Canvas", value: .color(RGBAColor(red8: 0x14, green8: 0x14, blue8: 0x14)), mode: .dark, provenance: at(2)),
            DesignToken(name: "Ink", value: .color(RGBAColor(red8: 0x22, green8: 0x22, blue8: 0x22, alpha: 0.7)), provenance: at(3)),
            DesignToken(name: "action.primary", value: .alias("Canvas"), provenance: at(4)),
            DesignToken(name: "Button Background", value: .alias("action.primary"), provenance: at(5)),
            DesignToken(name: "Broken", value: .alias("nowhere"), provenance: at(6)),
            DesignToken(name: injectionName, value: .color(black), usage: injectionUsage, provenance: at(7)),
            DesignToken(name: "Sky", value: .gradient(Gradient(stops: [
                GradientStop(color: RGBAColor(red8: 0xAE, green8: 0xF0, blue8: 0xEC)),
                GradientStop(color: RGBAColor(red8: 0xD9, green8: 0xF4, blue8: 0xEF), position: 0.4),
                GradientStop(color: RGBAColor(red8: 0xFD, green8: 0xF7, blue8: 0xE9)),
            ], direction: "top to bottom", angle: 180)), provenance: at(8)),
            DesignToken(name: "space.2xl", value: .dimension(Length(48), role: .spacing), provenance: at(9)),
            DesignToken(name: "class", value: .dimension(Length(4), role: .radius), provenance: at(10)),
            DesignToken(name: "2xl", value: .dimension(Length(20), role: .radius), provenance: at(11)),
            DesignToken(name: "Hairline", value: .borderWidth(Length(0.5)), provenance: at(12)),
            DesignToken(name: "Title", value: .typeStyle(TypeStyle(
                family: "EB Garamond", size: Length(28), weight: "semibold", lineHeight: 1.25, tracking: Length(0.5))),
                provenance: at(13)),
            DesignToken(name: "Caption", value: .typeStyle(TypeStyle(size: Length(12), weight: "regular", design: "rounded")), provenance: at(14)),
            DesignToken(name: "Mono", value: .fontFamily(FontStack(family: "SF Mono", fallbacks: ["Menlo", "monospace"])), provenance: at(15)),
            DesignToken(name: "Card", value: .shadow(Shadow(y: Length(2), blur: Length(8), color: black.withAlpha(0.05))), provenance: at(16)),
            DesignToken(name: "Surface Opacity", value: .opacity(0.9), provenance: at(17)),
            DesignToken(name: "Line Height", value: .number(1.6), provenance: at(18)),
            DesignToken(name: "情報カード", value: .color(RGBAColor(red8: 0xFF, green8: 0xE5, blue8: 0x66)), provenance: at(19)),
        ])
    }()

    /// Small enough to pin a Tailwind export byte for byte: light and dark colours, an alias of
    /// a mode-dependent colour, a full type style and one with only a weight, radius, spacing
    /// under two names that shorten alike, a family whose name needs escaping, one named like a
    /// Tailwind namespace, a colour named like another's dark class, a hostile name and a number
    /// Tailwind has no place for.
    static let tailwindSample: ResolvedTokens = {
        func at(_ line: Int) -> Provenance { Provenance(file: "tw.md", line: line, excerpt: "line \(line)") }
        return ResolvedTokens(tokens: [
            DesignToken(name: "Canvas", value: .color(RGBAColor(red8: 0xF4, green8: 0xF1, blue8: 0xEA)), mode: .light, provenance: at(1)),
            DesignToken(name: "Canvas", value: .color(RGBAColor(red8: 0x14, green8: 0x14, blue8: 0x14)), mode: .dark, provenance: at(2)),
            DesignToken(name: "Ink", value: .color(RGBAColor(red8: 0x22, green8: 0x22, blue8: 0x22, alpha: 0.7)), provenance: at(3)),
            DesignToken(name: "action.primary", value: .alias("Canvas"), provenance: at(4)),
            DesignToken(name: "Canvas Dark", value: .color(RGBAColor(red8: 0x00, green8: 0x00, blue8: 0x00)), provenance: at(5)),
            DesignToken(name: injectionName, value: .color(RGBAColor(red8: 0xFF, green8: 0x00, blue8: 0x00)), usage: injectionUsage, provenance: at(6)),
            DesignToken(name: "space.xs", value: .dimension(Length(4), role: .spacing), provenance: at(7)),
            DesignToken(name: "spacing.xs", value: .dimension(Length(6), role: .spacing), provenance: at(8)),
            DesignToken(name: "radius.md", value: .dimension(Length(10), role: .radius), provenance: at(9)),
            DesignToken(name: "Title", value: .typeStyle(TypeStyle(
                family: "EB Garamond", size: Length(28), weight: "semibold", lineHeight: 1.25, tracking: Length(-0.5))),
                provenance: at(10)),
            DesignToken(name: "Caption", value: .typeStyle(TypeStyle(size: Length(12), weight: "medium")), provenance: at(11)),
            DesignToken(name: "Display", value: .fontFamily(FontStack(family: "Acme \"Display\"; }", fallbacks: ["serif"])), provenance: at(12)),
            DesignToken(name: "Weight Heavy", value: .fontFamily(FontStack(family: "Heavy Grotesk", fallbacks: [])), provenance: at(13)),
            DesignToken(name: "Line Height", value: .number(1.6), provenance: at(14)),
        ])
    }()

    @Test("exporting twice gives the same bytes", arguments: TestSupport.seedSlugs)
    static func deterministic(slug: String) throws {
        let first = try seed(slug), second = try seed(slug)
        for exporter in exporters {
            #expect(export(exporter, first, slug: slug) == export(exporter, second, slug: slug), "\(exporter.fileName)")
        }
        for exporter in exporters {
            #expect(export(exporter, handMade) == export(exporter, handMade), "\(exporter.fileName)")
        }
    }
}
