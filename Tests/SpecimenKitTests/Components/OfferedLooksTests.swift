import Testing
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

extension ComponentTests {
    /// `Fixtures/components/offered-looks.md`: a line that offers one look or another for a
    /// font, a fill, a border or a radius (`X or Y`, `either X, OR Y`, `X (or Y on dark)`), or
    /// adds an optional touch (`X with optional Y`), draws the first look whole; the others are
    /// kept as written on the properties they share with it, never blended into it.
    @Suite struct OfferedLooks {
        static let system = Result { try TestSupport.analysedSystem(try TestSupport.fixture("components/offered-looks.md")) }

        static func variant(_ component: String, _ name: String? = nil) throws -> ResolvedVariant {
            try TestSupport.variant(component, name, in: system.get().components)
        }

        @Test func aFontOfferedWithAnotherIsTheFirstAlone() throws {
            let sprout = try #require(try Self.variant("Buttons", "Sprout Pill")[.default])
            let font = try #require(sprout.font)
            #expect(font.family == "Quarry Sans" && font.size == 15 && font.weight == "bold")
            #expect(!font.uppercase, "the case is the other look's")
            #expect(font.letterSpacing == nil, "the mono label row is the other look's type, not this one's")
            #expect(sprout.offeredWords["font"] == ["Quarry Mono 11px / 600 UPPERCASE"])
        }

        @Test func eitherOneFillOrAnotherDrawsTheFirstWithItsOwnBorder() throws {
            let tile = try #require(try Self.variant("Cards")[.default])
            #expect(tile.fill?.hex == "#1C1A17", "never the second look's word `fern`")
            #expect(tile.borderColor?.hex == "#F2EEE6" && tile.borderWidth == 1)
            #expect(tile.offeredWords["fill"] == ["a bright seasonal fill (fern, clay or sky)"])
            #expect(tile.radius == 14 && tile.offeredWords["radius"] == ["18px (feature)"])
        }

        @Test func aBorderOfferedWithAnotherKeepsTheFirstsStyle() throws {
            let quiet = try #require(try Self.variant("Buttons", "Quiet Pill")[.default])
            #expect(quiet.borderColor?.hex == "#F2EEE6" && quiet.borderStyle == nil)
            #expect(quiet.offeredWords["borderColor"] == ["1px dashed #6B665E"])
            #expect(quiet.offeredWords["fill"] == nil, "quoted copy joined by `or` offers no look")
        }

        @Test func anOptionalTouchIsNotDrawnInPlaceOfTheStatedOne() throws {
            let focus = try #require(try Self.variant("Inputs")[.focus])
            #expect(focus.borderColor?.hex == "#2F8F5B")
            #expect(focus.borderWidth == 1, "the default's hairline, not the optional ring's 2px")
            #expect(focus.offeredWords["borderColor"] == ["optional 2px solid #E0B04A outer ring on keyboard focus"])
            #expect(focus.alternatives["borderColor"]?.map(\.hex) == ["#E0B04A"], "its colour offered by value, as `#a or #b` offers one")
            let badge = try #require(try Self.variant("Badges")[.default])
            #expect(badge.font?.family == "Quarry Sans" && badge.font?.size == 12)
            #expect(badge.offeredWords["font"] == ["optional Quarry Mono 11px for dates"])
        }

        @Test func aColourOfferedInBracketsStaysTheColoursOwnAlternative() throws {
            let badge = try #require(try Self.variant("Badges")[.default])
            #expect(badge.fill?.hex == "#2F8F5B")
            #expect(badge.alternatives["fill"]?.map(\.hex) == ["#F2EEE6"])
            #expect(badge.offeredWords["fill"] == nil)
        }

        @Test func aColourAloneOfferedAfterAWordIsOfferedByItsValue() throws {
            let chip = try #require(try Self.variant("Chips")[.default])
            #expect(chip.fill?.alpha == 0, "the first look, transparent, is drawn")
            #expect(chip.alternatives["fill"]?.map(\.hex) == ["#2F8F5B"] && chip.offeredWords["fill"] == nil)
        }

        @Test func theTableAndTheExtractSayTheOthersAsWritten() throws {
            let system = try Self.system.get()
            let front = DesignMDWriter(system.system).write()
            #expect(front.contains("#   line 25: components.buttons-sprout-pill.typography: \"Quarry Mono 11px / 600 UPPERCASE\" offered with it, as written (the first is drawn)\n"), "\(front)")
            let memory = try TestSupport.memorySite(documents: ["marrowfield/DESIGN.md": try TestSupport.fixture("components/offered-looks.md")])
            _ = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
            let page = try #require(memory.text("/Public/marrowfield/components/index.html"))
            #expect(page.contains("15pt bold Quarry Sans or “Quarry Mono 11px / 600 UPPERCASE” (the first drawn)"))
        }

        @Test func onlyLooksThatSetTheSameThingAreOffered() {
            func looks(_ text: String) -> PropertyPhraseReader.OfferedLooks? { PropertyPhraseReader.offeredLooks(in: text) }
            #expect(looks("Sans 16px / 700 or Mono 12px")?.others == ["Mono 12px"])
            #expect(looks("either `#111` + 1px border, OR a bright fill")?.first == "`#111` + 1px border")
            #expect(looks("`#111` or `#222`") == nil, "two colours alone are the colour's own alternatives")
            #expect(looks("`#fff` (light) or `#191918` (dark)") == nil, "an appearance's value each")
            #expect(looks("a tone (`#4C7A4F` or `#5E9461`)") == nil, "inside brackets")
            #expect(looks("border `#2F8F5B` with optional 2px ring. No glow.") == .init(first: "border `#2F8F5B`. No glow.", others: ["optional 2px ring"]))
        }
    }
}
