import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// A search field's spec lists the field and the button beside it (`input: …`, `button: …`):
/// the button's classes are no look of the field, nor a variant of it; they are listed as
/// written, not drawn.
@Suite struct FieldButtonLineTests {
    static let document = """
    # Harbor

    ## Components

    ### Search Field

    ```
    Style:
      - input: w-full rounded-lg border border-slate-200 bg-white px-3 py-2
      - button: bg-teal-700 text-white rounded-lg px-4 py-2

    States:
      - Focus: border-teal-700
    ```

    ### Inputs

    **Text field:**
    - Background: white
    - Border: 1px solid #CBD5E1

    **Consent dialog:**
    - Background: white
    - Buttons: white bg with black border
    """

    static let system = Result { () throws -> AnalyzedSystem in try TestSupport.analysedSystem(document) }

    @Test func theButtonBesideAFieldIsNotTheFieldsLook() throws {
        let field = try #require(try Self.system.get().components.first { $0.name == "Search Field" })
        #expect(field.variants.count == 1, "\(field.variants.map(\.name))")
        let look = try #require(field.variants.first?.states[.default])
        #expect(look.fill?.hex == "#FFFFFF")
        #expect(look.textColor?.hex != "#FFFFFF")
        let extracted = try ReadingAsFrontMatterTests.extracted(Self.document)
        #expect(extracted.contains("button: bg-teal-700 text-white rounded-lg px-4 py-2"), "\(extracted)")
    }

    /// Under a variant (a dialog listed among the forms), the buttons' line is that variant's part.
    @Test func aVariantsButtonsLineIsItsPart() throws {
        let inputs = try #require(try Self.system.get().components.first { $0.name == "Inputs" })
        let part = try #require(inputs.spec.parts.first { $0.name == "Buttons" }, "\(inputs.spec.parts.map(\.name))")
        #expect(part.properties.fill?.value?.hex == "#FFFFFF" && part.properties.borderColor?.value?.hex == "#000000")
    }
}
