import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// "Light", "Dark" and "Night" are modes only where nothing else names a colour beside them:
/// among named colours they are names, under a colour of their own they are its shades. Read as
/// modes there, they gave documents a phantom dark appearance and audited every pair twice.
@Suite struct ModeWordTests {
    static let document = """
    # Acme

    ## Colours

    - **Harbor Blue**: #1A5FB4
      - Dark: #0B3D7A
      - Light: #8FB8EE
    - **Night**: #0D0D1A
    - **Paper**: #FFFFFF
      - Dark: #15171A

    ### Sand
    - Main: #D8C7A5
    - Light: #EFE6D3

    ### Surface
    - Light: #F7F7F5
    - Dark: #1C1D1F

    ## Quick reference
    - text (primary): #111111
    - text (secondary): #555555
    - canvas (light): #FAFAFA
    - canvas (dark): #101020
    """

    let set = TokenExtractor().extract(from: MarkdownParser().parse(Self.document, file: "a.md"))

    func pinned(_ line: Int) -> [PinnedToken] { set.pinned(.color).filter { $0.line == line } }

    @Test func underAColourOfItsOwnLightAndDarkAreShades() {
        #expect(pinned(6) == [PinnedToken(6, "Harbor Blue Dark", "#0B3D7A")])
        #expect(pinned(7) == [PinnedToken(7, "Harbor Blue Light", "#8FB8EE")])
    }

    @Test func besideNamedColoursAModeWordIsAName() {
        #expect(pinned(8) == [PinnedToken(8, "Night", "#0D0D1A")])
        #expect(pinned(14) == [PinnedToken(14, "Light", "#EFE6D3")])
    }

    @Test func aDarkValueAloneUnderAColourIsItsDarkMode() {
        #expect(pinned(10) == [PinnedToken(10, "Paper", "#15171A", mode: .dark)])
    }

    @Test func modeLabelsAloneGiveTheirSubjectsModes() {
        #expect(pinned(17) == [PinnedToken(17, "Surface", "#F7F7F5", mode: .light)])
        #expect(pinned(18) == [PinnedToken(18, "Surface", "#1C1D1F", mode: .dark)])
    }

    @Test func aLabelGivenTwiceIsToldApartByItsNote() {
        #expect(pinned(21) == [PinnedToken(21, "text primary", "#111111")])
        #expect(pinned(22) == [PinnedToken(22, "text secondary", "#555555")])
        #expect(pinned(23) == [PinnedToken(23, "canvas", "#FAFAFA", mode: .light)])
        #expect(pinned(24) == [PinnedToken(24, "canvas", "#101020", mode: .dark)])
        #expect(set.diagnostics.isEmpty, "\(set.diagnostics.map(\.message))")
    }
}
