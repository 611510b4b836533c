import Foundation
import SpecimenModel
import Synchronization

/// Turns names as documents write them (`space.2xl`, `Error/Alert`, `class`, `情報`) into
/// valid Swift identifiers: ASCII, no leading digit, keywords escaped, unique per namespace.
package enum SwiftIdentifier {
    /// Keywords that need backticks to be used as a member name.
    package static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is",
        "nil", "self", "Self", "super", "throws", "true", "try", "some", "any", "package", "macro",
    ]

    /// Names that mean something else after a dot (`X.self`, `X.init`, `X.Type`) even in
    /// backticks, so they get a suffix instead.
    package static let memberReserved: Set<String> = ["self", "Self", "init", "deinit", "subscript", "Type", "Protocol"]

    /// `brandTeal` stays as written; anything else is rebuilt from its words in lowerCamelCase.
    package static func lowerCamel(_ name: String) -> String {
        if isPlain(name), let first = name.first, first.fastIsLowercase { return name }
        let words = self.words(name)
        guard let head = words.first else { return "" }
        return head.lowercased() + words.dropFirst().map(capitalised).joined()
    }

    package static func upperCamel(_ name: String) -> String {
        if isPlain(name), let first = name.first, first.fastIsUppercase { return name }
        return words(name).map(capitalised).joined()
    }

    /// A member name for `name`, not yet in `used`, which it is added to. `fallback` is used
    /// when nothing of the name survives (a name in a script with no Latin reading).
    package static func member(_ name: String, fallback: String, used: inout Set<String>) -> String {
        var base = lowerCamel(name)
        if base.isEmpty { base = fallback }
        if let first = base.unicodeScalars.first, ("0"..."9").contains(first) { base = "_" + base }
        if memberReserved.contains(base) { base += "_" }
        var candidate = base
        var counter = 2
        while used.contains(candidate) {
            candidate = "\(base)\(counter)"
            counter += 1
        }
        used.insert(candidate)
        return keywords.contains(candidate) ? "`\(candidate)`" : candidate
    }

    /// ASCII letters, digits and underscores, not starting with a digit.
    package static func isPlain(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
    }

    /// `name` with the letters of scripts other than Latin turned into spaces; accented Latin
    /// letters, digits, punctuation and symbols are kept.
    package static func latinPart(_ name: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            let isForeignLetter = scalar.value >= 0x80 && scalar.properties.isAlphabetic && !latinBlocks.contains { $0.contains(scalar.value) }
            scalars.append(isForeignLetter ? " " : scalar)
        }
        return String(scalars)
    }

    /// The Unicode blocks of the Latin script (Swift does not expose a scalar's script):
    /// Latin-1 Supplement through Latin Extended-B, Latin Extended Additional, and Latin
    /// Extended-C, -D and -E.
    private static let latinBlocks: [ClosedRange<UInt32>] = [
        0x00AA...0x024F, 0x1E00...0x1EFF, 0x2C60...0x2C7F, 0xA720...0xA7FF, 0xAB30...0xAB6F,
    ]

    /// The ASCII words of a name, case kept (`IDE` stays `IDE`): transliterated to Latin,
    /// accents dropped, split where `DesignToken.slug` would put hyphens.
    package static func words(_ name: String) -> [String] {
        let plain = latin(name)
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in plain {
            let isWordCharacter = character.isASCII && (character.fastIsLetter || character.fastIsNumber)
            if !isWordCharacter {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                if character.fastIsUppercase, let previous, previous.fastIsLowercase || previous.fastIsNumber, !current.isEmpty {
                    words.append(current)
                    current = ""
                }
                current.append(character)
            }
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `name` in Latin letters without accents, each name transliterated once per process.
    /// ICU transforms are slow, and most names are ASCII already.
    package static func latin(_ name: String) -> String {
        needsTransliteration(name) ? transliteration(of: name).value(or: name) : name
    }

    /// Starts transliterating `name` in the background. ICU compiles a script's rules on first
    /// use, so a build asks for its system names as it reads them, and Render finds them done.
    package static func prefetch(_ name: String) {
        if needsTransliteration(name) { _ = transliteration(of: name) }
    }

    /// Whether ICU could change the ASCII words of `name`: it transliterates letters and digits
    /// and drops accents, and leaves punctuation and symbols (`·`, `—`) as they are, which
    /// `words` drops anyway.
    private static func needsTransliteration(_ name: String) -> Bool {
        name.unicodeScalars.contains { scalar in
            guard !scalar.isASCII else { return false }
            let properties = scalar.properties
            switch properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: return true
            default: return properties.isAlphabetic || properties.numericType != nil
            }
        }
    }

    private static let transliterations = Mutex<[String: Pending<String>]>([:])

    private static func transliteration(of name: String) -> Pending<String> {
        transliterations.withLock { started in
            if let pending = started[name] { return pending }
            let pending = Pending {
                let latin = name.applyingTransform(.toLatin, reverse: false) ?? name
                return latin.applyingTransform(.stripDiacritics, reverse: false) ?? latin
            }
            started[name] = pending
            return pending
        }
    }

    private static func capitalised(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }
}
