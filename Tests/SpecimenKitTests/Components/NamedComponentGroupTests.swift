import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// A heading that groups components (`### Containers & notices`, `### Selection inputs`) over
/// one-line bullets that each name a component with its values: each bullet is a component of
/// its own, drawn when its values give a look, else listed with its words. The heading is none,
/// even when one of its words names a kind, and no bullet is folded into another's look.
@Suite struct NamedComponentGroupTests {
    static let document = """
    # Atlas

    ## Colours
    - Ink: #1F2937
    - Paper: #FFFFFF

    ## Components

    ### Containers & notices
    - **Card:** 20px padding, 12px radius, white background, 1px #D0D5DD border
    - **Snackbar:** 320px wide, 6px radius, #1F2937 background, white text
    - **Banner:** 12px padding, 4px radius, status fills
    - **Popover:** min 180px, 8px radius
    - **Menu:** min 200px, 8px padding

    ### Selection inputs
    - **Checkbox:** 20×20, radius 4px, border 2px #475467
    - **Switch:** track 36×20, radius 10px

    ### Navigation
    - **Top bar**: white background, 1px #E5E7EB bottom border
    - **Nav links**: Inter at 15px, #374151
    - **Action button**: #111827 pill, white text
    - **Sticky**: pinned on scroll
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    @Test func theGroupHeadingsAreNoComponents() throws {
        let names = try Self.system.get().components.map(\.name)
        #expect(!names.contains("Containers & notices"), "\(names)")
        #expect(!names.contains("Selection inputs"), "\(names)")
    }

    @Test func eachBulletIsItsOwnComponent() throws {
        let components = try Self.system.get().components
        let card = try TestSupport.variant("Card", in: components)[.default]
        #expect(card?.fill?.hex == "#FFFFFF")
        #expect(card?.borderColor?.hex == "#D0D5DD")
        #expect(card?.width == nil)
        let snackbar = try TestSupport.variant("Snackbar", in: components)[.default]
        #expect(snackbar?.fill?.hex == "#1F2937")
        #expect(snackbar?.textColor?.hex == "#FFFFFF")
        #expect(snackbar?.borderColor == nil)
        let checkbox = try #require(components.first { $0.name == "Checkbox" })
        #expect(checkbox.kind == .checkbox)
        let toggle = try #require(components.first { $0.name == "Switch" })
        #expect(toggle.kind == .toggle)
    }

    @Test func aBulletWithNoColourIsListedWithItsWords() throws {
        let system = try Self.system.get()
        let described = system.system.describedComponents
        for name in ["Popover", "Menu"] {
            #expect(described.contains { $0.name == name }, "\(described.map(\.name))")
            #expect(!system.components.contains { $0.name == name })
        }
    }

    @Test func aSectionWhoseBulletsDescribeItsOwnBarStaysOne() throws {
        let components = try Self.system.get().components
        let bar = try TestSupport.variant("Navigation", in: components)[.default]
        #expect(bar?.fill?.hex == "#FFFFFF")
        #expect(components.contains { $0.name == "Action button" })
        #expect(!components.contains { $0.name == "Sticky" || $0.name == "Top bar" })
    }
}
