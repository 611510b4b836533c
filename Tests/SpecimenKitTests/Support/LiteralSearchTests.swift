import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

/// The byte-wise searches find, replace and trim what Foundation's do, on the text the readers
/// see: ASCII, other scripts, full-width punctuation, emoji, CRLF.
@Suite struct LiteralSearchTests {
    static let texts = [
        "", "a", "Primary — #1B4F8A", "a - b - c", "no dash here", "背景：#FFFFFF — 主要", "`code` and `more`",
        "/* a */ b /* c */", "x → y", "👍🏽 thumbs — up", "line\r\nnext\r\n", "--", "---", "aaa", "情報デザイン",
        "<!-- note --> text", "name=\"primary\">#FFF</color>", "ends with —",
    ]
    static let needles = ["—", " — ", " - ", "-", "`", "*/", "aa", "：", "\r\n", "-->", "</", "情報", "👍🏽", "z"]

    @Test(arguments: texts)
    func findsWhatFoundationFinds(_ text: String) {
        for needle in Self.needles {
            let ours = text.range(ofLiteral: needle)
            let theirs = text.range(of: needle)
            #expect(ours == theirs, "\(needle) in \(text)")
            #expect(text.contains(literal: needle) == text.contains(needle))
            // On a substring, the range is in the base string's indices.
            let inner = ("[" + text + "]").dropFirst().dropLast()
            #expect(inner.range(ofLiteral: needle).map { String(inner[$0]) } == inner.range(of: needle).map { String(inner[$0]) })
        }
        #expect(text.range(ofLiteral: "") == nil)
    }

    @Test(arguments: texts)
    func replacesWhatFoundationReplaces(_ text: String) {
        for needle in Self.needles {
            for replacement in ["", "+", "–long–"] {
                #expect(text.replacing(literal: needle, with: replacement) == text.replacingOccurrences(of: needle, with: replacement),
                        "\(needle) → \(replacement) in \(text)")
            }
        }
    }

    @Test(arguments: texts + ["  ,;x;, ", "）（note）", "\" 'quoted' \"", "``", " ,;"])
    func trimsWhatFoundationTrims(_ text: String) {
        for set in [" ,;", "\"'` ", " )）", "` ", " -–—:", "x"] {
            #expect(text.trimming(charactersIn: set) == text.trimmingCharacters(in: CharacterSet(charactersIn: set)), "\(set) around \(text)")
        }
    }

    /// The look before a case-insensitive regex: it must say yes wherever the regex could
    /// match, or the regex is skipped where it would have read something.
    @Test(arguments: texts + ["50% OPACITY", "Alpha: 0.5", "rgba(0,0,0,.1)", "HSL(1 2% 3%)", "16PT", "情報 opacity", "op", ""])
    func mayContainWhereACaseInsensitiveSearchFinds(_ text: String) {
        for word in ["opacity", "alpha", "rgb", "hsl", "pt", "px"] {
            let regex = try! Regex("(?i)" + word)
            #expect(text.mayContain(caseInsensitive: word) == (text.firstMatch(of: regex) != nil), "\(word) in \(text)")
        }
        #expect(text.mayContain(caseInsensitive: "不透明度"), "a word of other letters is left to the regex")
    }
}
