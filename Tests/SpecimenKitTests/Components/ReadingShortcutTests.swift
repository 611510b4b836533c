import Foundation
import Testing
@testable import SpecimenModel
@testable import SpecimenReading

/// The reading stages answer some questions from the bytes when the text is ASCII, or from an
/// index, rather than the way they were first written; each shortcut must give the same answer.
@Suite struct ReadingShortcutTests {
    static let phrases = [
        "Background #FFFFFF, text #111111; border 1px solid #E0E0E0",
        "shadow (0 2px 12px rgba(0,0,0,0.06)), radius 8px",
        "Ink text with a 2px ring. Hover: darker fill + underline",
        "Filled with the accent colour.Then more",
        "`rgba(0, 0, 0, .5)`, `var(--x, 1px)`; padding 8px 16px With icon",
        "label WITH icon, weight 600 (semi-bold, not bold)",
        "sans-serif 14px/20px, e.g. 1.5, width 100%.",
        "text on fill (see note), ends with",
        " with ",
        "x with",
        "",
        "a\r\nb, c",
        "((unbalanced, x) y), z",
        "fn(a, b), g (c, d)",
    ]

    @Test func asciiClausesAreTheCharacterReading() {
        for phrase in Self.phrases {
            #expect(phrase.isASCIIText)
            #expect(PropertyPhraseReader.asciiClauses(of: phrase) == PropertyPhraseReader.characterClauses(of: phrase), "\(phrase)")
        }
    }

    @Test func wordPhrasesOccurAsAScanFindsThem() {
        let entries = WordPhrases(["app background", "canvas", "page", "页面背景", "hero band", "band"])
        let texts = ["The app background is cream", "hero", "hero bands", "a canvas", "", "页面背景 是", "app", "background app",
                     "main page surface", "Hero Band on top"]
        for text in texts {
            let words = ComponentKind.words(of: text)
            let scanned = entries.phrases.contains { phrase in
                phrase.count <= words.count && (0...(words.count - phrase.count)).contains { words[$0..<$0 + phrase.count].elementsEqual(phrase) }
            }
            #expect(entries.occurs(in: words) == scanned, "\(text)")
        }
    }

    @Test func textSearchesAgreeWithFoundation() {
        let texts = ["no border here", "border なし", "枠線なし", "테두리 없음", "café crème", "plain text", ""]
        let needles = ["border", "なし", "枠線なし", "테두리", "없음", "crème", "text", "é"]
        for text in texts {
            for needle in needles {
                #expect(text.containsText(needle) == text.contains(needle), "\(text) / \(needle)")
                #expect(text.rangeOfText(needle) == text.range(of: needle), "\(text) / \(needle)")
            }
        }
    }
}
