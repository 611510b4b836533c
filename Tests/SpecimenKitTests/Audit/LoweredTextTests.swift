import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension AuditTests {
    /// The colour-vision cue search lowercases a document's text itself, scalar by scalar.
    @Suite("Lowered text")
    struct LoweredTextTests {
        /// Every Unicode scalar, lowered as `lowercased()` lowers it: one that has no case is
        /// kept, one that has is mapped (`İ` to two scalars, `Ω` to `ω`, `Ａ` to `ａ`).
        @Test func everyScalarIsLoweredAsTheStandardLibraryLowersIt() {
            var mismatches: [UInt32] = []
            for value in UInt32(0)...0x10FFFF {
                guard let scalar = Unicode.Scalar(value) else { continue }
                var lowered: [UInt8] = []
                LoweredText.appendLowered(scalar, to: &lowered)
                if lowered != Array(String(scalar).lowercased().utf8) { mismatches.append(value) }
            }
            #expect(mismatches.isEmpty, "\(mismatches.prefix(10).map { String($0, radix: 16) })")
        }

        /// Foundation's search, line by line: what the byte search stands in for. An occurrence
        /// a combining mark or emoji modifier runs on from is not one; others are.
        static func referenceLines(of needle: String, in lines: [String]) -> [Int] {
            lines.indices.filter { lines[$0].range(of: needle) != nil }
        }

        @Test func occurrencesAreFoundOnTheLinesFoundationFindsThem() {
            var generator = SystemRandomNumberGenerator()
            let pieces = ["icon", "label", "icon\u{301}", "icons", "iconic", " ", "x", "ア", "e\u{301}", "👍🏽", "lab", "el", "\n", "color alone", "co"]
            for _ in 0..<400 {
                let text = (0..<Int.random(in: 0...40, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                let bytes = Array(lines.joined(separator: "\n").utf8)
                for needle in ["icon", "label", "color alone", "co"] {
                    #expect(ColorVisionFinding.lineOffsets(of: needle, in: bytes) == Self.referenceLines(of: needle, in: lines), "\(needle) in \(lines)")
                }
            }
        }

        /// Lines read from their bytes lower as `lowercased()` lowers them, over generated text
        /// of every UTF-8 length: capitals, kana, ideographs, CJK punctuation, fullwidth letters,
        /// marks, emoji and the scalars that lower to two.
        @Test func generatedLinesAreLoweredAsTheStandardLibraryLowersThem() {
            let alphabet = ["A", "z", "İ", "Σ", "É", "e\u{301}", "ア", "情", "。", "「", "Ａ", "ｱ", "Ω", "👍🏽", "𝐀", "\u{10400}", " ", "ß", "Ǆ", "\u{2C00}"]
            var mismatches: [String] = []
            for text in WordBoundaryTests.generated(count: 4000, seed: 29, alphabet: alphabet) {
                let lines: [Substring] = [text[...], text.dropFirst(), ""]
                let expected = Array(lines.map { $0.lowercased() }.joined(separator: "\n").utf8)
                if LoweredText.utf8(of: lines) != expected { mismatches.append(text) }
            }
            let failed = mismatches.count
            #expect(failed == 0, "\(mismatches.prefix(3))")
        }

        @Test func linesAreJoinedByNewlines() {
            let lines: [Substring] = ["Error STATES", "情報デザイン ÉTAT İ", ""]
            #expect(LoweredText.utf8(of: lines) == Array(lines.map { $0.lowercased() }.joined(separator: "\n").utf8))
        }
    }
}
