import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension AuditTests {
    /// Element opacity (CSS `opacity`, SwiftUI `.opacity()`) fades the element as a whole: the
    /// text is drawn on its fill first, then both are blended with the page, each on its own.
    @Suite("Element opacity") struct ElementOpacityTests {
        static let document = """
            # Fade UI

            ## Palette

            | Token | Hex | Usage |
            |-------|-----|-------|
            | `ink` | `#000000` | Text and primary fill |
            | `paper` | `#FFFFFF` | Background |
            | `veil` | `#00000080` | Translucent fill |

            ## Button / primary

            | State | Background | Text | Opacity |
            |-------|------------|------|---------|
            | Default | `ink` | `paper` | 100% |
            | Disabled | `ink` | `paper` | 50% |

            ## Button / veiled

            | State | Background | Text | Opacity |
            |-------|------------|------|---------|
            | Default | `veil` | `paper` | 100% |
            | Disabled | `veil` | `paper` | 50% |
            """

        func pairs() throws -> [String: ContrastPair] {
            let memory = try TestSupport.memorySite(documents: ["fade/DESIGN.md": Self.document])
            let state = try SiteBuilder(fileIO: memory.fileIO, fontCatalog: FontCatalog(faces: [])).analyze(TestSupport.memoryOptions)
            let report = try #require(state.systems.first?.audit)
            return Dictionary(report.pairs.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        }

        @Test func fadedTextCoversItsOwnFill() throws {
            // White on black at 50% over white: the text's pixels stay white (white over white),
            // the fill's are 50% grey. Laying the faded text on the faded fill gave #BFBFBF, 2.16.
            let pair = try #require(pairs()["fade/light/component/button/primary/disabled/text"])
            #expect(pair.foreground.hex == "#FFFFFF")
            #expect(pair.background.hex == "#808080")
            #expect(pair.ratioText == "3.97")
        }

        @Test func aTranslucentFillIsFadedWithItsText() throws {
            // White on 50% black, the whole at 50%: text white, fill 25% black over white.
            let pair = try #require(pairs()["fade/light/component/button/veiled/disabled/text"])
            #expect(pair.foreground.hex == "#FFFFFF")
            #expect(pair.background.hex == "#BFBFBF")
        }

        @Test func fullOpacityIsUnchanged() throws {
            let pairs = try pairs()
            #expect(pairs["fade/light/component/button/primary/default/text"]?.ratioText == "21.00")
            let veiled = try #require(pairs["fade/light/component/button/veiled/default/text"])
            #expect(veiled.foreground.hex == "#FFFFFF" && veiled.background.hex == "#7F7F7F")  // 0x80 is 50.2%
        }

        @Test func overAGradientTextAndFillEachMeetTheGradient() throws {
            let start = RGBAColor(red8: 0xAE, green8: 0xF0, blue8: 0xEC)
            let end = RGBAColor(red8: 0x20, green8: 0x30, blue8: 0x40)
            let page = PageBackground(
                fill: .gradient([ColorStop(color: start, position: 0), ColorStop(color: end, position: 1)]),
                name: "gradient", reason: "test")
            let white = RGBAColor(red: 1, green: 1, blue: 1)
            let black = RGBAColor(red: 0, green: 0, blue: 0)
            let draft = ContrastPair.Draft(
                origin: .component, category: .normalText,
                foreground: white.composited(over: black).withAlpha(0.5), foregroundName: "white",
                fill: black.withAlpha(0.5), fillName: "black", context: PairContext(mode: .light, element: "text"),
                source: SourceReference(file: "x/DESIGN.md", line: 1), exemption: nil, includesFill: true)
            let pair = ContrastPair(measuring: draft, system: "x", page: page, palette: [])

            // At each point p of the gradient the text is half white, half p, and the fill half
            // black, half p; the worst of those ratios is the pair's.
            func mix(_ a: RGBAColor, _ b: RGBAColor, _ t: Double) -> RGBAColor {
                RGBAColor(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t, blue: a.blue + (b.blue - a.blue) * t)
            }
            let worst = stride(from: 0.0, through: 1.0, by: 1.0 / 1024).map { t in
                let point = mix(start, end, t)
                return ContrastRatio(between: mix(point, white, 0.5), and: mix(point, black, 0.5)).value
            }.min() ?? 0
            #expect(abs(pair.ratio - worst) < 0.01)
            #expect(pair.gradient != nil)
            let position = try #require(pair.gradient?.worstPosition)
            #expect(pair.foreground.hex == mix(mix(start, end, position), white, 0.5).opaqueHex)
            #expect(pair.background.hex == mix(mix(start, end, position), black, 0.5).opaqueHex)
        }
    }
}
