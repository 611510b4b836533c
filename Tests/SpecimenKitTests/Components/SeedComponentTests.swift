import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ComponentTests {
    /// Pins each seed's components and the values that matter for previews, with the lines
    /// they were read from, resolved against the seed's own tokens.
    @Suite struct Seeds {
        @Test func mabel() throws {
            let seed = try ComponentSeed("mabel")
            #expect(seed.inventory == [
                "CTA Button (Primary) button", "Pill Button (Selectable) pill", "Text Input textInput",
                "Free-Text Editor (for Add Character / Add Details) textEditor", "Story Card card", "Suggestion Card card",
                "MabelWordmark wordmark", "Mic button button", "Floating action button floatingActionButton",
                "Empty state emptyState",
            ])
            let cta = try #require(seed.spec("CTA Button (Primary)"))
            let base = cta.base[.default]
            #expect(base.height?.value == Length(56))
            #expect(base.height?.provenance.line == 185)
            #expect(base.radius?.value == Length(28))
            #expect(base.radius?.provenance.line == 186)
            #expect(base.fullyRounded?.value == true)
            #expect(base.fill?.reference == "mabelTeal")
            #expect(base.fill?.provenance.line == 187)
            #expect(cta.base[.pressed].scaleOnPress?.value == 0.97)
            #expect(cta.base[.disabled].opacity?.value == 0.4)
            #expect(cta.samples.first?.value == "Get Started")
            let resolved = try #require(seed.component("CTA Button (Primary)")?.variants.first)
            #expect(resolved[.default]?.fill?.hex == "#1F7A6F")
            #expect(resolved[.default]?.textColor?.hex == "#FFF8F0")
            #expect(resolved[.default]?.font?.size == 18)
            #expect(resolved[.default]?.font?.weight == "bold")

            let pill = try #require(seed.component("Pill Button (Selectable)")?.variants.first)
            #expect(pill[.default]?.fill?.hex == "#F5EDE3")
            #expect(pill[.default]?.borderWidth == 1)
            #expect(pill[.default]?.borderColor?.hex == "#7A71684D")
            #expect(pill[.selected]?.fill?.hex == "#1F7A6F")
            #expect(pill[.selected]?.textColor?.hex == "#FFFFFF")
            #expect(pill[.selected]?.provenance["textColor"]?.line == 197)
            #expect(pill[.selected]?.borderWidth == 0)
            #expect(seed.spec("Pill Button (Selectable)")?.samples.first?.value == "Myself")

            let input = try #require(seed.component("Text Input")?.variants.first)
            #expect(input[.default]?.borderWidth == 0)
            #expect(input[.default]?.fill?.hex == "#F5EDE3E6")
            #expect(input[.focus]?.borderWidth == 2)
            #expect(input[.focus]?.borderColor?.hex == "#1F7A6F")
            #expect(input[.focus]?.provenance["borderWidth"]?.line == 207)

            let story = try #require(seed.component("Story Card")?.variants.first?[.default])
            #expect(story.fill?.hex == "#F5EDE3F2")
            #expect(story.radius == 16)
            #expect(story.shadow?.blur == Length(8))
            #expect(story.sampleText == "Mom's Kitchen")
            #expect(seed.component("Suggestion Card")?.variants.first?[.pressed]?.scaleOnPress == 0.98)

            let fab = try #require(seed.component("Floating action button")?.variants.first?[.default])
            #expect(fab.width == 56 && fab.height == 56 && fab.fullyRounded)
            #expect(fab.fill?.hex == "#1F7A6F")
            #expect(fab.provenance["fill"]?.line == 342)
            #expect(seed.resolveDiagnostics.isEmpty)
        }

        @Test func mabelSelectedWhiteBreaksNeverPureWhite() throws {
            let seed = try ComponentSeed("mabel")
            let rules = DesignRuleExtractor().extract(from: seed.document)
            #expect(rules.map(\.provenance.line) == [91, 91])
            let violations = RuleViolation.detect(in: seed.resolved, rules: rules)
            let pill = violations.filter { $0.component == "Pill Button (Selectable)" }
            #expect(pill.count == 1)
            #expect(pill.first?.state == .selected)
            #expect(pill.first?.property == "textColor")
            #expect(pill.first?.provenance?.line == 197)
        }

        @Test func ticker() throws {
            let seed = try ComponentSeed("ticker")
            #expect(seed.inventory == [
                "Primary Button button", "Status Badge statusBadge", "Alarm Cell (List Item) listRow", "Empty State emptyState",
            ])
            let button = try #require(seed.component("Primary Button"))
            #expect(button.variants.map(\.name) == ["default", "destructive"])
            #expect(button.variants[0][.default]?.fill?.hex == "#FF2B55")
            #expect(button.variants[0][.default]?.provenance["fill"]?.line == 242)
            #expect(button.variants[0][.default]?.height == 64)
            #expect(button.variants[0][.default]?.radius == 12)
            #expect(button.variants[0][.default]?.textColor?.hex == "#FFFFFF")
            #expect(button.variants[0][.pressed]?.scaleOnPress == 0.95)
            #expect(button.variants[1][.default]?.fill?.hex == "#EB0000")
            #expect(button.variants[1][.default]?.sampleText == "Delete Alarm")

            let badge = try #require(seed.component("Status Badge"))
            #expect(badge.variants.map(\.name) == ["SCHEDULED", "RUNNING", "PAUSED", "ALERTING", "DISABLED"])
            #expect(badge.variants.compactMap { $0[.default]?.fill?.hex } == ["#007AFF", "#34D64A", "#FF9900", "#FF4500", "#8E8E93"])
            #expect(badge.variants.map { $0[.default]?.spec(\.sampleText) } == badge.variants.map(\.name))
            #expect(badge.variants[0].states[.default]?.provenance["fill"]?.line == 266)
            #expect(badge.variants[0][.default]?.radius == 4)
            #expect(badge.variants[0][.default]?.paddingHorizontal == 12)
            #expect(badge.variants[0][.default]?.font?.uppercase == true)

            let cell = try #require(seed.spec("Alarm Cell (List Item)"))
            #expect(cell.base[.default].minHeight?.value == Length(88))
            #expect(cell.base[.default].minHeight?.provenance.line == 290)
            #expect(cell.samples.prefix(2).map(\.value) == ["6:30 AM", "Wake Up Call"])
            #expect(cell.part(named: "Time")?.properties.font?.value?.size == Length(56))

            let empty = try #require(seed.spec("Empty State"))
            #expect(empty.samples.map(\.value) == ["No Active Alarms", "Tap + to create one", "ADD ALARM"])
            #expect(empty.part(named: "No Active Alarms")?.properties.font?.value?.size == Length(28))
        }

        @Test func paperIDE() throws {
            let seed = try ComponentSeed("paper-ide")
            #expect(seed.inventory == [
                "Buttons button", "Navigation tabBar", "Case List Items listRow", "Inputs / Forms (Search) textInput",
                "Error States errorState", "PaperButtonStyle button",
            ])
            let buttons = try #require(seed.component("Buttons"))
            #expect(buttons.variants.map(\.name) == ["Text-only", "bordered"])
            let bordered = try #require(buttons.variant(named: "bordered"))
            #expect(bordered[.default]?.textColor?.hex == "#222222")
            #expect(bordered[.default]?.borderWidth == 1)
            #expect(bordered[.default]?.provenance["borderWidth"]?.line == 129)
            #expect(bordered[.pressed]?.fill?.hex == "#222222")
            #expect(bordered[.pressed]?.textColor?.hex == "#F4F1EA")
            #expect(bordered[.default]?.paddingVertical == 16 && bordered[.default]?.paddingHorizontal == 24)
            #expect(buttons.variant(named: "Text-only")?[.default]?.borderWidth == 0)
            #expect(seed.spec("Buttons")?.rules.first?.text == "No rounded corners (`cornerRadius` > 2)")

            let tabs = try #require(seed.spec("Navigation"))
            #expect(tabs.samples.map(\.value) == ["Recent Decisions", "Search", "Bookmarks", "About"])
            #expect(tabs.base[.selected].sampleText?.value == "[ Recent ]")

            let row = try #require(seed.spec("Case List Items"))
            #expect(row.samples.first?.value == "Trump v. Anderson")
            #expect(row.base[.default].minHeight?.value == Length(60))
            #expect(row.part(named: "Case number + year")?.properties.textColor?.reference == "Fade")

            let search = try #require(seed.component("Inputs / Forms (Search)")?.variants.first)
            #expect(search[.default]?.borderWidth == 1 && search[.default]?.borderSide == "bottom")
            #expect(search[.focus]?.borderWidth == 2)
            #expect(search[.focus]?.provenance["borderWidth"]?.line == 160)
            #expect(search[.default]?.sampleText == "Search by case name or docket number...")

            let error = try #require(seed.component("Error States")?.variants.first?[.default])
            #expect(error.textColor?.hex == "#9E2A2B")
            #expect(error.sampleText == "Failed to load opinions. Retry.")

            let style = try #require(seed.component("PaperButtonStyle")?.variants.first)
            #expect(style[.pressed]?.fill?.hex == "#222222")
            #expect(style[.pressed]?.provenance["fill"]?.line == 383)
            #expect(style[.default]?.radius == 0)
        }

        @Test func paperIDEMaxRadiusRule() throws {
            let seed = try ComponentSeed("paper-ide")
            let rules = DesignRuleExtractor().extract(from: seed.document)
            #expect(rules.contains { $0.kind == .maxRadius(2) && $0.provenance.line == 132 })
            #expect(RuleViolation.detect(in: seed.resolved, rules: rules).isEmpty)
            // The same rule catches a component that breaks it.
            var rounded = try #require(seed.spec("PaperButtonStyle"))
            rounded.base[.default].radius = PropertyValue(raw: "8", value: Length(8), provenance: rounded.provenance)
            let (component, _) = ComponentResolver(tokens: seed.tokens).resolve(rounded)
            let violations = RuleViolation.detect(in: [component], rules: rules)
            #expect(violations.map(\.property) == ["radius"])
        }

        @Test func zottieKeepsSemanticReferences() throws {
            let seed = try ComponentSeed("zottie")
            #expect(seed.inventory == ["Buttons button", "Inputs textInput", "Cards card", "Lists listRow"])
            let buttons = try #require(seed.spec("Buttons"))
            #expect(buttons.variants.map(\.name) == ["Primary", "Secondary"])
            let primary = buttons.variants[0][.default]
            #expect(primary.fill?.reference == "action.primary")
            #expect(primary.fill?.provenance.line == 157)
            #expect(primary.textColor?.reference == "text.inverse")
            #expect(primary.radius?.reference == "radius.md")
            #expect(buttons.variants[1][.default].textColor?.reference == "action.primary")
            #expect(buttons.rules.map(\.text) == ["Avoid destructive emphasis unless truly destructive"])
            // radius.md has a value in the document; the semantic colours do not.
            let resolved = try #require(seed.component("Buttons")?.variant(named: "Primary"))
            #expect(resolved[.default]?.radius == 10)
            #expect(resolved[.default]?.fill == nil)
            let unresolved = seed.resolveDiagnostics.filter { $0.message.contains("action.primary") }
            #expect(unresolved.map(\.line) == [157, 162])

            let input = try #require(seed.spec("Inputs"))
            #expect(input.base[.error].borderColor?.reference == "feedback.error")
            #expect(input.base[.error].borderColor?.provenance.line == 169)
            #expect(seed.resolveDiagnostics.contains { $0.message.contains("feedback.error") && $0.line == 169 })
            let card = try #require(seed.spec("Cards"))
            #expect(card.base[.default].fill?.reference == "surface.elevated")
            #expect(seed.component("Cards")?.variants.first?[.default]?.radius == 14)
            #expect(seed.spec("Lists")?.rules.map(\.text) == ["Prefer native list patterns", "Use dividers sparingly"])
        }

        @Test func joho() throws {
            let seed = try ComponentSeed("joho")
            let kinds = Dictionary(seed.specs.map { ($0.name, $0.kind) }, uniquingKeysWith: { first, _ in first })
            #expect(kinds["JohoBentoHeader"] == .bentoHeader)
            #expect(kinds["JohoSectionBox"] == .sectionBox)
            #expect(kinds["JohoCard"] == .card)
            #expect(kinds["JohoButton"] == .button)
            #expect(kinds["IndicatorDot"] == .indicatorDot)
            #expect(kinds["JohoIndicator"] == .indicatorDot)
            #expect(kinds["JohoListRow"] == .listRow)
            #expect(kinds["JohoTabBar"] == .tabBar)
            #expect(kinds["JohoSegmentedControl"] == .segmentedControl)
            #expect(kinds["DayCell"] == .calendarDayCell)

            let bento = try #require(seed.spec("JohoBentoHeader"))
            #expect(bento.provenance.line == 4070)
            #expect(bento.base[.default].borderWidth?.value == Length(3))
            #expect(bento.base[.default].borderWidth?.provenance.line == 4155)
            #expect(bento.base[.default].radius?.value == Length(16))
            #expect(bento.base[.default].continuousCorners?.value == true)
            let zones = bento.parts.filter { $0.name.hasPrefix("Zone") }
            #expect(zones.map(\.name) == ["Zone A: Hero number", "Zone B: Context", "Zone C: Navigation arrows"])
            #expect(zones.map { $0.properties.borderWidth?.value } == [Length(1.5), Length(1.5), Length(1.5)])
            #expect(zones.map { $0.properties.borderWidth?.provenance.line } == [4093, 4121, 4149])
            #expect(bento.samples.prefix(2).map(\.value) == ["WEEK 42", "October 2026"])

            let box = try #require(seed.component("JohoSectionBox")?.variants.first?[.default])
            #expect(box.borderWidth == 3 && box.radius == 16 && box.fill?.hex == "#FFFFFF")
            let pill = try #require(seed.component("JohoSectionBox")?.parts.first { $0.name == "Header pill" })
            #expect(pill.properties.fill?.hex == "#000000")
            #expect(pill.properties.radius == 6)

            let card = try #require(seed.component("JohoCard")?.variants.first?[.default])
            #expect(card.borderWidth == 1.5 && card.radius == 12 && card.paddingVertical == 12)
            #expect(card.sampleText == "Team Meeting")

            let button = try #require(seed.component("JohoButton"))
            #expect(button.variants.map(\.name) == ["primary", "secondary", "destructive"])
            #expect(button.variants.map { $0[.default]?.fill?.hex } == ["#000000", "#FFFFFF", "#E53935"])
            #expect(button.variants.map { $0[.default]?.textColor?.hex } == ["#FFFFFF", "#000000", "#FFFFFF"])
            #expect(button.variants[0][.default]?.borderWidth == 2)
            #expect(button.variants[0][.default]?.provenance["fill"]?.line == 3532)
            #expect(button.variants[0][.default]?.sampleText == "Save")
            #expect(button.variants[0][.disabled]?.opacity == 0.5)
            #expect(button.variants[0][.default]?.minHeight == 44)

            let dot = try #require(seed.component("IndicatorDot")?.variants.first?[.default])
            #expect(dot.width == 8 && dot.borderWidth == 1.5 && dot.fullyRounded)

            let row = try #require(seed.component("JohoListRow")?.variants.first?[.default])
            #expect(row.borderWidth == 1.5 && row.radius == 12 && row.paddingVertical == 12)
            #expect(seed.spec("JohoListRow")?.restatedAt.map(\.line) == [7882])

            let tabs = try #require(seed.component("JohoTabBar")?.variants.first)
            #expect(tabs[.default]?.borderWidth == 3 && tabs[.default]?.borderSide == "top")
            #expect(tabs[.selected]?.fill?.hex == "#FFE566")
            #expect(seed.spec("JohoTabBar")?.samples.contains { $0.value == "Week" } == true)

            let field = try #require(seed.component("JohoTextField")?.variants.first)
            #expect(field[.default]?.borderWidth == 2 && field[.focus]?.borderWidth == 2.5)
        }
    }
}

extension ResolvedProperties {
    func spec<T>(_ path: KeyPath<ResolvedProperties, T>) -> T { self[keyPath: path] }
}
