/// `Character`'s Unicode properties with ASCII answered by comparison. The standard library
/// searches Unicode's property tables on every call, even for a plain letter, and these five
/// were the most-called functions of a build; most characters a document has are ASCII.
/// `CharacterASCIITests` holds each to the standard library's answer for every ASCII character.
extension Character {
    var fastIsLetter: Bool {
        guard let byte = asciiValue else { return isLetter }
        return (byte | 0x20) &- UInt8(ascii: "a") < 26
    }

    var fastIsNumber: Bool {
        guard let byte = asciiValue else { return isNumber }
        return byte &- UInt8(ascii: "0") < 10
    }

    /// Tab, line feed, vertical tab, form feed, carriage return and space; "\r\n" too.
    var fastIsWhitespace: Bool {
        guard let byte = asciiValue else { return isWhitespace }
        return byte == UInt8(ascii: " ") || byte &- 0x09 < 5
    }

    var fastIsUppercase: Bool {
        guard let byte = asciiValue else { return isUppercase }
        return byte &- UInt8(ascii: "A") < 26
    }

    var fastIsLowercase: Bool {
        guard let byte = asciiValue else { return isLowercase }
        return byte &- UInt8(ascii: "a") < 26
    }
}
