import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension AuditTests {
    @Suite("Alpha compositing for the audit")
    struct LayerStackTests {
        @Test func blackAtSixtyPercentOverWhiteIs666666() {
            let seen = LayerStack(base: AuditTestColors.white).effectiveColor(of: AuditTestColors.black.withAlpha(0.6))
            #expect(seen.hex == "#666666")
            #expect(seen.alpha == 1)
        }

        @Test func layersAreAppliedBottomToTop() throws {
            let white = AuditTestColors.white
            let halfBlack = AuditTestColors.black.withAlpha(0.5)
            // Each half-black layer halves what is left: 255 -> 127.5 -> 63.75.
            #expect(LayerStack(base: white, layers: [halfBlack]).effectiveColor.hex == "#808080")
            #expect(LayerStack(base: white, layers: [halfBlack, halfBlack]).effectiveColor.hex == "#404040")

            let red = try AuditTestColors.parse("#FF0000").withAlpha(0.5)
            let blue = try AuditTestColors.parse("#0000FF").withAlpha(0.5)
            // White -> (1, .5, .5) -> (.5, .25, .75): the top layer contributes more, so order shows.
            #expect(LayerStack.composite([red, blue], over: white).hex == "#8040BF")
            #expect(LayerStack.composite([blue, red], over: white).hex == "#BF4080")
        }

        @Test func anOpaqueLayerHidesEverythingBelow() throws {
            let card = try AuditTestColors.parse("#FAFAFA")
            let stack = LayerStack(base: AuditTestColors.black, layers: [AuditTestColors.white.withAlpha(0.3), card])
            #expect(stack.effectiveColor == card)
        }

        @Test func aTranslucentBaseIsFlattenedOverTheCanvas() {
            let halfBlack = AuditTestColors.black.withAlpha(0.5)
            #expect(LayerStack(base: halfBlack).effectiveColor.hex == "#808080")
            #expect(LayerStack(base: halfBlack, canvas: AuditTestColors.black).effectiveColor.hex == "#000000")
            #expect(LayerStack(base: halfBlack).base.alpha == 1)
        }

        @Test func addingPutsTheLayerOnTop() {
            let stack = LayerStack(base: AuditTestColors.white).adding(AuditTestColors.black.withAlpha(0.6))
            #expect(stack.effectiveColor.hex == "#666666")
        }
    }
}

