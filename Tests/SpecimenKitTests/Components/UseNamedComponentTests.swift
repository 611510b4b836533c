import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// A document that describes some components in sections of their own and names others only in
/// its colour table's usage column (`Fondo de tarjeta`, `Campo`): a kind no section describes is
/// drawn with the colour its use gives it, or listed with the colour's line when the use names
/// no part of it (`Lista activa`); a kind a section describes (`Botón principal` beside the
/// buttons' section) is never drawn twice from a use, and a use naming text roles (`Texto base`)
/// names no component.
@Suite struct UseNamedComponentTests {
    static let document = """
    # Farol

    ## Colores

    | Token | Claro | Para qué |
    |---|---|---|
    | `--fa-surface` | `#FFFFFF` | Fondo de tarjeta, diálogo |
    | `--fa-surface-2` | `#F3F5F8` | Campo, fila seleccionada |
    | `--fa-brand` | `#123A6B` | Marca: botón principal |
    | `--fa-ink` | `#1C2230` | Texto base, etiquetas |
    | `--fa-teal` | `#0E7C7B` | Pestaña activa |

    ## Componentes

    ### Botón

    - Fondo: `--fa-brand`
    - Texto: blanco
    - Radio: 6px
    """

    @Test func aKindNamedOnlyInAUseIsDrawnWithItsColour() throws {
        let system = try TestSupport.analysedSystem(Self.document)
        let names = system.componentSpecs.map(\.name)
        #expect(names.contains("Botón"), "\(names)")
        let card = try #require(TestSupport.variant("Tarjeta", in: system.components)[.default])
        #expect(card.fill?.hex == "#FFFFFF")
        #expect(card.provenance["fill"]?.line == 7)
        let field = try #require(TestSupport.variant("Campo", in: system.components)[.default])
        #expect(field.fill?.hex == "#F3F5F8")
    }

    @Test func aDescribedKindIsNotDrawnAgainFromAUse() throws {
        let system = try TestSupport.analysedSystem(Self.document)
        #expect(system.componentSpecs.filter { $0.kind == .button }.map(\.name) == ["Botón"])
        #expect(!system.describedComponents.contains { $0.name.lowercased().contains("botón") })
        #expect(!system.componentSpecs.contains { $0.name.lowercased().contains("texto") })
        // (`Texto base, etiquetas`: labels beside a text role are text, no component.)
        #expect(!system.describedComponents.contains { $0.name == "Etiquetas" })
    }

    @Test func aKindNamedWithoutAPartIsListedWithTheColoursLine() throws {
        let system = try TestSupport.analysedSystem(Self.document)
        #expect(!system.componentSpecs.contains { $0.name == "Pestaña activa" })
        let tab = try #require(system.describedComponents.first { $0.name == "Pestaña activa" })
        #expect(tab.provenance.line == 11)
    }

    @Test func aKindATableOfMeasuresListsIsNotListedAgainByAUse() throws {
        let text = """
        # Skerry

        | Token | Hex | Usage |
        |---|---|---|
        | `--sk-gray` | `#EDEDED` | Secondary backgrounds, cards |

        ## Components

        ### Button

        - Background: #1D4E89
        - Text: white

        ## Shapes

        | Component | Radius |
        |---|---|
        | Card | 8px |
        """
        let system = try TestSupport.analysedSystem(text)
        let names = system.describedComponents.map(\.name)
        #expect(names.filter { $0.hasPrefix("Card") } == ["Card"], "\(names)")
    }

    @Test func aUseInABulletOrAKindTheHeadingsNameAddsNoComponent() throws {
        let text = """
        # Tern

        ## Palette

        - **Mist** (`#EEF1F4`): Border color for cards and dividers
        - **Field Gray** (`#F6F7F9`): input backgrounds

        | Token | Hex | Usage |
        |---|---|---|
        | `--tern-paper` | `#FFFFFF` | Card backgrounds |

        ## Components

        ### Cards & Panels

        - Radius: 12px

        ### Button

        - Background: #1D4E89
        """
        let system = try TestSupport.analysedSystem(text)
        let names = system.componentSpecs.map(\.name) + system.describedComponents.map(\.name)
        #expect(names == ["Cards & Panels", "Button"], "\(names)")
    }
}
