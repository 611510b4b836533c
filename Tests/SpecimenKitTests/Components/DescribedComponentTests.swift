import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ComponentTests {
    /// `Fixtures/components/described-in-words.md`: components the document describes in words
    /// that give no look (`A quiet bar along the top of every page`, `Photo above, headline
    /// below`). They are listed with those words and their lines, never drawn as a box; a
    /// component that states its colours is drawn; a colour in brackets after a part's name
    /// (`Byline (500 / #8A5A00)`) is the part's, not the component's fill.
    @Suite struct DescribedInWords {
        static let path = "Tests/SpecimenKitTests/Fixtures/components/described-in-words.md"

        static func draft() throws -> ComponentExtractor.Draft {
            let document = try SeedDocuments.parse(path)
            let tokens = ResolvedTokens(tokens: TokenExtractor().extract(from: document).tokens)
            return ComponentExtractor().draft(from: document, tokens: tokens)
        }

        @Test func componentsWithALookAreDrawn() throws {
            let seed = ComponentSeed(document: try SeedDocuments.parse(Self.path))
            #expect(seed.specs.map(\.name).sorted() == ["Buttons", "Footer Strip", "Profile Card"], "\(seed.dump)")
        }

        @Test func componentsDescribedInWordsAreListedWithTheirLines() throws {
            let draft = try Self.draft()
            let described = draft.described(draft.sections.indices.map(draft.read(section:)))
            #expect(described.map(\.name) == ["Navigation Bar", "Story Tile"])
            let bar = try #require(described.first)
            #expect(bar.provenance.line == 20)
            #expect(bar.words.map(\.text) == ["A quiet bar along the top of every page", "Wordmark on the left, account menu on the right"])
            #expect(bar.words.map(\.provenance.line) == [22, 23])
            #expect(bar.understood.isEmpty)
        }

        @Test func aColourInAPartsBracketsIsNotTheFill() throws {
            let seed = ComponentSeed(document: try SeedDocuments.parse(Self.path))
            let card = try #require(seed.component("Profile Card")?.variants.first?[.default], "\(seed.dump)")
            #expect(card.fill?.hex == "#FFFFFF")
            #expect(card.provenance["fill"]?.line == 33)
            #expect(card.textColor?.hex != "#8A5A00")
            #expect(card.borderColor?.hex == "#D8DEE6" && card.radius == 10)
        }

        @Test func theBuildAndExtractListThemAndDrawNoBox() throws {
            let text = try String(contentsOfFile: TestSupport.fixturesFolder + "/components/described-in-words.md", encoding: .utf8)
            let system = try ExtractRoundTripTests.analysed(text, sidecar: nil)
            #expect(system.describedComponents.map(\.name) == ["Navigation Bar", "Story Tile"])
            #expect(!system.components.contains { $0.name == "Navigation Bar" || $0.name == "Story Tile" })
            let extracted = DesignMDWriter(system).write()
            #expect(extracted.contains("#   line 20: component \"Navigation Bar\" is described only in words, not drawn: \"A quiet bar along the top of every page\" (line 22)"))
            let json = DesignMDWriter(system).json()
            #expect(json.contains("\"described\"") && json.contains("Photo above, headline below"))
        }
    }
}

extension ComponentTests {
    /// `Fixtures/components/kind-captions-in-words.md`: under a heading that gathers components,
    /// a caption whose name says its kind (`**Glow Card**`) over lines that give no look is listed
    /// with its words at the caption's line, as a caption that names no kind is; it is not lost.
    @Suite struct KindCaptionsInWords {
        static let path = "Tests/SpecimenKitTests/Fixtures/components/kind-captions-in-words.md"

        @Test func aKindCaptionInWordsIsListedNotDropped() throws {
            let document = try SeedDocuments.parse(Self.path)
            let tokens = ResolvedTokens(tokens: TokenExtractor().extract(from: document).tokens)
            let draft = ComponentExtractor().draft(from: document, tokens: tokens)
            let described = draft.described(draft.sections.indices.map(draft.read(section:)))
            #expect(described.map(\.name) == ["Tide Meter", "Glow Card"])
            let card = try #require(described.last)
            #expect(card.provenance.line == 15)
            #expect(card.words.map(\.provenance.line) == [16, 17])
        }

        @Test func aKindCaptionWithALookIsDrawn() throws {
            let seed = ComponentSeed(document: try SeedDocuments.parse(Self.path))
            #expect(seed.specs.map(\.name) == ["Quiet Badge"], "\(seed.dump)")
            #expect(seed.component("Quiet Badge")?.variants.first?[.default]?.fill?.hex == "#101418")
        }
    }
}
