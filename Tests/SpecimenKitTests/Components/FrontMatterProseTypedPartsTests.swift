import Testing
@testable import SpecimenModel
@testable import SpecimenReading

extension ComponentTests {
    /// `Fixtures/components/front-matter-prose-typed-parts.md`: a DESIGN.md whose prose names the
    /// type of a part inside a sentence about the whole component (`type {typography.x} for the
    /// headline`, `Layout: title in {typography.x}`, `left-aligned heading {typography.x}`).
    @Suite struct FrontMatterProseTypedParts {
        static let system = Result { try TestSupport.analysedSystem(TestSupport.fixture("components/front-matter-prose-typed-parts.md")) }

        static func parts(_ name: String) throws -> [ComponentPart] {
            try #require(try system.get().componentSpecs.first { $0.name == name }).parts
        }

        @Test func aStyleForThePartAfterItIsThatPartsType() throws {
            let headline = try #require(try Self.parts("tide-banner").first { $0.name == "headline" })
            #expect(headline.properties.font?.value?.styleReference == "typography.banner-xl")
            #expect(headline.provenance.line == 55)
            let resolved = try #require(try Self.system.get().components.first { $0.name == "tide-banner" }?.parts.first { $0.name == "headline" })
            #expect(resolved.properties.font?.size == 52)
        }

        @Test func aLayoutLineListingPartsInStylesGivesEachItsType() throws {
            let parts = try Self.parts("dock-panel")
            #expect(parts.first { $0.name == "title" }?.properties.font?.value?.styleReference == "typography.heading-sm")
            #expect(parts.first { $0.name == "caption" }?.properties.font?.value?.styleReference == "typography.note-md")
            #expect(parts.compactMap(\.child) == ["oar-button"])
        }

        @Test func aPartNamedJustBeforeItsStyleTakesIt() throws {
            let heading = try #require(try Self.parts("ferry-tile").first { $0.name == "left-aligned heading" })
            #expect(heading.properties.font?.value?.styleReference == "typography.heading-sm")
            #expect(heading.provenance.line == 61)
        }

        @Test func aButtonsOwnTextIsNoPart() throws {
            // `body set in …` on a button is the button's own type, not a part drawn in it.
            #expect(try Self.parts("oar-button").isEmpty)
        }
    }
}

extension ComponentTests.FrontMatterProseTypedParts {
    static func notDrawn(_ name: String) throws -> [DocumentText] {
        try #require(try system.get().componentSpecs.first { $0.name == name }).notDrawn
    }

    @Test func aColourGivenForAnInnerPartIsListedNotDropped() throws {
        let listed = try Self.notDrawn("chart-card")
        #expect(listed.map(\.text) == ["with `{colors.kelp}` for the inner map well"])
        #expect(listed.first?.provenance.line == 66)
    }

    @Test func aButtonNamedInWordsWithItsHueIsListedNotDropped() throws {
        let listed = try Self.notDrawn("reef-band")
        #expect(listed.map(\.text) == ["and an amber-button CTA"])
        #expect(listed.first?.provenance.line == 68)
        // A button's words about a CTA are about itself or its ground, no part of it.
        #expect(try Self.notDrawn("oar-button").isEmpty)
    }
}
