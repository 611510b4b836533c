import Testing
@testable import SpecimenModel
@testable import SpecimenReading

extension ComponentTests {
    /// `Fixtures/components/own-type-and-trailing-labels.md`: a variant that states its own type
    /// in another family than the type row tied to its kind keeps its own words, and the row is
    /// the type of the variants that state none; a row fills only what a component leaves open.
    /// A bare bullet that gives one aspect of the type with its words after the number (`14px
    /// font size`, `600 weight`, `1.8px tracking`) is that aspect.
    @Suite struct OwnTypeOverRows {
        static let system = Result { try TestSupport.analysedSystem(try TestSupport.fixture("components/own-type-and-trailing-labels.md")) }

        static func font(_ component: String, _ name: String? = nil) throws -> ResolvedFont {
            let variant = try TestSupport.variant(component, name, in: system.get().components)
            return try #require(variant[.default]?.font)
        }

        @Test func aVariantsOwnTypeIsNotTheKindsRow() throws {
            let primary = try Self.font("Buttons", "Harbour Primary")
            #expect(primary.family == "Tern Sans" && primary.size == 16 && primary.weight == "regular")
            #expect(!primary.uppercase && primary.letterSpacing == nil && primary.lineHeight == nil,
                    "the mono label row's case, tracking and leading are another type's")
            let secondary = try Self.font("Buttons", "Channel Secondary")
            #expect(secondary.family == "Tern Mono" && secondary.size == 12 && secondary.letterSpacing == 1.5 && secondary.lineHeight == 2,
                    "a variant that states no type takes the row")
        }

        @Test func trackingWrittenAfterItsNumberIsTheVariantsOwn() throws {
            let tag = try Self.font("Buttons", "Buoy Tag")
            #expect(tag.size == 11 && tag.uppercase)
            #expect(tag.letterSpacing == 1.8, "not the row's 1.5px")
            #expect(tag.lineHeight == 2, "a mono tag is the mono row's type: its leading fills what the tag leaves open")
        }

        @Test func bareBulletsGiveOneAspectEach() throws {
            let badge = try Self.font("Badges")
            #expect(badge.size == 14, "not the badge row's 10px")
            #expect(badge.weight == "semibold" && badge.letterSpacing == 1)
        }

        @Test func onlyAWholeClauseOfNumberAndAspectIsRead() {
            #expect(PropertyPhraseReader.trailingTypeLabel(of: "14px font size")! == ("font size", "14px"))
            #expect(PropertyPhraseReader.trailingTypeLabel(of: "600 weight")! == ("weight", "600"))
            #expect(PropertyPhraseReader.trailingTypeLabel(of: "16px gap below the title") == nil)
            #expect(PropertyPhraseReader.trailingTypeLabel(of: "8px radius") == nil, "corners are read as measures")
        }
    }
}
