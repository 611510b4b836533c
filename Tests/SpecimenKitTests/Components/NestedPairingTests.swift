import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// Colour pairings nested under a component's bullet (`- Colour pairings:` over `- Sea → bg
/// #E6F2FA, color #0E5A8A`): each is a look of the component, drawn with that fill and that
/// text, never a palette colour named after it. A control of another kind inside a component
/// (`- Remove ✕ button: 14×14, hover bg …` under a tag pill) is a part of it and leaves the
/// component's own fill and size alone.
@Suite struct NestedPairingTests {
    static let document = """
    # Quay Kit

    ## Colours

    - Tide: `#0e5a8a`

    ## Components

    ### Route markers (inside route headers)

    - Container: `24×24px`, `6px` radius
    - Colour pairings (pale fill + matching glyph):
      - Sea → bg `#E6F2FA`, color `#0E5A8A`
      - Moss → bg `#EEF6EA`, color `#3D6B2A`
      - Rust → bg `#FBEEE6`, color `#9A4A1C`

    ### Tag pill (filters)

    - Background: `#E6F2FA`, text `#0E5A8A`, border `1px solid #9cc4e0`
    - Radius: `3px`
    - Remove ✕ button: 14×14, hover bg `#9cc4e0`
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    @Test func eachPairingIsALookWithItsFillAndText() throws {
        let components = try Self.system.get().components
        let name = "Route markers (inside route headers)"
        let marker = try #require(components.first { $0.name == name }, "\(components.map(\.name))")
        #expect(marker.variants.map(\.name) == ["Sea", "Moss", "Rust"])
        let moss = try TestSupport.variant(name, "Moss", in: components)[.default]
        #expect(moss?.fill?.hex == "#EEF6EA" && moss?.textColor?.hex == "#3D6B2A")
        #expect(moss?.radius == 6)
    }

    @Test func pairingsAreNoPaletteColours() throws {
        let names = try Self.system.get().tokens.tokens.map { $0.name.lowercased() }
        #expect(!names.contains("sea") && !names.contains("moss"), "\(names)")
        let unread = try Self.system.get().unreadColors.map(\.literal)
        #expect(unread.isEmpty, "\(unread)")
    }

    @Test func aControlInsideTheComponentIsAPartOfIt() throws {
        let components = try Self.system.get().components
        let tag = try #require(components.first { $0.name == "Tag pill (filters)" })
        #expect(tag.variants.map(\.name).allSatisfy { !$0.contains("Remove") }, "\(tag.variants.map(\.name))")
        let look = try TestSupport.variant("Tag pill (filters)", in: components)[.default]
        #expect(look?.fill?.hex == "#E6F2FA" && look?.height == nil)
        #expect(tag.parts.contains { $0.name.hasPrefix("Remove") }, "\(tag.parts.map(\.name))")
    }
}
