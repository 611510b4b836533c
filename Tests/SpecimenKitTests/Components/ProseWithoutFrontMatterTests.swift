import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

/// `Fixtures/frontmatter/broken-front-matter-prose-tables.md`: a DESIGN.md whose front matter is
/// not valid YAML, so its prose is read alone: tables keyed by token references define the
/// type styles, spacing steps and radii, captions naming keys under one heading describe one
/// component each, and a palette note about a list row's hover gives no card a hover.
@Suite struct ProseWithoutFrontMatterTests {
    static let text = Result { try TestSupport.fixture("frontmatter/broken-front-matter-prose-tables.md") }

    static let system = Result { () throws -> AnalyzedSystem in
        let memory = try TestSupport.memorySite(documents: ["kiln/DESIGN.md": try text.get()])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        return try #require(state.systems.first)
    }

    /// The variant named `name` of the component that has it, with its states.
    static func variant(_ name: String) throws -> ResolvedVariant {
        let components = try system.get().components
        return try #require(components.lazy.compactMap { $0.variants.first { $0.name == name } }.first,
                            "\(components.map { ($0.name, $0.variants.map(\.name)) })")
    }

    static func look(_ name: String, _ state: ComponentState = .default) throws -> ResolvedProperties {
        try #require(try variant(name).states[state])
    }

    @Test func referenceTablesDefineTheirTokens() throws {
        let set = TokenSet(tokens: try Self.system.get().tokens.tokens)
        #expect(set.pinned(.typeStyle).map(\.description) == [
            "35 title-lg 30px semibold", "36 body-md 15px regular", "37 label-md 13px medium", "38 tag-sm 11px medium",
        ])
        #expect(set.pinned(.spacing).map(\.description) == ["44 sm 8px", "45 lg 20px"])
        #expect(set.pinned(.radius).map(\.description) == ["51 xs 3px", "52 md 7px", "53 lg 12px", "54 full 9999px"])
        if case .typeStyle(let style)? = set.tokens.first(where: { $0.name == "label-md" })?.value {
            #expect(style.lineHeight == 1.4 && style.tracking == Length(0.2, .px))
        }
    }

    @Test func componentsTakeTheRadiiAndTypeTheyReferTo() throws {
        let fill = try Self.look("button-fill")
        #expect(fill.radius == 7)
        #expect(fill.font?.size == 13 && fill.font?.weight == "medium")
        let card = try Self.look("booking-card")
        #expect(card.radius == 12 && card.paddingVertical == 20)
        #expect(try Self.look("tag-info").radius == 3)
    }

    @Test func eachKeyCaptionUnderOneHeadingIsItsOwnLook() throws {
        let fill = try Self.look("button-fill")
        #expect(fill.fill?.hex == "#F2A93B" && fill.textColor?.hex == "#1A1206")
        // The ghost's outline is the ghost's alone.
        #expect(fill.borderWidth == nil || fill.borderWidth == 0)
        let ghost = try Self.look("button-ghost")
        #expect(ghost.borderWidth == 1 && ghost.paddingVertical == 6 && ghost.paddingHorizontal == 14)
        let quiet = try Self.look("button-quiet")
        #expect(quiet.textColor?.hex == "#EEEEEA" && quiet.paddingHorizontal == 18)
        // A caption that only names a state word in its key is a look of its own, and an aside
        // after its look ("— dim utility state") does not make the line a rule.
        let disabled = try Self.look("button-disabled")
        #expect(disabled.fill?.hex == "#1D2024" && disabled.textColor?.hex == "#A3A39C")
    }

    @Test func twoKeysJoinedWithAnAsideOwnTheListBelowThem() throws {
        let chip = try Self.variant("filter-chip")
        #expect(chip.states[.default]?.textColor?.hex == "#A3A39C")
        #expect(chip.states[.default]?.radius == 9999 || chip.states[.default]?.fullyRounded == true, "\(String(describing: chip.states[.default]))")
        #expect(chip.states.values.contains { $0.fill?.hex == "#1D2024" && $0.textColor?.hex == "#EEEEEA" })
        // The tag next to the strip keeps its own look, with no state of the chip's.
        let tag = try Self.variant("tag-info")
        #expect(tag.states[.default]?.textColor?.hex == "#6CB8FF")
        #expect(tag.states.keys.sorted() == [.default])
    }

    @Test func aPaletteNoteAboutAnotherComponentsHoverMakesNoState() throws {
        #expect(try Self.variant("booking-card").states.keys.sorted() == [.default])
        #expect(try Self.variant("sheet-card").states.keys.sorted() == [.default])
    }

    /// Without a note denying hover states, a palette line's clause naming a row still gives
    /// the row's hover, not the card's; a clause naming the fill's own hover still gives it.
    @Test func onlyAClauseNamingNoOtherComponentGivesAHover() throws {
        let text = """
            # Loam

            ## Colors
            - **Bark** (#2B2118): card background.
            - **Bark Deep** (#1C150F): menu row hover.
            - **Moss** (#3C6E47): the filled button.
            - **Moss Dark** (#2D5436): Moss on hover.

            ## Components

            ### Cards
            - Background Bark (#2B2118), 12px radius.

            ### Buttons
            - Background Moss (#3C6E47), white text, 8px radius.
            """
        let memory = try TestSupport.memorySite(documents: ["loam/DESIGN.md": text])
        let system = try #require(try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions).systems.first)
        let card = try #require(system.components.first { $0.kind == .card }?.variants.first)
        #expect(card.states[.hover] == nil)
        let button = try #require(system.components.first { $0.kind == .button }?.variants.first)
        #expect(button.states[.hover]?.fill?.hex == "#2D5436")
    }

    /// A state word a component's name follows (`pressed state for the main button`) is the
    /// fill's own state, though the clause names a kind; only one right after another kind's
    /// name (`menu row hover`) belongs to that other component.
    @Test func aStateWordBeforeTheComponentItServesIsTheFillsOwn() throws {
        let text = """
            # Loam

            ## Colors
            - **Moss** (#3C6E47): the filled button.
            - **Moss Dark** (#2D5436): pressed state for the main button, menu row hover.

            ## Components

            ### Buttons
            - Background Moss (#3C6E47), white text, 8px radius.
            """
        let memory = try TestSupport.memorySite(documents: ["loam/DESIGN.md": text])
        let system = try #require(try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions).systems.first)
        let button = try #require(system.components.first { $0.kind == .button }?.variants.first)
        #expect(button.states[.pressed]?.fill?.hex == "#2D5436")
        #expect(button.states[.hover] == nil)
    }

    @Test func aNoteDenyingStatesIsRead() {
        func denied(_ line: String) -> Set<ComponentState> {
            ComponentContext.deniedStates(in: MarkdownParser().parse("# T\n\n\(line)\n", file: "t.md"))
        }
        #expect(denied("> No hover states documented per system policy.") == [.hover])
        #expect(denied("Cards come without hover or pressed states.") == [.hover, .pressed])
        #expect(denied("No border on cards; hover state lifts the card.").isEmpty)
    }

    /// A valid front matter wins over a reference table: a row that agrees restates the token
    /// (a line height the prose rounds, `22px` for `22.08px`, agrees), and one that does not is
    /// a warning naming both lines.
    @Test func aFrontMatterTokenWinsOverItsReferenceRow() throws {
        let text = """
            ---
            name: Sill
            colors:
              ink: "#1A1A1A"
            rounded:
              sm: 4px
              md: 8px
            typography:
              body-md: { fontSize: 16px, fontWeight: 400, lineHeight: 22.08px }
            ---

            ## Shapes

            | Token | Value | Use |
            |---|---|---|
            | `{rounded.sm}` | 4px | Chips |
            | `{rounded.md}` | 10px | Buttons |

            ## Typography

            | Token | Size | Weight | Line Height |
            |---|---|---|---|
            | `{typography.body-md}` | 16px | 400 | 22px |
            """
        let (frontMatter, body) = try FrontMatter.split(text, file: "s.md")
        let set = TokenExtractor().extract(from: MarkdownParser().parse(body, file: "s.md"), frontMatter: frontMatter)
        #expect(set.pinned(.radius).map(\.description) == ["6 sm 4px", "7 md 8px"])
        #expect(set.pinned(.typeStyle).map(\.description) == ["9 body-md 16px regular"])
        let drift = set.diagnostics.filter { $0.message.contains("drifted") }
        #expect(drift.count == 1, "\(drift.map(\.message))")
        #expect(drift.first?.message.contains("'md'") == true)
        #expect(drift.first?.related.map(\.line) == [7, 17])
    }
}
