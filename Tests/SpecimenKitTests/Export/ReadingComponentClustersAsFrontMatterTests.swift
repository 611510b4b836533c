import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

/// Components a section gathers under names that name no kind: captions and one-line bullets
/// under a catch-all components heading, captions under a heading naming a group, and links
/// and nav items described by their text alone.
@Suite("Reading component clusters, as front matter")
struct ReadingComponentClustersAsFrontMatterTests {
    /// `### Checkout Pieces` gathers components whose names name no kind. Each caption over its
    /// own bullets is one: drawn when a line that says what it colours gives it its colours,
    /// else listed with its words (`Leaf spinner` colours a part, not the strip). The Quantity
    /// Picker's `Buttons:` line is its own part, never a border of the `### Buttons` section's
    /// buttons; the select's floating label "Wrap options" is its own copy, not the Wrap Now
    /// button's.
    @Test("A caption naming no kind under a components heading is a component; its sub-part keys and its copy stay its own")
    func captionsUnderCatchAllHeading() throws {
        let document = """
            # Orchard

            ## Colours
            - **Leaf** (`#2E7D4F`): primary actions
            - **Paper** (`#FFFFFF`): page background
            - **Ink** (`#1C1C1C`): body text
            - **Fog** (`#CFD6DA`): field borders

            ## Components

            ### Buttons

            **Primary**
            - Background: Leaf
            - Text: Paper
            - Radius: 6px

            ### Checkout Pieces (order page set)

            Parts that appear only while ordering.

            **Quantity Picker**
            - Sits beside each basket line
            - Buttons: round `28×28px` with `1px solid #CFD6DA` border
            - Count: 15/600 in Ink

            **Delivery Slot Chooser**
            - Background: `#FFFFFF`
            - Border: `1px solid #CFD6DA`
            - Radius: `6px`

            **Gift Message**
            - Shown under the basket when the order is a gift
            - Optional, up to 200 characters

            **Wrap Now Button**
            - Background: Leaf
            - Text: Paper

            **Gift Wrap Select**
            - Background: `#FFFFFF`
            - Border: `1px solid #CFD6DA`
            - Floating label: "Wrap options" in Ink, 12/700

            **Loading Strip**
            - Leaf spinner at the left
            - Height: `4px`
            """
        #expect(try ReadingAsFrontMatterTests.extracted(document) == """
            ---
            version: alpha
            name: "Orchard"
            colors:
              leaf: "#2E7D4F"  # line 4
              paper: "#FFFFFF"  # line 5
              ink: "#1C1C1C"  # line 6
              fog: "#CFD6DA"  # line 7
            components:
              buttons:  # line 11
                backgroundColor: "{colors.leaf}"  # line 14
                textColor: "{colors.paper}"  # line 15
                rounded: 6px  # line 16
              delivery-slot-chooser:  # line 27
                backgroundColor: "#FFFFFF"  # line 28
                rounded: 6px  # line 30
                borderWidth: 1px  # line 29
                borderColor: "#CFD6DA"  # line 29
              wrap-now-button:  # line 37
                backgroundColor: "{colors.leaf}"  # line 37
                textColor: "{colors.paper}"  # line 38
              gift-wrap-select:  # line 40
                backgroundColor: "#FFFFFF"  # line 41
                borderWidth: 1px  # line 42
                borderColor: "#CFD6DA"  # line 42
                label: "Wrap options"  # line 43
            #
            # Not understood (the document's words, with their lines):
            #   line 22: component "Quantity Picker" is described only in words, not drawn: "Sits beside each basket line" (line 23), "Buttons: round `28×28px` with `1px solid #CFD6DA` border" (line 24), "Count: 15/600 in Ink" (line 25)
            #   line 32: component "Gift Message" is described only in words, not drawn: "Shown under the basket when the order is a gift" (line 33), "Optional, up to 200 characters" (line 34)
            #   line 45: component "Loading Strip" is described only in words, not drawn: "Leaf spinner at the left" (line 46), "Height: `4px`" (line 47)
            ---

            """)
    }

    /// `### Navigation` names a group: its three captions are three components, each drawn or
    /// listed on its own, never one merged entry. `### Notices` over `**Success**` and
    /// `**Warning**` names one component whose captions are its variants.
    @Test("Captions under a heading that names a group are components of their own; variant captions stay variants")
    func eachCaptionUnderGroupHeading() throws {
        let document = """
            # Orchard

            ## Colours
            - **Leaf** (`#2E7D4F`): primary actions
            - **Paper** (`#FFFFFF`): page background
            - **Ink** (`#1C1C1C`): body text

            ## Components

            ### Navigation

            **Top Bar**
            - Height: `60px`
            - Shadow: `0 1px 2px rgba(0,0,0,0.1)`

            **Side Rail**
            - Background: Paper
            - Width: `240px`
            - Collapses below tablets

            **Tab Strip**
            - Sits under the top bar on account pages

            ### Notices

            **Success**
            - Background: Leaf
            - Text: Paper

            **Warning**
            - Background: Ink
            - Text: Paper
            """
        #expect(try ReadingAsFrontMatterTests.extracted(document) == """
            ---
            version: alpha
            name: "Orchard"
            colors:
              leaf: "#2E7D4F"  # line 4
              paper: "#FFFFFF"  # line 5
              ink: "#1C1C1C"  # line 6
            components:
              side-rail:  # line 16
                backgroundColor: "{colors.paper}"  # line 17
                width: 240px  # line 18
              notices-success:  # line 24
                backgroundColor: "{colors.leaf}"  # line 27
                textColor: "{colors.paper}"  # line 28
              notices-warning:  # line 24
                backgroundColor: "{colors.ink}"  # line 31
                textColor: "{colors.paper}"  # line 32
            #
            # Not understood (the document's words, with their lines):
            #   line 12: component "Top Bar" is described only in words, not drawn: "Height: `60px`" (line 13), "Shadow: `0 1px 2px rgba(0,0,0,0.1)`" (line 14)
            #   line 21: component "Tab Strip" is described only in words, not drawn: "Sits under the top bar on account pages" (line 22)
            #   line 14: colour rgba(0,0,0,0.1): "- Shadow: `0 1px 2px rgba(0,0,0,0.1)`" (in a component's description, not understood as one of its properties)
            ---

            """)
    }

    /// A header navigation item described by its text alone (size, weight, tracking, colour) is
    /// drawn as that text, though its four lines are read as two values (the type is one). A
    /// link given only a colour and words stays listed as described, without bold markers.
    @Test("A nav item given only a text colour and size is drawn as text; a colour alone is listed")
    func textOnlyNavigation() throws {
        let document = """
            # Quill

            ## Colours
            - **Midnight** (`#14213D`): primary text
            - **Paper** (`#FFFFFF`): page background

            ## Components

            ### Navigation
            - **Header Navigation**:
              - Font-size: `14px`
              - Font-weight: `700`
              - Letter-spacing: `1.2px`
              - Color: Midnight (`rgb(20, 33, 61)`)

            ### Legal
            - **Legal Links**:
              - Color: Midnight
              - Transition: colour over 0.2s
              - Hover: a brighter shade
            """
        #expect(try ReadingAsFrontMatterTests.extracted(document) == """
            ---
            version: alpha
            name: "Quill"
            colors:
              midnight: "#14213D"  # line 4
              paper: "#FFFFFF"  # line 5
            components:
              navigation:  # line 9
                textColor: "{colors.midnight}"  # line 14
                typography: { fontSize: 14px, fontWeight: 700, letterSpacing: 1.2px }  # line 13
            #
            # Not understood (the document's words, with their lines):
            #   line 16: component "Legal" is described only in words, not drawn: "Legal Links:" (line 17), "Color: Midnight" (line 18), "Transition: colour over 0.2s" (line 19), "Hover: a brighter shade" (line 20)
            ---

            """)
    }

    /// `- **Tab Links**: 15px semibold, link blue` names a component and gives its look in one
    /// line: a colour with no role word is the link's text, `white on Berry` is white text on a
    /// Berry fill, and `4px border-radius` its corners, not a border. A line read as a colour
    /// and a weight alone (`thin Berry line`) is listed, not drawn as text; a bullet of which
    /// nothing is read is left out.
    @Test("One-line bullets naming components under a components heading are drawn by their phrases")
    func oneLineBulletsUnderComponentsHeading() throws {
        let document = """
            # Kite

            ## Colours
            - **Link Blue** (`#1A4FD6`): links
            - **Berry** (`#B0245A`): accent for skip links
            - **Paper** (`#FFFFFF`): page background

            ## Components

            ### Navigation Components
            - **Tab Links**: 15px semibold, link blue, underline on hover
            - **Help Links**: 14px, weight 400, `#1A4FD6` text
            - **Skip Link**: white on Berry, 4px border-radius, bold weight
            - **Breadcrumb Trail**: sits above the page title on deep pages
            - **Progress Line**: thin Berry line under the header while a page loads
            """
        #expect(try ReadingAsFrontMatterTests.extracted(document) == """
            ---
            version: alpha
            name: "Kite"
            colors:
              link-blue: "#1A4FD6"  # line 4
              berry: "#B0245A"  # line 5
              paper: "#FFFFFF"  # line 6
            components:
              tab-links:  # line 11
                textColor: "{colors.link-blue}"  # line 11
                typography: { fontSize: 15px, fontWeight: 600 }  # line 11
              tab-links-hover:  # line 11
                typography: { fontSize: 15px, fontWeight: 600, textDecoration: "underline" }  # line 11
              help-links:  # line 12
                textColor: "#1A4FD6"  # line 12
                typography: { fontSize: 14px, fontWeight: 400 }  # line 12
              skip-link:  # line 13
                backgroundColor: "{colors.berry}"  # line 13
                textColor: "#FFFFFF"  # line 13
                rounded: 4px  # line 13
                typography: { fontWeight: 700 }  # line 13
            #
            # Not understood (the document's words, with their lines):
            #   line 15: component "Progress Line" is described only in words, not drawn: "Progress Line: thin Berry line under the header while a page loads" (line 15)
            ---

            """)
    }
}
