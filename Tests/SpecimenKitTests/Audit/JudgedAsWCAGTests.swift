import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// The audit judges as WCAG does: on the page the document describes, shapes as graphics, each
/// row on its own fill, an unselected tab as text someone must read.
@Suite struct JudgedAsWCAGTests {
    /// A palette given only as a dark theme, in Spanish: its one page is its dark background.
    static let darkOnly = """
        # Faro Nocturno

        ## Paleta

        ### Tema Oscuro (Principal)

        ```css
        --fondo: #101820      /* Background principal */
        --tarjeta: #1B2733    /* Tarjetas */
        --texto: #EEF2F6      /* Texto principal */
        --menta: #7FE0B0      /* Acento */
        ```

        ## Componentes

        ### Etiqueta de éxito
        - Fondo: rgba(127, 224, 176, 0.2)
        - Texto: #7FE0B0
        - Borde: 1px #7FE0B0

        ### Campo de texto
        - Fondo: #101820
        - Borde: 1px #1B2733
        - Texto: #EEF2F6
        """

    @Test func aDarkOnlyDocumentIsMeasuredOnItsDarkPage() throws {
        let system = try TestSupport.analysedSystem(Self.darkOnly)
        let report = try #require(system.audit)
        // One appearance, on the document's own page: no white page is invented.
        #expect(report.backgrounds.map(\.name) == ["--fondo"], "\(report.backgrounds)")
        #expect(report.backgrounds.first?.colors == ["#101820"])
        #expect(Backdrop(system: system.system).onlyDark)
        #expect(Backdrop(system: system.system).dark == nil)
        // Mint on its 20% tint over the navy page: 7.00, a pass (on white it would be 1.44).
        let badge = try #require(report.pairs.first { $0.context.component == "Etiqueta de éxito" && $0.context.element == "text" })
        #expect(badge.background.hex == "#26403D")
        #expect(abs(badge.ratio - 7.005) < 0.01)
        #expect(badge.passes(.aa))
        // The field's edge on the navy page it shares its fill with: 1.18, a true failure.
        let edge = try #require(report.pairs.first { $0.context.component == "Campo de texto" && $0.context.element == "border" })
        #expect(abs(edge.ratio - 1.1799) < 0.01)
        #expect(!edge.passes(.aa) && edge.exemption == nil)
        #expect(!report.pairs.contains { $0.background.hex == "#FFFFFF" }, "\(report.pairs.map(\.background))")
    }

    /// A sheet's grabber, a hairline loading bar and an ornamental rule under titles: shapes too
    /// thin to hold text.
    static let shapes = """
        # Tide Sheets

        ## Colours

        | Name | Hex | Usage |
        |------|-----|-------|
        | Shore | `#FAFAF7` | Page background |
        | Ink | `#22252A` | Body text |

        ## Components

        ### Bottom Sheet

        ```
        Background: #FFFFFF
        Padding: 20px
        Grabber: 32x4px, #D9D9DE, centred at the top
        ```

        ### Loading Bar

        ```
        Height: 2px (thin strip along the top edge)
        Color: #2F6FEB
        ```

        ### Title Rule

        A decorative rule under each section title; the title says what the section is.

        ```
        Height: 3px
        Width: 40px
        Color: #E8E4DA
        ```
        """

    @Test func aShapeTooThinForTextIsAGraphic() throws {
        let report = try #require(try TestSupport.analysedSystem(Self.shapes).audit)
        func pair(_ component: String) throws -> ContrastPair {
            try #require(report.pairs.first { $0.context.component == component }, "\(report.pairs.map(\.context))")
        }
        // The grabber alone shows the sheet can be dragged: 3:1, and #D9D9DE on white is 1.40.
        let grabber = try pair("Bottom Sheet")
        #expect(grabber.context.element == "shape" && grabber.category == .nonText)
        #expect(abs(grabber.ratio - 1.404) < 0.01)
        #expect(!grabber.passes(.aa) && grabber.exemption == nil)
        // The loading bar's 4.37 passes the 3:1 a graphic needs; as text it would have failed.
        let bar = try pair("Loading Bar")
        #expect(bar.context.element == "shape" && bar.category == .nonText && bar.passes(.aa))
        #expect(abs(bar.ratio - 4.37) < 0.01)
        // The rule is ornament beside a title that says it all: exempt, quoting its words.
        let rule = try pair("Title Rule")
        #expect(rule.context.element == "shape")
        #expect(rule.exemption?.contains("decorative") == true, "\(rule.exemption ?? "none")")
        #expect(rule.exemption?.contains("line 29") == true)
    }

