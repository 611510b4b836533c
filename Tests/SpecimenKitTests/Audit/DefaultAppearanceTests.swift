import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// A document that calls dark its default appearance: its unmarked colours and components are the
/// dark look, drawn and measured on the dark page; a light set marked as the alternative is the
/// light look beside it.
@Suite struct DefaultAppearanceTests {
    /// Dark by default, with the light appearance under a heading that marks it the alternative.
    static let darkDefault = """
        # Lantern Notes

        A note-taking app for late hours. Default theme: Dark mode. Daylight users may switch.

        ## Colors

        | Name | Hex | Use |
        |------|-----|-----|
        | Background | #15171B | Page background |
        | Text | #E8EAEE | Body text |
        | Accent | #7AA2FF | Primary button |

        ### Light mode (alternative)

        | Name | Hex | Use |
        |------|-----|-----|
        | Background | #FFFFFF | Page background |
        | Text | #17191D | Body text |

        ## Components

        ### Footnote
        - Text color: #D5D8DE
        - Font size: 13px

        ### Primary button
        - Background: Accent
        - Text color: #0C0E12
        - Font size: 16px
        """

    /// One appearance, called dark in a sentence, with a light page kept for printing beside it.
    static let darkFirst = """
        # Kestrel

        Kestrel is dark-first: screens sit on a deep slate, and a light page is kept for print.

        ## Colors

        - **Page Dark** (#121416): page background
        - **Page Light** (#FBFBF8): page background when printing
        - **Ink** (#E6E7E3): body text

        ## Components

        ### Helper text
        - Text color: #C4C6C1
        - Font size: 14px
        """

    @Test(arguments: [
        ("Default theme: Dark mode", TokenMode.dark),
        ("**Flagship Mode:** Dark", .dark),
        ("| Default appearance | Dark |", .dark),
        ("The product is dark-first, with a light theme for print.", .dark),
        ("The app ships dark by default; light is an alternative.", .dark),
        ("Фон по умолчанию — тёмный", .dark),
        ("デフォルトはダークモードです。", .dark),
        ("Light by default, dark supported.", .light),
    ])
    func theDefaultIsReadFromTheLineThatSaysIt(line: String, mode: TokenMode) {
        #expect(DefaultAppearance.mode(statedIn: line) == mode)
    }

    @Test(arguments: [
        "Body on Dark: Default running-text on dark canvas",
        "Links have no underline by default on dark surfaces.",
        "Dark mode (marketing default):",
        "Default: light text on the dark hero, dark by default and light by default",
    ])
    func aLineThatDoesNotSayWhichAppearanceIsTheDefaultSaysNothing(line: String) {
        #expect(DefaultAppearance.mode(statedIn: line) == nil)
    }

    @Test func unmarkedColoursBesideALightAlternativeAreTheDarkAppearance() throws {
        let system = try TestSupport.analysedSystem(Self.darkDefault)
        let tokens = system.system.tokens
        #expect(tokens.defaultAppearance?.mode == .dark)
        #expect(tokens.defaultAppearance?.provenance.line == 3)
        let background = tokens.tokens.filter { $0.name == "Background" }
        #expect(background.map(\.mode) == [.dark, .light], "\(background.map(\.mode))")
        // A colour the light set does not give again is both appearances'.
        #expect(tokens.tokens.first { $0.name == "Accent" }?.mode == nil)
        let report = try #require(system.audit)
        #expect(report.backgrounds.map(\.colors) == [["#FFFFFF"], ["#15171B"]], "\(report.backgrounds)")
    }

    @Test func anUnmarkedComponentIsMeasuredOnTheDarkPageAndNotOnTheLightOne() throws {
        let report = try #require(try TestSupport.analysedSystem(Self.darkDefault).audit)
        let footnote = report.pairs.filter { $0.context.component == "Footnote" }
        // Light grey text on the dark page: 12.4, a pass; on white it would have been 1.4.
        #expect(footnote.map(\.context.mode) == [.dark], "\(footnote.map(\.context))")
        #expect(footnote.first?.background.hex == "#15171B")
        #expect(footnote.first?.passes(.aa) == true)
        let light = try #require(report.skipped.first { $0.context.component == "Footnote" && $0.context.mode == .light })
        #expect(light.reason == "the document gives no light value for its colours, so its look on the light page is not described")
        #expect(!report.pairs.contains { $0.context.component == "Footnote" && $0.background.hex == "#FFFFFF" })
    }

    @Test func anUnmarkedComponentIsDrawnOnTheDarkStageOnly() throws {
        let memory = try TestSupport.memorySite(documents: ["lantern/DESIGN.md": Self.darkDefault])
        _ = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
        let html = try #require(memory.text("/Public/lantern/components/index.html"))
        let footnote = try #require(html.range(of: "Footnote"))
        let after = html[footnote.upperBound...]
        let section = after.range(of: "Primary button").map { after[..<$0.lowerBound] } ?? after
        #expect(section.contains("--stage: #15171B"))
        #expect(!section.contains("--stage: #FFFFFF"), "\(section.prefix(2000))")
    }

    @Test func aDarkFirstDocumentOfOneAppearanceIsMeasuredOnItsDarkPage() throws {
        let report = try #require(try TestSupport.analysedSystem(Self.darkFirst).audit)
        #expect(report.backgrounds.map(\.name) == ["Page Dark"], "\(report.backgrounds)")
        let helper = try #require(report.pairs.first { $0.context.component == "Helper text" })
        #expect(helper.background.hex == "#121416")
        #expect(helper.passes(.aa))
        #expect(!report.pairs.contains { $0.background.hex == "#FBFBF8" })
    }

    @Test func aDocumentThatSaysNothingOfItsDefaultKeepsItsLightPage() throws {
        let silent = Self.darkFirst.replacingOccurrences(of: "Kestrel is dark-first: screens", with: "Kestrel's screens")
        let system = try TestSupport.analysedSystem(silent)
        #expect(system.system.tokens.defaultAppearance == nil)
        #expect(try #require(system.audit).backgrounds.map(\.name) == ["Page Light"])
    }
}
