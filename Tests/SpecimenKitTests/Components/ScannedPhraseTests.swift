import Foundation
import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension ComponentTests {
    /// Phrases read by byte and scalar scanners instead of regular expressions, held to the
    /// expressions they replaced wherever the two readings are meant to agree.
    @Suite("Scanned phrases")
    struct ScannedPhraseTests {
        static let dottedLines: [Substring] = [
            "Errors use `feedback.error` on a light fill.",
            "色はcolors.primaryです", "(colors.primary)", "see colors.primary, then feedback.warning",
            "theme.colors.primary is three members", "v2_colors.primary", "2colors.primary", "colors.primary2",
            "Colors.primary starts upper-case", "x colors.primaryOn", "ns:colors.primary", "it's.here",
            "colors.primary.500", "trailing colors.primary.", "a.b", "no dot here", ".leading", "trailing.",
            "SwiftUI's .padding() and .frame(width: 2)", "Text(\"x\").font(.title)", "end of sentence.Next",
            "— colors.accent —", "",
        ]

        /// The regular expression the scanner replaced, word boundaries and all.
        nonisolated(unsafe) static let reference = #/\b([a-z][A-Za-z]*\.([A-Za-z]+))\b/#

        @Test(arguments: dottedLines)
        func dottedNamesAreThoseTheRegularExpressionFound(line: Substring) throws {
            let expected = line.firstMatch(of: Self.reference).map { (String($0.1), String($0.2)) }
            let found = DottedName.first(in: line)
            #expect(found?.name == expected?.0)
            #expect(found?.member == expected?.1)
        }

        @Test func aDottedNameIsTwoWordsStandingAlone() {
            #expect(DottedName.first(in: "use feedback.error here")?.name == "feedback.error")
            #expect(DottedName.first(in: "use feedback.error here")?.member == "error")
            #expect(DottedName.first(in: "色はstatus.dangerです")?.name == "status.danger")
            #expect(DottedName.first(in: "theme.colors.primary") == nil)
            #expect(DottedName.first(in: "colors_x.primary") == nil)
            #expect(DottedName.first(in: "Colors.primary") == nil)
            #expect(DottedName.first(in: "a .padding() b.c")?.name == "b.c")
            // Where the scanner reads more than Unicode's word rule: a full-width colon joins
            // words for the rule (as `:` does), but in Chinese and Japanese text it is punctuation.
            #expect(DottedName.first(in: "Primary：brand.main")?.name == "brand.main")
            #expect("Primary：brand.main".firstMatch(of: Self.reference) == nil)
        }

        static let sentences = [
            "never use pure black", "do not round corners above 8pt", "don't use red for text", "avoid gradients",
            "no radius greater than 4", "note the radius", "another option", "knot", "dont use", "don’t use",
            "do-not", "not.", "(no)", "no_way", "no2", "情報no", "情報 no", "ñno", "nó", "non-negotiable",
            "avoidance", "t", "don't", "don'tt", "xdon't", "don'", "", "ＮＯ", "no\u{301}", "\u{301}no",
        ]

        /// The negation words as ICU's `\b…\b` found them (ICU ignores a mark before a word, which
        /// the scanner counts as part of the word; the last sentence).
        @Test(arguments: sentences.dropLast())
        func negationIsWhatTheRegularExpressionFound(sentence: String) throws {
            let pattern = try NSRegularExpression(pattern: #"\b(no|never|avoid|don't|do not|not)\b"#)
            let lower = sentence.lowercased()
            let expected = pattern.firstMatch(in: lower, range: NSRange(lower.startIndex..., in: lower)) != nil
            #expect(DesignRuleExtractor.isNegated(lower) == expected)
        }

        /// The byte look before lowercasing passes every sentence the scanner finds negated, over
        /// generated text with capitals, the Kelvin sign, dotted capital I, marks and Japanese.
        @Test func negationLookMissesNoNegatedSentence() {
            let pieces = ["n", "N", "o", "O", "e", "v", "a", "A", "V", "d", "t", "'", "’", " ", "r", "i", "\u{212A}", "İ",
                          "\u{301}", "情", ".", "no", "NOT", "never", "Avoid", "don't", "DON'T"]
            var missed: [String] = []
            var skipped = 0
            for text in WordBoundaryTests.generated(count: 8000, seed: 19, alphabet: pieces) + Self.sentences {
                let negated = DesignRuleExtractor.isNegated(text.lowercased())
                if negated, !DesignRuleExtractor.mayBeNegated(text) { missed.append(text) }
                if !DesignRuleExtractor.mayBeNegated(text) { skipped += 1 }
            }
            #expect(missed.isEmpty, "\(missed.prefix(5))")
            // The look must also pass something by: otherwise it is no look at all.
            #expect(skipped > 100)
        }

        /// Quotations as the expression found them, over generated text with every kind of
        /// quotation mark, a combining mark that swallows a quote, and runs past 120 characters.
        @Test func quotationsAreWhatTheRegularExpressionFound() {
            let quotation = #/["“]([^"”]{1,120})["”]/#
            let pieces = ["\"", "“", "”", "a", " ", "情", "\u{301}", String(repeating: "x", count: 50), "\t"]
            var mismatches: [String] = []
            for text in WordBoundaryTests.generated(count: 6000, seed: 17, alphabet: pieces) {
                let expected = text.matches(of: quotation).map { String($0.1).trimmingWhitespace }.filter { !$0.isEmpty }
                if text.quotedTexts != expected { mismatches.append(text) }
            }
            #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
        }
    }
}
