/// ASCII bytes and classes, for the byte-level scans of documents and code.
@usableFromInline package enum Ascii {
    package static let newline = UInt8(ascii: "\n")
    package static let space = UInt8(ascii: " ")
    package static let tab = UInt8(ascii: "\t")
    package static let carriageReturn = UInt8(ascii: "\r")
    package static let quote = UInt8(ascii: "\"")
    package static let hash = UInt8(ascii: "#")
    package static let backslash = UInt8(ascii: "\\")
    package static let slash = UInt8(ascii: "/")
    package static let star = UInt8(ascii: "*")
    package static let dot = UInt8(ascii: ".")
    package static let comma = UInt8(ascii: ",")
    package static let colon = UInt8(ascii: ":")
    package static let question = UInt8(ascii: "?")
    package static let underscore = UInt8(ascii: "_")
    package static let openParenthesis = UInt8(ascii: "(")
    package static let closeParenthesis = UInt8(ascii: ")")
    package static let openBracket = UInt8(ascii: "[")
    package static let closeBracket = UInt8(ascii: "]")
    package static let openBrace = UInt8(ascii: "{")
    package static let closeBrace = UInt8(ascii: "}")

    package static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == newline || byte == carriageReturn
    }

    /// What `Character.isWhitespace` says of an ASCII byte: tab through carriage return (vertical
    /// tab and form feed included), and space.
    package static func isWhitespaceCharacter(_ byte: UInt8) -> Bool {
        byte == space || byte &- tab < 5
    }

    package static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26
    }

    package static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    /// The byte's lower-case letter, or the byte itself when it is not an upper-case letter.
    @inlinable package static func lowercased(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
    }

    /// Letters, digits and `_`; bytes of a multi-byte character count as letters.
    package static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == underscore || byte >= 0x80
    }
}
