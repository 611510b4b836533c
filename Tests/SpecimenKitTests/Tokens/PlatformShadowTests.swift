import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// Shadow levels written as a platform's shadow properties (React Native's style object, UIKit's
/// layer) are shadow tokens, and a component naming a level by its key draws it.
@Suite struct PlatformShadowTests {
    static let document = """
    # Tidewell

    ## Depth

    ### Elevation steps

    ```ts
    elevation: {
      low: {
        shadowColor: '#0B1D2A',
        shadowOffset: { width: 0, height: 3 },
        shadowOpacity: 0.2,
        shadowRadius: 5,
        elevation: 2,
      },
      high: {
        shadowColor: 'black',
        shadowOffset: {
          width: 1,
          height: 9,
        },
        shadowOpacity: 0.25,
        shadowRadius: 14,
      },
    }
    ```

    ```ts
    const panel = {
      backgroundColor: '#FFFFFF',
      shadowColor: '#334455',
      shadowRadius: 8,
    }
    ```

    ## Components

    ### Cards

    - Background: #FAFBFC
    - Radius: 10px
    - Shadow: low

    ### Sheets

    - Background: #FFFFFF
    - Shadow: high
    """

    static let system = Result { () throws -> AnalyzedSystem in try TestSupport.analysedSystem(document) }

    static func shadow(_ name: String) throws -> Shadow? {
        guard let token = try system.get().tokens.tokens.first(where: { $0.name == name }), case .shadow(let shadow) = token.value else { return nil }
        return shadow
    }

    @Test func aStyleObjectOfShadowKeysIsAShadowToken() throws {
        let low = try #require(try Self.shadow("low"))
        #expect(low.x == Length(0, .px) && low.y == Length(3, .px))
        // The radius is the blur, as React Native for the web draws it.
        #expect(low.blur == Length(5, .px))
        // The opacity is the colour's alpha.
        #expect(low.color == RGBAColor(red8: 0x0B, green8: 0x1D, blue8: 0x2A, alpha: 0.2))
    }

    @Test func anOffsetWrittenOverSeveralLinesAndAColourWordAreRead() throws {
        let high = try #require(try Self.shadow("high"))
        #expect(high.x == Length(1, .px) && high.y == Length(9, .px) && high.blur == Length(14, .px))
        #expect(high.color == RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.25))
    }

    @Test func theShadowColourIsNoPaletteColour() throws {
        let colors = try Self.system.get().tokens.tokens.filter { if case .color = $0.value { return true } else { return false } }
        #expect(!colors.contains { $0.name.lowercased().hasPrefix("elevation") })
    }

    @Test func aStyleThatAlsoSetsABackgroundIsNoShadowToken() throws {
        #expect(try Self.shadow("panel") == nil)
    }

    @Test func aComponentNamingALevelDrawsIt() throws {
        let components = try Self.system.get().components
        let card = try TestSupport.variant("Cards", in: components).states[.default]
        #expect(card?.shadow?.blur == Length(5, .px))
        let sheet = try TestSupport.variant("Sheets", in: components).states[.default]
        #expect(sheet?.shadow?.y == Length(9, .px))
    }
}
