import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// A document that describes no component but names them in its colour table's use column and
/// in a radius sentence: a use naming a kind and the part it colours (`Card borders`, `Bordes de
/// tarjeta`, `Primary button background`) draws that component with that colour; a use naming a
/// kind alone (`Active tab`) lists it with the colour's line; `Radius 10px (cards, buttons)` gives
/// the kinds in its brackets their corners. Colours written in pairs (`--a / --b | #X / #Y`) are
/// two colours, each with its own use.
@Suite struct ColorUseComponentTests {
    static let english = """
    # Heron

    ## Colours

    | Token | Hex | Usage |
    |---|---|---|
    | --ink | #1B2430 | Body text |
    | --paper / --paper-deep | #FAF8F3 / #EFEAE0 | Page background / table header fill |
    | --rule | #C9BFAE | Card borders |
    | --go | #2A5D8F | Primary button background |
    | --mist | #7A8794 | Active tab |

    ## Shape

    Corner radius 10px (cards, buttons), 6px (inputs).
    """

    static let spanish = """
    # Alondra

    ## Colores

    | Token | Hex | Uso |
    |---|---|---|
    | --tinta | #1F2A33 | Texto principal |
    | --lago | #DCEFF2 | Fondo del mapa |
    | --nube-50 / 200 | #F7F5F0 / #E6E0D4 | Fondo / encabezado de tabla |
    | --piedra | #B8AE9C | Bordes de tarjeta |
    | --brasa | #A4431B | Botón principal |

    ## Formas

    Escala 4/8/16 px. Radio de borde 14 px (tarjetas, botones), 6 px (campos).
    """

    static func component(_ name: String, in system: AnalyzedSystem) throws -> ResolvedProperties {
        try #require(TestSupport.variant(name, in: system.components)[.default])
    }

    @Test func aUseNamingAKindAndItsPartDrawsThatPart() throws {
        let system = try TestSupport.analysedSystem(Self.english)
        let card = try Self.component("Card", in: system)
        #expect(card.borderColor?.hex == "#C9BFAE")
        #expect(card.provenance["borderColor"]?.line == 9)
        let button = try Self.component("Primary button", in: system)
        #expect(button.fill?.hex == "#2A5D8F")
        #expect(try Self.component("Table header", in: system).fill?.hex == "#EFEAE0")
        // A kind named with no part is listed with its colour's line, not drawn.
        #expect(!system.components.contains { $0.name == "Active tab" })
        let tab = try #require(system.describedComponents.first { $0.name == "Active tab" })
        #expect(tab.provenance.line == 11)
    }

    @Test func aRadiusSentenceGivesTheKindsInItsBracketsTheirCorners() throws {
        let system = try TestSupport.analysedSystem(Self.english)
        #expect(try Self.component("Card", in: system).radius == 10)
        #expect(try Self.component("Primary button", in: system).radius == 10)
        #expect(try Self.component("Table header", in: system).radius == nil)
    }

    @Test func anotherLanguagesPartAndKindWordsReadAlike() throws {
        let system = try TestSupport.analysedSystem(Self.spanish)
        let card = try Self.component("Tarjeta", in: system)
        #expect(card.borderColor?.hex == "#B8AE9C" && card.radius == 14)
        #expect(system.describedComponents.map(\.name).sorted() == ["Botón principal", "Encabezado de tabla"])
        #expect(!system.components.contains { $0.name == "Botón principal" })
    }

    @Test func aUseNamingAKindsFillFillsTheComponentsThatStateNone() throws {
        let system = try TestSupport.analysedSystem("""
        # Heron

        | Token | Hex | Usage |
        |---|---|---|
        | --ink | #1B2430 | Body text |
        | --shell | #F1ECE2 | Card backgrounds |

        ## Components

        ### Cards
        - Framed: 1px #1B2430 border, 8px radius.
        - Inked: #1B2430 fill, 8px radius.
        """)
        #expect(try TestSupport.variant("Cards", "Framed", in: system.components)[.default]?.fill?.hex == "#F1ECE2")
        // Its own fill wins.
        #expect(try TestSupport.variant("Cards", "Inked", in: system.components)[.default]?.fill?.hex == "#1B2430")
    }

    @Test func pairedRowsAreTwoColoursEachWithItsUse() throws {
        let tokens = TokenExtractor().extract(from: MarkdownParser().parse(Self.spanish, file: "doc.md"))
        #expect(tokens.token(named: "--nube-50")?.usage == "Fondo")
        #expect(tokens.token(named: "--nube-200")?.usage == "encabezado de tabla")
        let english = TokenExtractor().extract(from: MarkdownParser().parse(Self.english, file: "doc.md"))
        #expect(english.token(named: "--paper-deep")?.usage == "table header fill")
        // `Fondo` alone is the page, not the map's `Fondo del mapa` written before it.
        let page = PageBackground.choose(in: ResolvedTokens(tokens: tokens.tokens), mode: .light)
        #expect(page.name == "--nube-50")
    }
}
