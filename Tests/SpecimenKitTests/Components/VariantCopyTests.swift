import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ComponentTests {
    /// `Fixtures/components/variant-copy.md`: copy one variant quotes (on its `Use for:` line,
    /// or a second quotation in its caption) is that variant's; a sibling that states none does
    /// not borrow it, and neither does another card.
    @Suite struct VariantCopy {
        static let seed = Result { ComponentSeed(document: try SeedDocuments.parse("Tests/SpecimenKitTests/Fixtures/components/variant-copy.md")) }

        static func copy(_ component: String, _ prefix: String) throws -> String? {
            let seed = try seed.get()
            return seed.component(component)?.variants.first { $0.name.hasPrefix(prefix) }?[.default]?.sampleText
        }

        @Test func copyQuotedOnAVariantsLineIsThatVariants() throws {
            let dump = try Self.seed.get().dump
            #expect(try Self.copy("Buttons", "Primary") == "Book a berth", "\(dump)")
            #expect(try Self.copy("Buttons", "Quiet") == "Set sail")
        }

        @Test func siblingsWithoutCopyBorrowNone() throws {
            let seed = try Self.seed.get()
            let buttons = try #require(seed.spec("Buttons"), "\(seed.dump)")
            #expect(try Self.copy("Buttons", "Secondary") == nil)
            let shared = GalleryBuilder.sharedSamples(buttons)
            for owned in ["Book a berth", "Continue", "Set sail", "Read the log"] {
                #expect(!shared.contains(owned), "\(shared)")
            }
            let cards = try #require(seed.spec("Cards"), "\(seed.dump)")
            #expect(!GalleryBuilder.sharedSamples(cards).contains("• CREW"))
            #expect(try Self.copy("Cards", "Plain") == nil)
        }

        /// A link is text: the bare colour a links line gives is its text's, never a fill.
        @Test func linkColoursAreText() throws {
            let seed = try Self.seed.get()
            let quiet = try #require(seed.component("Links")?.variants.first { $0.name.hasPrefix("Subtle") }?[.default], "\(seed.dump)")
            #expect(quiet.textColor?.hex == "#5C6670")
            #expect(quiet.fill == nil)
            let nav = try #require(seed.component("Navigation")?.variants.first { $0.name.hasPrefix("Links") }?[.default], "\(seed.dump)")
            #expect(nav.textColor?.hex == "#FFFFFF")
            #expect(nav.fill?.hex != "#FFFFFF")
        }
    }
}
