import Foundation
import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// Headings that name a topic and state its values after a colon, with nothing under them:
/// `### Tiles: 16px radius, Paper background`, `### Spacing: 4px, 8px, 16px`. The title is the
/// heading; the values are read as a line under it, so the component is drawn and the scale is
/// tokens, instead of both being passed over as a heading.
@Suite("Reading values stated in a heading, as front matter")
struct ReadingHeadingValuesAsFrontMatterTests {
    static let document = """
        # Pebble

        ## Colours
        - **Ink** (`#1D2433`): text
        - **Paper** (`#FFFFFF`): page background

        ## Components

        ### Tiles: 16px radius, Paper background, 24px padding
        ### Fields: white bg, `1px solid #D5D9E2`, 6px radius, 12px padding

        ## Layout

        ### Spacing: 4px, 8px, 16px
        ### Corner Radius: 4px, 8px, 9999px

        ### Step 2: Install the kit
        Run the installer.
        """

    @Test("A heading's values are its component's look, or its scale's steps")
    func headingValues() throws {
        #expect(try ReadingAsFrontMatterTests.extracted(Self.document) == """
            ---
            version: alpha
            name: "Pebble"
            colors:
              ink: "#1D2433"  # line 4
              paper: "#FFFFFF"  # line 5
            rounded:
              corner-radius-4px: 4px  # line 15
              corner-radius-8px: 8px  # line 15
              corner-radius-9999px: 9999px  # line 15
            spacing:
              spacing-4px: 4px  # line 14
              spacing-8px: 8px  # line 14
              spacing-16px: 16px  # line 14
            components:
              tiles:  # line 9
                backgroundColor: "{colors.paper}"  # line 9
                rounded: 16px  # line 9
                padding: 24px 24px  # line 9
              fields:  # line 10
                backgroundColor: "#FFFFFF"  # line 10
                rounded: 6px  # line 10
                padding: 12px 12px  # line 10
                borderWidth: 1px  # line 10
                borderColor: "#D5D9E2"  # line 10
            ---

            """)
    }

    @Test("Only values after the colon: a step, a chapter or a sentence keeps its heading")
    func whatIsNoHeadingValue() {
        #expect(PlainLineHeading.carriedValues("Tiles: 16px radius, Paper background")?.title == "Tiles")
        #expect(PlainLineHeading.carriedValues("Spacing: 4px, 8px")?.values == "4px, 8px")
        #expect(PlainLineHeading.carriedValues("Step 2: Install the kit") == nil)
        #expect(PlainLineHeading.carriedValues("Note: see https://example.com") == nil)
        #expect(PlainLineHeading.carriedValues("Primary Buttons") == nil)
    }
}
