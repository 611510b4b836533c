import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ComponentTests {
    /// A DESIGN.md whose Components prose is a paragraph under each kind heading (`### Buttons`,
    /// `### Cards`) rather than bullets or captions, naming the colours by their display names.
    /// A sentence opening with a variant word is that front-matter entry's (`Primary …` for
    /// `button-primary`); under a heading whose kind has one entry, every sentence is that
    /// entry's. A variant the front matter lacks is listed as described, and words about an
    /// entry that no reading takes are listed on it as not drawn, never lost. A bullet straight
    /// under the section labelled with a kind (`**Buttons:**`) speaks of its entries, and one
    /// labelled with a name the front matter lacks is listed.
    @Suite struct FrontMatterKindParagraphs {
        static let document = """
        ---
        name: Harbour Ledger
        colors:
          tide: "#1F4E5F"
          kelp: "#C7D36F"
          sailcloth: "#FBFAF5"
          driftwood: "#DAD5C8"
          ink: "#1A1D1C"
        rounded:
          control: 8px
          card: 14px
        components:
          button-primary:
            backgroundColor: "{colors.tide}"
            textColor: "#FFFFFF"
            rounded: "{rounded.control}"
            height: 46px
          card-plain:
            backgroundColor: "{colors.sailcloth}"
            rounded: "{rounded.card}"
            padding: 18px
        ---

        ## Components

        - **Buttons:** Disabled at 40% opacity.
        - **Tide gauge:** Thin rounded bars that fill with tide as the day goes.
        - **Note:** keep every label short.

        ### Buttons

        Primary in Tide with white text, 46px tall. Secondary uses a sailcloth surface and a 1px driftwood border; focus adds a kelp halo.

        ### Cards

        Cards sit on Sailcloth with a 1px Driftwood border. Pinned ones wear Kelp across a corner.

        ### Harbour map

        The map pins wobble gently when tapped.
        """

        static let system = Result { () throws -> AnalyzedSystem in try TestSupport.analysedSystem(document) }

        static func spec(_ name: String) throws -> ComponentSpec {
            try #require(try system.get().componentSpecs.first { $0.name == name })
        }

        static func look(_ name: String, _ state: ComponentState = .default) throws -> ResolvedProperties? {
            try system.get().components.first { $0.spec.name == name }?.variants.first?.states[state]
        }

        @Test func aParagraphUnderAKindWithOneEntryAddsWhatTheEntryLeavesOpen() throws {
            let card = try #require(try Self.look("card-plain"))
            #expect(card.borderWidth == 1)
            #expect(card.borderColor?.hex == "#DAD5C8")
            #expect(card.fill?.hex == "#FBFAF5", "the front matter's fill is kept")
            #expect(card.radius == 14)
        }

        @Test func aSentenceOpeningWithAVariantWordIsThatEntrysOnly() throws {
            let primary = try #require(try Self.look("button-primary"))
            #expect(primary.fill?.hex == "#1F4E5F")
            #expect(primary.borderWidth == nil || primary.borderWidth == 0, "the secondary's border is not the primary's")
        }

        @Test func aVariantTheFrontMatterLacksIsListedWithItsSentence() throws {
            let described = try Self.system.get().describedComponents
            let secondary = try #require(described.first { $0.name.lowercased().contains("secondary") })
            #expect(secondary.provenance.line == 32)
            #expect(secondary.words.map(\.text).joined().contains("driftwood border"))
        }

        @Test func wordsNoReadingTakesAreListedOnTheEntry() throws {
            let card = try Self.spec("card-plain")
            #expect(card.notDrawn.contains { $0.text == "Pinned ones wear Kelp across a corner." && $0.provenance.line == 36 })
            // A colour with no role is not drawn on a guess.
            let look = try #require(try Self.look("card-plain"))
            #expect(look.fill?.hex == "#FBFAF5")
        }

        @Test func aBulletLabelledWithAKindUnderTheSectionSpeaksOfItsEntries() throws {
            let disabled = try #require(try Self.look("button-primary", .disabled))
            #expect(disabled.opacity == 0.4)
        }

        @Test func aBulletNamingAComponentTheFrontMatterLacksIsListed() throws {
            let described = try Self.system.get().describedComponents
            #expect(described.contains { $0.name == "Tide gauge" && $0.provenance.line == 27 })
            #expect(!described.contains { $0.name == "Note" }, "a note is no component")
        }

        @Test func aRoleWordIsAWholeWordOrAnInflection() {
            #expect(PropertyPhraseReader.role(in: "thin borders") == .border)
            #expect(PropertyPhraseReader.role(in: "labelled in ink") == .text)
            #expect(PropertyPhraseReader.role(in: "a paper texture") == nil)
            // `text` inside Portuguese `texto` is no English role word; `texto` is one of its own.
            #expect(PropertyPhraseReader.role(in: "46px de altura e contexto branco") == nil)
            #expect(PropertyPhraseReader.role(in: "46px de altura e texto branco") == .text)
        }

        @Test func aHeadingNamingNoKindOfTheFrontMatterIsNoEntrysLook() throws {
            #expect(try Self.system.get().componentSpecs.map(\.name) == ["button-primary", "card-plain"])
        }
    }
}
