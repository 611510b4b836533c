import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenSite

extension ComponentTests {
    /// `Fixtures/components/named-shadows.md`: a DESIGN.md whose depth table names its steps
    /// (`Depth 3 — Raised Stack`), adds one step's layer to others ("plus edge line"), colours a
    /// ring by reference at an alpha, and writes CSS declarations; whose components name those
    /// shadows in words, in a state, in a table's Use cell and in a `description`. And
    /// `named-shadows-prose.md`: the same in a document without front matter.
    @Suite struct NamedShadows {
        static let built = Result { () throws -> (system: AnalyzedSystem, html: String) in
            try build("named-shadows.md", as: "harbor")
        }
        static let prose = Result { () throws -> (system: AnalyzedSystem, html: String) in
            try build("named-shadows-prose.md", as: "cove")
        }

        static func build(_ fixture: String, as slug: String) throws -> (system: AnalyzedSystem, html: String) {
            let text = try TestSupport.fixture("components/\(fixture)")
            let memory = try TestSupport.memorySite(documents: ["\(slug)/DESIGN.md": text])
            let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
            let site = try TestSupport.memorySite(documents: ["\(slug)/DESIGN.md": text])
            let builder = SiteBuilder(fileIO: site.fileIO, fontCatalog: FontCatalog(faces: []), fontConverter: .passthrough, toolFingerprint: "t")
            _ = try builder.build(TestSupport.memoryOptions)
            return (try #require(state.systems.first), try #require(site.text("/Public/\(slug)/components/index.html")))
        }

        static func shadow(_ name: String, in system: AnalyzedSystem) throws -> Shadow {
            let token = try #require(system.tokens.tokens.first { $0.name == name }, "no token \(name)")
            guard case .shadow(let shadow) = token.value else { Issue.record("\(name) is \(token.value)"); throw CancellationError() }
            return shadow
        }

        static func look(_ name: String, _ state: ComponentState = .default, in system: AnalyzedSystem) throws -> ResolvedProperties {
            try #require(system.components.first { $0.spec.name == name }?.variants.first?.states[state], "no \(state) of \(name)")
        }

        static func spec(_ name: String, in system: AnalyzedSystem) throws -> ComponentSpec {
            try #require(system.componentSpecs.first { $0.name == name })
        }

        static func css(_ shadow: Shadow?) -> String? {
            shadow.map { ValueScanner.css($0) { $0.map { "\(Int($0.cssPixels))" } ?? "0" } }
        }

        @Test func aStepsWordsBesideItsCodeMakeItInset() throws {
            let system = try Self.built.get().system
            #expect(Self.css(try Self.shadow("Depth 1 — Edge Line", in: system)) == "inset 0 0 0 1 rgb(0 0 0 / 0.122)")
        }

        @Test func plusAnotherStepAddsThatStepsLayers() throws {
            let system = try Self.built.get().system
            let raised = try Self.shadow("Depth 3 — Raised Stack", in: system)
            #expect(raised.layers.count == 3)
            #expect(raised.layers.last?.inset == true)
            #expect(raised.layers.last?.spread?.cssPixels == 1)
            // A phrase naming no row keeps the code's layers alone, and says so.
            #expect(try Self.shadow("Soft halo", in: system).layers.count == 1)
            let text = try TestSupport.fixture("components/named-shadows.md")
            let (frontMatter, body) = try FrontMatter.split(text, file: "named-shadows.md")
            let set = TokenExtractor().extract(from: MarkdownParser().parse(body, file: "named-shadows.md"), frontMatter: frontMatter)
            #expect(set.diagnostics.contains { $0.message.contains("'Soft halo' adds \"marble rim\"") })
            #expect(set.diagnostics.contains { $0.message.contains("'Ghost ring' is drawn in {colors.nowhere}") })
        }

        @Test func aRingInATokensColourAtAnAlphaIsThatColour() throws {
            let system = try Self.built.get().system
            let ring = try Self.shadow("Signal ring", in: system)
            #expect(ring.color?.hex == "#2F6FEB66")
            #expect(ring.spread?.cssPixels == 3)
            // A reference to no colour is no shadow.
            #expect(!system.tokens.tokens.contains { $0.name == "Ghost ring" })
        }

        @Test func aCSSDeclarationIsItsValue() throws {
            let system = try Self.built.get().system
            #expect(Self.css(try Self.shadow("Step 1", in: system)) == "0 1 3 0 rgb(0 0 0 / 0.1)")
            let two = try Self.shadow("Step 2", in: system)
            #expect(two.layers.count == 2)
            #expect(two.y?.cssPixels == 8 && two.blur?.cssPixels == 16)
        }

        @Test func aComponentNamingAStepInWordsDrawsThatStepsShadow() throws {
            let system = try Self.built.get().system
            let raised = try Self.shadow("Depth 3 — Raised Stack", in: system)
            // "Sits on the Depth 3 raised-stack shadow": the whole name.
            #expect(try Self.look("tile-feature", in: system).shadow == raised)
            // "Carries a depth-3 shadow": its step.
            #expect(try Self.look("tile-wide", in: system).shadow == raised)
            // The exports say the same: an alias of the step.
            let tier = ComponentTokens.tokens(for: system.componentSpecs, palette: system.tokens)
            #expect(tier.first { $0.name == "tile-feature shadow" }?.value == .alias("Depth 3 — Raised Stack"))
            #expect(tier.first { $0.name == "tile-wide shadow" }?.value == .alias("Depth 3 — Raised Stack"))
            // "On night bands, add the Depth 4 overlay glow": a shadow for another ground, listed.
            let wide = try #require(system.componentSpecs.first { $0.name == "tile-wide" })
            #expect(wide.notDrawn.map(\.text) == ["On night bands, add the Depth 4 overlay glow"])
            // Of a sentence, the clause naming the shadow, not the properties drawn beside it.
            #expect(try Self.spec("tile-feature", in: system).notDrawn.map(\.text) == ["with the Depth 4 overlay glow while dragged"])
            // In the gallery, every layer.
            let html = try Self.built.get().html
            #expect(html.contains("--c-shadow: 0px 2px 4px rgb(0 0 0 / 0.078), 0px 10px 12px -6px rgb(0 0 0 / 0.078), inset 0px 0px 0px 1px rgb(0 0 0 / 0.122)"), "\(html.prefix(200))")
        }

        @Test func aSentenceNamingAStepIsDrawnOverVaguerWords() throws {
            // The caption's "a soft floating shadow" names nothing; its bullet's "Carries a
            // Depth 2 low-lift shadow" does.
            let system = try Self.built.get().system
            #expect(try Self.look("pill-float", in: system).shadow == Self.shadow("Depth 2 — Low Lift", in: system))
            #expect(try Self.spec("pill-float", in: system).notDrawn.isEmpty)
        }

        @Test func aDescriptionNamingAStepGivesItsShadow() throws {
            let system = try Self.built.get().system
            #expect(try Self.look("sheet-dialog", in: system).shadow == Self.shadow("Depth 4 — Overlay", in: system))
            // A step no shadow has is listed with its line, never drawn.
            #expect(try Self.look("sheet-notice", in: system).shadow == nil)
            let notice = try #require(system.componentSpecs.first { $0.name == "sheet-notice" })
            #expect(notice.notDrawn.map(\.text) == ["description: Notice strip that floats on a Depth 9 shadow."])
        }

        @Test func aStateNamingAShadowDrawsItInThatStateOnly() throws {
            let system = try Self.built.get().system
            // "Focus state inherits the signal-ring shadow".
            #expect(try Self.look("field-entry", .focus, in: system).shadow == Self.shadow("Signal ring", in: system))
            #expect(try Self.look("field-entry", in: system).shadow == nil)
            // A table's Use cell "Pressed flat chips": the pressed state of `chip-flat`.
            #expect(try Self.look("chip-flat", .pressed, in: system).shadow == Self.shadow("Depth 2 — Low Lift", in: system))
        }

        @Test func anItemOfAUseListGivesItsComponentTheShadowInItsOwnState() throws {
            // "Pressed buttons, promo bands": the pressed belongs to the buttons.
            let system = try Self.built.get().system
            #expect(try Self.look("band-promo", in: system).shadow == Self.shadow("Depth 3 — Raised Stack", in: system))
            #expect(system.components.first { $0.spec.name == "band-promo" }?.variants.first?.states[.pressed] == nil)
        }

        @Test func aHedgedShadowStaysWords() throws {
            // "optional Depth 2 shadow": for some cases only, not the panel as drawn.
            let panel = try Self.look("panel-side", in: try Self.built.get().system)
            #expect(panel.shadow == nil)
            #expect(panel.unresolvedValues["shadow"]?.text.contains("optional Depth 2 shadow") == true)
        }

        @Test func aShadowAPartCarriesIsNotTheComponents() throws {
            // "No shadow by default; the product photo itself carries the Depth 3 … shadow".
            let system = try Self.built.get().system
            #expect(try Self.look("tile-photo", in: system).shadow == nil)
            // "applied to photo tiles on pointer hover": the hover state's.
            #expect(try Self.look("tile-photo", .hover, in: system).shadow == Self.shadow("Photo lift", in: system))
        }

        @Test func aStepThatMatchesNothingStaysWordsNotUnderstood() throws {
            let system = try Self.built.get().system
            let chip = try Self.look("chip-flat", in: system)
            #expect(chip.shadow == nil)
            #expect(chip.unresolvedValues["shadow"]?.text.contains("Depth 7 halo") == true)
        }

        @Test(arguments: [
            ("Carries Level 2 subtle-drop shadow", "Level 2 — Subtle Drop"),
            ("a level-2 lift", "Level 2 — Subtle Drop"),
            ("the stack (Level 3) around pricing cards", "Level 3"),
            ("inherits the focus-ring shadow", "Focus ring"),
            // The rest of a name alone is plain English, no name; a step no shadow has, and a
            // shadow said to be absent, name none.
            ("a subtle drop shadow", nil),
            ("Level 10 shadow", nil),
            ("no Level 2 shadow here", nil),
        ] as [(String, String?)])
        func aPhraseNamesOneShadowByItsNameOrStep(_ phrase: String, _ expected: String?) {
            let names = ["Level 1", "Level 2 — Subtle Drop", "Level 3", "Focus ring"]
            let tokens = names.enumerated().map { line, name in
                DesignToken(name: name, value: .shadow(Shadow(y: Length(1, .px))), provenance: Provenance(file: "t.md", line: line + 1, excerpt: name))
            }
            #expect(NamedShadow.token(in: phrase, among: tokens)?.name == expected)
        }

        /// A token named by the noun alone (`Shadow`) answers to "elevated shadow", but not to
        /// "shadow ring" or "shadow glow": those name a ring or a glow the document does not give.
        @Test(arguments: [("elevated shadow", "Shadow"), ("Shadow", "Shadow"), ("shadow ring", nil), ("soft shadow glow", nil)] as [(String, String?)])
        func aShadowNounBeforeAnotherNamesNoToken(_ phrase: String, _ expected: String?) {
            let tokens = ["Shadow", "Shadow LG"].enumerated().map { line, name in
                DesignToken(name: name, value: .shadow(Shadow(y: Length(4, .px))), provenance: Provenance(file: "t.md", line: line + 1, excerpt: name))
            }
            #expect(NamedShadow.token(in: phrase, among: tokens)?.name == expected)
        }

        @Test func withoutFrontMatterAShadowLabelNamingAStepIsThatStep() throws {
            let system = try Self.prose.get().system
            let float = try Self.shadow("Level 2 — Float", in: system)
            #expect(float.layers.count == 2 && float.layers[1].inset)
            let card = try #require(system.components.first { $0.spec.kind == .card || $0.spec.name.lowercased().contains("card") })
            #expect(card.variants.first?.states[.default]?.shadow == float)
            let panel = try #require(system.components.first { $0.spec.name.lowercased().contains("panel") }?.variants.first?.states[.default])
            #expect(panel.shadow == nil)
            #expect(panel.unresolvedValues["shadow"]?.text == "Level 6")
        }
    }
}
