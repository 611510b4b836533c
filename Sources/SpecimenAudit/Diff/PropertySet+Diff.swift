import SpecimenModel
import SpecimenReading

extension PropertySet {
    /// The labels `diffEntries` uses, in the order reports list them.
    package static let diffLabels = [
        "fill", "text", "border width", "border color", "border side", "radius", "continuous corners", "fully rounded",
        "height", "min height", "width", "min width", "full width", "padding vertical", "padding horizontal", "font",
        "shadow", "opacity", "scale on press", "inverts colors",
    ]

    /// Every stated property as text a reviewer can compare, by label in a fixed order: a token
    /// name where the document names one, else the literal it states. `resolve` finds the colour
    /// a token name stands for, for chips, and as `resolved` (`#1F6FEB`, alpha included): a
    /// colour named the same on both sides whose token changed value is a change too.
    package func diffEntries(resolve: (String) -> RGBAColor? = { _ in nil }) -> [(property: String, value: PropertyChange.Value, resolved: String?)] {
        var out: [(String, PropertyChange.Value, String?)] = []
        func add<T>(_ label: String, _ property: PropertyValue<T>?, _ describe: (T) -> String, color: (T) -> String? = { _ in nil }) {
            guard let property else { return }
            var text = property.reference ?? property.value.map(describe) ?? property.raw
            if let opacity = property.opacity { text += " at \(ExportText.number(opacity * 100, decimals: 1))%" }
            let named = property.reference.flatMap(resolve)
            let chip = property.reference.map { _ in named?.opaqueHex } ?? property.value.flatMap(color)
            out.append((label, PropertyChange.Value(text: text, color: chip, source: SourceReference(property.provenance)), named?.hex))
        }
        let hex: (RGBAColor) -> String = { $0.hex }
        let opaque: (RGBAColor) -> String? = { $0.opaqueHex }
        let length: (Length) -> String = { $0.description }
        let flag: (Bool) -> String = { $0 ? "yes" : "no" }
        let number: (Double) -> String = { ExportText.number($0) }
        add("fill", fill, hex, color: opaque)
        add("text", textColor, hex, color: opaque)
        add("border width", borderWidth, length)
        add("border color", borderColor, hex, color: opaque)
        add("border side", borderSide, { $0 })
        add("border style", borderStyle, { $0 })
        add("radius", radius, length)
        add("continuous corners", continuousCorners, flag)
        add("fully rounded", fullyRounded, flag)
        add("height", height, length)
        add("min height", minHeight, length)
        add("width", width, length)
        add("min width", minWidth, length)
        add("full width", fullWidth, flag)
        add("padding vertical", paddingVertical, length)
        add("padding horizontal", paddingHorizontal, length)
        add("font", font, Self.describe)
        add("shadow", shadow, { TokenTableFormatter.describe(.shadow($0)) })
        add("opacity", opacity, { "\(ExportText.number($0 * 100, decimals: 1))%" })
        add("scale on press", scaleOnPress, number)
        add("inverts colors", invertsColors, flag)
        return out
    }

    package static func describe(_ font: FontSpec) -> String {
        var parts: [String] = []
        if let style = font.styleReference { parts.append(style) }
        if let family = font.family { parts.append(family) }
        if let size = font.size { parts.append(size.description) } else if let size = font.sizeReference { parts.append(size) }
        if let weight = font.weight { parts.append(weight) }
        if font.italic { parts.append("italic") }
        if font.uppercase { parts.append("uppercase") }
        return parts.joined(separator: " ")
    }
}
