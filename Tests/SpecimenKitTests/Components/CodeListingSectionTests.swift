import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ComponentTests {
    /// A component written as a plain code listing of `Key: value` lines under a heading of the
    /// Components section, whatever the heading names: keys qualified by a kind
    /// (`Field border:`) are that component's own properties, and a heading of no known kind
    /// (`### Rail`) is still the component its values describe; a framed drawing's caption
    /// (`Button borders: 2pt`) stays a note.
    @Suite struct CodeListingSections {
        static let document = """
        # Quarry

        ## Components

        ### Entry Forms

        ```
        Field background: #FAF8F2
        Field border: 1px solid #D9D4C7
        Field border-radius: 4px
        Field padding: 8px 12px
        Focus: border-color #4E7D3A
        ```

        ### Ledger

        ```
        Header: background #D9D4C7, uppercase
        Cell padding: 10px 14px
        Row hover: background #FAF8F2
        ```

        ### Rail (Back Office)

        ```
        Background: #2B3A42
        Text: #FAF8F2
        Width: 240px
        ```

        ### Buttons

        - Background: #4E7D3A
        - Text: #FAF8F2

        ```css
        --button-hover-color: #2B3A42;
        ```

        ### Ticket Shapes

        **Tickets:**
        ```
        ┌──────────────┐
        │     Board    │
        └──────────────┘
        Ticket border: 2pt
        Ticket radius: 3pt
        ```
        """

        static let system = Result { () throws -> AnalyzedSystem in try TestSupport.analysedSystem(document) }

        @Test func keysQualifiedByAKindAreTheComponentsOwn() throws {
            let components = try Self.system.get().components
            let forms = try #require(components.first { $0.name == "Entry Forms" }, "\(components.map(\.name))")
            #expect(forms.kind == .textInput)
            let field = try #require(forms.variants.first?[.default])
            #expect(field.fill?.hex == "#FAF8F2")
            #expect(field.borderWidth == 1 && field.borderColor?.hex == "#D9D4C7")
            #expect(field.radius == 4)
            #expect(field.paddingVertical == 8 && field.paddingHorizontal == 12)
            // No variant named after a key.
            #expect(forms.variants.count == 1)
            #expect(forms.variants.first?[.focus]?.borderColor?.hex == "#4E7D3A")
        }

        @Test func aListingUnderAHeadingOfNoKnownKindIsItsComponent() throws {
            let rail = try TestSupport.variant("Rail (Back Office)", in: try Self.system.get().components)
            #expect(rail[.default]?.fill?.hex == "#2B3A42")
            #expect(rail[.default]?.textColor?.hex == "#FAF8F2")
            #expect(rail[.default]?.width == 240)
        }

        /// `Cell padding: 10px 14px`: the cell's padding, never a 10px type size.
        @Test func aPartNamedWithALengthTakesThatLength() throws {
            let components = try Self.system.get().components
            let ledger = try #require(components.first { $0.name == "Ledger" }, "\(components.map(\.name))")
            let cell = try #require(ledger.parts.first { $0.name == "Cell" }, "\(ledger.parts.map(\.name))")
            #expect(cell.properties.font?.size == nil)
            #expect(cell.properties.paddingVertical == 10 && cell.properties.paddingHorizontal == 14)
        }

        /// `--button-hover-color` is a token named for the kind, not the button's hover text.
        @Test func aVariableNamedForTheKindIsNoPropertyOfIt() throws {
            let button = try TestSupport.variant("Buttons", in: try Self.system.get().components)
            #expect(button[.hover]?.textColor?.hex != "#2B3A42")
            #expect(button[.default]?.textColor?.hex == "#FAF8F2")
        }

        @Test func aDrawingsCaptionNamesNoPropertyByItsKind() throws {
            let components = try Self.system.get().components
            #expect(!components.contains { component in
                component.variants.contains { $0[.default]?.radius == 3 || $0[.default]?.borderWidth == 2 }
            }, "\(components.map(\.name))")
        }
    }
}
