import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

extension ComponentTests {
    /// `Fixtures/components/front-matter-prose-composites.md`: a DESIGN.md whose prose puts other
    /// components inside its front-matter components in several phrasings, gives parts a colour,
    /// draws row dividers in words, makes one component another "otherwise identical", gives a
    /// shadow to a component from another section, and sets parts in type styles with weights
    /// between the named ones.
    @Suite struct FrontMatterProseComposites {
        static let built = Result { () throws -> (system: AnalyzedSystem, html: String) in
            let text = try TestSupport.fixture("components/front-matter-prose-composites.md")
            let memory = try TestSupport.memorySite(documents: ["lantern/DESIGN.md": text])
            let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
            let site = try TestSupport.memorySite(documents: ["lantern/DESIGN.md": text])
            let builder = SiteBuilder(fileIO: site.fileIO, fontCatalog: FontCatalog(faces: []), fontConverter: .passthrough, toolFingerprint: "t")
            _ = try builder.build(TestSupport.memoryOptions)
            return (try #require(state.systems.first), try #require(site.text("/Public/lantern/components/index.html")))
        }

        static func spec(_ name: String) throws -> ComponentSpec {
            try #require(try built.get().system.componentSpecs.first { $0.name == name })
        }

        static func look(_ name: String) throws -> ResolvedProperties {
            try #require(try built.get().system.components.first { $0.spec.name == name }?.variants.first?.states[.default])
        }

        /// The gallery's section for one component.
        static func section(_ name: String) throws -> Substring {
            let html = try built.get().html
            let start = try #require(html.range(of: "data-spec-component=\"\(name)\""))
            let rest = html[start.upperBound...]
            let end = rest.range(of: "data-spec-component=\"")?.lowerBound ?? rest.endIndex
            return rest[..<end]
        }

        @Test func aComponentNamedInsideIsAChildHoweverTheSentenceRuns() throws {
            // "Under the heading, three big {component.tally-tile} figures hold the band", in an
            // aside whose other sentences set fewer than two things.
            #expect(try Self.spec("vault-band").parts.compactMap(\.child) == ["tally-tile"])
            #expect(try Self.section("vault-band").contains("class=\"cmp-card__child\" data-part=\"tally-tile\""))
            // A nav draws the button it carries, as a card does.
            #expect(try Self.spec("nav-top").parts.compactMap(\.child) == ["pill-go"])
            #expect(try Self.section("nav-top").contains("class=\"cmp-card__child\" data-part=\"pill-go\""))
        }

        @Test func aTransparentChildIsMeasuredOnItsHostsFill() throws {
            // The gold figures inside the night band: on night, not on the page.
            let audit = try #require(try Self.built.get().system.audit)
            let pair = try #require(audit.pairs.first { $0.context.component == "vault-band" && $0.context.variant == "tally-tile" && $0.context.element == "text" })
            #expect(pair.background.hex == "#101418", "\(pair.background.name)")
        }

        @Test func aChildsNameSaysNothingOfItsHostsShape() throws {
            // "pill" in `{component.pill-go}` does not round the field or the bar.
            #expect(try Self.look("lookup-field").fullyRounded == false)
            #expect(try Self.look("lookup-field").radius == nil)
            #expect(try Self.look("nav-top").fullyRounded == false)
        }

        @Test func aChildAKindHasNoPlaceForIsListedOnceInItsOwnClause() throws {
            let field = try Self.section("lookup-field")
            #expect(field.contains("Not drawn, as written"))
            #expect(field.contains("Holds a gold `{component.pill-go}` at its right end (&quot;Join&quot;)")
                || field.contains("Holds a gold <code>{component.pill-go}</code> at its right end"), "\(field)")
            // Not the whole caption line.
            #expect(!field.contains("The search box on the landing page. Background"))
        }

        @Test func aPartWithAColourNoPartDrawsIsListed() throws {
            let nav = try Self.spec("nav-top").notDrawn.map(\.text)
            #expect(nav == ["Carries the gold wordmark at left"])
            #expect(try Self.spec("award-chip").notDrawn.map(\.text) == ["A Gold numeric badge (\"No.1\") sits beside a short label"])
            #expect(try Self.spec("graph-card").notDrawn.map(\.text) == ["The main area is a line chart in `{colors.up}` and `{colors.down}`"])
            // The heading in the band's own colour is the band's text, not a part left out; the
            // caption's first sentence describes the component ("Small dark chips").
            #expect(try Self.spec("vault-band").notDrawn.isEmpty)
            #expect(try Self.section("award-chip").contains("DESIGN.md:104"))
            // A sized picture in a caption's later sentence, which no part draws, is listed too.
            #expect(try Self.spec("ledger-row").notDrawn.map(\.text) == ["Token glyph (24×24) + ticker on left"])
        }

