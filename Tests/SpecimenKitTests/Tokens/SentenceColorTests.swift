import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// A palette section that names some of its colours only in running prose (fixture
/// `tokens/sentence-colours.md`): a colour alone in brackets after the words that call it is a
/// token, named by a quoted name or by those words; a restatement, a prohibition, words that say
/// no colour and a sentence outside the palette section define nothing, and stay listed as unread.
@Suite struct SentenceColorTests {
    let system: DesignSystem

    init() throws {
        system = try TestSupport.analysedSystem(try TestSupport.fixture("tokens/sentence-colours.md")).system
    }

    func colours(_ line: Int) -> [PinnedToken] {
        system.tokens.tokens.filter { $0.kind == .color && $0.provenance.line == line }.map(PinnedToken.init)
    }

    var unread: [String] { system.unreadColors.map { "\($0.line) \($0.literal.uppercased())" } }

    @Test func aColourCalledByWordsOrAQuotedNameInASentenceIsAToken() {
        #expect(colours(9) == [PinnedToken(9, "pale drift sand", "#F3EEE2"), PinnedToken(9, "Lantern", "#F2A541")])
        let lantern = system.tokens.tokens.first { $0.name == "Lantern" }
        #expect(lantern?.usage?.hasPrefix("marks anything the reader can act on") == true)
    }

    @Test func aSentenceRestatingADefinedColourAddsNoToken() {
        let slate = system.tokens.tokens.filter { token in
            if case .color(let color) = token.value { color.hex == "#2E4A5C" } else { false }
        }
        #expect(slate.map(\.name) == ["Harbor Slate"])
    }

    @Test func aProhibitionWordsNamingNoColourAndProseOutsideThePaletteDefineNothing() {
        #expect(colours(11).isEmpty && colours(13).isEmpty && colours(17).isEmpty)
        #expect(unread.contains("11 #808080") && unread.contains("13 #C8E6F0") && unread.contains("17 #3A6EA5"))
    }
}
