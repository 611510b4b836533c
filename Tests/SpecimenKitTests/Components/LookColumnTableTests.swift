import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// A table of variants with no column but the look in words (`| Variant | Style |`, French
/// `| Variante | Rendu |`): each row is a variant drawn with the fill, text and border its cell
/// names, custom properties resolved to the document's tokens, and its text on its fill audited.
@Suite struct LookColumnTableTests {
    static let english = """
    # Dock

    ## Tokens

    ```css
    --kelp: #2E5E4E;
    --foam: #F2F7F5;
    --slate: #52606D;
    --rule: #9AA5B1;
    ```

    ## Type

    ```css
    body { font-family: var(--face), Georgia, serif; }
    ```

    ## Buttons

    | Variant | Style |
    |---|---|
    | `main` | bg `var(--kelp)`, text `var(--foam)` |
    | `outline` | transparent fill, `1px solid var(--rule)`, text `var(--slate)` |
    | `alarm` | bg `#D9534F`, white text ; disabled → `rgba(217,83,79,0.4)` |
    """

    static let french = """
    # Quai

    ## Jetons

    ```css
    --algue: #2E5E4E;
    --ecume: #F2F7F5;
    --ardoise: #52606D;
    ```

    ## Boutons

    | Variante | Rendu |
    |---|---|
    | `plein` | fond `var(--algue)`, texte `var(--ecume)` |
    | `discret` | totalement transparent, texte `var(--ardoise)` |
    | `alerte` | fond `#D9534F`, texte blanc |
    """

    static let englishSystem = Result { try TestSupport.analysedSystem(english) }
    static let frenchSystem = Result { try TestSupport.analysedSystem(french) }

    @Test func eachRowIsAVariantDrawnWithItsCell() throws {
        let components = try Self.englishSystem.get().components
        let main = try TestSupport.variant("Buttons", "main", in: components)[.default]
        #expect(main?.fill?.hex == "#2E5E4E" && main?.textColor?.hex == "#F2F7F5", "\(String(describing: main))")
        let outline = try TestSupport.variant("Buttons", "outline", in: components)[.default]
        #expect(outline?.borderColor?.hex == "#9AA5B1" && outline?.textColor?.hex == "#52606D", "\(String(describing: outline))")
        #expect(outline?.fill?.hex != "#2E5E4E")
    }

    @Test func aFrenchRenduColumnIsReadTheSameWay() throws {
        let components = try Self.frenchSystem.get().components
        let plain = try TestSupport.variant("Boutons", "plein", in: components)[.default]
        #expect(plain?.fill?.hex == "#2E5E4E" && plain?.textColor?.hex == "#F2F7F5", "\(String(describing: plain))")
        let quiet = try TestSupport.variant("Boutons", "discret", in: components)[.default]
        #expect(quiet?.textColor?.hex == "#52606D", "\(String(describing: quiet))")
    }

    /// `; disabled → rgba(…)` after the resting look is the disabled state's fill, not the resting one's.
    @Test func aStateClauseIsThatStatesLook() throws {
        let components = try Self.englishSystem.get().components
        let alarm = try TestSupport.variant("Buttons", "alarm", in: components)
        #expect(alarm[.default]?.fill?.hex == "#D9534F", "\(String(describing: alarm[.default]))")
        #expect(alarm[.disabled]?.fill?.hex == "#D9534F66", "\(String(describing: alarm[.disabled]))")
    }

    /// White text on a red fill, both in one cell, is a pair in use: 4.0, failing AA.
    @Test func theCellsTextOnItsFillIsAudited() throws {
        for system in [try Self.englishSystem.get(), try Self.frenchSystem.get()] {
            let pairs = try #require(system.audit).pairs
            let alarm = pairs.first { $0.background.hex == "#D9534F" && $0.foreground.hex == "#FFFFFF" }
            #expect(alarm != nil && alarm?.verdicts[.aa].passes == false, "\(pairs.map(\.id))")
        }
    }

    /// `var(--kelp)` names a colour; its function's word is no type family, even where a stack
    /// written `var(--face), Georgia` left one named so.
    @Test func aCustomPropertyIsNoFamily() throws {
        let components = try Self.englishSystem.get().components
        let main = try TestSupport.variant("Buttons", "main", in: components)[.default]
        #expect(main?.font?.family == nil, "\(String(describing: main?.font))")
    }
}
