/// A short list of characters, `",;:()、。"`, that says whether it holds a character as
/// `String.contains(_:)` does: with Swift's equality, under which canonically equivalent
/// characters are one (the Greek question mark is a `;`). That search forms and compares each of
/// the list's characters on every call, and clause splitters ask it of every character of every
/// note. Here the answer for each one-byte character is worked out once, by that same search, so
/// it cannot differ; any other character is looked up in a set of the list's characters, whose
/// hashing agrees with that equality. `CharacterListTests` holds it to `String.contains(_:)`.
package struct CharacterList: Sendable {
    /// Bit `b` of `ascii.low` (below 64) or `ascii.high` (64 to 127): whether the list holds the
    /// one-byte character `b`.
    private let ascii: (low: UInt64, high: UInt64)
    private let characters: Set<Character>

    package init(_ characters: String) {
        var ascii: (low: UInt64, high: UInt64) = (0, 0)
        for byte in UInt8(0)..<128 where characters.contains(Character(Unicode.Scalar(byte))) {
            if byte < 64 { ascii.low |= 1 << byte } else { ascii.high |= 1 << (byte - 64) }
        }
        self.ascii = ascii
        self.characters = Set(characters)
    }

    package func contains(_ character: Character) -> Bool {
        let utf8 = character.utf8
        guard utf8.count == 1, let byte = utf8.first else { return characters.contains(character) }
        return (byte < 64 ? ascii.low >> byte : ascii.high >> (byte - 64)) & 1 == 1
    }
}
