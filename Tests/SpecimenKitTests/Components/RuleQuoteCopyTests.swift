import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// A phrase quoted inside a rule (`**Placement rule:** … kept for quiet "maybe later" choices`)
/// is the rule's words, not copy: no button shows it, and no part is made of the rule. Copy a
/// component gives as its label (`- Example: "Moor here"`) is still its copy.
@Suite struct RuleQuoteCopyTests {
    static let document = """
    # Quay Kit

    ## Colours

    - Tide: `#0e5a8a`
    - Chalk: `#f4f1ea`

    ## Components

    ### Buttons

    | Style | Background | Text |
    |---|---|---|
    | Primary | `#0e5a8a` | `#fff` |
    | Ghost | transparent | `#0e5a8a` |

    **Placement rule:** one Primary per screen. The Ghost look is kept for quiet "maybe later" choices in Tide.

    ### Chips

    - Background: Chalk
    - Text: Tide
    - Example: "Moor here"
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    @Test func aQuoteInsideARuleIsNoButtonsCopy() throws {
        let components = try Self.system.get().components
        for name in ["Primary", "Ghost"] {
            let look = try TestSupport.variant("Buttons", name, in: components)[.default]
            #expect(look?.sampleText != "maybe later", "\(name)")
        }
        let buttons = try #require(components.first { $0.name == "Buttons" })
        #expect(!buttons.parts.contains { $0.name.contains("rule") }, "\(buttons.parts.map(\.name))")
    }

    @Test func aLabelledExampleIsStillCopy() throws {
        #expect(try TestSupport.variant("Chips", in: Self.system.get().components)[.default]?.sampleText == "Moor here")
    }
}
