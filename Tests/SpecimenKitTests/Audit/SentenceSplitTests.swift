import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

extension AuditTests {
    @Suite("Sentence splitting")
    struct SentenceSplitTests {
        /// The split as a walk over Characters: what the byte search stands in for.
        static func reference(_ text: String) -> [String] {
            var sentences: [String] = []
            var start = text.startIndex
            var index = text.startIndex
            while index < text.endIndex {
                let next = text.index(after: index)
                if ".!?".contains(text[index]), next < text.endIndex, text[next] == " " {
                    let after = text.index(after: next)
                    if after < text.endIndex, text[after].fastIsUppercase || text[after].fastIsNumber {
                        sentences.append(String(text[start..<next]))
                        start = next
                    }
                }
                index = next
            }
            sentences.append(String(text[start...]))
            return sentences.map(\.trimmingWhitespace).filter { !$0.isEmpty }
        }

        @Test func splitsAsTheCharacterWalkDoes() {
            #expect(DocumentProse.sentences(of: "Use black. It reads, e.g. on yellow. 4.5:1 holds! Why? Because") ==
                ["Use black.", "It reads, e.g. on yellow.", "4.5:1 holds!", "Why?", "Because"])
            var generator = SystemRandomNumberGenerator()
            let pieces = [".", "!", "?", " ", "A", "a", "4", "É", "é", "\u{301}", " \u{301}", "文", "。", "👍🏽", "\u{0600}", "e.g.", "\t", "\n", "Ω"]
            for _ in 0..<3_000 {
                let text = (0..<Int.random(in: 0...30, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
                #expect(DocumentProse.sentences(of: text) == Self.reference(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            }
        }
    }
}
