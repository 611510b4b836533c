import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// "Pine text on green": a stated pairing whose surface is a hue word. Several colours may be
/// green; a colour whose note only mentions the hue ("a faint green undertone") is not one of
/// them, and where the document's own components put that text on one green, the sentence means
/// that green, not every green of the palette.
@Suite struct HueWordPairingTests {
    static func document(withButton: Bool) -> String {
        """
        # Fernhollow Bank

        ## Palette

        - **Moss Green** (`#8BD346`): main call-to-action fill
        - **Pine** (`#1B3A0A`): deep green accent for labels
        - **Charcoal** (`#101210`): body copy, with a faint green undertone
        - **Meadow** (`#DDF3CC`): soft green surface for badges
        - **Ledger Green** (`#0B4F2C`): success messages
        - **Paper** (`#FFFFFF`): page background

        ## Rules of thumb

        - Keep Moss Green for buttons: pine text on green background.
        """ + (withButton ? """


        ## Components

        **Moss Pill Button**
        - Background: Moss Green (`#8BD346`)
        - Text: Pine (`#1B3A0A`)
        - Radius: 9999px
        """ : "")
    }

    func stated(withButton: Bool) throws -> (pairs: [ContrastPair], skipped: [SkippedPair]) {
        let memory = try TestSupport.memorySite(documents: ["fern/DESIGN.md": Self.document(withButton: withButton)])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        let audit = try #require(state.systems.first?.audit)
        return (audit.pairs.filter { $0.origin == .statedPairing }, audit.skipped)
    }

    @Test func aHueWordMeansColoursNamedOrCalledThatHueNotOnesThatMentionIt() throws {
        let stated = try stated(withButton: false)
        let surfaces = Set(stated.pairs.map(\.background.name))
        #expect(surfaces == ["Moss Green", "Meadow", "Ledger Green"], "\(surfaces)")
        // The text colour is no surface of its own.
        #expect(!stated.skipped.contains { $0.reason.contains("same colour") })
    }

    @Test func aHueWordMeansTheGreenTheComponentsPutThatTextOn() throws {
        let stated = try stated(withButton: true)
        #expect(stated.pairs.map(\.background.name) == ["Moss Green"], "\(stated.pairs.map(\.background.name))")
        #expect(stated.pairs.allSatisfy { $0.passes(.aa) })
    }

    @Test(arguments: [
        ("soft green surface for badges", true), ("brand accent, deep green", true), ("green accent", true),
        ("body copy, with a faint green undertone", false), ("subtle green-tinted panel", false),
        ("button text on green", false), (nil as String?, false),
    ])
    func aNoteCallsAColourAHueOnlyWhenItSaysSo(_ usage: String?, _ calls: Bool) {
        #expect(ColorReference.usage(usage, callsIt: "green") == calls)
    }
}

/// A quick colour reference lists a component's colour and then its text ("Main button", then
/// "Main button text"): the text is read on its partner's colour, not on the page.
@Suite struct TextColourPartnerTests {
    static let document = """
    # Harbor Notes

    ## Colours

    - **Linen** (`#F5F1E8`): page background
    - **Harbor Teal** (`#0F766E`): main buttons
    - **Ink** (`#1C1917`): body text

    ## Prompt guide

    ### Quick Color Reference

    - Main button: "Harbor Teal (`#0F766E`)"
    - Main button text: "White (`#ffffff`)"
    - Footer note text: "Ink (`#1C1917`)"
    - Page canvas: "Linen (`#F5F1E8`)"
    """

    @Test func aComponentsTextColourIsReadOnThatComponentsColour() throws {
        let memory = try TestSupport.memorySite(documents: ["harbor/DESIGN.md": Self.document])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        let audit = try #require(state.systems.first?.audit)
        let text = audit.pairs.filter { $0.origin == .textToken }
        let button = try #require(text.first { $0.foreground.name == "Main button text" }, "\(text.map(\.foreground.name))")
        #expect(button.background.name == "Main button" && button.passes(.aa), "\(button.background.name)")
        // A name whose rest names no component ("Footer note") stays on the page.
        let note = try #require(text.first { $0.foreground.name == "Footer note text" })
        #expect(note.background.name == "Linen", "\(note.background.name)")
    }
}
