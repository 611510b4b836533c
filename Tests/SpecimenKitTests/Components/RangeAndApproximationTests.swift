import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ComponentTests {
    /// `Fixtures/components/ranges-and-approximations.md`: a range (`6〜14px`, `12-20px`,
    /// `40–72px`) is drawn at its lower end, the smallest size the document allows, whatever dash
    /// or wave writes it, and its words stay beside the value; `~10px 28px` is CSS's padding
    /// shorthand written as an approximation, not one length.
    @Suite struct RangesAndApproximations {
        static let seed = Result { ComponentSeed(document: try SeedDocuments.parse("Tests/SpecimenKitTests/Fixtures/components/ranges-and-approximations.md")) }

        @Test func aRangeIsDrawnAtItsLowerEnd() throws {
            let seed = try Self.seed.get()
            let card = try #require(seed.component("Gear Card")?.variants.first?[.default], "\(seed.dump)")
            #expect(card.radius == 6)
            #expect(card.paddingVertical == 12 && card.paddingHorizontal == 12)
            let headline = try #require(seed.component("Hero Headline")?.variants.first?[.default])
            #expect(headline.font?.size == 40)
        }

        @Test func anApproximateShorthandIsTwoPaddings() throws {
            let seed = try Self.seed.get()
            let pill = try #require(seed.component("Trail Pill")?.variants.first?[.default], "\(seed.dump)")
            #expect(pill.paddingVertical == 10 && pill.paddingHorizontal == 28)
        }

        @Test func theScannerReadsEveryRangeAtItsLowerEnd() {
            #expect(ValueScanner.length(in: "16-24px internal") == Length(16, .px))
            #expect(ValueScanner.length(in: "8〜20px") == Length(8, .px))
            #expect(ValueScanner.length(in: "72–128px") == Length(72, .px))
            #expect(ValueScanner.length(in: "from 4 to 8pt") == Length(4, .pt))
            // Two numbers that are no range.
            #expect(ValueScanner.length(in: "0 -2px") == Length(-2, .px))
            #expect(ValueScanner.length(in: "24px") == Length(24, .px))
        }
    }
}
