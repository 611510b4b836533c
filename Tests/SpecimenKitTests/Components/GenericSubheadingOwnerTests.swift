import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// `### QuotaMeter` then `#### Visual Spec`, `#### Anatomy` under `## Components`: sub-headings
/// of words that group a component's looks (`groupingHeadingWords`) belong to the component
/// heading above them, though its name is of no kind the vocabulary knows. No component is
/// called "Visual Spec", two components' sub-headings of one name are never merged, and a
/// `- **Container**:` bullet there is the component's own box, not a component of its own.
@Suite struct GenericSubheadingOwnerTests {
    static let document = """
    # Lanternfish

    ## Colors
    - Abyss: `#0B1320`
    - Glow: `#F5F7FA`

    ## Core Components

    ### QuotaMeter

    **File:** `src/QuotaMeter.tsx`

    #### Visual Spec

    - **Background**: #0B1320
    - **Text**: #F5F7FA
    - **Radius**: 10px

    ### TideClock

    #### Anatomy

    - **Background**: #F5F7FA
    - **Text**: #0B1320
    - **Radius**: 4px

    ### DepthCard

    #### Visual Spec

    - **Container**: white background, 12px radius
      - Active: #0B1320 border
    - **Depth badge**: `px-2 py-1 rounded border text-[11px] font-semibold`
    - **Caption**: 12px
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    static var names: [String] { (try? system.get().components.map(\.name)) ?? [] }

    @Test func aVisualSpecSubheadingIsItsParentsComponent() throws {
        #expect(!Self.names.contains("Visual Spec"))
        let meter = try TestSupport.variant("QuotaMeter", in: Self.system.get().components)[.default]
        #expect(meter?.fill?.hex == "#0B1320" && meter?.textColor?.hex == "#F5F7FA")
    }

    @Test func anAnatomySubheadingIsItsParentsComponent() throws {
        #expect(!Self.names.contains("Anatomy"))
        let clock = try TestSupport.variant("TideClock", in: Self.system.get().components)[.default]
        #expect(clock?.fill?.hex == "#F5F7FA" && clock?.textColor?.hex == "#0B1320")
    }

    @Test func aContainerBulletIsTheComponentsOwnBox() throws {
        #expect(!Self.names.contains("Container"))
        let card = try TestSupport.variant("DepthCard", in: Self.system.get().components)[.default]
        #expect(card?.fill?.hex == "#FFFFFF")
    }
}
