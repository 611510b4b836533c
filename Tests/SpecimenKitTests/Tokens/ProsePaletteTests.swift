import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// A palette written in a hurry (fixture `tokens/prose-palettes.md`): colours offered as a choice
/// or restated, named in brackets inside a value, roles of one colour labelled in a row, a rule
/// or a sentence that mentions a colour, step and tag columns, a variable whose value is only in
/// its comment, steps written as the label, and depth tables.
@Suite struct ProsePaletteTests {
    let system: DesignSystem

    init() throws {
        system = try ExtractRoundTripTests.analysed(try TestSupport.fixture("tokens/prose-palettes.md"), sidecar: nil)
    }

    func colours(_ line: Int) -> [PinnedToken] {
        system.tokens.tokens.filter { $0.kind == .color && $0.provenance.line == line }.map(PinnedToken.init)
    }

    @Test func twoColoursOfferedAreBothKeptAndARestatementKeepsTheHex() {
        #expect(colours(7) == [PinnedToken(7, "Cloud grey", "#CECECE"), PinnedToken(7, "Cloud grey 2", "#CDCDCE")])
        #expect(colours(8) == [PinnedToken(8, "Moss", "#3D8F5C")])
    }

    @Test func labelledPartsOfANamedRowAreItsRoles() {
        #expect(colours(9) == [PinnedToken(9, "Alert surface", "#B3261E"), PinnedToken(9, "Alert subdued", "#F9DEDC")])
    }

    @Test func namesInBracketsAreEachAColour() {
        #expect(colours(10) == [PinnedToken(10, "Quiet tones sand", "#E4E1D8"), PinnedToken(10, "Quiet tones shell", "#F5F2EC")])
        #expect(colours(11) == [PinnedToken(11, "Basalt", "#4A4A48"), PinnedToken(11, "Slate", "#52575C")])
    }

    @Test func anOpacityInALaterClauseIsANoteNotTheColour() {
        #expect(colours(12) == [PinnedToken(12, "Ember", "#FF6A13")])
    }

    @Test func aRuleOrASentenceNamesNoToken() {
        #expect(colours(13).isEmpty)
        #expect(colours(14).isEmpty)
        let unread = system.unreadColors.map { "\($0.line) \($0.literal.uppercased())" }
        #expect(unread.contains("13 #0E1116") && unread.contains("14 #202124"))
    }

    @Test func rolesNameTheRowsWhenNoOtherColumnDoes() {
        #expect(colours(18) == [PinnedToken(18, "Canvas", "#FBFAF7")])
        #expect(colours(19) == [PinnedToken(19, "Hairline", "#DAD7CF")])
    }

    @Test func stepAndPartColumnsNameTheirCells() {
        #expect(colours(23) == [PinnedToken(23, "teal-100", "#CCF2EE"), PinnedToken(23, "teal-500", "#14A699")])
        #expect(colours(27) == [PinnedToken(27, "Notice background", "#FFF4CC"), PinnedToken(27, "Notice text", "#6B4E00")])
    }

    @Test func aVariableWithItsValueOnlyInItsCommentTakesIt() {
        #expect(colours(33) == [PinnedToken(33, "--ok", "#2E7D32")])
        #expect(system.tokens.diagnostics.contains { $0.line == 33 && $0.message.contains("#2E7D32") })
    }

    @Test func aGradientWrittenAsCSSInAListIsAToken() throws {
        let dawn = try #require(system.tokens.tokens.first { $0.name == "Dawn gradient" })
        guard case .gradient(let gradient) = dawn.value else { Issue.record("not a gradient"); return }
        #expect(gradient.stops.map(\.color.hex) == ["#FFB199", "#FF0844"])
    }

    @Test func stepsWrittenInTheLabelOrAsAListAreRead() {
        let lengths = system.tokens.tokens.filter { [.radius, .spacing].contains($0.kind) }.map(PinnedToken.init)
        #expect(lengths.contains(PinnedToken(43, "Standard", "12px")))
        #expect(lengths.contains(PinnedToken(44, "2px", "2px")))
        #expect(lengths.filter { $0.line == 48 }.map(\.value) == ["4px", "8px", "12px", "20px"])
    }

    @Test func shadowsInAnyOrderAndInDepthTablesAreRead() {
        let shadows = system.tokens.tokens.filter { $0.kind == .shadow }.map { "\($0.provenance.line) \($0.name)" }
        #expect(shadows == ["52 Lifted", "56 Level 1", "57 Level 2"])
        #expect(system.tokens.tokens.first { $0.name == "Level 2" }?.usage == "dialogs")
    }

