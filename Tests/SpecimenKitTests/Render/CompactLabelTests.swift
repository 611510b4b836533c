import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

@Suite("Previews sized for a glyph")
struct CompactLabelTests {
    static let document = """
        # Round UI

        ## Palette

        | Token | Hex | Usage |
        |-------|-----|-------|
        | `teal` | `#1F7A6F` | Primary actions |
        | `paper` | `#FFFFFF` | Background |

        ## Record button

        | Property | Value |
        |----------|-------|
        | Background | `teal` |
        | Text | `paper` |
        | Corner radius | 999px (fully rounded) |
        | Width | 80px |
        | Height | 80px |
        | Sample | "Tap here to start recording" |

        ## Plus button

        | Property | Value |
        |----------|-------|
        | Background | `teal` |
        | Text | `paper` |
        | Corner radius | 999px (fully rounded) |
        | Width | 48px |
        | Height | 48px |
        | Sample | "+" |

        ## Icon button

        | Property | Value |
        |----------|-------|
        | Background | `paper` |
        | Text | `teal` |
        | Corner radius | 8px |
        | Height | 44px |
        | Sample | "Settings" |

        ## Day cell

        | Property | Value |
        |----------|-------|
        | Background | `paper` |
        | Text | `teal` |
        | Sample | "Week 12" |

        ## Wide button

        | Property | Value |
        |----------|-------|
        | Background | `teal` |
        | Text | `paper` |
        | Corner radius | 8px |
        | Height | 48px |
        | Sample | "Tap here to start recording" |
        """

    /// Each button preview of the gallery (live and static), by component anchor.
    static func previews(_ html: String, component: String) -> [String] {
        guard let start = html.range(of: "id=\"component-\(component)\"") else { return [] }
        let article = html[start.upperBound...]
        let body = article[..<(article.range(of: "</article>")?.lowerBound ?? article.endIndex)]
        return body.matches(of: /<(?:button|span) type="button" class="cmp cmp-button[^"]*"[^>]*>.*?<\/(?:button|span)>|<span class="cmp cmp-button[^"]*"[^>]*>.*?<\/span>/)
            .map { String($0.output) }
    }

    @Test("A long sample in a circle, or in an icon button, becomes an icon and the accessible name")
    func longSamples() throws {
        let memory = try TestSupport.memorySite(documents: ["round/DESIGN.md": Self.document])
        _ = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
        let html = try #require(memory.text("/Public/round/components/index.html"))

        let record = Self.previews(html, component: "record-button")
        #expect(record.count == 2)
        for preview in record {
            #expect(preview.contains("class=\"cmp-glyph\""))
            #expect(!preview.contains(">Tap here to start recording<"))
            #expect(preview.contains("aria-label=\"Record button: Tap here to start recording\""))
            #expect(preview.contains("is-compact"))
        }
        #expect(record.contains { $0.hasPrefix("<span") && $0.contains("role=\"img\"") })
        #expect(html.contains("“Tap here to start recording” does not fit a button sized for a glyph"))

        let icon = Self.previews(html, component: "icon-button")
        #expect(!icon.isEmpty && icon.allSatisfy { $0.contains("class=\"cmp-glyph\"") && $0.contains("aria-label=\"Icon button: Settings\"") })
    }

