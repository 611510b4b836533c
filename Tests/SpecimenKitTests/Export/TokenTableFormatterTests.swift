import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ExportTests {
    @Suite("Table") struct Table {
        /// The display column each cell starts at, splitting on the two-space gutters.
        static func columnStarts(_ line: String) -> [Int] {
            var starts = [0]
            var width = 0
            var spaces = 0
            for character in line {
                if character == " " {
                    spaces += 1
                } else {
                    if spaces >= 2 { starts.append(width) }
                    spaces = 0
                }
                width += DisplayWidth.of(character)
            }
            return starts
        }

        @Test("columns line up", arguments: TestSupport.seedSlugs + ["hand-made"])
        func aligned(slug: String) throws {
            let tokens = slug == "hand-made" ? ExportTests.handMade : try ExportTests.seed(slug)
            let table = TokenTableFormatter().format(tokens)
            let lines = table.split(separator: "\n").map(String.init)
            #expect(lines.first?.hasPrefix("NAME") == true)
            let header = Self.columnStarts(try #require(lines.first))
            #expect(header.count == TokenTableFormatter.columns.count)
            for line in lines {
                #expect(!line.hasSuffix(" "), "trailing space: \(line)")
                #expect(Self.columnStarts(line) == header, "\(line)")
            }
            #expect(lines.count == tokens.tokens.count + 1, "one row per definition")
        }

        @Test func wideNamesAndRows() throws {
            let lines = TokenTableFormatter().format(ExportTests.handMade).split(separator: "\n").map(String.init)
            let wide = try #require(lines.first { $0.hasPrefix("情報カード") })
            #expect(wide.contains("color  "))
            #expect(wide.hasSuffix("hand.md:19"))
            let header = try #require(lines.first)
            // Ten columns for five wide characters, so KIND starts where the header says.
            let kindInRow = try #require(wide.range(of: "color"))
            let kindInHeader = try #require(header.range(of: "KIND"))
            #expect(DisplayWidth.of(String(wide[..<kindInRow.lowerBound])) == DisplayWidth.of(String(header[..<kindInHeader.lowerBound])))
            #expect(lines.contains { $0.hasPrefix("Canvas ") && $0.contains(" dark ") && $0.contains("#141414") })
            #expect(lines.contains { $0.hasPrefix("action.primary ") && $0.contains("→ Canvas = #F4F1EA") })
            #expect(lines.last?.hasPrefix("Broken ") == true)
            #expect(lines.last?.contains("→ nowhere (unresolved)") == true)
            #expect(!lines.contains { $0.contains("\n") || $0.contains("Closes */") })
        }

        @Test func displayWidth() {
            #expect(DisplayWidth.of("abc") == 3)
            #expect(DisplayWidth.of("情報") == 4)
            #expect(DisplayWidth.of("ｶ") == 1, "halfwidth katakana is narrow")
            #expect(DisplayWidth.of("e\u{301}") == 1, "a combining accent adds nothing")
            #expect(DisplayWidth.of("한국") == 4)
        }
    }
}
