import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// A colour is measured as text only where the words say it draws text: a fill, a glow or a
/// card near a component is none (`Fixtures/audit/saltmarsh-fills-and-glows.md`).
@Suite struct WhatTheWordsMakeTextTests {
    func report() throws -> AuditReport {
        let system = try TestSupport.analysedSystem(try TestSupport.fixture("audit/saltmarsh-fills-and-glows.md"))
        return try #require(system.audit)
    }

    /// "Waiting / Queued: Mist fill (`#ECEBE6` …), Reed Grey text": the colour the bullet
    /// writes is the tag's fill, and the text is Reed Grey's, measured on that fill.
    @Test func aFillWrittenBesideAnotherColoursTextIsNoText() throws {
        let report = try report()
        #expect(!report.pairs.contains { $0.foreground.hex == "#ECEBE6" }, "\(report.pairs.map(\.description))")
        let tag = try #require(report.pairs.first { $0.context.variant == "Waiting / Queued" && $0.context.mode == .light })
        #expect(tag.foreground.name == "Reed Grey" && tag.background.hex == "#ECEBE6" && tag.ratioText == "5.80")
        // Colours whose own words say text stay measured on the page.
        #expect(report.pairs.contains { $0.origin == .textToken && $0.foreground.name == "Reed Grey" && $0.ratioText == "6.25" })
        #expect(TextTokenPairCollector.valueDrawsNoText(
            "- **Queued:** Mist fill (`#ECEBE6` light / `#2A2A28` dark), Slate text.", name: "Queued",
            color: RGBAColor(red8: 0xEC, green8: 0xEB, blue8: 0xE6)))
        #expect(!TextTokenPairCollector.valueDrawsNoText(
            "- **Border Grey** (`#5A5A55`) — Secondary text.", name: "Border Grey",
            color: RGBAColor(red8: 0x5A, green8: 0x5A, blue8: 0x55)))
        // A slash parts the values of one line: the text colour after "bg … /" is no fill.
        #expect(!TextTokenPairCollector.valueDrawsNoText(
            "- Current: bg `#DDE6F0` / color `#10207A`", name: "Current", color: RGBAColor(red8: 0x10, green8: 0x20, blue8: 0x7A)))
    }

    /// "Note card: white on dune" describes a white card, not white text; "Caption strip: Reed
    /// Grey on Dune" stays a text pair.
    @Test func aPairingUnderACardsLabelIsTheCard() throws {
        let stated = try report().pairs.filter { $0.origin == .statedPairing }
        #expect(!stated.contains { $0.source.line == 30 }, "\(stated.map(\.description))")
        #expect(stated.contains { $0.source.line == 31 && $0.foreground.name == "Reed Grey" })
        #expect(StatedPairingCollector.element(labelledBy: "white on dune", in: "**Note card:** white on dune, 12px corners") == .decoration)
        #expect(StatedPairingCollector.element(labelledBy: "slate on white", in: "Caption: slate on white") == .text)
        #expect(StatedPairingCollector.element(labelledBy: "white text on dune", in: "Note card: white text on dune") == nil)
    }

    /// A button's glow row (its colour "Ember glow `rgba(…)`") and a part named for a shadow
    /// draw no text; the icon row stays a graphic held to 3:1.
    @Test func aGlowOrAShadowPartIsNoText() throws {
        let parts = try report().pairs.filter { $0.context.component == "Record button" }
        #expect(!parts.contains { ["Halo", "Pulse shadow"].contains($0.context.variant ?? "") }, "\(parts.map(\.description))")
        let icon = try #require(parts.first { $0.context.variant == "Icon" && $0.context.mode == .light })
        #expect(icon.category == .nonText && icon.ratioText == "4.58")
    }

    /// "表示中: bg `#DDE6F0` / color `#10207A`": the colour after the slash is the text's, and
    /// the part stays measured on its own fill.
    @Test func aPartsTextAfterItsFillStaysText() throws {
        let tabs = try report().pairs.filter { $0.context.component == "Tabs" && $0.context.mode == .light }
        #expect(tabs.contains { $0.foreground.hex == "#10207A" && $0.background.hex == "#DDE6F0" && $0.ratioText == "11.02" }, "\(tabs.map(\.description))")
        #expect(tabs.contains { $0.foreground.hex == "#333333" && $0.ratioText == "11.39" }, "\(tabs.map(\.description))")
    }

    /// "Active link: `#FFFFFF` with a bottom-border marker" gives white to the link, not to a
    /// fill under the grey link text: that pair is listed as skipped, the resting and hover
    /// links on the bar's fill stay measured.
    @Test func aFillFromALineAboutTextIsNotMeasured() throws {
        let report = try report()
        let bar = report.pairs.filter { $0.context.component == "Top bar" && $0.context.mode == .light }
        #expect(!bar.contains { $0.background.hex == "#FFFFFF" }, "\(bar.map(\.description))")
        #expect(bar.filter { $0.background.hex == "#1B1B1B" }.count == 2, "\(bar.map(\.description))")
        #expect(report.skipped.contains { $0.context.component == "Top bar" && $0.context.state == .pressed && $0.source.line == 38 })
        #expect(ComponentPairCollector.givesColorToText("- Active link: `#FFFFFF` with a marker", color: RGBAColor(red8: 255, green8: 255, blue8: 255)))
        #expect(!ComponentPairCollector.givesColorToText("- Active link background: `#FFFFFF`", color: RGBAColor(red8: 255, green8: 255, blue8: 255)))
    }

    /// "Tide stays bright: reads on both surfaces … for the dark surface": a colour put on
    /// surfaces is no dark surface for "text on dark surfaces".
    @Test func aColourUsedOnASurfaceIsNotThatSurface() throws {
        let report = try report()
        #expect(!report.pairs.contains { $0.background.hex == "#3AD4FF" }, "\(report.pairs.map(\.description))")
        #expect(report.summary.aa.failingPairs == 0, "\(report.pairs.filter { $0.fails(.aa) }.map(\.description))")
    }
}
