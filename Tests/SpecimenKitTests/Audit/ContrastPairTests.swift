import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension AuditTests {
    @Suite("Contrast pairs") struct ContrastPairTests {
        let gradient = PageBackground(
            fill: .gradient([
                ColorStop(color: RGBAColor(red8: 0xAE, green8: 0xF0, blue8: 0xEC), position: 0),
                ColorStop(color: RGBAColor(red8: 0xFD, green8: 0xF7, blue8: 0xE9), position: 1),
            ]),
            name: "brand gradient", reason: "test")

        func draft(fill: RGBAColor?, size: Double = 16) -> ContrastPair.Draft {
            ContrastPair.Draft(
                origin: .component, category: ContrastCategory(textSize: TextSizeCategory(pixelSize: size, weight: 400)),
                foreground: RGBAColor(red8: 0x7A, green8: 0x71, blue8: 0x68), foregroundName: "subtle",
                fill: fill, fillName: "surface", context: PairContext(mode: .light, element: "text"),
                source: SourceReference(file: "x/DESIGN.md", line: 3), exemption: nil)
        }

        @Test func aNinetyPercentSurfaceOverAGradientIsCompositedAtItsWeakestPoint() {
            let surface = RGBAColor(red8: 0xF5, green8: 0xED, blue8: 0xE3, alpha: 0.9)
            let pair = ContrastPair(measuring: draft(fill: surface), system: "x", page: gradient, palette: [])
            let extent = pair.gradient
            #expect(extent != nil)
            #expect(extent?.worstRatio == pair.ratio)
            #expect((extent?.bestRatio ?? 0) > pair.ratio)
            // Worst at the teal end: 90% cream over #AEF0EC.
            let expected = LayerStack(base: RGBAColor(red8: 0xAE, green8: 0xF0, blue8: 0xEC), layers: [surface]).effectiveColor
            #expect(pair.background.hex == expected.opaqueHex)
            #expect(pair.background.declared == "#F5EDE3E6")
            #expect(extent?.worstPosition == 0)
        }

        @Test func anOpaqueFillHidesTheGradient() {
            let pair = ContrastPair(measuring: draft(fill: RGBAColor(red: 1, green: 1, blue: 1)), system: "x", page: gradient, palette: [])
            #expect(pair.gradient == nil)
            #expect(pair.background.hex == "#FFFFFF")
        }

        @Test func failuresCarrySuggestionsPerLevel() {
            let palette = [(name: "ink", color: RGBAColor(red8: 0x22, green8: 0x22, blue8: 0x22))]
            let pair = ContrastPair(measuring: draft(fill: RGBAColor(red: 1, green: 1, blue: 1)), system: "x", page: gradient, palette: palette)
            #expect(pair.ratioText == "4.78")
            #expect(pair.passes(.aa) && !pair.passes(.aaa))
            #expect(pair.suggestions.map(\.level) == [.aaa])
            #expect(pair.suggestions.first?.palette.first?.name == "ink")
            let suggested = try? #require(pair.suggestions.first?.ratio)
            #expect((suggested ?? 0) >= 7)
        }

        @Test func largeTextUsesTheLargeThresholds() {
            let pair = ContrastPair(measuring: draft(fill: RGBAColor(red: 1, green: 1, blue: 1), size: 24), system: "x", page: gradient, palette: [])
            #expect(pair.category == .largeText)
            #expect(pair.verdicts.aa.minimum == 3 && pair.verdicts.aaa.minimum == 4.5)
        }

        @Test func backgroundChoicePrefersTheContentSurfaceAndGradients() {
            let provenance = Provenance(file: "x/DESIGN.md", line: 1, excerpt: "")
            let tokens = ResolvedTokens(tokens: [
                DesignToken(name: "background", value: .color(RGBAColor(red: 0, green: 0, blue: 0)), group: "App background", provenance: provenance),
                DesignToken(name: "White", value: .color(RGBAColor(red: 1, green: 1, blue: 1)), usage: "Backgrounds, containers", provenance: provenance),
            ])
            #expect(PageBackground.choose(in: tokens, mode: .light).name == "White")
            let none = ResolvedTokens(tokens: [DesignToken(name: "Accent", value: .color(RGBAColor(red: 1, green: 0, blue: 0)), provenance: provenance)])
            #expect(PageBackground.choose(in: none, mode: .light) == PageBackground.defaultCanvas)
        }
    }
}
