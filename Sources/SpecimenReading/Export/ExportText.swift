import Foundation
import SpecimenModel

/// Number and text forms shared by the exporters. Everything an export writes that did not
/// come from a validated number goes through one of these.
package enum ExportText {
    /// A number with at most `decimals` places and no trailing zeros: `16`, `0.5`, `0.9569`.
    /// Never an exponent, `nan` or `-0`, which no target syntax reads the same way.
    package static func number(_ value: Double, decimals: Int = 4) -> String {
        guard value.isFinite else { return "0" }
        let text = value.fixedText(places: decimals)
        return text == "-0" ? "0" : text
    }

    /// A JSON-safe number rounded the same way, so the JSON and the CSS agree digit for digit.
    package static func rounded(_ value: Double, decimals: Int = 4) -> Double {
        guard value.isFinite else { return 0 }
        let scale = pow(10, Double(decimals))
        let result = (value * scale).rounded() / scale
        return result == 0 ? 0 : result
    }

    /// Text safe inside a `/* */` or `//` comment: one line, and no way to close the comment.
    package static func comment(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if isBreakOrControl(scalar) {
                out += " "
            } else if scalar == "<" || scalar == ">" {
                // A style sheet may be inlined into a `<style>` element, which `</style>` would end.
                out += scalar == "<" ? "‹" : "›"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        // `*/` closes a CSS or Swift block comment; `/*` would open a nested one in Swift.
        while out.contains(literal: "*/") || out.contains(literal: "/*") {
            out = out.replacing(literal: "*/", with: "* /").replacing(literal: "/*", with: "/ *")
        }
        return out.trimmingWhitespace
    }

    /// A double-quoted CSS string. Characters that could end the string, the declaration or an
    /// inlining `<style>` element, and line breaks and other control characters, are written as
    /// CSS escapes: `Fancy "Font"` is `"Fancy \22 Font\22 "`, a line break `\a `, never lost.
    package static func cssString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\", "<", ">", "{", "}", ";":
                out += "\\" + String(scalar.value, radix: 16) + " "
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out += "\\" + String(scalar.value, radix: 16) + " "
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A Swift string literal, with every character that could end it or start an
    /// interpolation escaped.
    package static func swiftString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || CharacterSet.newlines.contains(scalar):
                out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// One line of free text for a table cell.
    package static func singleLine(_ text: String) -> String {
        String(text.unicodeScalars.map { scalar -> Character in
            isBreakOrControl(scalar) ? " " : Character(scalar)
        })
    }

    /// A line break or a control or format character. ASCII is decided here: a `CharacterSet`
    /// lookup costs a call each, and most text is ASCII.
    private static func isBreakOrControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar.value < 0x20 || scalar.value == 0x7F
            : CharacterSet.newlines.contains(scalar) || CharacterSet.controlCharacters.contains(scalar)
    }
}
