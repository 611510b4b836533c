import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// `Fixtures/components/type-clauses-in-bullets.md`: the type a component's bullet or paragraph
/// states among its other properties is its preview's type. A lone size after other type words
/// (`weight 600, uppercase tracking 0.06em, 12px`), the size/weight slash form (`15px/600`), a
/// generic design (`monospace`), a family the document lists with its size and weight
/// (`Quarry Mono 13px`, `Fernline Sans 700, 20px`), and a label for every variant (`Every
/// chip:`), which is the component's own lines and no variant of its own.
@Suite struct TypeClausesInBullets {
    static let system = Result { try TestSupport.analysedSystem(try TestSupport.fixture("components/type-clauses-in-bullets.md")) }

    static func font(_ component: String, _ variant: String? = nil) throws -> ResolvedFont {
        let found = try TestSupport.variant(component, variant, in: Self.system.get().components)
        return try #require(found[.default]?.font)
    }

    @Test func aLoneSizeAfterTypeWordsIsTheSizeAndTheCaseWordKeepsItsTracking() throws {
        let heading = try Self.font("Ledger table", "Heading row")
        #expect(heading.size == 12 && heading.weight == "semibold" && heading.uppercase && heading.letterSpacingEms == 0.06)
        // A lone length in a clause about no type is no size.
        let rows = try #require(TestSupport.variant("Ledger table", "Rows", in: Self.system.get().components)[.default])
        #expect(rows.font?.size == nil)
    }

    @Test func aSizeOverAWeightAndAWeightSentence() throws {
        let quiet = try Self.font("Buttons", "Quiet")
        #expect(quiet.size == 15 && quiet.weight == "semibold")
        #expect(try Self.font("Buttons", "Main").weight == "semibold")
    }

    @Test func aSectionsLeadSentenceTypesEveryVariant() throws {
        for name in ["Open", "Closed"] {
            let tag = try Self.font("Tags", name)
            #expect(tag.size == 10 && tag.uppercase && tag.family == "Monospace", "\(name)")
        }
    }

    @Test func aLabelForEveryVariantIsNoVariant() throws {
        let chips = try #require(try Self.system.get().components.first { $0.name == "Chips" })
        #expect(chips.variants.map(\.name).sorted() == ["Calm", "Loud"])
        for name in ["Calm", "Loud"] {
            let chip = try #require(TestSupport.variant("Chips", name, in: Self.system.get().components)[.default])
            #expect(chip.font?.size == 10 && chip.font?.uppercase == true && chip.radius == 4, "\(name)")
        }
    }

    @Test func aListedFamilyWithItsSizeAndWeight() throws {
        let logo = try Self.font("Logo")
        #expect(logo.family == "Fernline Sans" && logo.size == 20 && logo.weight == "bold")
        let code = try Self.font("Snippets", "Code panel")
        #expect(code.family == "Quarry Mono" && code.size == 13)
    }

    @Test func aColourBeforeTheFamilyIsStillTheTexts() throws {
        let masthead = try #require(TestSupport.variant("Masthead", in: Self.system.get().components)[.default])
        #expect(masthead.textColor?.hex == "#5B6673")
        #expect(masthead.font?.family == "Fernline Sans" && masthead.font?.size == 14 && masthead.font?.weight == "medium")
    }

    @Test func capitalisedWordsTheDocumentListsAsNoFontAreNoFamily() throws {
        let footnote = try #require(TestSupport.variant("Snippets", "Footnote panel", in: Self.system.get().components)[.default])
        #expect(footnote.font?.family == nil && footnote.font?.size == nil)
    }
}

