import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ComponentTests {
    /// Components described in Spanish, Portuguese, French, Italian or German prose: the kind
    /// words of their headings, the role words of their phrases (`fondo`, `borda`, `texte`,
    /// `sfondo`, `Rahmen`), the basic colours (`blanco`, `weiß`) and the state words in any
    /// gender and number (`sélectionnées`, `seleccionados`), a negated one (`non sélectionnés`,
    /// `no seleccionados`) being the resting look.
    @Suite struct RomanceComponentProse {
        static let spanish = """
        # Farol

        ## Colores

        | Nombre | Hex |
        |---|---|
        | Añil | #3F3CBB |
        | Tinta | #2E2A8C |
        | Pizarra | #334155 |
        | Niebla | #E2E8F0 |
        | Apagado | #64748B |

        ## Componentes

        ### Botones
        - **Primario**: Fondo sólido `Añil`, texto blanco, bordes redondeados (12px).
        - **Secundario**: Borde `Niebla`, fondo blanco, texto `Pizarra`.

        ### Botón de envío
        - Fondo `Añil`, texto blanco.
        - Al pasar el cursor: fondo `Tinta`.
        - Deshabilitado: fondo `Niebla`, texto `Apagado`.

        ### Tarjetas
        - **Estilo**: Fondo blanco, esquinas redondeadas de 16px.

        ### Chips
        - Seleccionados: fondo `Añil`, texto blanco.
        - No seleccionados: fondo `Niebla`, texto `Apagado`.
        """

        static let portuguese = """
        # Farol

        ## Cores

        | Nome | Hex |
        |---|---|
        | Anil | #3F3CBB |
        | Ardósia | #334155 |
        | Névoa | #E2E8F0 |
        | Brasa | #C2410C |

        ## Componentes

        ### Botões
        - **Primário**: fundo `Anil`, texto branco, bordas arredondadas (12px).
        - **Contorno**: borda `Névoa`, fundo branco, texto `Ardósia`.

        ### Cartões
        - **Estilo**: fundo branco, raio 16px.

        ### Campo de texto
        - Fundo branco, borda `Névoa` em repouso, borda `Anil` em foco, borda `Brasa` em estado de erro.
        """

        static let french = """
        # Phare

        ## Couleurs

        | Nom | Hex |
        |---|---|
        | Indigo | #3F3CBB |
        | Encre | #2E2A8C |
        | Ardoise | #334155 |
        | Brume | #E2E8F0 |
        | Sourdine | #64748B |

        ## Composants

        ### Bouton principal
        - Fond `Indigo`, texte blanc, coins arrondis de 8px.
        - Survolé : fond `Encre`.
        - Désactivé : fond `Brume`, texte `Sourdine`.

        ### Cartes
        - **Style** : fond blanc, bordure `Brume`, rayon 16px.

        ### Onglets
        - Onglets sélectionnés : couleur `Indigo`, non sélectionnés : `Sourdine`.
        """

        static let italian = """
        # Faro

        ## Colori

        | Nome | Hex |
        |---|---|
        | Indaco | #3F3CBB |
        | Ardesia | #334155 |
        | Nebbia | #E2E8F0 |
        | Spento | #64748B |

        ## Componenti

        ### Pulsanti
        - **Primario**: sfondo `Indaco`, testo bianco, angoli arrotondati (12px).
        - **Secondario**: bordo `Nebbia`, sfondo bianco, testo `Ardesia`.

        ### Campi di input
        - **Predefinito**: sfondo bianco, bordo `Nebbia`, testo `Ardesia`.
        - **Disabilitato**: sfondo `Nebbia`, testo `Spento`.
        """

        static let german = """
        # Leuchte

        ## Farben

        | Name | Hex |
        |---|---|
        | Tanne | #1F5C4A |
        | Nebel | #D9E2DE |
        | Schiefer | #37474F |
        | Grau | #6B7A80 |

        ## Komponenten

        ### Schaltflächen
        - **Primär**: Hintergrund `Tanne`, Text weiß, abgerundete Ecken (10px).
        - **Sekundär**: Rahmen `Nebel`, Hintergrund weiß, Text `Schiefer`.

        ### Registerkarten
        - Ausgewählte Registerkarten: Farbe `Tanne`, nicht ausgewählt: `Grau`.
        """

        static let systems = Result { () throws -> [String: AnalyzedSystem] in
            try ["es": spanish, "pt": portuguese, "fr": french, "it": italian, "de": german].mapValues { try TestSupport.analysedSystem($0) }
        }

        static func variant(_ language: String, _ component: String, _ name: String? = nil) throws -> ResolvedVariant {
            let system = try #require(try systems.get()[language])
            return try TestSupport.variant(component, name, in: system.components)
        }

        @Test func spanishButtonsHaveTheirFillTextBorderAndCorners() throws {
            let buttons = try #require(try Self.systems.get()["es"]?.components.first { $0.name == "Botones" })
            #expect(buttons.kind == .button)
            let primary = try #require(try Self.variant("es", "Botones", "Primario")[.default])
            #expect(primary.fill?.hex == "#3F3CBB")
            #expect(primary.textColor?.hex == "#FFFFFF")
            #expect(primary.radius == 12, "rounded borders are the corners, not a 12px border")
            #expect(primary.borderWidth == nil || primary.borderWidth == 0)
            let secondary = try #require(try Self.variant("es", "Botones", "Secundario")[.default])
            #expect(secondary.borderColor?.hex == "#E2E8F0")
            #expect(secondary.fill?.hex == "#FFFFFF")
            #expect(secondary.textColor?.hex == "#334155")
        }

        @Test func aSpanishHeadingNamesItsKindFirst() throws {
            let submit = try #require(try Self.systems.get()["es"]?.components.first { $0.name == "Botón de envío" })
            #expect(submit.kind == .button)
            let look = try Self.variant("es", "Botón de envío")
            #expect(look[.hover]?.fill?.hex == "#2E2A8C")
            #expect(look[.disabled]?.fill?.hex == "#E2E8F0")
            #expect(look[.disabled]?.textColor?.hex == "#64748B")
            let card = try #require(try Self.variant("es", "Tarjetas")[.default])
            #expect(card.fill?.hex == "#FFFFFF")
            #expect(card.radius == 16)
        }

        @Test func aNegatedStateIsTheRestingLook() throws {
            let chip = try Self.variant("es", "Chips")
            #expect(chip[.selected]?.fill?.hex == "#3F3CBB")
            #expect(chip[.selected]?.textColor?.hex == "#FFFFFF")
            #expect(chip[.default]?.fill?.hex == "#E2E8F0")
            #expect(chip[.default]?.textColor?.hex == "#64748B")
        }

        @Test func portugueseRolesAndStatesAfterAPreposition() throws {
            let primary = try #require(try Self.variant("pt", "Botões", "Primário")[.default])
            #expect(primary.fill?.hex == "#3F3CBB")
            #expect(primary.textColor?.hex == "#FFFFFF")
            #expect(primary.radius == 12)
            let outline = try #require(try Self.variant("pt", "Botões", "Contorno")[.default])
            #expect(outline.borderColor?.hex == "#E2E8F0")
            #expect(try Self.variant("pt", "Cartões")[.default]?.fill?.hex == "#FFFFFF")
            let field = try Self.variant("pt", "Campo de texto")
            #expect(field[.default]?.borderColor?.hex == "#E2E8F0")
            #expect(field[.focus]?.borderColor?.hex == "#3F3CBB")
            #expect(field[.error]?.borderColor?.hex == "#C2410C")
        }

        @Test func frenchStatesAndATabsUnselectedLook() throws {
            let button = try Self.variant("fr", "Bouton principal")
            #expect(button[.default]?.fill?.hex == "#3F3CBB")
            #expect(button[.default]?.textColor?.hex == "#FFFFFF")
            #expect(button[.default]?.radius == 8)
            #expect(button[.hover]?.fill?.hex == "#2E2A8C")
            #expect(button[.disabled]?.textColor?.hex == "#64748B")
            let card = try #require(try Self.variant("fr", "Cartes")[.default])
            #expect(card.fill?.hex == "#FFFFFF")
            #expect(card.borderColor?.hex == "#E2E8F0")
            let tabs = try #require(try Self.systems.get()["fr"]?.components.first { $0.name == "Onglets" })
            #expect(tabs.kind == .tabBar)
            // A tab's colour is its text's: the selected one is not a fill under the unselected one.
            let tab = try Self.variant("fr", "Onglets")
            #expect(tab[.selected]?.textColor?.hex == "#3F3CBB")
            #expect(tab[.selected]?.fill == nil)
            #expect(tab[.default]?.textColor?.hex == "#64748B")
            #expect(tab[.default]?.fill == nil)
        }

        @Test func italianKindsRolesAndStates() throws {
            let components = try #require(try Self.systems.get()["it"]?.components)
            #expect(components.first { $0.name == "Pulsanti" }?.kind == .button)
            #expect(components.first { $0.name == "Campi di input" }?.kind == .textInput)
            let primary = try #require(try Self.variant("it", "Pulsanti", "Primario")[.default])
            #expect(primary.fill?.hex == "#3F3CBB")
            #expect(primary.textColor?.hex == "#FFFFFF")
            #expect(primary.radius == 12)
            let secondary = try #require(try Self.variant("it", "Pulsanti", "Secondario")[.default])
            #expect(secondary.borderColor?.hex == "#E2E8F0")
            let field = try Self.variant("it", "Campi di input")
            #expect(field[.default]?.fill?.hex == "#FFFFFF")
            #expect(field[.disabled]?.fill?.hex == "#E2E8F0")
            #expect(field[.disabled]?.textColor?.hex == "#64748B")
        }

        @Test func germanKindsRolesAndANegatedState() throws {
            let components = try #require(try Self.systems.get()["de"]?.components)
            #expect(components.first { $0.name == "Schaltflächen" }?.kind == .button)
            let primary = try #require(try Self.variant("de", "Schaltflächen", "Primär")[.default])
            #expect(primary.fill?.hex == "#1F5C4A")
            #expect(primary.textColor?.hex == "#FFFFFF")
            #expect(primary.radius == 10)
            #expect(try Self.variant("de", "Schaltflächen", "Sekundär")[.default]?.borderColor?.hex == "#D9E2DE")
            let tab = try Self.variant("de", "Registerkarten")
            #expect(tab[.selected]?.textColor?.hex == "#1F5C4A")
            #expect(tab[.default]?.textColor?.hex == "#6B7A80")
        }

        @Test func theAuditMeasuresNoSelectedColourUnderTheUnselectedOne() throws {
            let report = try #require(try Self.systems.get()["fr"]?.audit)
            let rows = report.pairs.filter { $0.context.component == "Onglets" }
            #expect(!rows.isEmpty)
            #expect(!rows.contains { $0.ratio < 1.5 }, "\(rows.map { "\($0.context.state.map(\.rawValue) ?? "") \($0.ratio)" })")
        }
    }

    /// The word lists behind the reading above, matched on whole words.
    @Suite struct RomanceVocabulary {
        @Test(arguments: ["seleccionado", "seleccionadas", "selecionados", "sélectionnée", "sélectionnés", "selezionati", "ausgewählten"])
        func anInflectedStateWordIsItsState(_ word: String) {
            #expect(ComponentState.from(label: word, kind: nil) == .selected)
        }

        @Test(arguments: ["non sélectionnées", "no seleccionado", "não selecionadas", "non selezionato", "nicht ausgewählt", "not selected", "unselected"])
        func aNegatedStateWordIsTheRestingLook(_ label: String) {
            #expect(ComponentState.from(label: label, kind: .tabBar) == .default)
        }

        @Test func aNegationLeavesOtherStatesAlone() {
            #expect(ComponentState.from(label: "no hover", kind: .button) == .hover)
            #expect(ComponentState.from(label: "non attivo", kind: .tabBar) == .default)
            #expect(ComponentState.from(label: "attivo", kind: .tabBar) == .selected)
            #expect(ComponentState.from(label: "activo", kind: .button) == .pressed)
        }

        @Test(arguments: [("Botón primario", ComponentKind.button), ("Carte produit", .card), ("Campo de texto", .textInput),
                          ("Barra de pestañas", .tabBar), ("Pulsanti", .button), ("Botões", .button), ("Onglets", .tabBar),
                          ("Buscador", .textInput), ("Barre de recherche", .textInput), ("Área de texto", .textEditor),
                          ("Estado vacío", .emptyState), ("Mensagem de erro", .errorState), ("Suchfeld", .textInput)])
        func aHeadingInALanguageThatPutsTheNounFirst(_ heading: String, _ kind: ComponentKind) {
            #expect(ComponentKind.classifyHead(heading) == kind)
        }

        @Test func englishHeadingsStillNameTheirKindLast() {
            #expect(ComponentKind.classifyHead("Card Grid") == nil)
            #expect(ComponentKind.classifyHead("Button Group") == nil)
        }

        @Test(arguments: ["de", "le", "con", "a", "en", "da", "di", "du"])
        func aShortWordIsNoKindNorRole(_ word: String) {
            #expect(ComponentKind.classify(word) == nil)
            #expect(PropertyPhraseReader.role(in: word) == nil)
            #expect(ComponentState.from(label: word, kind: nil) == nil)
        }

        @Test func roleWordsKeepToWholeWords() {
            #expect(PropertyPhraseReader.role(in: "fondos claros") == .fill)
            #expect(PropertyPhraseReader.role(in: "bordes finos") == .border)
            #expect(PropertyPhraseReader.role(in: "sfondi chiari") == .fill)
            #expect(PropertyPhraseReader.role(in: "un contexto claro") == nil)
            #expect(PropertyPhraseReader.role(in: "fondamental") == nil)
            #expect(PropertyPhraseReader.role(in: "sombre") == nil, "French `sombre` is dark, no shadow")
        }

        @Test(arguments: [("blanco", "#FFFFFF"), ("brancas", "#FFFFFF"), ("blanche", "#FFFFFF"), ("bianchi", "#FFFFFF"),
                          ("weiß", "#FFFFFF"), ("negro", "#000000"), ("noire", "#000000"), ("schwarz", "#000000")])
        func basicColoursInEachGenderAndNumber(_ word: String, _ hex: String) {
            #expect(ValueScanner.namedColor(word)?.hex == hex)
        }

        @Test func aStemTakesTheInflectionsAndOtherWordsStayAsWritten() {
            let words = Vocabulary.inflected(["select", "seleccionad-"], endings: ["", "o", "as"])
            #expect(words == ["select", "seleccionad", "seleccionado", "seleccionadas"])
        }
    }
}
