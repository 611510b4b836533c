import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// A front matter's colour that says which component it colours while no entry names it: a
/// token named for an entry and a property (`fab-main-fill`), or one named for a property whose
/// usage comment lists entries (`edge-soft  # separators, tile edges`). Each colours the entries
/// it names where they state nothing of their own; a comment naming a component the document
/// has no entry for makes none.
@Suite struct FrontMatterColorUsesTests {
    static let document = """
    ---
    name: Harbor
    colors:
      ink: "#14202B"
      fab-main-fill: "#0B6E4F"       # behind the white icon
      edge-soft: "#D9DEE4"           # separators, tile edges, grid rules
      edge-strong: "#6B7684"         # field, dropdown and stepper boundaries
      wash-fill: "#EEF2F5"           # tint for empty wells
    components:
      fab-main:
        size: 56px
      tile:
        rounded: 12px
      tile-compact:
        rounded: 8px
      tile-outlined:
        rounded: 12px
        borderColor: "{colors.ink}"
      field:
        rounded: 6px
    ---

    # Harbor
    """

    static let system = Result { try TestSupport.analysedSystem(document) }

    func spec(_ name: String) throws -> ComponentSpec {
        try #require(try Self.system.get().componentSpecs.first { $0.name == name })
    }

    @Test func aTokenNamedForAnEntryAndAPropertyIsThatProperty() throws {
        let fill = try #require(try spec("fab-main").base[.default].fill)
        #expect(fill.reference == "fab-main-fill")
        #expect(fill.value?.hex == "#0B6E4F")
        #expect(fill.provenance.line == 5)
    }

    @Test func aCommentListingEntriesGivesThemTheNamedProperty() throws {
        #expect(try spec("tile").base[.default].borderColor?.reference == "edge-soft")
        #expect(try spec("tile-compact").base[.default].borderColor?.reference == "edge-soft")
        #expect(try spec("field").base[.default].borderColor?.reference == "edge-strong")
    }

    @Test func anEntrysOwnValueWins() throws {
        #expect(try spec("tile-outlined").base[.default].borderColor?.reference == "ink")
    }

    @Test func nothingIsMadeForAComponentWithoutAnEntry() throws {
        let names = try Self.system.get().componentSpecs.map(\.name)
        #expect(names == ["fab-main", "tile", "tile-compact", "tile-outlined", "field"])
        // `grid rules` names no entry, and `wash-fill` no entry of its own.
        #expect(try spec("tile").base[.default].fill == nil)
    }

    @Test func commentsAreTheTextAfterAHashOutsideQuotes() {
        #expect(FrontMatter.trailingComment(of: ##"  edge: "#D9DEE4"   # tile edges"##) == "tile edges")
        #expect(FrontMatter.trailingComment(of: ##"  edge: "#D9DEE4""##) == nil)
        #expect(FrontMatter.trailingComment(of: "  # a whole-line comment") == nil)
        #expect(FrontMatter.trailingComment(of: "  note: 'a # in quotes'  # the comment") == "the comment")
    }

    @Test func aCommentsItemsSplitOnListPunctuation() {
        #expect(FrontMatterColorUses.items(of: "field, dropdown and stepper boundaries") == ["field", "dropdown", "stepper boundaries"])
    }
}
