import Testing
@testable import SpecimenModel

@Suite("A list of characters answers as String.contains does")
struct CharacterListTests {
    /// Lists with ASCII and wide punctuation, and one whose `;` has a canonical equivalent.
    static let lists = [",;:()、。；：（）", ".;:!?—–。；：！？", "()（）", ";", ""]

    /// Every ASCII character, "\r\n" (one Character), characters canonically equal to an ASCII
    /// one (the Greek question mark is `;`, the Kelvin sign `K`), a `;` with a combining mark,
    /// and other non-ASCII characters.
    static let characters: [Character] = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
        + ["\r\n", "\u{037E}", "\u{212A}", ";\u{301}", "、", "。", "（", "：", "é", "e\u{301}", "情", "🙂", "\u{3000}"]

    @Test("Each character, in each list", arguments: lists)
    func sameAnswers(_ list: String) {
        let characters = CharacterList(list)
        for character in Self.characters {
            #expect(characters.contains(character) == list.contains(character), "\(character.unicodeScalars.map { String($0.value, radix: 16) }) in \(list)")
        }
    }

    @Test("The Greek question mark is a semicolon; a semicolon with an accent is not")
    func canonicalEquivalence() {
        let breaks = CharacterList(",;")
        #expect(breaks.contains("\u{037E}"))
        #expect(!breaks.contains(";\u{301}"))
        #expect("a;b\u{037E}c;\u{301}d".split(whereSeparator: breaks.contains) == ["a", "b", "c;\u{301}d"])
    }
}
