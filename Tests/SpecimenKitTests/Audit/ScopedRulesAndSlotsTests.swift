import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// Rules read for what they forbid and where, slots of a component read as its own
/// properties, and text roles measured where the document puts them
/// (`Fixtures/audit/bramble-rules.md`, `juniper-slots.md`, `larch-notes.md`,
/// `aspen-prose-roles.md`).
@Suite struct ScopedRulesAndSlotsTests {
    func analyzed(_ fixture: String) throws -> AnalyzedSystem {
        let document = try TestSupport.fixture("audit/\(fixture)")
        let memory = try TestSupport.memorySite(documents: ["doc/DESIGN.md": document])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        return try #require(state.systems.first)
    }

    func report(_ fixture: String) throws -> AuditReport { try #require(try analyzed(fixture).audit) }

    func light(_ report: AuditReport) -> [ContrastPair] { report.pairs.filter { $0.context.mode == .light } }

    /// A caution ("without checking their contrast", "unless the type is large") bans nothing;
    /// a ban naming chips forbids a chip's fill only; a rule in a paragraph of soft-broken lines
    /// links the line that states it.
    @Test func rulesForbidOnlyWhatAndWhereTheySay() throws {
        let system = try analyzed("bramble-rules.md").system
        let found = system.ruleViolations.map { "\($0.component) \($0.property) \($0.rule.provenance.line)" }.sorted()
        #expect(found == ["Badges fill 39", "Chips fill 35"], "\(found)")
        let chipRule = try #require(system.rules.first { $0.provenance.line == 35 })
        let chips = try #require(system.components.first { $0.name == "Chips" })
        #expect(chipRule.components == [chips.kind])
        #expect(chipRule.properties == ["fill"])
    }

    @Test func aCautionIsNoRuleAndASettingIsNoProperty() {
        func rules(_ sentence: String) -> [DesignRule] {
            DesignRuleExtractor.rules(in: sentence, provenance: Provenance(file: "x", line: 1, excerpt: sentence))
        }
        #expect(rules("Don't put pure white captions on tinted panels without verifying contrast").isEmpty)
        #expect(rules("Avoid pure black unless the heading is very large").isEmpty)
        #expect(rules("Never use pure white labels on bright fills; make sure the contrast holds").isEmpty)
        // The backgrounds are where the text sits: the rule is about text.
        let onBackgrounds = rules("Never use pure white text on coloured backgrounds")
        #expect(onBackgrounds.count == 1 && onBackgrounds.first?.properties == ["textColor"])
        #expect(rules("Never use pure black for text").count == 1)
    }

    /// A class name's words name no colour; "from X to Y" states Y; what a colour is seen
    /// against is its backdrop; text on a gradient named in words is not measured on another
    /// variant's fill.
    @Test func classNamesShiftsAndBackdropsAreReadForWhatTheyAre() throws {
        let report = try report("juniper-slots.md")
        let pairs = light(report)
        #expect(!pairs.contains { $0.context.variant == "Class" || $0.foreground.name == "Accent" })
        let focus = try #require(pairs.first { $0.context.component == "Search Field" && $0.context.state == .focus })
        #expect(focus.foreground.hex == "#E8A200" && !focus.fails(.aa))
        #expect(!pairs.contains { $0.foreground.hex == "#3A1020" })
        #expect(!pairs.contains { $0.context.variant == "Glow CTA" })
        #expect(report.skipped.contains { $0.context.variant == "Glow CTA" })
    }

    /// `Text/Icon:` is the variant's text colour, `Border Bottom:` the bar's bottom border and
    /// `星マーク:` a mark measured as a graphic: none is a variant of its own.
    @Test func slotKeysAreTheComponentsOwnProperties() throws {
        let analyzed = try analyzed("juniper-slots.md")
        let components = analyzed.system.components
        let buttons = try #require(components.first { $0.name == "Buttons" })
        #expect(!buttons.variants.contains { $0.name.contains("Icon") } && !buttons.parts.contains { $0.name.contains("Icon") })
        let outline = try #require(buttons.variants.first { $0.name == "Outline" })
        #expect(outline[.default]?.textColor?.opaqueHex == "#E8A200")
        let bar = try #require(components.first { $0.name == "Top Bar" })
        #expect(bar.parts.isEmpty && bar.variants.allSatisfy { $0.name != "Border Bottom" })
        #expect(bar.variants.first?[.default]?.borderSide == "bottom")
        let pairs = light(try #require(analyzed.audit))
        #expect(!pairs.contains { $0.context.variant == "Border Bottom" })
        let mark = try #require(pairs.first { $0.context.variant == "星マーク" })
        #expect(mark.category == .nonText && mark.context.element == "icon")
    }

    /// "Text on dark surfaces" is a text colour, not one of the surfaces white text sits on,
    /// and it is read on the dark page.
    @Test func aTextRoleIsNoSurface() throws {
        let pairs = light(try report("juniper-slots.md"))
        #expect(!pairs.contains { $0.origin == .statedPairing && $0.background.name == "Cinder" })
        #expect(pairs.contains { $0.origin == .statedPairing && $0.background.name == "Graphite" })
        let cinder = try #require(pairs.first { $0.origin == .textToken && $0.foreground.name == "Cinder" })
        #expect(cinder.background.hex == "#0B0B0C" && cinder.ratioText == "1.56" && cinder.fails(.aa))
    }

    /// A role after the name (`Gauge — text:`), a placeholder with no field, and an icon colour
    /// whose name opens with "Text".
    @Test func rolesAfterTheNameAndIconsAreMeasured() throws {
        let pairs = light(try report("larch-notes.md"))
        let gauge = try #require(pairs.first { $0.origin == .textToken && $0.foreground.name == "Gauge" })
        #expect(gauge.background.hex == "#FFFFFF" && gauge.fails(.aa))
        let placeholder = try #require(pairs.first { $0.origin == .textToken && $0.foreground.name == "Gray 40" })
        #expect(placeholder.ratioText == "2.45" && placeholder.fails(.aa))
        let icon = try #require(pairs.first { $0.foreground.name == "Text Tap Icon" })
        #expect(icon.category == .nonText && icon.context.element == "icon" && !icon.fails(.aa))
    }

    /// Front-matter colours whose text roles are given in the prose's colour list are measured
    /// on the page, with the prose line named.
    @Test func frontMatterColoursTakeTheirRolesFromTheProse() throws {
        let pairs = light(try report("aspen-prose-roles.md"))
        let pebble = try #require(pairs.first { $0.origin == .textToken && $0.foreground.name == "pebble" })
        #expect(pebble.ratioText == "2.97" && pebble.fails(.aa))
        #expect(pebble.context.notes.contains { $0.contains("prose at line 27") })
        let haze = try #require(pairs.first { $0.origin == .textToken && $0.foreground.name == "haze" })
        #expect(haze.fails(.aa))
        #expect(pairs.first { $0.origin == .textToken && $0.foreground.name == "ink" }?.fails(.aa) == false)
    }
}
