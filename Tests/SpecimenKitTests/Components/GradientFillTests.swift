import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

/// A gradient written as stops joined by arrows under a label naming a gradient is a gradient
/// token; a component whose fill names it is drawn with it and its text is measured where it is
/// faintest; a fill naming a gradient the system does not define is not understood, never one
/// flat colour of it.
@Suite struct GradientFillTests {
    static let document = """
    # Orchard

    ## Colors
    | Name | Hex | Use |
    |---|---|---|
    | **Pear** | `#DCE8A4` | Highlights |
    | **Fig** | `#5B2A4E` | Brand |
    | **Bark** | `#3B2F2A` | Text |

    **Harvest Gradient:** `#DCE8A4 → #5B2A4E` (pear into fig)

    The ramp from the page to the header runs `#FFFFFF` → `#F2F2F2` → `#E5E5E5`.

    ## Components

    ### Buttons
    | Variant | Background | Text |
    |---|---|---|
    | **Festival** | Harvest gradient | Bark |
    | **Solid** | Fig | White |
    | **Promo** | Fig gradient | White |
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    @Test func stopsJoinedByArrowsUnderAGradientsLabelAreOneGradient() throws {
        let tokens = try Self.system.get().tokens.tokens
        let gradient = try #require(tokens.first { $0.name == "Harvest Gradient" })
        guard case .gradient(let value) = gradient.value else { Issue.record("\(gradient.value)"); return }
        #expect(value.stops.map(\.color.hex) == ["#DCE8A4", "#5B2A4E"])
        #expect(!tokens.contains { $0.kind == .color && $0.provenance.line == gradient.provenance.line }, "no colour named after the gradient")
        // Arrows alone make no gradient: a ramp of surfaces stays what it was.
        #expect(!tokens.contains { $0.kind == .gradient && $0.provenance.line == 12 })
    }

    @Test func aFillNamingTheGradientIsDrawnWithIt() throws {
        let festival = try TestSupport.variant("Buttons", "Festival", in: Self.system.get().components)[.default]
        #expect(festival?.fill == nil && festival?.fillGradient?.stops.count == 2)
        #expect(festival?.tokenNames["fill"] == "Harvest Gradient")
        let css = ComponentStyle.declarations(try #require(festival))
        #expect(css.contains("--c-fill: linear-gradient(180deg, #DCE8A4 0%, #5B2A4E 100%)"), "\(css)")
    }

    @Test func textOnTheGradientIsMeasuredWhereItIsFaintest() throws {
        let report = try #require(try Self.system.get().audit)
        let pair = try #require(report.pairs.first { $0.context.variant == "Festival" && $0.context.element == "text" })
        // Bark on fig is the faint end: 1.4:1 there, against 9:1 on pear.
        #expect(pair.background.hex == "#5B2A4E" && pair.ratio < 2, "\(pair.background) \(pair.ratio)")
        #expect(pair.background.name.contains("Harvest Gradient"))
    }

    @Test func aGradientTheSystemDoesNotDefineIsNotUnderstood() throws {
        let promo = try TestSupport.variant("Buttons", "Promo", in: Self.system.get().components)[.default]
        #expect(promo?.fill == nil && promo?.fillGradient == nil)
        #expect(promo?.unresolved.contains("fill") == true)
        let report = try #require(try Self.system.get().audit)
        #expect(!report.pairs.contains { $0.context.variant == "Promo" && $0.context.element == "text" })
    }

    @Test func extractSaysTheFillIsAGradient() throws {
        let written = DesignMDWriter(try Self.system.get().system).write()
        #expect(written.contains("components.buttons-festival.backgroundColor: the gradient Harvest Gradient"), "\(written)")
        #expect(!written.contains("buttons-festival:\n    backgroundColor"))
    }

    static let inWords = """
    # Kiln

    ## Colours

    - **Ember** (#D9572B): accents
    - **Slate** (#2F4550): secondary

    ## Components

    ### Hero Button

    - Background: Linear gradient `#D9572B` to `#2F4550`
    - Text: white

    ### Key Cap

    - Gradient background (`#333333` → `#1F1F1F`), 4px radius

    ### Upload Progress

    - Track: #ECECEC
    - Fill: Gradient (#D9572B → #2F4550)
    """

    @Test func aGradientWrittenInAComponentsWordsIsDrawnWithAllItsStops() throws {
        let system = try TestSupport.analysedSystem(Self.inWords)
        let hero = try TestSupport.variant("Hero Button", in: system.components)[.default]
        // Never its first stop drawn flat.
        #expect(hero?.fill == nil && hero?.fillGradient?.stops.map(\.color.hex) == ["#D9572B", "#2F4550"], "\(String(describing: hero))")
        let cap = try TestSupport.variant("Key Cap", in: system.components)[.default]
        #expect(cap?.fill == nil && cap?.fillGradient?.stops.map(\.color.hex) == ["#333333", "#1F1F1F"], "\(String(describing: cap))")
        #expect(cap?.radius == 4)
        // No direction is stated: CSS's own, top to bottom.
        let css = ComponentStyle.declarations(try #require(hero))
        #expect(css.contains("--c-fill: linear-gradient(180deg, #D9572B 0%, #2F4550 100%)"), "\(css)")
        #expect(!system.unreadColors.contains { $0.literal.uppercased() == "#1F1F1F" }, "\(system.unreadColors)")
        // The exports carry the gradient, never its first stop as the background.
        let tier = ComponentTokens.tokens(for: system.system.componentSpecs, palette: system.system.tokens)
        let background = try #require(tier.first { $0.name == "Hero Button background" }, "\(tier.map(\.name))")
        #expect(background.value == .gradient(Gradient(stops: [GradientStop(color: RGBAColor(css: "#D9572B")!), GradientStop(color: RGBAColor(css: "#2F4550")!)], angle: 180)))
    }
}
