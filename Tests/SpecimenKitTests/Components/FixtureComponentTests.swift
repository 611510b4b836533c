import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ComponentTests {
    /// A document in a style none of the seeds uses: `Component / variant` headings with a
    /// table of states, and a two-column property table.
    @Suite struct Fixture {
        @Test func tablesPerVariant() throws {
            let seed = ComponentSeed(document: try SeedDocuments.parse("Tests/SpecimenKitTests/Fixtures/components/acme-tables.md"))
            #expect(seed.inventory == ["Button button", "Chip pill"])
            let button = try #require(seed.component("Button"))
            #expect(button.variants.map(\.name) == ["primary", "secondary"])
            let primary = button.variants[0]
            #expect(primary[.default]?.fill?.hex == "#3355FF")
            #expect(primary[.default]?.textColor?.hex == "#FAFAFA")
            #expect(primary[.default]?.radius == 6 && primary[.default]?.height == 40)
            #expect(primary[.hover]?.fill?.hex == "#2244EE")
            #expect(primary[.hover]?.provenance["fill"]?.line == 18)
            #expect(primary[.disabled]?.fill?.hex == "#3355FF80")
            let secondary = button.variants[1]
            #expect(secondary[.default]?.fill?.alpha == 0)
            #expect(secondary[.default]?.borderWidth == 1 && secondary[.default]?.borderColor?.hex == "#111111")
            #expect(secondary[.focus]?.borderWidth == 2 && secondary[.focus]?.borderColor?.hex == "#3355FF")

            let chip = try #require(seed.component("Chip")?.variants.first?[.default])
            #expect(chip.fill?.hex == "#FAFAFA")
            #expect(chip.radius == 999 && chip.fullyRounded)
            #expect(chip.paddingVertical == 4 && chip.paddingHorizontal == 10)
            #expect(chip.sampleText == "Filter")
            #expect(seed.resolveDiagnostics.isEmpty)
        }

        @Test func classification() {
            #expect(ComponentKind.classify("JohoToggleRow") == .listRow)
            #expect(ComponentKind.classify("Pill Button (Selectable)") == .pill)
            #expect(ComponentKind.classify("Floating action button") == .floatingActionButton)
            #expect(ComponentKind.classifyHead("Type Indicator Circles") == nil)
            #expect(ComponentKind.classifyHead("Inputs / Forms (Search)") == .textInput)
            #expect(ComponentState.from(label: "Active/Pressed", kind: .button) == .pressed)
            #expect(ComponentState.from(label: "Active State", kind: .tabBar) == .selected)
            #expect(ComponentState.from(label: "Focus state", kind: .textInput) == .focus)
        }

        @Test func unknownReferenceIsADiagnosticNotACrash() {
            let document = MarkdownParser().parse("# X\n\n## Card\n\n- Background: `missingToken`\n- Corner radius: 8pt\n", file: "x.md")
            let seed = ComponentSeed(document: document)
            #expect(seed.inventory == ["Card card"])
            #expect(seed.resolveDiagnostics.map(\.line) == [5])
            #expect(seed.component("Card")?.variants.first?[.default]?.radius == 8)
        }
    }
}
