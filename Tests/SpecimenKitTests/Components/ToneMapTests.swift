import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// A component's looks written as a map of style objects in TypeScript (`kelp: { background:
/// '…', color: 'var(--kelp)' }`, `'ON HOLD': { color: …, bg: … }`): each key is a variant with
/// that fill, text and border, under whatever caption heads the map; no key is a palette token.
@Suite struct ToneMapTests {
    static let document = """
    # Dock

    ## Tokens

    ```css
    --kelp: #2E5E4E;
    --foam: #F2F7F5;
    --slate: #52606D;
    --dark: #101418;
    ```

    ## Badges

    **Shared primitive** (by tone):
    ```ts
    export type Tone = 'kelp' | 'alarm' | 'plain'
    kelp:  { background: 'rgba(46,94,78,0.16)', color: 'var(--kelp)' },
    alarm: { background: 'rgba(217,83,79,0.16)', color: '#D9534F' },
    plain: { background: 'var(--slate)', color: 'var(--foam)' },
    ```

    ```ts
    'ON HOLD': { color: '#C28A2C', border: 'rgba(194,138,44,0.4)', bg: 'rgba(194,138,44,0.12)' }
    ```

    ## Cards

    **Shared card** (`Card.tsx`):
    ```ts
    { background: 'var(--foam)', border: `1px solid ${tint || 'var(--slate)'}`, borderRadius: 12, padding: 20 }
    ```

    ## Themes

    ```ts
    accent: { light: '#1B6FB5', dark: '#6FB3F0' }
    ```
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    @Test func eachKeyIsAVariantWithItsFillAndText() throws {
        let components = try Self.system.get().components
        let kelp = try TestSupport.variant("Badges", "kelp", in: components)[.default]
        #expect(kelp?.textColor?.hex == "#2E5E4E" && kelp?.fill?.hex.hasPrefix("#2E5E4E") == true, "\(String(describing: kelp))")
        let plain = try TestSupport.variant("Badges", "plain", in: components)[.default]
        #expect(plain?.fill?.hex == "#52606D" && plain?.textColor?.hex == "#F2F7F5", "\(String(describing: plain))")
        let held = try TestSupport.variant("Badges", "ON HOLD", in: components)[.default]
        #expect(held?.textColor?.hex == "#C28A2C" && held?.borderColor?.hex.hasPrefix("#C28A2C") == true, "\(String(describing: held))")
    }

    @Test func theCaptionOverTheMapIsNoVariant() throws {
        let badges = try #require(try Self.system.get().components.first { $0.name == "Badges" })
        #expect(!badges.variants.contains { $0.name.lowercased().contains("primitive") }, "\(badges.variants.map(\.name))")
    }

    @Test func noKeyIsAPaletteToken() throws {
        let names = try Self.system.get().tokens.tokens.filter { $0.kind == .color }.map(\.name)
        #expect(!names.contains { ["alarm", "plain", "Badges kelp", "ON HOLD"].contains($0) }, "\(names)")
    }

    /// A style object alone on its line is the look of what it sits under; a template literal
    /// falling back to a token (`${tint || 'var(--slate)'}`) draws that token.
    @Test func aBareObjectGivesItsComponentsBox() throws {
        let components = try Self.system.get().components
        let card = try TestSupport.variant("Cards", in: components)[.default]
        #expect(card?.fill?.hex == "#F2F7F5" && card?.borderColor?.hex == "#52606D" && card?.radius == 12, "\(String(describing: card))")
        #expect(card?.paddingHorizontal == 20 && card?.paddingVertical == 20)
    }

    /// A key over values of modes is a token, as before.
    @Test func aMapOfModesStaysAToken() throws {
        let tokens = try Self.system.get().tokens.tokens
        #expect(tokens.contains { $0.name.lowercased().contains("accent") }, "\(tokens.map(\.name))")
    }

    /// Text on a translucent fill over the page, each stated in the key's object, is audited.
    @Test func eachKeysTextOnItsFillIsAudited() throws {
        let pairs = try #require(try Self.system.get().audit).pairs
        #expect(pairs.contains { $0.context.variant == "alarm" && $0.foreground.hex == "#D9534F" }, "\(pairs.map(\.id))")
    }
}
