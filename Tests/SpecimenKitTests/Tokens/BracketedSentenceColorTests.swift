import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// Colours a document defines in running sentences anywhere, not only under a palette heading:
/// a token's name with its colour in brackets (`` `--signal` (rust, #a4471f) is for … ``) and a
/// noun for what a colour is for, with its colour in brackets (`a linen page (#f4efe6)`). A
/// colour in a sentence that names neither, or one a prohibition names, stays unread.
@Suite struct BracketedSentenceColorTests {
    static let document = """
    # Kestrel Notes

    Light only. The palette is warm: a linen page (`#f4efe6`), white cards, and one rust accent for
    what matters most.

    ## Rules

    **One accent.** `--signal` (rust, #a4471f) is for a primary action or a focused control. Never a
    whole toolbar.

    Avoid `--old-red` (#cc0000) in new work.

    Headings sit in a calm blue (#3A6EA5) throughout.
    """

    static let system = Result { try TestSupport.analysedSystem(document).system }

    private func colour(_ name: String) throws -> PinnedToken? {
        try Self.system.get().tokens.tokens.first { $0.name == name }.map(PinnedToken.init)
    }

    @Test func aTokenNameWithItsColourInBracketsDefinesIt() throws {
        #expect(try colour("--signal") == PinnedToken(8, "--signal", "#A4471F"))
        let signal = try Self.system.get().tokens.tokens.first { $0.name == "--signal" }
        #expect(signal?.usage == "is for a primary action or a focused control")
    }

    @Test func aRoleNounWithItsColourInBracketsDefinesItAndTheLinenPageIsThePage() throws {
        #expect(try colour("linen page") == PinnedToken(3, "linen page", "#F4EFE6"))
        let page = PageBackground.choose(in: try Self.system.get().tokens, mode: .light)
        #expect(page.representativeColor.hex == "#F4EFE6")
    }

    @Test func aProhibitedColourAndOneNamingNoRoleStayUnread() throws {
        let system = try Self.system.get()
        #expect(try colour("--old-red") == nil)
        #expect(!system.tokens.tokens.contains { $0.provenance.line == 13 })
        #expect(system.unreadColors.map(\.line).contains(13))
    }
}
