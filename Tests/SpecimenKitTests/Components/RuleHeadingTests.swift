import Testing
@testable import SpecimenModel
@testable import SpecimenReading

extension ComponentTests {
    /// Component rules as headed sections: a heading that pairs a kind with a word for rules
    /// (`## 3. Buton Kuralları`, `## Button rules`, `### Reglas de botones`, `## Règles des
    /// cartes`) is that kind's component, and the bullets under it, in the heading's language,
    /// are its looks.
    @Suite struct RuleHeadings {
        static let turkish = MarkdownParser().parse("""
            # Liman Tasarım Sistemi

            ## 1. Renkler

            - **Gece Mavisi**: #243B6B
            - **Kum**: #F4EFE4

            ## 2. Buton Kuralları

            - Birincil: #243B6B arka plan, beyaz metin, 6px köşe yarıçapı
            - İkincil: şeffaf arka plan, 1px #243B6B kenarlık, #243B6B metin
            - Devre dışı: #E4E4E4 arka plan, #8A8A8A metin

            ## 3. Kart Kuralları

            - Arka plan: #FFFFFF
            - Kenarlık: 1px #DADADA
            - Köşe yarıçapı: 10px
            - Dolgu: 18px

            ### Giriş Alanı Kuralları

            - Yükseklik: 42px
            - Kenarlık: 1px #C4C4C4

            ## 4. Rozet Kuralları

            - #E1F5E6 arka plan, #1F5E33 metin, tam yuvarlak köşe
            """, file: "tr.md")

        @Test func turkishRuleSectionsAreComponents() throws {
            let seed = ComponentSeed(document: Self.turkish)
            #expect(seed.inventory.sorted() == ["Buton button", "Giriş Alanı textInput", "Kart card", "Rozet statusBadge"], "\(seed.inventory)")
            let button = try #require(seed.component("Buton"), "\(seed.inventory)")
            let primary = try #require(button.variant(named: "Birincil")?[.default], "\(seed.dump)")
            #expect(primary.fill?.hex == "#243B6B", "\(seed.dump)")
            #expect(primary.textColor?.hex == "#FFFFFF", "\(seed.dump)")
            #expect(primary.radius == 6, "\(seed.dump)")
            let secondary = try #require(button.variants.first(where: { $0.name != "Birincil" })?[.default], "\(seed.dump)")
            #expect(secondary.borderColor?.hex == "#243B6B", "\(seed.dump)")
            #expect(secondary.borderWidth == 1, "\(seed.dump)")
            #expect(secondary.textColor?.hex == "#243B6B", "\(seed.dump)")
            // `Devre dışı` is the disabled state, never a variant of its own.
            #expect(button.variants.count == 2, "\(seed.dump)")
            #expect(button.variant(named: "Birincil")?[.disabled]?.fill?.hex == "#E4E4E4", "\(seed.dump)")

            let card = try #require(seed.component("Kart")?.variants.first?[.default], "\(seed.dump)")
            #expect(card.fill?.hex == "#FFFFFF", "\(seed.dump)")
            #expect(card.borderColor?.hex == "#DADADA", "\(seed.dump)")
            #expect(card.radius == 10, "\(seed.dump)")
            #expect(card.paddingVertical == 18, "\(seed.dump)")
            let field = try #require(seed.component("Giriş Alanı")?.variants.first?[.default], "\(seed.dump)")
            #expect(field.height == 42, "\(seed.dump)")
            #expect(field.borderColor?.hex == "#C4C4C4", "\(seed.dump)")
            let badge = try #require(seed.component("Rozet")?.variants.first?[.default], "\(seed.dump)")
            #expect(badge.fill?.hex == "#E1F5E6", "\(seed.dump)")
            #expect(badge.textColor?.hex == "#1F5E33", "\(seed.dump)")
            #expect(badge.fullyRounded == true, "\(seed.dump)")
        }

        /// A bold caption over bullets that pairs a kind with a rules word (`**Dock Rules:**`) names
        /// the kind's component as a heading would: `Dock`, not `Dock Rules`.
        @Test func ruleCaptionNamesTheKind() throws {
            let seed = ComponentSeed(document: MarkdownParser().parse("""
                # Kelp

                ## Phone Navigation

                **Tab Bar Rules:**
                - 2px border on the top edge, #1C1C1C
                - Selected tab uses #FFD43B background

                **Sheet Header Rules:**
                - 1px bottom border #1C1C1C
                """, file: "kelp.md"))
            #expect(seed.component("Tab Bar Rules") == nil, "\(seed.inventory)")
            #expect(seed.component("Sheet Header Rules") == nil, "\(seed.inventory)")
            let bar = try #require(seed.component("Tab Bar"), "\(seed.inventory)")
            #expect(bar.kind == .tabBar, "\(seed.dump)")
            #expect(seed.component("Sheet Header") != nil, "\(seed.inventory)")
        }

        @Test func ruleSectionsGiveNoPaletteColours() throws {
            let seed = ComponentSeed(document: Self.turkish)
            // `Kenarlık: 1px #DADADA` is the card's border, not a colour called Kenarlık.
            #expect(!seed.tokens.tokens.contains { $0.name.lowercased().hasPrefix("kenarl") }, "\(seed.tokens.tokens.map(\.name))")
        }

        static let written = MarkdownParser().parse("""
            # Tidewater

            ## Button rules

            - Primary: #2F5D50 background, white text, 4px radius

            ### Reglas de botones

            - Fondo: #7A3E2B
            - Texto: #FFFFFF

            ## Règles des cartes

            - Fond : #FFFDF8
            - Bordure : 1px #D8D2C4
            """, file: "rules.md")

        @Test func ruleWordsBeforeOrAfterTheKind() throws {
            let seed = ComponentSeed(document: Self.written)
            let names = seed.specs.map { "\($0.name) \($0.kind.rawValue)" }
            #expect(names.contains("Button button"), "\(names)")
            #expect(names.contains("Botones button"), "\(names)")
            #expect(names.contains("Cartes card"), "\(names)")
            let card = try #require(seed.component("Cartes")?.variants.first?[.default], "\(seed.dump)")
            #expect(card.fill?.hex == "#FFFDF8", "\(seed.dump)")
            #expect(card.borderColor?.hex == "#D8D2C4", "\(seed.dump)")
        }

        @Test(arguments: [
            ("Reglas de los botones", ComponentKind.button), ("Règles des cartes", .card), ("Regole dei pulsanti", .button),
            ("Buton Kuralları", .button), ("Giriş Alanı Kuralları", .textInput), ("Card guidelines", .card),
        ])
        func headingsNameTheirKind(heading: String, kind: ComponentKind) {
            #expect(ComponentKind.classifyHead(heading) == kind)
        }

        @Test(arguments: ["Reglas de color", "Spacing rules", "Kurallar", "Rules"])
        func ruleHeadingsWithoutAKindNameNone(heading: String) {
            #expect(ComponentKind.classifyHead(heading) == nil)
        }
    }
}
