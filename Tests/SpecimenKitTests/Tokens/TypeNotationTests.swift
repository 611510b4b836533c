import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// Type written as Android and Flutter teams write it (`28sp`, `w600`), and a scale whose lines
/// name the family before the size.
@Suite struct TypeNotationTests {
    static let document = """
    # Lanternfish

    ## Typography

    - Screen title: 28sp, semibold
    - Body: 16sp, w400
    - Caption: Nunito 12sp w600
    - Overline: Nunito, 11sp, bold

    ## Components

    ### Chips

    - Chip: #E3EEF7 fill, #17324D text, 13sp w600
    - Selected chip: #17324D fill, white text
    """

    static let system = Result { () throws -> AnalyzedSystem in try TestSupport.analysedSystem(document) }

    static func style(_ name: String) throws -> TypeStyle? {
        guard case .typeStyle(let style)? = try system.get().system.tokens.tokens.first(where: { $0.name == name })?.value else { return nil }
        return style
    }

    @Test func spIsASizeAndWNumberAWeight() throws {
        let title = try #require(try Self.style("Screen title"))
        #expect(title.size?.value == 28)
        #expect(title.weight == "semibold")
        let body = try #require(try Self.style("Body"))
        #expect(body.size?.value == 16)
        #expect(body.weight == "regular")
    }

    @Test func aFamilyBeforeTheSizeIsTheStylesFamily() throws {
        let caption = try #require(try Self.style("Caption"))
        #expect(caption.family == "Nunito")
        #expect(caption.size?.value == 12)
        #expect(caption.weight == "semibold")
        let overline = try #require(try Self.style("Overline"))
        #expect(overline.family == "Nunito")
        #expect(overline.weight == "bold")
    }

    @Test func aComponentsTypeInTheSameNotation() throws {
        let chip = try #require(try TestSupport.variant("Chips", in: try Self.system.get().components).states[.default])
        #expect(chip.font?.size == 13)
        #expect(chip.font?.weight == "semibold")
    }

    /// `Selected chip:` under Chips: the kind's own word with a state is that state's look, not
    /// the resting one.
    @Test func theKindsWordWithAStateIsThatState() throws {
        let chip = try TestSupport.variant("Chips", in: try Self.system.get().components)
        #expect(chip.states[.default]?.fill?.hex == "#E3EEF7")
        #expect(chip.states[.selected]?.fill?.hex == "#17324D")
        #expect(chip.states[.selected]?.textColor?.hex == "#FFFFFF")
    }
}
