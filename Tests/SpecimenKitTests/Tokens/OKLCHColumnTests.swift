import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// Palettes written only in OKLCH, in a column headed by the notation (`| Token | OKLCH | Role |`),
/// with rows named as variables whose words may name a kind (`--card`), notes that may hold a
/// colour word (`a deep navy`), and a rough hex beside the exact value (`Hex Approx`).
@Suite struct OKLCHColumnTests {
    static let document = """
    # Tallow

    ## Colour

    ### Theme variables

    | Token | OKLCH | Role |
    |---|---|---|
    | `--page` | `oklch(0.2 0.03 250)` | Page background, a deep navy |
    | `--card` | `oklch(0.26 0.02 250)` | Card surfaces |
    | `--ink` | `oklch(0.93 0.01 250)` | Body text |

    ### Accents

    | Token | OKLCH | Class | Hex Approx | Usage |
    |---|---|---|---|---|
    | `--leaf` | `oklch(0.7 0.16 150)` | `leaf` | `#2EB872` | Success |
    | `--ember` | `oklch(0.64 0.2 30)` | `ember` | `#E5533D` | Errors |
    """

    static let set = TokenExtractor().extract(from: MarkdownParser().parse(document, file: "doc.md"))

    @Test func anOKLCHColumnIsTheValueWhateverTheRowsAndNotesSay() {
        // Converted exactly (Ottosson's OKLab), not taken from any approximation.
        #expect(Self.set.token(named: "--page").map(PinnedToken.init) == PinnedToken(9, "--page", "#0B1723"))
        #expect(Self.set.token(named: "--card") != nil && Self.set.token(named: "--ink") != nil)
    }

    @Test func theExactColumnWinsOverARoughHexBesideIt() {
        let leaf = Self.set.token(named: "--leaf")
        #expect(leaf?.provenance.line == 17)
        if case .color(let color)? = leaf?.value { #expect(color.hex == "#43B966") } else { Issue.record("no colour") }
    }
}
