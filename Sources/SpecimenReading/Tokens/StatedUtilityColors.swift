import SpecimenModel

/// The colours a document notes beside its own theme's colour classes, in brackets:
/// `` `bg-primary (#429512)` ``, `border-black-70 (#cdcdcd)`, `hover:bg-primary-hover (#4fa61d)`.
/// The class's colour name (`primary`, `black-70`) is that colour wherever the document uses it
/// and defines no colour of the name, as `4px (rounded-md)` is the class's length
/// (`StatedUtilityLengths`). Read once per document.
package struct StatedUtilityColors: Sendable, Equatable {
    /// The colour of each class's colour name (the first the document notes wins).
    package var colors: [String: RGBAColor] = [:]

    package init() {}

    package init(lines: [Substring]) {
        // `orange-600 → #ff8c42`, `bg-neutral-950 -> #1a1a1a`: the document maps a palette step of
        // the framework, or a class naming one, to its own colour, which classes using the name
        // take instead of the framework's.
        for line in lines where line.contains(literal: "→") || line.contains(literal: "->") || line.contains(literal: "=>") {
            guard let match = String(line).replacing(literal: "`", with: "").firstMatch(of: Self.mapping),
                  case .success(let color)? = ColorValueScanner.matches(in: String(match.output.2)).first?.color else { continue }
            let word = String(match.output.1)
            let name = UtilityClassReader.colorName(ofClass: word) ?? word
            guard UtilityClassReader.isPaletteStep(name), colors[name] == nil else { continue }
            colors[name] = color
        }
        for line in lines where line.contains(literal: "(#") {
            for (name, color) in UtilityClassReader.statedColors(in: String(line).replacing(literal: "`", with: "")).colors {
                guard let name = UtilityClassReader.colorName(ofClass: String(name.split(separator: ":").last ?? Substring(name))),
                      colors[name] == nil else { continue }
                colors[name] = color
            }
        }
    }

    /// A name alone at the start of its line (after a list marker), an arrow, then a hex colour.
    nonisolated(unsafe) private static let mapping = /^[\s*+-]*([a-z][a-z0-9\-]*-\d{2,3})[ \t]*(?:→|->|=>)[ \t]*(#[0-9A-Fa-f]{3,8})\b/
}
