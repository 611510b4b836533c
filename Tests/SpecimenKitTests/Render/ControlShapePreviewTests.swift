import Foundation
import Testing
@testable import SpecimenModel
@testable import SpecimenSite

/// A control with a shape of its own is drawn as that shape, at the size the document states:
/// a switch as wide and tall as its track with its thumb's size and fill, a progress bar as its
/// track with its fill over a share of it, a divider as a line, a checkbox and a radio button as
/// a box and a circle that show their mark when selected, a dot as wide as it is stated. Nothing
/// the document does not state reaches a style attribute. Fixture `components/shapes-and-sizes.md`.
@Suite struct ControlShapePreviewTests {
    static let page = Result { () throws -> String in
        let memory = try TestSupport.memorySite(documents: ["tidewater/DESIGN.md": try TestSupport.fixture("components/shapes-and-sizes.md")])
        _ = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
        return try #require(memory.text("/Public/tidewater/components/index.html"))
    }

    static let css = Result { try String(contentsOfFile: TestSupport.templatesFolder + "/assets/gallery.css", encoding: .utf8) }

    /// The component's article.
    static func article(_ component: String) throws -> Substring {
        let html = try page.get()
        let start = try #require(html.range(of: "id=\"component-\(Slug.make(component, fallback: ""))\""))
        let rest = html[start.upperBound...]
        return rest[..<(rest.range(of: "</article>")?.lowerBound ?? rest.endIndex)]
    }

    /// The body of the style sheet's rule for `selector`.
    static func rule(_ selector: String) throws -> String {
        let css = try css.get()
        let start = try #require(css.range(of: "\n" + selector + " {"), "no rule \(selector)")
        let rest = css[start.upperBound...]
        return String(rest[..<(rest.range(of: "}")?.lowerBound ?? rest.endIndex)])
    }

    @Test func aSwitchIsDrawnAtItsTracksSizeWithItsThumbsSizeAndFill() throws {
        let article = try Self.article("Switch")
        #expect(article.contains("class=\"cmp cmp-toggle\""))
        #expect(article.contains("--c-height: 24px") && article.contains("--c-width: 44px"), "\(article)")
        #expect(article.contains("<span class=\"cmp-toggle__knob\" style=\"--m-fill: #FFFFFF; --m-radius: 999px; --m-height: 20px; --m-width: 20px\">"), "\(article)")
        // A switch shows no copy, so no note says its name stands in for it.
        #expect(!article.contains("stands in"))
        let track = try Self.rule(".cmp-toggle")
        #expect(track.contains("width: var(--c-width, calc(var(--c-height, 31px) * 1.65))"))
        #expect(track.contains("border-radius: var(--c-radius, 999px)"))
        let knob = try Self.rule(".cmp-toggle__knob")
        #expect(knob.contains("var(--m-height,") && knob.contains("background: var(--m-fill, currentColor)"))
    }

    @Test func aProgressBarIsItsTrackWithItsFillOverAShareOfIt() throws {
        let loading = try Self.article("Loading Bar")
        #expect(loading.contains("class=\"cmp cmp-progress \" style=\"--c-fill: #D9E2EA; --c-radius: 999px; --c-height: 4px"), "\(loading)")
        #expect(loading.contains("<span class=\"cmp-progress__fill\" style=\"--m-fill: #1F5F8B\">"))
        #expect(!loading.contains("--c-share"))
        // A percentage for copy is the share the fill covers.
        let upload = try Self.article("Upload Progress Bar")
        #expect(upload.contains("--c-height: 6px") && upload.contains("--c-share: 42%"), "\(upload)")
        let fill = try Self.rule(".cmp-progress__fill")
        #expect(fill.contains("width: var(--c-share, 60%)") && fill.contains("background: var(--m-fill, var(--unknown-fill))"))
    }

    @Test func aDividerIsALineInItsColour() throws {
        let rule = try Self.article("Rule Divider")
        #expect(rule.contains("class=\"cmp cmp-divider \" style=\"--c-fill: #D9E2EA; --c-height: 1px"), "\(rule)")
        #expect(rule.contains("role=\"separator\""))
        let line = try Self.rule(".cmp-divider")
        #expect(line.contains("height: var(--c-height, var(--c-bw, 1px))"))
        #expect(line.contains("background: var(--c-fill, var(--c-bc, var(--unknown-line)))"))
        // Stated only as a border, it is drawn as that border, so what a browser computes for
        // its border is what the document says.
        let section = try Self.article("Section Divider")
        #expect(section.contains("--c-bw: 2px") && section.contains("--c-bc: #1F5F8B") && !section.contains("--c-fill"), "\(section)")
        let stroke = try Self.rule(".cmp-divider:not([style*=\"--c-fill:\"])")
        #expect(stroke.contains("border-top: var(--c-bw, var(--c-height, 1px)) solid var(--c-bc, var(--unknown-line))"))
        #expect(stroke.contains("height: 0; background: none"))
    }

    @Test func aCheckboxAndARadioShowTheirMarkWhenSelected() throws {
        let box = try Self.article("Terms Checkbox")
        #expect(box.contains("role=\"checkbox\"") && box.contains("--c-radius: 4px; --c-height: 18px; --c-width: 18px"), "\(box)")
        #expect(box.contains("class=\"cmp cmp-check is-selected\""))
        let radio = try Self.article("Choice Radio")
        #expect(radio.contains("role=\"radio\"") && radio.contains("class=\"cmp cmp-radio is-selected\""), "\(radio)")
        let css = try Self.css.get()
        #expect(css.contains(".cmp-check.is-selected > .cmp-check__tick, .cmp-radio.is-selected > .cmp-radio__dot { visibility: visible; }"))
        #expect(try Self.rule(".cmp-radio").contains("border-radius: var(--c-radius, 50%)"))
    }

    @Test func aDotIsAsWideAsStatedElseAsItsHeight() throws {
        let dot = try Self.rule(".cmp-dot")
        #expect(dot.contains("width: var(--c-width, var(--c-height, 10px))"))
        #expect(dot.contains("height: var(--c-height, var(--c-width, 10px))"))
        #expect(try Self.article("Status Dot").contains("--c-height: 8px"))
    }

    @Test func aRoundShapeStatedInWordsIsDrawnRoundAndSquare() throws {
        let avatar = try Self.article("Avatar Circle")
        #expect(avatar.contains("--c-radius: 999px; --c-height: 40px; --c-width: 40px"), "\(avatar)")
        let picture = try Self.article("Profile Picture")
        #expect(picture.contains("--c-radius: 999px; --c-height: 48px; --c-width: 48px"), "\(picture)")
    }

    @Test func aMarkWhoseColourIsNotUnderstoodIsHatchedAndSaidSo() throws {
        let system = try TestSupport.analysedSystem("""
            # Meadow

            ## Colors
            - **Loam** (#3B2F2A): text

            ## Components

            ### Seed Progress Bar
            - Background: #E4E0D8
            - Fill: a warm sweep of colour
            """)
        let bar = try #require(system.components.first { $0.name == "Seed Progress Bar" })
        #expect(bar.kind == .progressBar)
        let note = try #require(GalleryBuilder.unresolvedMarkNote(bar))
        #expect(note.contains("“a warm sweep of colour”") && note.contains("drawn as unknown"), "\(note)")
    }
}
