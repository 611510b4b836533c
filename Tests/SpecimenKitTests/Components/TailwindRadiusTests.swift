import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// A corner utility named in a component's words (`Rounded corners (rounded-md)`) is the radius
/// Tailwind's default theme gives it; a stated length wins, and "rounded" alone is the adjective.
@Suite struct TailwindRadiusTests {
    static let document = """
    # Fennel

    ## Colors
    - **Fennel** (#3F5A2E): brand
    - **Oat** (#F4EFE3): page

    ## Components
    - **Buttons**: Softly rounded corners (rounded-md). Fennel fill with Oat text.
    - **Cards**: Rounded corners (rounded-2xl). Oat background.
    - **Chips**: Rounded corners, 10px radius, rounded-lg in code. Fennel fill.
    - **Tags**: Rounded ends. Fennel fill.
    """

    static let components = Result { try TestSupport.analysedSystem(document).components }

    @Test func aCornerUtilityIsItsDefaultRadius() throws {
        #expect(try TestSupport.variant("Buttons", in: Self.components.get())[.default]?.radius == 6)
        #expect(try TestSupport.variant("Cards", in: Self.components.get())[.default]?.radius == 16)
    }

    @Test func aStatedLengthWinsAndTheAdjectiveGivesNone() throws {
        #expect(try TestSupport.variant("Chips", in: Self.components.get())[.default]?.radius == 10)
        #expect(try TestSupport.variant("Tags", in: Self.components.get())[.default]?.radius == nil)
    }

    @Test func utilitiesBehindAVariantOrThatDisagreeGiveNone() {
        #expect(TailwindRadiusClasses.radius(in: "md:rounded-lg") == nil)
        #expect(TailwindRadiusClasses.radius(in: "rounded-sm or rounded-xl") == nil)
        #expect(TailwindRadiusClasses.radius(in: "(rounded-xl)")?.radius == Length(12, .px))
    }

    /// A document with its own radius scale: `rounded-xl` is its `xl`; a pill's words win.
    @Test func theDocumentsOwnStepWinsAndAPillIsAPill() throws {
        let components = try TestSupport.analysedSystem("""
            ---
            name: Fennel
            rounded:
              md: 10px
              xl: 20px
            ---
            # Fennel

            ## Colors
            - **Fennel** (#3F5A2E): brand

            ## Components
            - **Cards**: Rounded corners (rounded-xl). Fennel fill.
            - **Chips**: Small, `rounded-md` (pill-shaped). Fennel fill.
            """).components
        #expect(try TestSupport.variant("Cards", in: components)[.default]?.radius == 20)
        let chip = try TestSupport.variant("Chips", in: components)[.default]
        #expect(chip?.fullyRounded == true && chip?.radius == nil)
    }
}

/// A fill cell saying there is none (`| Ghost | None | … |`) is no fill, drawn clear, with no
/// warning about a colour called "None".
@Suite struct NoFillCellTests {
    @Test func aNoneFillCellIsClearAndWarnsOfNothing() throws {
        let system = try TestSupport.analysedSystem("""
            # Fennel

            ## Colors
            - **Fennel** (#3F5A2E): brand

            ## Components

            ### Buttons
            | Variant | Background | Text | Border |
            |---|---|---|---|
            | **Main** | Fennel | White | None |
            | **Quiet** | None | Fennel | None |
            """)
        let quiet = try TestSupport.variant("Buttons", "Quiet", in: system.components)[.default]
        #expect(quiet?.fill?.alpha == 0 && quiet?.unresolved.contains("fill") == false)
        #expect(quiet?.textColor?.hex == "#3F5A2E")
        #expect(!system.system.componentDiagnostics.contains { $0.message.contains("'None'") }, "\(system.system.componentDiagnostics.map(\.message))")
    }
}
