import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading

/// Every colour a document writes is exported or listed as not read, with its line and why
/// (fixture `tokens/unread-colours.md`): a colour named only to forbid it, a retired column, a
/// comparison with another product, a sentence, a prompt.
@Suite struct UnreadColorTests {
    let system: DesignSystem

    init() throws {
        system = try ExtractRoundTripTests.analysed(try TestSupport.fixture("tokens/unread-colours.md"), sidecar: nil)
    }

    @Test func eachUnreadColourIsListedWithItsLineAndReason() {
        let listed = system.unreadColors.map { "\($0.line) \($0.literal.uppercased()) \($0.reason.key)" }
        #expect(listed == [
            "9 #000000 forbidden",
            "15 #2E8B57 retired",
            "21 #1E90FF unknownColumn",
            "25 #22A39F sentence",
            "30 #F4F1EA prompt",
        ])
    }

    @Test func theReasonNamesTheColumn() {
        #expect(system.unreadColors.first { $0.line == 15 }?.reason == .retired(column: "Old HEX"))
        #expect(system.unreadColors.first { $0.line == 21 }?.reason == .unknownColumn("Heron"))
    }

    @Test func theTokensAreNotListed() {
        let listed = Set(system.unreadColors.map { $0.literal.uppercased() })
        #expect(!listed.contains("#3E6B48") && !listed.contains("#4A3B2F"))
    }

    @Test func extractListsThemAsNotUnderstood() throws {
        let written = DesignMDWriter(system).write()
        #expect(written.contains("#   line 9: colour #000000: \"- Never use pure black (`#000000`) for text; it is too harsh on the peat background.\" (named only to forbid it, or as a counter-example)"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(DesignMDWriter(system).json().utf8)) as? [String: Any])
        let unread = try #require(json["unreadColors"] as? [[String: Any]])
        #expect(unread.map { $0["line"] as? Int } == [9, 15, 21, 25, 30])
        #expect(unread.allSatisfy { $0["understood"] as? Bool == false })
    }

    @Test func aColourInTheNoteOnTheLinesOwnColourIsListedAsThatNote() throws {
        let read = try ExtractRoundTripTests.analysed("""
            # Plover

            ## Colours

            - **Loam** (`#3A2E26`): body text, a shade softer than pure `#000000`
            - **Reed** (`#C9D6A3`): a pale wash behind maps
            """, sidecar: nil)
        #expect(read.unreadColors.map { "\($0.line) \($0.literal) \($0.reason.key)" } == ["5 #000000 note"])
        #expect(read.unreadColors.first?.reason.text == "in the note on 'Loam', the colour this line defines, not a definition of its own")
    }

    @Test func aColourReadAtAnOpacityIsNotUnread() throws {
        let read = try ExtractRoundTripTests.analysed("""
            # Plover

            ## Colours

            - **Haze** (`#3B82F6` at 50% opacity): focus rings
            - **Ink** (`#111111`): text
            """, sidecar: nil)
        #expect(read.unreadColors.isEmpty)
    }

    @Test func aColourForbiddenIsListedEvenWhenAShadowUsesItAtAnotherOpacity() throws {
        let read = try ExtractRoundTripTests.analysed("""
            # Plover

            ## Colours

            - **Ink** (`#1B1B1F`): text
            - Never use pure black (`#000000`) for text.

            ## Shadows

            - raised: 0 2px 6px rgba(0, 0, 0, 0.12)
            """, sidecar: nil)
        #expect(read.unreadColors.map { "\($0.line) \($0.literal) \($0.reason.key)" } == ["6 #000000 forbidden"])
    }

    @Test func aProhibitionAfterTheColourInAVerbFinalLanguageForbidsIt() throws {
        let read = try ExtractRoundTripTests.analysed("""
            # Plover

            ## 色

            - **墨** (`#1B1B1F`): 本文
            - 本文に純粋な `#000000` を使わない
            - 見出しに #4B4B4B は避ける
            """, sidecar: nil)
        #expect(read.unreadColors.map { "\($0.line) \($0.literal) \($0.reason.key)" } == ["6 #000000 forbidden", "7 #4B4B4B forbidden"])
    }

    /// A line under a `Don't` heading is forbidden by it, whatever its own words; under `Do's and
    /// Don'ts` a line is not, since the heading holds both.
    @Test func aLineUnderADontHeadingIsForbidden() throws {
        let read = try ExtractRoundTripTests.analysed("""
            # Plover

            ## Colours

            - **Peat** (`#2B2620`): text

            ## Guidance

            ### Don't
            - Use pure white (`#FFFFFF`) for the page; it glares beside the peat.

            ### Do's and Don'ts
            - Pair moss with `#C8D5B9` in charts.
            """, sidecar: nil)
        #expect(read.unreadColors.map { "\($0.line) \($0.literal) \($0.reason.key)" } == ["10 #FFFFFF forbidden", "13 #C8D5B9 sentence"])
    }

    @Test func coloursInFrontMatterThatCouldNotBeReadAreListed() throws {
        let read = try ExtractRoundTripTests.analysed("""
            ---
            name: Plover
            description: "a calm palette" of sand and ink
            colors:
              ink: "#1B1B1F"
              sand: "#E4DCC8"
            ---
            # Plover

            ## Colours

            - **Ink** (`#1B1B1F`): text
            """, sidecar: nil)
        #expect(read.unreadColors.map { "\($0.line) \($0.literal) \($0.reason.key)" } == ["6 #E4DCC8 invalidFrontMatter"])
        #expect(read.unreadColors.first?.excerpt == "sand: \"#E4DCC8\"")
    }

    @Test func anExampleInCodeIsNoTokenAndIsListedAsCode() throws {
        let read = try ExtractRoundTripTests.analysed("""
            # Plover

            ## Colours

            - **Ink** (`#1B1B1F`): text

            ## Theming

            For example, an app could override the palette like this:

            ```json
            { "colors": { "primary": "#FF00FF" } }
            ```
            """, sidecar: nil)
        #expect(!read.tokens.tokens.contains { $0.provenance.line == 12 })
        #expect(read.unreadColors.map { "\($0.line) \($0.literal) \($0.reason.key)" } == ["12 #FF00FF code"])
    }
}
