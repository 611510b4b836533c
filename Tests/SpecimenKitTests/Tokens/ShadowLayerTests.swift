import Foundation
import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// A shadow as CSS's `box-shadow` writes it keeps every layer, `inset` and a colour written
/// first, and every export writes all of them.
@Suite struct ShadowLayerTests {
    @Test func twoLayersAreBothKept() throws {
        let shadow = try #require(ValueScanner.shadow(in: "0px 1px 2px #0000000A, 0px 6px 12px -4px rgba(0, 0, 0, 0.12)"))
        #expect(shadow.layers.count == 2)
        #expect(shadow.layers[1].y == Length(6, .px) && shadow.layers[1].spread == Length(-4, .px))
        #expect(shadow.layers[1].color == RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.12))
    }

    @Test func aColourWrittenFirstAndInsetAreRead() throws {
        let first = try #require(ValueScanner.shadow(in: "rgba(0,0,0,0.2) 3px 3px 0px 0px"))
        #expect(first.x == Length(3, .px) && first.y == Length(3, .px) && first.color?.alpha == 0.2)
        let inset = try #require(ValueScanner.cssShadowList(in: "inset 0 0 0 1px #D9D4CC"))
        #expect(inset.inset && inset.spread == Length(1, .px))
    }

    /// `a, b, ...` in a sentence: the layers written are the shadow; no colour channel is read
    /// as a length of a layer.
    @Test func anElidedListKeepsTheLayersWritten() throws {
        let text = "Shadow: layered amber (`rgba(120, 90, 20, 0.12) -6px 12px 30px, rgba(120, 90, 20, 0.08) -20px 40px 60px, ...`) under cards"
        let shadow = try #require(ValueScanner.cssShadowSpan(in: text))
        #expect(shadow.layers.count == 2)
        #expect(shadow.layers[0].x == Length(-6, .px) && shadow.layers[0].blur == Length(30, .px) && shadow.layers[0].spread == nil)
        #expect(shadow.layers[1].color == RGBAColor(red: 120 / 255, green: 90 / 255, blue: 20 / 255, alpha: 0.08))
        #expect(ValueScanner.cssShadowList(in: "...") == nil)
    }

    @Test func aBorderOrAPaddingIsNoShadow() {
        #expect(ValueScanner.cssShadowList(in: "1px solid #E5E5E5") == nil)
        #expect(ValueScanner.cssShadowList(in: "8px 16px") == nil)
        #expect(ValueScanner.cssShadowList(in: "0 1px 2px #000, 1px solid #DDD") == nil)
    }

    @Test func theExportsWriteEveryLayer() throws {
        let shadow = try #require(ValueScanner.shadow(in: "0 1px 2px #0000000A, inset 0 0 0 1px #D9D4CC"))
        let css = CSSTokenExporter().values(of: .shadow(shadow))
        #expect(css.first?.1 == "0 1px 2px 0 rgb(0 0 0 / 0.039), inset 0 0 0 1px #D9D4CC")
        #expect(TokenTableFormatter.describe(.shadow(shadow)) == "0px 1px 2px 0 #0000000A, inset 0px 0px 0px 1px #D9D4CC")
    }

    @Test func aShadowCachedAsOneLayerDecodes() throws {
        let old = #"{"x":{"value":0,"unit":"px"},"y":{"value":2,"unit":"px"},"color":{"red":0,"green":0,"blue":0,"alpha":0.1}}"#
        let shadow = try JSONDecoder().decode(Shadow.self, from: Data(old.utf8))
        #expect(shadow.layers.count == 1 && !shadow.inset)
        // One layer is encoded as before: no new keys.
        let encoded = String(decoding: try JSONEncoder().encode(shadow), as: UTF8.self)
        #expect(!encoded.contains("inset") && !encoded.contains("extraLayers"))
    }
}
