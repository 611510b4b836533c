import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension AuditTests {
    /// What a component's fill is made of, drawn and measured alike: a translucent state fill
    /// laid on the resting one, a gradient stated in CSS, and a loading placeholder's sweep,
    /// which is no text.
    @Suite("Layered and gradient fills") struct LayeredFillTests {
        static let rail = """
            # Lantern Desk

            ## Colours

            | Token | Hex | Usage |
            |-------|-----|-------|
            | `pitch` | `#14161A` | Navigation rail fill |
            | `linen` | `#F6F3EC` | Page background |
            | `snow` | `#FFFFFF` | Text on the rail |

            ## Components

            ### Navigation rail
            - Background: `pitch`
            - Text: `snow`
            - Hover: background rgba(255,255,255,0.06)
            - Pressed: background #2A2E35

            ### Quiet button
            - Background: `pitch`
            - Text: `snow`
            - Hover: background rgba(255,255,255,0.06)
            - Pressed: background #2A2E35
            """

        static func site(_ document: String) throws -> (system: AnalyzedSystem, gallery: String) {
            let memory = try TestSupport.memorySite(documents: ["doc/DESIGN.md": document])
            let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
            let system = try #require(state.systems.first)
            return (system, try #require(memory.text("/Public/doc/components/index.html")))
        }

        @Test func aTranslucentStateFillIsLaidOnTheRestingFill() throws {
            let (system, gallery) = try Self.site(Self.rail)
            let variant = try TestSupport.variant("Navigation rail", in: system.components)
            let hoverFill = try #require(variant[.hover]?.fill)
            let resting = try #require(variant[.default]?.fill)
            // The state's own value and name are kept; the layering is the audit's and the gallery's.
            #expect(!hoverFill.isOpaque)
            #expect(variant.restingFill(under: .hover)?.color == resting)
            #expect(variant.restingFill(under: .hover)?.token == "pitch")
            // An opaque state fill replaces the resting one.
            #expect(variant.restingFill(under: .pressed) == nil)
            #expect(variant.restingFill(under: .default) == nil)

            let report = try #require(system.audit)
            let hover = try #require(report.pairs.first {
                $0.context.component == "Navigation rail" && $0.context.state == .hover && $0.context.element == "text"
            })
            // Seen on the near-black rail, not on the light page: white text reads.
            #expect(hover.background.hex == hoverFill.composited(over: resting).opaqueHex)
            // The fill is reported as the document states it, beside the colour measured.
            #expect(hover.background.declared == hoverFill.hex)
            #expect(hover.background.name.hasSuffix("over pitch"), "\(hover.background.name)")
            #expect(!hover.background.name.contains("linen"))
            #expect(hover.verdicts[.aa].passes)

            // The gallery draws the same two layers, in the hover copy and, on a live control,
            // under the real `:hover`.
            let layers = "linear-gradient(\(hoverFill.css), \(hoverFill.css)), \(resting.css)"
            #expect(gallery.contains("--c-fill: \(layers)"))
            #expect(gallery.contains("--c-fill-hover: \(layers)"))
            #expect(!gallery.contains("--c-fill-active: linear-gradient("))
        }

        static let meter = """
            # Meadow Kit

            ## Colours

            | Token | Hex | Usage |
            |-------|-----|-------|
            | `moss` | `#2F6B3A` | Brand |
            | `straw` | `#F2C14E` | Accent |
            | `cream` | `#FFFDF7` | Page background |

            ## Components

            ### Loading meter
            ```css
            height: 6px;
            background: linear-gradient(90deg, #2F6B3A, #F2C14E);
            border-radius: 3px;
            ```

            ### Harvest button
            ```css
            background: linear-gradient(135deg, #2F6B3A, #F2C14E);
            color: #FFFFFF;
            border-radius: 8px;
            ```

            ### Sun chip
            ```css
            background: radial-gradient(circle, #FFE8A3, #F2C14E);
            color: #3A2A00;
            ```
            """

        @Test func aGradientInADeclarationIsDrawnAsTheGradient() throws {
            let (system, gallery) = try Self.site(Self.meter)
            let meter = try #require(try TestSupport.variant("Loading meter", in: system.components)[.default])
            // Not its first colour drawn flat.
            #expect(meter.fill == nil)
            let gradient = try #require(meter.fillGradient)
            #expect(gradient.stops.map(\.color.hex) == ["#2F6B3A", "#F2C14E"])
            #expect(gallery.contains("--c-fill: \(gradient.css)"))
            #expect(!gallery.contains("--c-fill: #2F6B3A"))
            // Its properties table names the stops, and does not call the fill unresolved.
            #expect(gallery.contains("gradient #2F6B3A → #F2C14E"))

            // Text on it is measured where the gradient gives it least contrast: the light end.
            let report = try #require(system.audit)
            let label = try #require(report.pairs.first { $0.context.component == "Harvest button" && $0.context.element == "text" })
            #expect(label.background.hex == "#F2C14E", "\(label.background)")
            #expect(!label.verdicts[.aa].passes)

            // A gradient call not read is the document's words, marked, never a flat colour.
            let chip = try #require(try TestSupport.variant("Sun chip", in: system.components)[.default])
            #expect(chip.fill == nil && chip.fillGradient == nil)
            #expect(chip.unresolvedValues["fill"]?.text.contains("radial-gradient") == true, "\(chip.unresolvedValues)")
        }

        @Test func aPlaceholdersShimmerIsNoText() throws {
            let system = try TestSupport.analysedSystem("""
                # Tide Notes

                ## Colours

                | Token | Hex | Usage |
                |-------|-----|-------|
                | `shell` | `#EEEAE4` | Placeholder fill |
                | `sand` | `#E2DCD3` | Placeholder sweep |
                | `paper` | `#FFFFFF` | Page background |
                | `ink` | `#1C1B19` | Body text |

                ## Components

                ### Loading block
                - Background: `shell`
                - Shimmer: `sand`
                - Radius: 6px

                ### Note card
                - Background: `paper`
                - Title: `ink`
                """)
            let block = try #require(system.components.first { $0.name == "Loading block" })
            #expect(block.parts.contains { $0.name == "Shimmer" }, "\(block.parts.map(\.name))")
            let report = try #require(system.audit)
            #expect(!report.pairs.contains { $0.context.component == "Loading block" && $0.context.variant == "Shimmer" })
            // A part that is text is still measured.
            #expect(report.pairs.contains { $0.context.component == "Note card" && $0.context.element == "text" })
        }
    }
}
