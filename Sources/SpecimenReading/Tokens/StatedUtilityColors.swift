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
        for line in lines where line.contains(literal: "(#") {
            for (name, color) in UtilityClassReader.statedColors(in: String(line).replacing(literal: "`", with: "")).colors {
                guard let name = UtilityClassReader.colorName(ofClass: String(name.split(separator: ":").last ?? Substring(name))),
                      colors[name] == nil else { continue }
                colors[name] = color
            }
        }
    }
}
