import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ComponentTests {
    /// `Fixtures/components/front-matter-prose-additions.md`: a DESIGN.md whose prose names its
    /// front-matter components again and adds what the format leaves out (a border, a height,
    /// an underline on hover). The prose fills what the front matter leaves open; the front
    /// matter wins where both speak, and defines the list of components.
    @Suite struct FrontMatterProseAdditions {
        static let system = Result { () throws -> AnalyzedSystem in
            let memory = try TestSupport.memorySite(documents: ["quayside/DESIGN.md": try TestSupport.fixture("components/front-matter-prose-additions.md")])
            let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
            return try #require(state.systems.first)
        }

        static func look(_ name: String, _ state: ComponentState = .default) throws -> ResolvedProperties? {
            try system.get().components.first { $0.spec.name == name }?.variants.first?.states[state]
        }

        @Test func bordersTheProseAddsAreDrawn() throws {
            let hollow = try #require(try Self.look("button-hollow"))
            #expect(hollow.borderWidth == 2)
            #expect(hollow.borderColor?.hex == "#14305A")
            #expect(hollow.fill?.hex == "#FFFFFF")
            let field = try #require(try Self.look("field-plain"))
            #expect(field.borderWidth == 1)
            #expect(field.borderColor?.hex == "#D6D3CC")
            // The solid button's prose states no border: none is added.
            #expect(try Self.look("button-solid")?.borderWidth == nil)
        }

        @Test func aCaptionLinePhraseIsRead() throws {
            let chip = try #require(try Self.look("chip-quiet"))
            #expect(chip.borderColor?.hex == "#3E6B48")
            #expect(chip.radius == 6)
            #expect(chip.fill?.hex == "#F2ECE1")
        }

        @Test func theFrontMatterWinsAndTheConflictIsNoted() throws {
            let tile = try #require(try Self.look("tile-plan"))
            #expect(tile.fill?.hex == "#FFFFFF")
            #expect(tile.borderColor?.hex == "#D6D3CC")
            let system = try Self.system.get()
            let notes = system.componentDiagnostics.filter { $0.message.contains("tile-plan") }
            #expect(notes.count == 1, "\(notes.map(\.message))")
            #expect(notes.first?.line == 69)
            // Agreeing prose is no conflict.
            #expect(!system.componentDiagnostics.contains { $0.message.contains("button-hollow") })
        }

        @Test func aHoverUnderlineIsTheLinksHoverState() throws {
            let hover = try Self.look("link-inline", .hover)
            #expect(hover?.font?.decoration == "underline")
            let link = try Self.look("link-inline")
            #expect(link?.textColor?.hex == "#2B6F8E")
            #expect(link?.font?.decoration == nil)
            // `set in {typography.label-sm}` names a type style, not the colour called `label`.
            #expect(link?.fill == nil)
        }

        @Test func proseAddsNoComponent() throws {
            let names = try Self.system.get().componentSpecs.map(\.name)
            #expect(names == ["button-solid", "button-hollow", "field-plain", "tile-plan", "link-inline", "chip-quiet"])
        }
    }
}
