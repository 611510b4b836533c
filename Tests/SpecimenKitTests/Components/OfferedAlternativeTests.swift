import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

extension ComponentTests {
    /// `Fixtures/components/offered-alternatives.md`: a component's colour offered with another
    /// in its place (`#4C7A4F or #5E9461`) is drawn with the first; the other is listed beside it
    /// with its line and exported as the component's value numbered 2, never lost. Links are text:
    /// "links shift to …" colours the text. Two colours that say two things (`#FFF4D6`, text
    /// `#5A4300`) are no alternatives.
    @Suite struct OfferedAlternatives {
        static let seed = Result { ComponentSeed(document: try SeedDocuments.parse("Tests/SpecimenKitTests/Fixtures/components/offered-alternatives.md")) }

        @Test func theFirstIsDrawnTheOtherListed() throws {
            let seed = try Self.seed.get()
            let header = try #require(seed.component("Site Header")?.variants.first, "\(seed.dump)")
            let hover = try #require(header[.hover])
            #expect(hover.textColor?.hex == "#4C7A4F")
            #expect(hover.fill?.hex == "#F6F5F1", "links are text: the fill stays the header's own")
            #expect(hover.alternatives["textColor"]?.map(\.hex) == ["#5E9461"])
            let frame = try #require(seed.component("Photo Frame")?.variants.first?[.default])
            #expect(frame.fill?.hex == "#101214")
            #expect(frame.alternatives["fill"]?.map(\.hex) == ["#26292C"])
            let notice = try #require(seed.component("Notice Strip")?.variants.first?[.default])
            #expect(notice.fill?.hex == "#FFF4D6" && notice.textColor?.hex == "#5A4300")
            #expect(notice.alternatives.isEmpty)
        }

        @Test func theExportAndTheExtractCarryBoth() throws {
            let system = try ExtractRoundTripTests.analysed(try TestSupport.fixture("components/offered-alternatives.md"), sidecar: nil)
            let css = CSSTokenExporter().export(system.exportedTokens, systemName: "Pebblecreek", systemSlug: "pebblecreek")
            #expect(css.contains("  --site-header-hover-text: #4C7A4F;\n  --site-header-hover-text-2: #5E9461;\n"))
            #expect(css.contains("  --photo-frame-background: #101214;\n  --photo-frame-background-2: #26292C;\n"))
            #expect(!css.contains("--notice-strip-background-2"))
            let front = DesignMDWriter(system).write()
            #expect(front.contains("#   line 15: components.site-header-hover.textColor: \"#5E9461\" offered in its place (the first is drawn)\n"))
            #expect(front.contains("#   line 18: components.photo-frame.backgroundColor: \"#26292C\" offered in its place (the first is drawn)\n"))
            #expect(system.unreadColors.isEmpty, "\(system.unreadColors.map(\.literal))")
        }

        @Test func onlyAnOrWordJoinsAlternatives() {
            func offered(_ text: String) -> [String] {
                PropertyPhraseReader.offeredAlternatives(ColorValueScanner.matches(in: text), in: text).map(\.hex)
            }
            #expect(offered("`#101214` or `#26292C`") == ["#26292C"])
            #expect(offered("#101214 または #26292C") == ["#26292C"])
            #expect(offered("#101214 / #26292C").isEmpty, "a slash parts clauses in a component's phrase")
            #expect(offered("#FFF4D6, text #5A4300").isEmpty)
            #expect(offered("#FFF4D6 fill or a #5A4300 border").isEmpty, "words between say more than a choice")
        }
    }
}
