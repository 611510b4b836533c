import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

/// A colour whose bracketed note says how it is used (`(optional)`, `(deprecated)`) is not called
/// by that word: the same word on a component's line ("Footer actions (optional)") names no
/// colour, and the component keeps the fill it states.
@Suite struct ColourNoteQualifierTests {
    static let document = """
    # Harbourlight

    ## Colours

    - Mist: #D7E9F5 (optional)
    - Slate: #3D4A57 (deprecated)
    - Lagoon: #1B6F8A (Teal)

    ## Components

    ### Banner
    - Background: #FFF4D6
    - Show countdown (optional)

    ### Meter
    - Background: #E4E7EB
    - Deprecated label style
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    @Test func aQualifierIsNoName() throws {
        let components = try Self.system.get().components
        let banner = try TestSupport.variant("Banner", in: components)[.default]
        #expect(banner?.fill?.hex == "#FFF4D6", "\(String(describing: banner))")
        let meter = try TestSupport.variant("Meter", in: components)[.default]
        #expect(meter?.fill?.hex == "#E4E7EB", "\(String(describing: meter))")
        // "Deprecated label style" names no colour: no label part drawn in Slate.
        let parts = try #require(components.first { $0.name == "Meter" }).parts
        #expect(!parts.contains { $0.properties.textColor?.hex == "#3D4A57" }, "\(parts.map(\.name))")
        let tokens = try Self.system.get().system.tokens
        #expect(tokens.index.lookup("optional", mode: .light) == nil)
        #expect(tokens.index.lookup("deprecated", mode: .light) == nil)
    }

    @Test func aShortNameInBracketsStillNamesTheColour() throws {
        let tokens = try Self.system.get().system.tokens
        #expect(tokens.index.lookup("teal", mode: .light)?.name == "Lagoon")
    }
}
