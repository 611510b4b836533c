import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// `- **Publicar**: `bg-teal-600 hover:bg-teal-700 text-white` (Verde azulado)`: several bullets
/// under one heading, each a look of its own written as utility classes in code, then the
/// colour's name in words in brackets. Each bullet is its own variant, drawn from its classes;
/// the note only describes. The looks are never merged into one component, property by property,
/// and no text colour of one is measured on another's fill.
@Suite struct ClassListColourNoteTests {
    static let document = """
    # Tablero

    ## Componentes

    ### Botones de la barra
    - **Publicar**: `bg-teal-600 hover:bg-teal-700 text-white` (Verde azulado)
    - **Archivar**: `bg-slate-500 hover:bg-slate-600` (Pizarra)
    - **Descartar**: `border border-rose-300 text-rose-700 hover:bg-rose-50` (Rosa suave)
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    @Test func eachBulletIsAVariantDrawnFromItsClasses() throws {
        let components = try Self.system.get().components
        let publish = try TestSupport.variant("Botones de la barra", "Publicar", in: components)
        #expect(publish[.default]?.fill?.hex == "#0D9488")
        #expect(publish[.default]?.textColor?.hex == "#FFFFFF")
        #expect(publish[.hover]?.fill?.hex == "#0F766E")
        let archive = try TestSupport.variant("Botones de la barra", "Archivar", in: components)
        #expect(archive[.default]?.fill?.hex == "#64748B")
        #expect(archive[.hover]?.fill?.hex == "#475569")
    }

    @Test func anOutlinedLookTakesNoFillFromItsNeighbour() throws {
        let discard = try TestSupport.variant("Botones de la barra", "Descartar", in: Self.system.get().components)
        #expect(discard[.default]?.fill == nil)
        #expect(discard[.default]?.borderColor?.hex == "#FDA4AF")
        #expect(discard[.default]?.textColor?.hex == "#BE123C")
        #expect(discard[.hover]?.fill?.hex == "#FFF1F2")
    }

    @Test func noTextIsMeasuredOnAnotherLooksFill() throws {
        let pairs = try #require(try Self.system.get().audit).pairs
        #expect(!pairs.contains { $0.foreground.hex == "#BE123C" && $0.background.hex == "#64748B" })
        #expect(pairs.contains { $0.foreground.hex == "#FFFFFF" && $0.background.hex == "#0D9488" })
    }
}
