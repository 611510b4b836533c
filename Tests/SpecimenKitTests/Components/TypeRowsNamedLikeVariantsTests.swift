import Testing
@testable import SpecimenModel
@testable import SpecimenReading

extension ComponentTests {
    /// `Fixtures/components/type-rows-named-like-variants.md`: a type-scale row named like a
    /// variant, kind word and all (`Renew Pass CTA`) or without it (`Sign In` for the Sign In
    /// Button), is that variant's type. The variant's own words win where both speak; the row
    /// fills what they leave open, its line height above all, when the size is the row's.
    @Suite struct TypeRowsNamedLikeVariants {
        static let system = Result { try TestSupport.analysedSystem(try TestSupport.fixture("components/type-rows-named-like-variants.md")) }

        static func font(_ name: String) throws -> ResolvedFont {
            let variant = try TestSupport.variant("Buttons", name, in: system.get().components)
            return try #require(variant[.default]?.font)
        }

        @Test func aRowNamedLikeTheVariantGivesWhatItsOwnLinesLeaveOpen() throws {
            let renew = try Self.font("Renew Pass CTA")
            #expect(renew.size == 13 && renew.weight == "bold")
            #expect(renew.lineHeightPixels == 21, "the row's line height: \(renew)")
        }

        @Test func theVariantsOwnWordsWinOverItsRow() throws {
            let timetable = try Self.font("Timetable Link")
            #expect(timetable.size == 14 && timetable.lineHeightPixels == 22, "\(timetable)")
            #expect(timetable.weight == "regular", "its own 400, not the row's 500")
        }

        @Test func aRowOfAnotherSizeIsNotTheType() throws {
            // A size of its own that the row contradicts: the row's leading was set for another size.
            let signIn = try Self.font("Sign In")
            #expect(signIn.size == 14 && signIn.lineHeightPixels == nil && signIn.lineHeight == nil, "\(signIn)")
        }
    }
}