    @Test("A component of no known kind with a stated side is that shape, its name too wide for it")
    func shapesOfNoKnownKind() throws {
        let document = """
            ---
            name: Dial
            colors:
              brass: "#8A6A1F"
              ivory: "#FFFDF5"
            components:
              knob-round:
                backgroundColor: "{colors.brass}"
                textColor: "{colors.ivory}"
                rounded: 9999px
                size: 20px
              dial-plate:
                backgroundColor: "{colors.ivory}"
                textColor: "{colors.brass}"
            ---
            # Dial
            """
        let memory = try TestSupport.memorySite(documents: ["dial/DESIGN.md": document])
        _ = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
        let html = try #require(memory.text("/Public/dial/components/index.html"))
        func previews(_ component: String) -> [String] {
            guard let start = html.range(of: "id=\"component-\(component)\"") else { return [] }
            let article = html[start.upperBound...]
            let body = article[..<(article.range(of: "</article>")?.lowerBound ?? article.endIndex)]
            return body.matches(of: /<div class="cmp cmp-other[^"]*"[^>]*>.*?<\/div>/).map { String($0.output) }
        }
        let knob = previews("knob-round")
        #expect(!knob.isEmpty && knob.allSatisfy {
            $0.contains("is-compact") && $0.contains("class=\"cmp-glyph\"") && $0.contains("role=\"img\"")
                && $0.contains("aria-label=\"knob-round: Knob round\"") && !$0.contains(">Knob round<")
        })
        #expect(html.contains("“Knob round” does not fit a shape sized for a glyph"))
        // Without a side it is a box for its text, as before.
        let plate = previews("dial-plate")
        #expect(!plate.isEmpty && plate.allSatisfy { !$0.contains("is-compact") && $0.hasSuffix(">Dial plate</div>") })
    }

    @Test("A short sample that fits the circle is shown; a wide button keeps its text")
    func samplesThatFit() throws {
        let memory = try TestSupport.memorySite(documents: ["round/DESIGN.md": Self.document])
        _ = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
        let html = try #require(memory.text("/Public/round/components/index.html"))
        let plus = Self.previews(html, component: "plus-button")
        #expect(!plus.isEmpty && plus.allSatisfy { $0.hasSuffix(">+</span>") || $0.hasSuffix(">+</button>") })
        #expect(plus.allSatisfy { $0.contains("is-compact") && !$0.contains("cmp-glyph") })
        let wide = Self.previews(html, component: "wide-button")
        #expect(!wide.isEmpty && wide.allSatisfy { $0.contains(">Tap here to start recording<") && !$0.contains("is-compact") })
    }

    @Test("A day cell whose copy does not fit shows a day number from it")
    func dayCell() throws {
        let memory = try TestSupport.memorySite(documents: ["round/DESIGN.md": Self.document])
        _ = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).build(TestSupport.memoryOptions)
        let html = try #require(memory.text("/Public/round/components/index.html"))
        #expect(html.contains("<span class=\"cmp-day__number\" data-audit-pair=\"round/light/component/day-cell/base/default/text\">12</span>"))
        #expect(!html.contains(">Week 12</span>"))
        #expect(html.contains("“Week 12” does not fit a day cell; the day number “12” stands in."))
    }

    @Test("Stand-ins: a button gets an icon, a day cell the first day number of its copy")
    func standIns() {
        #expect(CompactLabel.standIn(.button, copy: ["Record"]) == .icon)
        #expect(CompactLabel.standIn(.floatingActionButton, copy: ["7"]) == .icon)
        #expect(CompactLabel.standIn(.calendarDayCell, copy: ["DayCell"]) == .text("1"))
        #expect(CompactLabel.standIn(.calendarDayCell, copy: ["Week 42", "Sunday 7"]) == .text("7"))
    }

    @Test("Fit is estimated from the stated size, border, padding and font", arguments: [
        ("+", 48.0, 16.0, true),
        ("OK", 44.0, 16.0, true),
        ("or write here", 80.0, 16.0, false),
        ("録音", 44.0, 16.0, true),
        ("録音する", 44.0, 16.0, false),
    ])
    func estimate(label: String, side: Double, size: Double, fits: Bool) throws {
        let memory = try TestSupport.memorySite(documents: ["round/DESIGN.md": Self.document])
        let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
        let plus = try #require(state.systems.first?.components.first { $0.name == "Plus button" })
        var properties = try #require(plus.variants.first?[.default])
        properties.width = side
        properties.height = side
        properties.font = ResolvedFont(family: nil, size: size, weight: nil, italic: false, uppercase: false)
        #expect(CompactLabel.fits(label, kind: .button, properties: properties) == fits)
        #expect(CompactLabel.isCompact(.button, names: ["Record"], properties: properties))
    }
}
