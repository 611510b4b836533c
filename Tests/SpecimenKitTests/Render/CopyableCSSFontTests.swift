import Testing
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

/// The CSS under a component, for someone to copy, states only a font the document names: the
/// component's own family or the system's. A document that names no font gets no
/// `font-family` line, never the gallery's stand-in as though the system had chosen it.
@Suite struct CopyableCSSFontTests {
    static let unnamed = """
    # Skiff

    ## Colours

    - Navy: #1B2A41

    ## Buttons

    - **Primary**: Navy fill, white text, 8px radius, 15px
    """

    static let named = """
    # Skiff

    ## Colours

    - Navy: #1B2A41

    ## Typography

    - Font family: Work Sans
    - Body: 16px, regular

    ## Buttons

    - **Primary**: Navy fill, white text, 8px radius, 15px
    """

    static func snippet(_ document: String) throws -> String {
        let system = try TestSupport.analysedSystem(document)
        let button = try #require(system.components.first)
        return ComponentCSS(system: system).snippet(button)
    }

    @Test func noFontNamedMeansNoFontFamilyLine() throws {
        let css = try Self.snippet(Self.unnamed)
        #expect(css.contains("background: #1B2A41"), "\(css)")
        #expect(!css.contains("font-family"), "\(css)")
    }

    @Test func theSystemsNamedFontIsStated() throws {
        let css = try Self.snippet(Self.named)
        #expect(css.contains("font-family: \"Work Sans\""), "\(css)")
    }

    @Test func aStateStatingNothingIsAnEmptyRule() throws {
        let nothing = ResolvedProperties(
            fill: nil, textColor: nil, borderWidth: nil, borderColor: nil, borderSide: nil,
            radius: nil, continuousCorners: false, fullyRounded: false, height: nil, minHeight: nil, width: nil, minWidth: nil,
            fullWidth: false, paddingVertical: nil, paddingHorizontal: nil, font: nil, shadow: nil, opacity: nil, scaleOnPress: nil,
            sampleText: nil, provenance: [:])
        let css = ComponentCSS(systemFamily: nil, monoFamily: nil).rule(".plain", nothing)
        #expect(css == ".plain {}")
    }
}
