import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// A name defined again with another value is a conflict in one section, but another
/// section's own value when the sections differ: kept under the section's name, never lost.
@Suite struct SectionRestatementTests {
    static let document = """
    # Finch

    ## Tag palette
    - Clay: `#A4553A`

    ## Habit palette
    - Clay: `#C98F6B`
    - Clay: `#C98F6C`

    ## Charts

    ### Harbour Theme
    ```swift
    gridLine: Color(hex: "#2A3138")
    ```

    ### Ember Theme
    ```swift
    gridLine: Color(hex: "#D8DEE3")
    ```

    ## Alert strip

    ```
    ┌──────────────────────┐
    │  Storm warning       │
    └──────────────────────┘
    background: #FDECEA
    ```
    """

    func extracted() -> TokenSet {
        TokenExtractor().extract(from: MarkdownParser().parse(Self.document, file: "finch/DESIGN.md"))
    }

    func color(_ tokens: TokenSet, _ name: String) -> String? {
        tokens.tokens.first { $0.slug == DesignToken.slug(for: name) }.flatMap { token in
            if case .color(let color) = token.value { color.hex } else { nil }
        }
    }

    @Test func anotherSectionsValueIsKeptUnderItsName() throws {
        let tokens = extracted()
        #expect(color(tokens, "Clay") == "#A4553A")
        #expect(color(tokens, "Habit palette Clay") == "#C98F6B")
        let warning = tokens.diagnostics.first { $0.line == 7 }
        #expect(warning?.severity == .warning)
        #expect(warning?.message.contains("kept as 'Habit palette Clay'") == true)
        // Within one section a second value is still a conflict, and the first is kept.
        #expect(tokens.diagnostics.contains { $0.line == 8 && $0.severity == .warning })
    }

    @Test func aThemeHeadingRestatesNamesAsThatThemesValues() throws {
        let tokens = extracted()
        #expect(color(tokens, "gridLine") == "#2A3138")
        #expect(color(tokens, "Ember Theme gridLine") == "#D8DEE3")
        #expect(tokens.diagnostics.first { $0.message.contains("Ember Theme gridLine") }?.severity == .note)
    }

    /// A box diagram draws; the declarations under it in the same block still state values.
    @Test func declarationsUnderABoxDiagramAreRead() throws {
        let tokens = extracted()
        #expect(tokens.tokens.contains { if case .color(let color) = $0.value { color.hex == "#FDECEA" } else { false } })
        #expect(!tokens.tokens.contains { $0.name.contains("Storm") })
    }
}
