import Foundation
import Testing
@testable import SpecimenReading
@testable import SpecimenSite

/// A component that names no type is previewed in the family the system sets body text in, not
/// in whatever family opens the type scale (often a display face for headlines).
@Suite struct PreviewFontTests {
    static func document(_ styles: String) -> String {
        """
        ---
        name: Tallow
        colors:
          ink: "#2B2622"
          whey: "#F6F3EC"
        typography:
        \(styles)
        components:
          button-primary:
            backgroundColor: "{colors.ink}"
            textColor: "{colors.whey}"
            padding: 10px
        ---
        # Tallow
        """
    }

    static func family(_ styles: String) throws -> String? {
        ComponentCSS(system: try TestSupport.analysedSystem(document(styles))).systemFamily
    }

    @Test func theBodyStylesFamilyWinsOverADisplayFaceListedFirst() throws {
        #expect(try Self.family("""
              display:
                fontFamily: "Quarry Serif, Georgia, serif"
                fontSize: 44px
              headline:
                fontFamily: "Quarry Serif, Georgia, serif"
                fontSize: 28px
              label:
                fontFamily: "Tallow Grotesk, sans-serif"
                fontSize: 11px
              body:
                fontFamily: "Tallow Text, sans-serif"
                fontSize: 15px
            """) == "Tallow Text")
    }

    @Test func withNoBodyStyleTheFirstThatIsNoHeadingsIsUsed() throws {
        #expect(try Self.family("""
              display:
                fontFamily: "Quarry Serif, Georgia, serif"
                fontSize: 44px
              label:
                fontFamily: "Tallow Grotesk, sans-serif"
                fontSize: 11px
            """) == "Tallow Grotesk")
        #expect(try Self.family("""
              headline:
                fontFamily: "Quarry Serif, Georgia, serif"
                fontSize: 28px
            """) == "Quarry Serif")
    }

    /// `- **Display Font**: …` listed before `- **Body Font**: …`: the body font sets the controls.
    @Test func theBodyFontOfAFontListWinsOverADisplayFontListedFirst() throws {
        let system = try TestSupport.analysedSystem("""
            # Tallow

            ## Colors
            - **Ink** (#2B2622): text

            ## Typography
            - **Display Font**: Quarry Serif — headlines only
            - **Body Font**: Tallow Text — body copy, buttons and labels
            - **Mono Font**: Tallow Mono — figures

            ## Components
            ### Buttons
            - **Main**: Ink fill, white text
            """)
        #expect(ComponentCSS(system: system).systemFamily == "Tallow Text")
    }
}
