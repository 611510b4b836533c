import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// The word lists readers once kept as literals load from `vocabulary.yml` as written, and the
/// readers match them as they always did.
@Suite struct VocabularyWordListTests {
    @Test func theShippedListsLoad() {
        let vocabulary = Vocabulary.standard
        #expect(vocabulary.stateConditions.first?.fragment == "pressed")
        #expect(vocabulary.stateConditions.contains { $0.fragment == "enabled" && $0.state == .disabled && !$0.whenTrue })
        #expect(vocabulary.ruleColors.map(\.phrase) == ["pure white", "pure black"])
        #expect(vocabulary.ruleColors.first?.color == RGBAColor(red: 1, green: 1, blue: 1))
        #expect(vocabulary.phraseRoles.contains { $0.fragment == " bg" && $0.role == .fill })
        #expect(vocabulary.ruleOpeners.contains("no "))
        #expect(vocabulary.colorNameStopWords.contains("no") && vocabulary.colorNameStopWords.contains("on"))
        #expect(vocabulary.pageBackground.background.occurs(in: ["page", "canvas"]))
        #expect(vocabulary.pageBackground.background.occurs(in: ComponentKind.words(of: "页面背景")))
        #expect(!vocabulary.pageBackground.background.occurs(in: ["背"]))
        #expect(vocabulary.pageBackground.surface.covers(["surface"]))
        #expect(!vocabulary.pageBackground.surface.covers(["surface", "raised"]))
        #expect(vocabulary.basicColors["black"] == RGBAColor(red: 0, green: 0, blue: 0))
        #expect(vocabulary.textTokens.excluded.contains("on"))
        #expect(vocabulary.darkTwinSurfaces.contains("bg"))
    }

    @Test func theTokenAndAuditListsLoad() {
        let vocabulary = Vocabulary.standard
        #expect(vocabulary.phraseFlags.fullyRounded.contains("fully rounded"))
        #expect(vocabulary.codeBlockSections.variants.contains("status"))
        #expect(vocabulary.nonColorCues.words == ["icon", "label"])
        #expect(vocabulary.contrastClaims.hedges.contains("fails"))
        #expect(vocabulary.dimensionRoles.size.contains("mono"))
        #expect(vocabulary.tokenNameHints.swiftFontFamily == ["font"])
        #expect(vocabulary.tokenTables.size.contains("size (pt)"))
        #expect(vocabulary.fontFamilyLabels.family.contains("primary choice"))
        #expect(vocabulary.activeStateWords.isSuperset(of: ["active", "activo", "ativas", "actif", "attivi", "aktiven"]))
        #expect(!vocabulary.activeStateWords.contains("activate"))
        #expect(vocabulary.phraseFlags.uppercase.contains("all-caps"))
        #expect(vocabulary.phraseFlags.partOpacity == ["border", "background"])
    }

    @Test func lengthsTakeTheRoleTheirNameSays() {
        #expect(DimensionRole.mentioned(in: "letterSpacing") == .size)
        #expect(DimensionRole.mentioned(in: "Corner radius") == .radius)
        #expect(DimensionRole.mentioned(in: "gutter") == .spacing)
        #expect(DimensionRole.mentioned(in: "Elevation") == nil)
        #expect(DimensionRole.mentionsBorder("lineWidth"))
    }

    @Test(arguments: [
        ("configuration.isPressed", ComponentState.pressed, true),
        ("!isEnabled", .disabled, true),
        ("isEnabled", .disabled, false),
        ("isOn", .selected, true),
        ("selection == tab", .selected, true),
        ("isEditing", .focus, true),
    ])
    func conditionsSelectStates(condition: String, state: ComponentState, whenTrue: Bool) throws {
        let found = try #require(ComponentState.from(condition: condition))
        #expect(found.state == state)
        #expect(found.whenTrue == whenTrue)
    }

    @Test func aClauseTakesTheRoleItNamesFirst() {
        #expect(PropertyPhraseReader.role(in: "ink text on a paper background") == .text)
        #expect(PropertyPhraseReader.role(in: "paper bg") == .fill)
        #expect(PropertyPhraseReader.role(in: "1pt rule border") == .border)
        #expect(PropertyPhraseReader.role(in: "bgcolor") == nil)
    }

    @Test func aWrongShapeNamesItsLine() {
        let base = "kinds: []\ncomponentNameKinds: []\nstates: {}\nactiveMeansSelected: []\n"
        #expect(throws: SpecimenError.self) { _ = try Vocabulary(yaml: base + "stateConditions:\n  - pressed: squashed\n") }
        #expect(throws: SpecimenError.self) { _ = try Vocabulary(yaml: base + "phraseRoles:\n  - fill: paint\n") }
        #expect(throws: SpecimenError.self) { _ = try Vocabulary(yaml: base + "ruleColors:\n  pure white: snow\n") }
        #expect(throws: SpecimenError.self) { _ = try Vocabulary(yaml: base + "ruleLabels: rule\n") }
    }

    @Test func aNewWordIsAnEditToTheData() throws {
        let yaml = "kinds: []\ncomponentNameKinds: []\nstates: {}\nactiveMeansSelected: []\n"
            + "stateConditions:\n  - squashed: pressed\n  - usable: not disabled\n"
        let vocabulary = try Vocabulary(yaml: yaml)
        #expect(vocabulary.stateConditions.map(\.fragment) == ["squashed", "usable"])
        #expect(vocabulary.stateConditions.last?.whenTrue == false)
        #expect(vocabulary.ruleLabels.isEmpty)
    }

    /// The length phrases and radius rules are patterns built from the vocabulary's words: the
    /// words are taken literally, longest first, and the phrases read as they did.
    @Test func phrasePatternsAreBuiltFromTheWords() throws {
        #expect(Vocabulary.alternation(["min", "minimum", "a.b"]) == #"(?:minimum|a\.b|min)"#)
        let reader = PropertyPhraseReader(context: ComponentContext(document: MarkdownParser().parse("# X", file: "x.md"),
                                                                    tokens: ResolvedTokens(tokens: []), headings: []))
        var set = PropertySet()
        reader.phrase("Padding: 12pt vertical, 20pt horizontal; min 44pt height", line: 1, defaultRole: .fill, into: &set)
        #expect(set.paddingVertical?.value == Length(12))
        #expect(set.paddingHorizontal?.value == Length(20))
        #expect(set.minHeight?.value == Length(44))
        let rules = DesignRuleExtractor().extract(from: MarkdownParser().parse("# X\n\n## Rules\n\n- No corner radius greater than 8pt.\n", file: "x.md"))
        #expect(rules.contains { $0.kind == .maxRadius(8) })
    }
}
