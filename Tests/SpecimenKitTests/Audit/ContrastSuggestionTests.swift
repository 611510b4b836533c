import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension AuditTests {
    @Suite("Suggested passing colours")
    struct ContrastSuggestionTests {
        let white = AuditTestColors.white

        /// The candidate one search step nearer the original, built the way the search builds it.
        func oneStepNearer(_ suggestion: ContrastSuggestion) -> RGBAColor {
            let start = OKLCH(suggestion.original)
            let direction: Double = suggestion.lightnessChange < 0 ? -1 : 1
            let lightness = start.lightness + suggestion.lightnessChange - direction * ContrastSuggestion.lightnessStep
            let exact = OKLCH(lightness: lightness, chroma: start.chroma, hue: start.hue).reducingChromaToSRGBGamut().oklab.rgbaColor()
            return RGBAColor(red8: exact.red8, green8: exact.green8, blue8: exact.blue8)
        }

        @Test func aFailingBlueOnWhiteIsDarkenedJustEnough() throws {
            let blue = try AuditTestColors.parse("#3B82F6")
            #expect(!ContrastRatio(foreground: blue, background: white).meets(4.5))

            let suggestion = try #require(ContrastSuggestion.nearestPassing(foreground: blue, background: white, target: 4.5))
            #expect(suggestion.original == blue)
            #expect(suggestion.lightnessChange < 0)
            #expect(ContrastRatio(foreground: suggestion.color, background: white).meets(4.5))
            #expect(suggestion.ratio == ContrastRatio(foreground: suggestion.color, background: white))
            #expect(OKLCH.hueDifference(OKLCH(suggestion.color).hue, OKLCH(blue).hue) < 1)
            #expect(abs(OKLCH(suggestion.color).chroma - OKLCH(blue).chroma) < 0.01)
            #expect(!ContrastRatio(foreground: oneStepNearer(suggestion), background: white).meets(4.5))
            // Just enough: a coarse search would overshoot the target noticeably.
            #expect(suggestion.ratio.value < 4.55)
        }

        @Test func whenBothDirectionsPassTheSmallerChangeWins() throws {
            // On mid grey a blue can pass 3:1 either as a very dark or as a light blue; it sits
            // nearer the light solution.
            let blue = try AuditTestColors.parse("#3B82F6")
            let grey = try AuditTestColors.parse("#767676")
            let suggestion = try #require(ContrastSuggestion.nearestPassing(foreground: blue, background: grey, target: 3))
            #expect(suggestion.lightnessChange > 0)
            #expect(ContrastRatio(foreground: AuditTestColors.black, background: grey).meets(3))

            let start = OKLCH(blue)
            let mirrored = OKLCH(lightness: start.lightness - suggestion.lightnessChange, chroma: start.chroma, hue: start.hue)
                .reducingChromaToSRGBGamut().oklab.rgbaColor()
            #expect(!ContrastRatio(foreground: mirrored, background: grey).meets(3))
        }

        @Test func onADarkBackgroundTheNearerFixIsLighter() throws {
            let blue = try AuditTestColors.parse("#2563EB")
            let background = try AuditTestColors.parse("#111111")
            let suggestion = try #require(ContrastSuggestion.nearestPassing(foreground: blue, background: background, target: 4.5))
            #expect(suggestion.lightnessChange > 0)
            #expect(suggestion.ratio.meets(4.5))
            #expect(OKLCH.hueDifference(OKLCH(suggestion.color).hue, OKLCH(blue).hue) < 1)
        }

        @Test func chromaGivesWayWhenTheLighterColourLeavesSRGB() throws {
            let blue = try AuditTestColors.parse("#0000FF")
            let suggestion = try #require(ContrastSuggestion.nearestPassing(foreground: blue, background: AuditTestColors.black, target: 7))
            #expect(suggestion.reducedChroma)
            #expect(suggestion.ratio.meets(7))
            #expect(OKLCH(suggestion.color).chroma < OKLCH(blue).chroma)
            #expect(OKLCH.hueDifference(OKLCH(suggestion.color).hue, OKLCH(blue).hue) < 2)
        }

        @Test func aPassingColourIsItsOwnSuggestion() throws {
            let ink = try AuditTestColors.parse("#1D4ED8")
            let suggestion = try #require(ContrastSuggestion.nearestPassing(foreground: ink, background: white, target: 4.5))
            #expect(suggestion.color == ink)
            #expect(suggestion.lightnessChange == 0)
        }

        @Test func noColourReachesSevenOnMidGrey() throws {
            // On #777777 black reaches 4.68 and white 4.48, the two extremes of any search.
            let blue = try AuditTestColors.parse("#3B82F6")
            let grey = try AuditTestColors.parse("#777777")
            #expect(ContrastSuggestion.nearestPassing(foreground: blue, background: grey, target: 7) == nil)
            #expect(ContrastSuggestion.nearestPassing(foreground: blue, background: grey, target: 4.6) != nil)
        }

        @Test("An answer asked again is the one the walk gives, for text and for fills, and for no answer")
        func rememberedAnswers() throws {
            let blue = try AuditTestColors.parse("#3B82F6")
            let page = LayerStack(base: white)
            let walked = ContrastSuggestion.nearestPassing(adjusting: blue, target: 4.5) { FlattenedBackground(page).ratio(of: $0) }
            for _ in 0..<2 {
                #expect(ContrastSuggestion.nearestPassing(foreground: blue, on: page, target: 4.5) == walked)
            }
            let unreachable = try AuditTestColors.parse("#777777")
            for _ in 0..<2 {
                #expect(ContrastSuggestion.nearestPassing(foreground: blue, background: unreachable, target: 7) == nil)
            }
            let fill = ContrastSuggestion.nearestPassingFill(blue, under: white, text: white, target: 4.5)
            #expect(fill != nil && ContrastSuggestion.nearestPassingFill(blue, under: white, text: white, target: 4.5) == fill)
            #expect(ContrastSuggestion.nearestPassingFill(blue, under: white, text: white, target: 3) != fill)
        }
    }
}
