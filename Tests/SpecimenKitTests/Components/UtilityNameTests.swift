import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ComponentTests {
    /// Documents written for Tailwind name each palette colour by its utility step as well:
    /// `#6366F1 (indigo-500)` or `bg-gray-50 (#F9FAFB)`. Those names resolve the components'
    /// classes through the name index; a step the document never gives stays unknown.
    @Suite struct UtilityNames {
        static let document = """
            # Quill

            ## Palette

            ```
            Surfaces
              - Page:   bg-slate-50   (#F8FAFC)
              - Card:   bg-white      (#FFFFFF)
            Text
              - Body:   text-slate-800 (#1E293B)
            ```

            Accent:  #0E7490  (cyan-700)  — links and the main buttons
            Deep:    #164E63  (cyan-900)  — pressed buttons

            ## Components

            ### Save Button

            ```
            Primary:
              bg-cyan-700 text-white rounded-lg px-4
              hover:bg-cyan-800 active:bg-cyan-900
            ```

            ### Quiet Button

            ```
            Primary:
              bg-cyan-700 text-white rounded-lg px-4
              hover:bg-brand-650
            ```

            ### Note Card

            ```
            Style:
              - Card: bg-white rounded-xl border p-4
              - Title: text-slate-800 font-semibold
            ```
            """

        static func seed() -> ComponentSeed { ComponentSeed(document: MarkdownParser().parse(document, file: "quill.md")) }

        @Test func aParenthesisAfterTheColourIsANameAndTheRestTheUsage() throws {
            let accent = try #require(Self.seed().tokens.tokens(of: .color).first { $0.name == "Accent" })
            #expect(accent.role == "cyan-700")
            #expect(accent.usage == "links and the main buttons")
            let page = try #require(Self.seed().tokens.tokens(of: .color).first { $0.name == "Page" })
            #expect(page.role == "slate-50")
        }

        @Test func classesResolveThroughThoseNames() throws {
            let save = try #require(Self.seed().component("Save Button"))
            let primary = try #require(save.variants.first { $0.name == "Primary" })
            #expect(primary[.default]?.fill?.hex == "#0E7490")
            // `white` is every utility palette's own white.
            #expect(primary[.default]?.textColor?.hex == "#FFFFFF")
            #expect(primary[.pressed]?.fill?.hex == "#164E63")
            // `cyan-800` is a step this document never gives, of a scale whose steps it does
            // give are Tailwind's own values (`#0E7490 (cyan-700)`, `#164E63 (cyan-900)`): it
            // uses Tailwind's cyan, whose 800 is #155E75.
            #expect(primary[.hover]?.fill?.hex == "#155E75")
            // `brand-650` is no step of any scale it names: unknown, never a guess.
            let quiet = try #require(Self.seed().component("Quiet Button")?.variants.first { $0.name == "Primary" })
            #expect(quiet[.hover]?.fill == nil)
            #expect(quiet[.hover]?.unresolved.contains("fill") == true)
        }

        /// The preview hatches an unknown fill instead of showing the page behind white text.
        @Test func anUnknownFillIsDrawnHatched() throws {
            let primary = try #require(Self.seed().component("Quiet Button")?.variants.first { $0.name == "Primary" })
            let hover = ComponentStyle.declarations(try #require(primary[.hover]))
            #expect(hover.contains("--c-fill: var(--unknown-fill)"))
            let known = ComponentStyle.declarations(try #require(primary[.default]))
            #expect(!known.contains { $0.contains("unknown") })
            #expect(known.contains { $0.hasPrefix("--c-fill: ") })
        }

        @Test func aComponentsOwnClassesAndItsPartsClasses() throws {
            let card = try #require(Self.seed().component("Note Card"))
            #expect(card.variants.first?[.default]?.fill?.hex == "#FFFFFF")
            let title = try #require(card.parts.first { $0.name == "Title" })
            #expect(title.properties.textColor?.hex == "#1E293B")
        }
    }
}