    /// A status table whose rows each give an icon colour and a tint, a set of status dots one of
    /// which is read as a part, tabs whose inactive one is the unselected one, and a colour map
    /// written as a TypeScript conditional.
    static let rows = """
        # Parcel Board

        ## Colours

        | Name | Hex | Usage |
        |------|-----|-------|
        | Paper | `#F7F7F5` | Page background |
        | Graphite | `#2B2D31` | Body text |

        ## Components

        ### Delivery Badge

        | Status | Color | Icon | Background |
        |--------|-------|------|-----------|
        | **Shipped** | `#1F8A5B` (green) | Truck | `rgba(31, 138, 91, 0.12)` |
        | **Delayed** | `#B7791F` (amber) | Clock | `rgba(183, 121, 31, 0.12)` |
        | **Lost** | `#6B4FA8` (violet) | Question mark | `rgba(107, 79, 168, 0.12)` |

        ### Signal Dots
        - **Healthy**: `#3C8D5A` (Fern)
        - **Degraded**: `#C9A227` (Brass)
        - **Down**: `#B4443C` (Brick)
        - **Resolved**: `#2D6E7E` (Lagoon) with a tick

        ### Tabs

        **Inactive Tab**
        - Text color: #9A9AA0
        - Border bottom: 2px solid transparent

        **Active Tab**
        - Text color: #1D5FD1
        - Border bottom: 2px solid #1D5FD1

        ## Theme Mapping

        ```typescript
        const palette = isDark ? {
          surface: '#111418',
          label: '#F1F3F5',
        } : {
          surface: '#FFFFFF',
          label: '#1B1D21',
        };
        ```
        """

    @Test func eachStatusRowIsMeasuredOnItsOwnTint() throws {
        let report = try #require(try TestSupport.analysedSystem(Self.rows).audit)
        let badge = report.pairs.filter { $0.context.component == "Delivery Badge" && $0.context.mode == .light }
        #expect(badge.map { $0.background.declared ?? $0.background.hex } == ["#1F8A5B1F", "#B7791F1F", "#6B4FA81F"], "\(badge.map(\.background))")
        // Amber on its own 12% tint over the paper: 2.98, not 2.93 on the green row's tint.
        let delayed = try #require(badge.first { $0.context.variant == "Delayed" })
        #expect(abs(delayed.ratio - 2.98) < 0.01, "\(delayed.ratio)")
    }

    @Test func aStatusDotReadAsAPartStandsWhereTheDotsStand() throws {
        let report = try #require(try TestSupport.analysedSystem(Self.rows).audit)
        let resolved = try #require(report.pairs.first { $0.context.component == "Signal Dots" && $0.context.variant == "Resolved" })
        #expect(resolved.context.element == "indicator" && resolved.category == .nonText)
        #expect(resolved.background.hex == "#F7F7F5", "\(resolved.background)")
        #expect(abs(resolved.ratio - 5.37) < 0.01)
        let degraded = try #require(report.pairs.first { $0.context.component == "Signal Dots" && $0.context.variant == "Degraded" })
        #expect(degraded.category == .nonText && !degraded.passes(.aa))
    }

    @Test func anInactiveTabIsTextToRead() throws {
        let report = try #require(try TestSupport.analysedSystem(Self.rows).audit)
        let inactive = try #require(report.pairs.first { $0.context.component == "Tabs" && $0.context.variant == "Inactive" })
        #expect(inactive.exemption == nil)
        #expect(!inactive.passes(.aa))
        #expect(abs(inactive.ratio - 2.60) < 0.01)
    }

    @Test func aConditionalColourMapGivesEachBranchItsAppearance() throws {
        let tokens = try TestSupport.analysedSystem(Self.rows).system.tokens
        func value(_ name: String, _ mode: TokenMode) -> String? {
            tokens.tokens.first { $0.name == name && $0.mode == mode }.flatMap {
                if case .color(let color) = $0.value { color.opaqueHex } else { nil }
            }
        }
        #expect(value("label", .light) == "#1B1D21")
        #expect(value("label", .dark) == "#F1F3F5")
        #expect(value("surface", .light) == "#FFFFFF")
        #expect(value("surface", .dark) == "#111418")
        #expect(CodeStatementReader.ternaryMode(of: "colors = isDark ?") == .dark)
        #expect(CodeStatementReader.ternaryMode(of: "theme === 'light' ?") == .light)
        #expect(CodeStatementReader.ternaryMode(of: "tone = !isDark ?") == .light)
        #expect(CodeStatementReader.ternaryMode(of: "colors = {") == nil)
    }
}
