import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

/// A table column headed by a state (`| Hover |`, `| Pressed |`), alone or with the property it
/// changes (`| Hover background |`, `| Border (focus) |`), holds that state's values: never the
/// resting look's, never dropped. A colour alone there changes what the table's other columns say
/// the rows are drawn with; where they do not say, the words are listed with their line.
@Suite struct StateColumnTests {
    static let document = """
    # Saltmarsh

    ## Colors

    | Token | Value | Usage |
    |-------|-------|-------|
    | `--reed` | #2F4A3A | body text |
    | `--heron` | #3D6FA8 | main actions |
    | `--heron-lit` | #9DB8D9 | main action, hovered |
    | `--fog` | #E8ECEA | quiet surfaces |
    | `--rust` | #A8442A | destructive |

    ## Components

    ### Buttons

    | Variant | Background | Text | Border | Hover |
    |---------|-----------|------|--------|-------|
    | Main | `--heron` | `#ffffff` | none | `--heron-lit` |
    | Plain | transparent | `--reed` | none | `--fog` |
    | Drop | `--rust` | `#ffffff` | none | none |

    ### Tabs

    | Tab | Background | Text | Hover text | Background (selected) |
    |-----|-----------|------|------------|-----------------------|
    | Standard | `--fog` | `--reed` | `--heron` | `--heron-lit` |

    ### Chips

    | Chip | Text | Border | Pressed |
    |------|------|--------|---------|
    | Filter | `--reed` | `--fog` | `--heron` |
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    static func variant(_ component: String, _ name: String? = nil) throws -> ResolvedVariant {
        try TestSupport.variant(component, name, in: system.get().components)
    }

    @Test func aStateColumnUnderATableOfBackgroundsIsThatStatesFill() throws {
        let main = try Self.variant("Buttons", "Main")
        #expect(main[.default]?.fill?.hex == "#3D6FA8")
        #expect(main[.hover]?.fill?.hex == "#9DB8D9", "\(main.states.keys.sorted())")
        // The text is the resting one's: white on the lighter hover.
        #expect(main[.hover]?.textColor == nil || main[.hover]?.textColor?.hex == "#FFFFFF")
        // A variant with no box of its own is tinted on hover, its text unchanged.
        let plain = try Self.variant("Buttons", "Plain")
        #expect(plain[.hover]?.fill?.hex == "#E8ECEA")
        #expect(plain[.hover]?.textColor?.hex != "#E8ECEA")
        // `none`: the state changes nothing; no cell of its own.
        #expect(try Self.variant("Buttons", "Drop")[.hover] == nil)
    }

    @Test func aColumnNamingAStateAndAPropertyIsThatPropertyInThatState() throws {
        let tab = try Self.variant("Tabs")
        #expect(tab[.default]?.fill?.hex == "#E8ECEA" && tab[.default]?.textColor?.hex == "#2F4A3A")
        #expect(tab[.hover]?.textColor?.hex == "#3D6FA8")
        #expect(tab[.selected]?.fill?.hex == "#9DB8D9")
    }

    @Test func aColourAloneUnderATableThatDoesNotSayWhichPartIsListed() throws {
        let chip = try Self.variant("Chips")
        #expect(chip[.pressed]?.fill == nil && chip[.pressed]?.textColor?.hex != "#3D6FA8")
        let chips = try #require(Self.system.get().components.first { $0.name == "Chips" })
        let listed = try #require(chips.spec.notDrawn.first { $0.text.hasPrefix("Pressed") })
        #expect(listed.text.contains("--heron") && listed.provenance.line == 33, "\(listed)")
    }

    @Test func theAuditMeasuresTheTextOnAStateColumnsFill() throws {
        let memory = try TestSupport.memorySite(documents: ["salt/DESIGN.md": Self.document])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        let report = try #require(state.systems.first?.audit)
        let hover = try #require(report.pairs.first { $0.context.variant == "Main" && $0.context.state == .hover && $0.context.element == "text" })
        #expect(hover.background.hex == "#9DB8D9" && hover.fails(.aa))
    }
}
