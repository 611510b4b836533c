import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ComponentTests {
    /// `Fixtures/components/sub-spec-lines.md`: the lines awesome-design-md style guides write
    /// under a variant's bold caption. `Color:` beside `Background:` (CSS's text colour), `Font
    /// Size: 12px / 700` and `Font Weight:` lines, a caption with an aside after a dash, state
    /// lines of CSS property words (`bg …, text …, borderRadius 0px, padding …`), variants told
    /// apart only by their notes, a colour word in a note that is no font weight, a hover that
    /// changes a link's text, and a type scale's row named for the kind.
    @Suite struct SubSpecLines {
        static let seed = Result { ComponentSeed(document: try SeedDocuments.parse("Tests/SpecimenKitTests/Fixtures/components/sub-spec-lines.md")) }

        func buttons() throws -> ResolvedComponent { try #require(try Self.seed.get().component("Buttons")) }

        @Test func colorBesideABackgroundIsTheTextColour() throws {
            let book = try #require(try buttons().variant(named: "Book Now")?[.default])
            #expect(book.fill?.hex == "#E8730C")
            #expect(book.textColor?.hex == "#FFFFFF")
            #expect(book.provenance["textColor"]?.line == 33)
            let quiet = try #require(try buttons().variant(named: "Quiet")?[.default])
            #expect(quiet.fill?.hex == "#F4EFE6" && quiet.textColor?.hex == "#1B1B1B")
        }

        @Test func fontSizeAndWeightLines() throws {
            let book = try #require(try buttons().variant(named: "Book Now")?[.default]?.font)
            #expect(book.size == 12 && book.weight == "bold")
            let quiet = try #require(try buttons().variant(named: "Quiet")?[.default]?.font)
            #expect(quiet.size == 15 && quiet.weight == "medium")
        }

        @Test func captionWithAnAsideNamesTheVariant() throws {
            let buttons = try buttons()
            #expect(buttons.variants.map(\.name) == ["Book Now", "Quiet", "Anchor", "Outline (Kelp)", "Outline (Ink)", "Text Link"])
        }

        @Test func stateLineOfCSSPropertyWords() throws {
            let anchor = try #require(try buttons().variant(named: "Anchor")?[.default])
            #expect(anchor.fill?.hex == "#14305A" && anchor.textColor?.hex == "#FFFFFF")
            // `borderRadius 0px` is a corner, not a border width of 0.
            #expect(anchor.radius == 0)
            #expect(anchor.borderWidth == 1 && anchor.borderColor?.hex == "#14305A")
            #expect(anchor.paddingVertical == 10 && anchor.paddingHorizontal == 18)
            #expect(anchor.minHeight == 44)
            #expect(anchor.font?.size == 16 && anchor.font?.weight == "bold")
        }

        @Test func variantsToldApartByTheirNotes() throws {
            let buttons = try buttons()
            let kelp = try #require(buttons.variant(named: "Outline (Kelp)")?[.default])
            let ink = try #require(buttons.variant(named: "Outline (Ink)")?[.default])
            #expect(kelp.borderColor?.hex == "#1E6B52" && kelp.provenance["borderColor"]?.line == 50)
            #expect(ink.borderColor?.hex == "#1B1B1B" && ink.provenance["borderColor"]?.line == 55)
        }

        @Test func aColourWordInANoteIsNoWeight() throws {
            let ink = try #require(try buttons().variant(named: "Outline (Ink)")?[.default])
            #expect(ink.textColor?.hex == "#2A2D31")
            // "(black — …)" names the text's colour; the type is the scale's Button Label row.
            #expect(ink.font?.weight == "semibold")
        }

        @Test func hoverOfALinkChangesItsText() throws {
            let link = try #require(try buttons().variant(named: "Text Link"))
            #expect(link[.default]?.textColor?.hex == "#14305A")
            #expect(link[.hover]?.textColor?.hex == "#1E6B52")
            #expect(link[.hover]?.fill == nil || link[.hover]?.fill?.alpha == 0)
            #expect(link[.hover]?.font?.decoration == "underline")
        }

        @Test func typeScaleRowNamedForTheKind() throws {
            let kelp = try #require(try buttons().variant(named: "Outline (Kelp)")?[.default])
            #expect(kelp.font?.size == 13 && kelp.font?.weight == "semibold" && kelp.font?.family == "Kelp Sans")
            // Its notes ("uppercase, 0.6px tracking") name no one button: every button's case.
            #expect(kelp.font?.uppercase == true)
            // The row is the value, with its line.
            #expect(kelp.provenance["font"]?.line == 24)
        }

        @Test func aBorderShorthandInProseIsABorderAndNoLabel() throws {
            let tabs = try #require(try Self.seed.get().component("Tabs")?.variants.first)
            let selected = try #require(tabs[.selected])
            #expect(selected.borderWidth == 2 && selected.borderColor?.hex == "#14305A" && selected.borderSide == "bottom")
            #expect(selected.sampleText != "2px solid #14305A")
        }
    }
}
