import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// Components from a DESIGN.md front matter: kinds from names, states from suffixes, references
/// resolved in light and dark, properties outside the schema kept (and linted).
@Suite struct FrontMatterComponentTests {
    func analysed(_ name: String) throws -> AnalyzedSystem {
        let memory = try TestSupport.memorySite(documents: ["fixture/DESIGN.md": try TestSupport.fixture("frontmatter/\(name)")])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        return try #require(state.systems.first)
    }

    @Test func kindsAndStatesFromNames() throws {
        let system = try analysed("complete.md")
        let specs = Dictionary(uniqueKeysWithValues: system.componentSpecs.map { ($0.name, $0) })
        #expect(system.componentSpecs.map(\.name) == ["button-primary", "chip", "card", "widget-zeta"])
        #expect(specs["button-primary"]?.kind == .button)
        #expect(specs["chip"]?.kind == .pill)
        #expect(specs["card"]?.kind == .card)
        #expect(specs["widget-zeta"]?.kind == .other)
        #expect(Set(specs["button-primary"]?.base.states.keys ?? [:].keys) == [.default, .hover, .disabled])
        #expect(Set(specs["chip"]?.base.states.keys ?? [:].keys) == [.default, .selected])
        #expect(specs["button-primary"]?.provenance.line == 45)
        #expect(specs["button-primary"]?.base[.hover].fill?.provenance.line == 52)
    }

    @Test func valuesResolveThroughReferencesInLightAndDark() throws {
        let system = try analysed("complete.md")
        let button = try #require(system.components.first { $0.spec.name == "button-primary" }?.variants.first)
        let normal = try #require(button.states[.default])
        #expect(normal.fill?.hex == "#1F6FEB")
        #expect(normal.textColor?.hex == "#FFFFFF")
        #expect(normal.radius == 4)
        #expect(normal.paddingVertical == 16 && normal.paddingHorizontal == 16)
        #expect(normal.font?.family == "Inter")
        #expect(normal.font?.size == 14)
        #expect(button.states[.hover]?.fill?.hex == "#1F6FEB")
        #expect(button.states[.hover]?.textColor?.hex == "#FFFFFF")

        let card = try #require(system.darkComponents.first { $0.spec.name == "card" }?.variants.first?.states[.default])
        #expect(card.fill?.hex == "#0D1117")
        #expect(card.textColor?.hex == "#E6EDF3")
        let chip = try #require(system.components.first { $0.spec.name == "chip" }?.variants.first?.states[.default])
        #expect(chip.fullyRounded)
        #expect(chip.textColor?.hex == "#1F6FEB")
    }

    @Test func unknownPropertiesAreKeptWithAWarning() throws {
        let system = try analysed("complete.md")
        let warning = system.lintFindings.first { $0.message.contains("shadowColor") }
        #expect(warning?.rule == "unknown-key")
        #expect(warning?.line == 64)
        #expect(warning?.severity == .warning)
    }

    @Test func brokenReferencesLeaveThePropertyUnsetAndSaySo() throws {
        let system = try analysed("broken-refs.md")
        let ghost = try #require(system.components.first { $0.spec.name == "button-ghost" }?.variants.first?.states[.default])
        #expect(ghost.fill == nil)
        #expect(ghost.textColor == nil)
        #expect(system.lintFindings.contains { $0.rule == "broken-ref" && $0.line == 17 })
        #expect(system.lintFindings.contains { $0.rule == "broken-ref" && $0.line == 18 && $0.message.contains("cycle") })
        // No audit pair is made of a colour the document never resolved.
        let pairs = system.audit?.pairs.filter { $0.context.component == "button-ghost" } ?? []
        #expect(pairs.isEmpty)
    }

    @Test func aGenericComponentStillRendersAsABox() throws {
        let memory = try TestSupport.memorySite(documents: ["pinecone/DESIGN.md": try TestSupport.fixture("frontmatter/complete.md")])
        _ = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
        let gallery = memory.allFiles(under: "/Public/pinecone/components").filter { $0.hasSuffix(".html") }
            .map { String(decoding: memory.contents($0) ?? Data(), as: UTF8.self) }.joined()
        #expect(gallery.contains("widget-zeta"))
        #expect(gallery.contains("Widget zeta"))
    }

    /// A preview's stand-in copy is the name's words as written, never the singular forms the
    /// vocabulary matches with ("New row" for `news-row`).
    @Test(arguments: [
        ("button-primary", "Button primary"), ("news-row", "News row"), ("button-arknights", "Button arknights"),
        ("cardHeaderLarge", "Card header large"), ("status_badge", "Status badge"),
    ])
    func aSampleIsTheNameAsWritten(_ key: String, _ sample: String) {
        #expect(FrontMatterComponentReader.sample(for: key) == sample)
    }
}
