import Testing
@testable import SpecimenAudit
@testable import SpecimenModel
@testable import SpecimenReading
@testable import SpecimenServe
@testable import SpecimenSite

@Suite("Character properties with an ASCII fast path")
struct CharacterASCIITests {
    /// Every ASCII character, "\r\n" (one Character), and non-ASCII ones that take the slow path.
    static let characters: [Character] = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
        + ["\r\n", "é", "É", "ß", "ǅ", "٣", "Ⅻ", "½", "\u{00A0}", "\u{2028}", "\u{3000}", "情", "ア", "e\u{301}", "🙂", "\u{200B}"]

    @Test("Each answers as the standard library does", arguments: characters)
    func sameAnswers(_ character: Character) {
        #expect(character.fastIsLetter == character.isLetter)
        #expect(character.fastIsNumber == character.isNumber)
        #expect(character.fastIsWhitespace == character.isWhitespace)
        #expect(character.fastIsUppercase == character.isUppercase)
        #expect(character.fastIsLowercase == character.isLowercase)
    }
}
