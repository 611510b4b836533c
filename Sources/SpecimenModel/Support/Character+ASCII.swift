/// `Character`'s Unicode properties with ASCII answered by comparison. The standard library
/// searches Unicode's property tables on every call, even for a plain letter, and these five
/// were the most-called functions of a build; most characters a document has are ASCII.
/// `CharacterASCIITests` holds each to the standard library's answer for every ASCII character.
extension Character {
    package var fastIsLetter: Bool { answer(Ascii.isLetter) { $0.isLetter } }
    package var fastIsNumber: Bool { answer({ $0 &- UInt8(ascii: "0") < 10 }) { $0.isNumber } }
    /// Tab, line feed, vertical tab, form feed, carriage return and space; "\r\n" too.
    package var fastIsWhitespace: Bool { answer(Ascii.isWhitespaceCharacter) { $0.isWhitespace } }
    package var fastIsUppercase: Bool { answer({ $0 &- UInt8(ascii: "A") < 26 }) { $0.isUppercase } }
    package var fastIsLowercase: Bool { answer({ $0 &- UInt8(ascii: "a") < 26 }) { $0.isLowercase } }

    /// `ascii` of the byte when the Character is one ASCII character ("\r\n" counts as "\n"),
    /// else `unicode` of the Character.
    private func answer(_ ascii: (UInt8) -> Bool, _ unicode: (Character) -> Bool) -> Bool {
        guard let byte = asciiValue else { return unicode(self) }
        return ascii(byte)
    }
}
