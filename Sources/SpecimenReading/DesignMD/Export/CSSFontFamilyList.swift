import SpecimenModel

/// A CSS `font-family` list as a DESIGN.md writes it (`"SF Pro Display", Inter, sans-serif`):
/// split into its families, and written back as CSS with each name quoted and the generic
/// families bare, so a list stays a list.
package enum CSSFontFamilyList {
    /// The generic families CSS defines: keywords, which quotes would turn into font names.
    package static let generics: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif", "ui-sans-serif",
        "ui-monospace", "ui-rounded", "emoji", "math", "fangsong",
    ]

    /// The families, unquoted, in order. Commas inside quotes do not split; a name that is only
    /// partly quoted (`Fancy "Font"`) is kept whole, quotes and all.
    package static func families(in text: String) -> [String] {
        var items: [String] = []
        var current = ""
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil }
                current.append(character)
            } else if character == "\"" || character == "'" {
                quote = character
                current.append(character)
            } else if character == "," {
                items.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        items.append(current)
        return items.map { item in
            let trimmed = item.trimmingWhitespaceAndNewlines
            if trimmed.count >= 2, let first = trimmed.first, first == "\"" || first == "'", trimmed.last == first,
               !trimmed.dropFirst().dropLast().contains(first) {
                return String(trimmed.dropFirst().dropLast())
            }
            return trimmed
        }.filter { !$0.isEmpty }
    }

    /// `"Inter", sans-serif`: each family quoted, generics bare.
    package static func css(_ families: [String]) -> String {
        families.map { generics.contains($0.lowercased()) ? $0.lowercased() : quoted($0) }.joined(separator: ", ")
    }

    /// A double-quoted CSS string: `"` and `\` escaped with a backslash, line breaks and other
    /// control characters (and `<`, `>`, which could end an inlining `<style>`) as hex escapes
    /// followed by a space, so `Evil⏎Family` is `"Evil\a Family"`.
    package static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "<", ">": out += "\\" + String(scalar.value, radix: 16) + " "
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out += "\\" + String(scalar.value, radix: 16) + " "
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