        @Test func aDividerInWordsIsTheDocumentsLineOfThatName() throws {
            // "thin divider between rows" on a row whose text is `on-night`: the table's 1px
            // `divider-on-night`, at the bottom.
            for name in ["ledger-row", "question-row"] {
                let row = try Self.look(name)
                #expect(row.borderSide == "bottom")
                #expect(row.borderWidth == 1)
                #expect(row.borderColor?.hex == "#2A3038")
            }
            // A row whose words name no one of the two: not understood, drawn dashed, never invisible.
            let notice = try Self.look("notice-row")
            #expect(notice.borderColor == nil)
            #expect(notice.unresolved.contains("borderColor"))
            #expect(try Self.section("notice-row").contains("--c-bstyle: none none dashed none"))
        }

        @Test func otherwiseIdenticalIsTheOtherComponentWithItsOwnOverrides() throws {
            let star = try Self.look("panel-plan-star")
            #expect(star.fill?.hex == "#E0B020")
            #expect(star.borderWidth == 1)
            #expect(star.borderColor?.hex == "#E2DED4")
            #expect(try Self.spec("panel-plan-star").parts.map(\.name) == Self.spec("panel-plan").parts.map(\.name))
            #expect(try Self.spec("panel-plan-star").parts.compactMap(\.child) == ["pill-go"])
        }

        /// `Same chrome as {component.product-card} but with …` and `Re-uses … chrome`: the whole
        /// look of the component named before what the clause adds (a dotted reference's full
        /// stop ends no clause), never of one named after `with`.
        @Test func sameChromeAsAReferencedComponentIsItsLook() throws {
            let system = try TestSupport.analysedSystem("""
                ---
                name: Burrow
                colors:
                  card: "#FFFFFF"
                  line: "#D0D0C8"
                components:
                  product-card:
                    backgroundColor: "{colors.card}"
                    rounded: 6px
                  mascot-card:
                    backgroundColor: "{colors.card}"
                    rounded: 6px
                  sign-in-card:
                    backgroundColor: "{colors.card}"
                  text-input:
                    backgroundColor: "{colors.card}"
                    borderColor: "{colors.line}"
                    rounded: 2px
                ---
                # Burrow

                ## Components

                **`product-card`** — the product card
                - Background `{colors.card}`, 1px solid `{colors.line}` border, rounded 6px.

                **`mascot-card`** — a card with a mascot
                - Same chrome as `{component.product-card}` but with a drawing in the corner.

                **`sign-in-card`** — Re-uses panel chrome with text-input fields inside.
                """)
            let mascot = try #require(try TestSupport.variant("mascot-card", in: system.components)[.default])
            #expect(mascot.borderWidth == 1 && mascot.borderColor?.hex == "#D0D0C8")
            let signIn = try #require(try TestSupport.variant("sign-in-card", in: system.components)[.default])
            #expect(signIn.borderColor == nil && signIn.radius == nil, "no look of the input named after 'with'")
        }

        @Test func aShadowAnotherSectionGivesANamedComponentIsItsShadow() throws {
            // "plan panels … sit on a two-layer raise shadow" names `panel-plan` and the `raise` shadow.
            let plan = try Self.look("panel-plan")
            #expect(plan.shadow?.layers.count == 2)
            #expect(try Self.look("panel-plan-star").shadow?.layers.count == 2)
            // Components it does not name get none.
            #expect(try Self.look("graph-card").shadow == nil)
        }

        @Test func aPartInATypeStyleTakesItsFamilyAndExactWeight() throws {
            let name = try #require(try Self.built.get().system.components.first { $0.spec.name == "panel-plan" }?.parts.first { $0.name == "Name" })
            #expect(name.properties.font?.family == "Novy Display")
            #expect(name.properties.font?.weight == "330")
            let section = try Self.section("panel-plan")
            #expect(section.contains("data-part=\"Name\" style=\"--c-size: 44px; --c-weight: 330"))
            #expect(section.contains("--c-font: &quot;Novy Display&quot;") || section.contains("--c-font: \"Novy Display\""), "\(section)")
        }
    }
}