    @Test func aComponentsOwnColoursAreNotPaletteEntries() {
        let palette = system.tokens.tokens.filter { $0.kind == .color }.map(\.name)
        #expect(!palette.contains("Buttons") && !palette.contains("Color") && !palette.contains("Subscribe"))
    }
}

extension ProsePaletteTests {
    /// A checklist item that mentions a width and a call is a sentence, not a step named by it.
    @Test func aSentenceWithABracketIsNoStep() {
        let set = TokenExtractor().extract(from: MarkdownParser().parse("""
            # Wren

            ## Borders

            - Hairline (1px): dividers
            - [ ] **Focus uses 2px outline + accent.opacity(0.4)**
              - Visible on every control
            """, file: "wren.md"))
        #expect(set.tokens.filter { [TokenKind.borderWidth, .spacing, .radius, .size].contains($0.kind) }.map { PinnedToken($0).value } == ["1px"])
    }
}

extension ProsePaletteTests {
    /// `**Name** ({colors.x} — #hex)`: the colour after the reference that holds it.
    @Test func aColourAfterItsReferenceInBracketsIsRead() {
        #expect(colours(66) == [PinnedToken(66, "Fern", "#3F7D4E")])
        #expect(colours(67) == [PinnedToken(67, "Pebble", "#8A8780"), PinnedToken(67, "Pebble Light", "#C9C6BF")])
    }
}

extension ProsePaletteTests {
    /// `rgb(…) / #…`: an rgb() is as exact as hex, so the colour written first is kept (an HSL
    /// rounds, and its hex restatement is kept instead, line 8).
    @Test func anExactColourRestatedKeepsTheFirst() {
        #expect(colours(68) == [PinnedToken(68, "Harbour", "#073165")])
    }
}

extension ProsePaletteTests {
    /// `- Accent (dark): #…` after `- Accent: #…`: the dark appearance of the same colour, not a
    /// second value dropped as a duplicate.
    @Test func aDarkNoteBesideTheBareNameIsItsDarkValue() {
        #expect(colours(69) == [PinnedToken(69, "Marigold", "#D4A017")])
        #expect(colours(70) == [PinnedToken(70, "Marigold", "#F0C14B", mode: .dark)])
        #expect(!system.tokens.diagnostics.contains { $0.message.contains("Marigold") && $0.message.contains("defined again") })
    }

    /// A type scale as bullets under a type heading: size, weight and a line height after a
    /// slash; a size without a weight is no style.
    @Test func typeScaleBulletsAreStyles() {
        let styles = system.tokens.tokens.filter { $0.kind == .typeStyle }.map(PinnedToken.init)
        #expect(styles == [PinnedToken(74, "Display", "32px bold"), PinnedToken(75, "Title", "24px bold"), PinnedToken(76, "Caption", "12px medium")])
        guard case .typeStyle(let title)? = system.tokens.tokens.first(where: { $0.name == "Title" })?.value else { Issue.record("no Title"); return }
        #expect(title.lineHeight == 30)
        #expect(system.tokens.tokens.first { $0.name == "Title" }?.usage == "page titles")
    }
}

extension ProsePaletteTests {
    /// A definition written whole in bold code, then a note: the variable, its colour, the note.
    @Test func aDefinitionInBoldCodeThenANoteIsRead() {
        #expect(colours(84) == [PinnedToken(84, "--mist-200", "#C5D7FB")])
        #expect(system.tokens.tokens.first { $0.name == "--mist-200" }?.usage == "hover fills for outline buttons")
    }
}

extension ProsePaletteTests {
    /// A bullet saying, in a script without spaces, that a variable is unused names no token;
    /// a height's line names no colour after the height.
    @Test func aSentenceAboutAVariableAndAHeightNameNoColour() {
        #expect(colours(88).isEmpty)
        #expect(colours(89).isEmpty)
        #expect(!system.tokens.tokens.contains { $0.name.contains("使用") || $0.name == "Header height" })
        let unread = system.unreadColors.map { "\($0.line) \($0.literal) \($0.reason.key)" }
        #expect(unread.contains("88 #FF00AA sentence") && unread.contains("89 #EEEEEE other"))
    }
}

extension ProsePaletteTests {
    /// Token paths with their colours, joined by arrows or `+`: each is the token the path
    /// names; a short name beside a path that is not its own takes the path's name.
    @Test func tokenPathsWithTheirColoursAreThoseTokens() {
        #expect(colours(93) == [PinnedToken(93, "base", "#0B0C0E"), PinnedToken(93, "raised", "#141518"), PinnedToken(93, "overlay", "#1C1D21")])
        #expect(colours(94) == [PinnedToken(94, "Signal", "#3FA7F5"), PinnedToken(94, "signal-soft", "#3FA7F533")])
        #expect(!system.tokens.diagnostics.contains { $0.message.contains("Soft") })
    }
}
