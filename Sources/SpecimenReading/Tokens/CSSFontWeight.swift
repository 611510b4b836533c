import SpecimenModel

/// The one table of font-weight names, following CSS (thin 100, extra- or ultra-light 200, …
/// black 900). Reads a weight as documents write it ("Bold", "Semibold", "700", ".heavy") as a
/// CSS number, because WCAG's bold threshold is CSS 700.
package enum CSSFontWeight {
    package static let names: [(words: [String], weight: Int)] = [
        (["extra", "light"], 200), (["ultra", "light"], 200), (["semi", "bold"], 600), (["demi", "bold"], 600),
        (["extra", "bold"], 800), (["ultra", "bold"], 800),
        (["thin"], 100), (["hairline"], 100), (["extralight"], 200), (["ultralight"], 200), (["light"], 300),
        (["regular"], 400), (["normal"], 400), (["book"], 400), (["medium"], 500),
        (["semibold"], 600), (["demibold"], 600), (["bold"], 700), (["extrabold"], 800), (["ultrabold"], 800),
        (["heavy"], 800), (["black"], 900),
    ]

    /// One-word names (`semibold`, `ultralight`) to their CSS weight.
    package static let byName: [String: Int] = Dictionary(
        names.filter { $0.words.count == 1 }.map { ($0.words[0], $0.weight) }, uniquingKeysWith: { first, _ in first })

    /// The name a CSS weight is written with when a number must become a name.
    package static func name(for weight: Int) -> String? {
        let canonical = [100: "thin", 200: "extralight", 300: "light", 400: "regular", 500: "medium",
                         600: "semibold", 700: "bold", 800: "extrabold", 900: "black"]
        return canonical[weight]
    }

    package static func parse(_ text: String?) -> Int? {
        guard let text else { return nil }
        let words = ComponentKind.words(of: text)
        if let number = words.lazy.compactMap({ Int($0) }).first(where: { (100...1000).contains($0) }) { return number }
        for entry in names {
            let count = entry.words.count
            guard count <= words.count else { continue }
            for start in 0...(words.count - count) where Array(words[start..<start + count]) == entry.words {
                return entry.weight
            }
        }
        return nil
    }
}
