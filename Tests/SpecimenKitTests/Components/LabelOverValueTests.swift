import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// Documents pasted from a word processor put a label on one line and its value on the next,
/// in one paragraph (`Background:` then `#2A6F4E`): one definition, at the label's line.
@Suite struct LabelOverValueTests {
    static let document = """
    # Fernhill

    ## Colors

    Colors:
    Moss: #2A6F4E
    Chalk: #FFFFFF

    ## Buttons

    ### Primary button

    Background:
    #2A6F4E

    Text:
    #FFFFFF

    Radius:
    10px

    Padding:
    12px 20px

    **Interaction notes:**
    Hover states use a #2A6F4E tint at 10% over the fill, never a new colour.
    """

    static let system = Result { () throws -> AnalyzedSystem in try TestSupport.analysedSystem(document) }

    @Test func aValueOnTheLineUnderItsLabelIsThatLabels() throws {
        let look = try #require(TestSupport.variant("Primary button", in: Self.system.get().components)[.default])
        #expect(look.fill?.hex == "#2A6F4E")
        #expect(look.textColor?.hex == "#FFFFFF")
        #expect(look.radius == 10)
        #expect(look.paddingVertical == 12 && look.paddingHorizontal == 20)
    }

    /// `Colors:` over `Moss: #2A6F4E`: the next line is a definition of its own, not the value.
    @Test func aLabelledLineUnderALoneLabelKeepsItsOwnLabel() throws {
        let names = try Self.system.get().tokens.tokens.map(\.name)
        #expect(names.contains("Moss") && names.contains("Chalk"), "\(names)")
        #expect(!names.contains { $0.lowercased().hasPrefix("colors") }, "\(names)")
        // A sentence under a caption is what the caption introduces, not a colour it names.
        #expect(!names.contains { $0.lowercased().hasPrefix("interaction") }, "\(names)")
    }
}
