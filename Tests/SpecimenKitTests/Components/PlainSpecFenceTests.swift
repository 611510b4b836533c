import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// Component specs written in fences of plain text. `Key: value` lines fenced under a
/// component's heading are read as the same lines written as bullets are (`PlainSpecFence`),
/// and a fence of utility classes stays one when a line ends with a note in brackets or says,
/// after an arrow, what the look becomes.
@Suite struct PlainSpecFenceTests {
    static let fenced = """
    # Harbor Desk

    ## Colors

    - Navy: #1B2A41 (primary buttons)
    - Sand: #F4EBDD (page background)
    - Rust: #B5522B (warnings)

    ## Components

    ### Metric Tile
    ```
    A white card with a thin top rule.
    - Label: 11px uppercase, Navy
    - Value: 28px bold
    - Variants: calm (sand), alert (rust)
    ```

    ### Data Grid
    ```text
    - Header: Sand background, Navy text, 12px uppercase
    - Row hover: #FAF6EF
    - Cell padding: 6px 12px
    - Border: 1px solid Sand between rows
    ```

    ### Nav Link
    ```
    - Active: Navy background, white text
    - Hover: Sand background, Navy text
    ```
    """

    /// The same lines, unfenced.
    static var bulleted: String {
        fenced.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("```") }.joined(separator: "\n")
    }

    static let classes = """
    # Quay

    ## Colors

    - Accent: #2F6FEB (buttons)
    - Muted: #8A8F98 (secondary text)
    - Line: #2A2D33 (borders)

    ## Buttons

    ### Primary

    ```
    bg-accent text-white px-5 py-2 rounded-lg
    ```

    ### Secondary

    ```
    border border-line text-muted hover:text-white
    px-3 py-1.5 rounded-md  (or rounded-full for pills)
    ```

    ### Copy Button

    ```
    text-muted hover:text-white rounded-md
    → text-accent (after copying)
    ```

    ### Selected Chip

    ```
    border-accent text-accent     (quiet look)
    bg-accent text-white          (loud look)
    ```
    """

    static func summary(_ components: [ResolvedComponent]) -> [String] {
        components.map { component in
            let looks = component.variants.map { variant in
                let states = variant.states.keys.sorted().map { state in
                    "\(state.rawValue)=\(variant[state]?.fill?.hex ?? "-")/\(variant[state]?.textColor?.hex ?? "-")"
                }
                return "\(variant.name)[\(states.joined(separator: ","))]"
            }
            let parts = component.parts.map(\.name).sorted()
            return "\(component.name): \(looks.joined(separator: " ")) parts \(parts)"
        }.sorted()
    }

    @Test func aFenceOfLabelledLinesReadsAsItsBullets() throws {
        let fenced = try TestSupport.analysedSystem(Self.fenced).components
        let bulleted = try TestSupport.analysedSystem(Self.bulleted).components
        #expect(!fenced.isEmpty)
        #expect(Self.summary(fenced) == Self.summary(bulleted))
    }

    @Test func theFencedSpecIsDrawn() throws {
        let components = try TestSupport.analysedSystem(Self.fenced).components
        let tile = try #require(components.first { $0.name == "Metric Tile" }, "\(components.map(\.name))")
        #expect(tile.variants.count == 2, "\(tile.variants.map(\.name))")
        let grid = try TestSupport.variant("Data Grid", in: components)
        #expect(grid[.default]?.fill?.hex == "#F4EBDD", "\(grid.states)")
        let link = try #require(components.first { $0.name == "Nav Link" }, "\(components.map(\.name))")
        #expect(link.variants.contains { $0[.hover]?.fill?.hex == "#F4EBDD" }, "\(link.variants)")
    }

    @Test func aFenceOfCodeStaysCode() {
        let code = "Primary: #1B2A41;\nSecondary: #F4EBDD;"
        #expect(PlainSpecFence.specification(code) == nil)
        // A header over indented lines is a listing's group, read as code.
        #expect(PlainSpecFence.specification("States:\n  Hover: Sand\n  Pressed: Navy") == nil)
        // Lines without list markers are a listing the code reader reads line by line.
        #expect(PlainSpecFence.specification("Height: 40px\nRadius: 8px") == nil)
        #expect(PlainSpecFence.specification("A quiet box.\n- Height: 40px\n- Radius: 8px") != nil)
    }

    @Test func classesWithANoteAreStillTheLook() throws {
        let components = try TestSupport.analysedSystem(Self.classes).components
        let secondary = try TestSupport.variant("Buttons", "Secondary", in: components)
        #expect(secondary[.default]?.radius == 6, "\(secondary.states)")
        #expect(secondary[.default]?.paddingHorizontal == 12, "\(secondary.states)")
        #expect(secondary[.hover]?.textColor?.hex == "#FFFFFF", "\(secondary.states)")
    }

    @Test func aChangeNamingNoStateIsListedNotDrawn() throws {
        let components = try TestSupport.analysedSystem(Self.classes).components
        let copy = try #require(components.first { $0.name == "Copy Button" }, "\(components.map(\.name))")
        #expect(copy.variants.first?[.hover]?.textColor?.hex == "#FFFFFF")
        #expect(copy.spec.notDrawn.map(\.text) == ["→ text-accent (after copying)"])
        #expect(!copy.variants.contains { $0.states.values.contains { $0.textColor?.hex == "#2F6FEB" } })
    }

    @Test func eachNotedLineIsALook() throws {
        let components = try TestSupport.analysedSystem(Self.classes).components
        let chip = try #require(components.first { $0.name.hasPrefix("Selected Chip") }, "\(components.map(\.name))")
        #expect(chip.variants.count == 2, "\(chip.variants.map(\.name))")
        #expect(chip.variants.contains { $0[.default]?.fill?.hex == "#2F6FEB" })
        #expect(chip.variants.contains { $0[.default]?.fill == nil && $0[.default]?.textColor?.hex == "#2F6FEB" })
    }
}
