import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ComponentTests {
    /// Pseudo-CSS as app teams write a component's spec: declarations whose values are the
    /// document's own colour steps by name (`background: clay-600`, no `var()`), and state lines
    /// that mix such a name with utility classes (`hover: clay-700, shadow-md`). A palette line in
    /// code of one colour class is a colour; of a fill and a text class, a badge's look.
    @Suite struct BareTokenDeclarations {
        static let document = """
        # Kiln

        ## Colors

        ```css
        clay-100: #F3E6DC  /* light wash */
        clay-600: #B4532A  /* primary button */
        clay-700: #8F3F1E  /* primary hover */
        stone-100: #F2F1EE
        stone-700: #3F3D39
        ```

        ```
        Signal OK:
          border:     border-emerald-200
          badge:      bg-emerald-100 text-emerald-800
        ```

        ## Components

        ### Buttons

        **Primary Button**
        ```css
        .btn-primary {
          background: clay-600
          color: white
          border-radius: 0.5rem
          hover: clay-700, shadow-md
          disabled: opacity-50, cursor-not-allowed
        }
        ```

        **Quiet Button**
        ```css
        .btn-quiet {
          background: stone-100;
          color: stone-700;
          border: 1px solid clay-600;
        }
        ```

        **Ghost Button**
        ```css
        .btn-ghost {
          border: 1px solid gray-300
          hover: gray-200, shadow-sm
        }
        ```
        """

        static let system = Result { () throws -> AnalyzedSystem in try TestSupport.analysedSystem(document) }

        static func look(_ variant: String, _ state: ComponentState = .default) throws -> ResolvedProperties? {
            let components = try system.get().components
            return try TestSupport.variant("Buttons", variant, in: components).states[state]
        }

        @Test func aDeclarationNamingTheDocumentsStepIsThatColour() throws {
            let primary = try #require(try Self.look("Primary"))
            #expect(primary.fill?.hex == "#B4532A")
            #expect(primary.textColor?.hex == "#FFFFFF")
            let quiet = try #require(try Self.look("Quiet"))
            #expect(quiet.fill?.hex == "#F2F1EE")
            #expect(quiet.textColor?.hex == "#3F3D39")
            #expect(quiet.borderColor?.hex == "#B4532A")
        }

        @Test func aStepBesideClassesUnderAStateIsThatStatesFill() throws {
            let hover = try #require(try Self.look("Primary", .hover))
            #expect(hover.fill?.hex == "#8F3F1E")
            #expect(hover.shadow != nil)
        }

        @Test func aPaletteLineOfOneClassIsATokenAndOfAFillAndTextIsALook() throws {
            let colors = try Self.system.get().tokens.tokens(of: .color).compactMap { token -> (name: String, hex: String)? in
                guard case .color(let color) = token.value else { return nil }
                return (token.name, color.hex)
            }
            #expect(colors.contains { $0.name.hasSuffix("border") && $0.hex == "#A7F3D0" })
            #expect(!colors.contains { $0.hex == "#D1FAE5" || $0.hex == "#065F46" })
        }

        @Test func aPaletteStepTheDocumentLacksIsTailwindsInAShorthandAndAmongClasses() throws {
            let ghost = try #require(try Self.look("Ghost"))
            #expect(ghost.borderColor?.hex == "#D1D5DB")
            let hover = try #require(try Self.look("Ghost", .hover))
            #expect(hover.fill?.hex == "#E5E7EB")
        }

        @Test func anOpacityClassIsTheStatesOpacity() throws {
            let disabled = try #require(try Self.look("Primary", .disabled))
            #expect(disabled.opacity == 0.5)
        }
    }
}
