import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// Parts inside a component are pairs on the surface they sit on, each at its own size and
/// weight, from its own line; and text on a coloured fill is offered a darker fill with the same
/// hue, first when that changes the design less than greying the text.
@Suite struct PartsAndFillSuggestionTests {
    func report() throws -> AuditReport {
        let document = try TestSupport.fixture("audit/harbour-tickets.md")
        let memory = try TestSupport.memorySite(documents: ["harbour/DESIGN.md": document])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        return try #require(state.systems.first?.audit)
    }

    @Test func partsInsideACardAreMeasuredOnTheCardAtTheirOwnSize() throws {
        let card = try report().pairs.filter { $0.context.component == "Ticket card" && $0.context.mode == .light }
        let link = try #require(card.first { $0.context.variant == "\"View seat map\" link" })
        #expect(link.background.hex == "#FFFFFF")
        #expect(link.foreground.hex == "#268696")
        #expect(link.context.textSize == 14 && link.context.textWeight == 500)
        #expect(link.source.line == 24)
        #expect(link.fails(.aa))
        // A white card is never told to turn dark behind its teal link.
        #expect(link.suggestions.allSatisfy { $0.fill == nil })
        let time = try #require(card.first { $0.context.variant == "Departure time" })
        #expect(time.context.textSize == 12 && time.source.line == 26)
        let title = try #require(card.first { $0.context.variant == "Title" })
        #expect(title.context.textWeight == 700 && !title.fails(.aa))
    }

    @Test func aBadgeIsOfferedADarkerFillFirst() throws {
        let badge = try #require(try report().pairs.first { $0.context.component == "Status badge" && $0.category.isText && $0.context.mode == .light })
        #expect(badge.fails(.aa))
        let aa = try #require(badge.suggestions.first { $0.level == .aa })
        let fill = try #require(aa.fill)
        #expect(aa.fillFirst)
        // The fill keeps its hue, passes with the white text kept, and is darker.
        let suggested = try Self.color(fill.hex)
        let signal = try Self.color("#E8590C")
        #expect(fill.lightnessChange < 0)
        #expect(OKLCH.hueDifference(OKLCH(suggested).hue, OKLCH(signal).hue) < 3)
        #expect(ContrastRatio(foreground: RGBAColor(red: 1, green: 1, blue: 1), background: suggested).meets(4.5))
        // Greying the text is still offered, second.
        #expect(aa.hex != nil)
    }

    @Test func textOnThePageHasNoFillToChange() throws {
        let pairs = try report().pairs.filter { $0.context.component == nil }
        #expect(pairs.allSatisfy { $0.suggestions.allSatisfy { $0.fill == nil && !$0.fillFirst } })
    }

    @Test func theAuditPageListsTheFillBeforeTheTextColour() throws {
        let document = try TestSupport.fixture("audit/harbour-tickets.md")
        let memory = try TestSupport.memorySite(documents: ["harbour/DESIGN.md": document])
        try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
        let html = String(decoding: try #require(memory.contents("/Public/harbour/audit/index.html")), as: UTF8.self)
        let fill = try #require(html.range(of: "Nearest passing fill, same hue, text kept (AA)"))
        let text = try #require(html.range(of: "Nearest passing text colour, same hue (AA)"))
        #expect(fill.lowerBound < text.lowerBound)
    }

    static func color(_ hex: String) throws -> RGBAColor {
        guard case .success(let color)? = ColorValueScanner.matches(in: hex).first?.color else { throw SpecimenError("not a colour: \(hex)") }
        return color
    }
}
