import SpecimenModel

/// Shadows as CSS's `box-shadow` writes them: one layer or several separated by commas, each
/// two to four lengths with its colour before or after them and perhaps `inset`
/// (`0 1px 1px #00000005, 0 2px 2px #0000000A`, `rgba(0,0,0,0.15) 4px 4px 0 0`,
/// `inset 0 0 0 1px #E5E5E5`).
extension ValueScanner {
    /// The shadow `text` is, all of it; nil when any part is something else.
    package static func cssShadowList(in text: String) -> Shadow? {
        var layers: [Shadow] = []
        for part in LabelledText.topLevelParts(of: clean(text)) {
            let trimmed = part.trimmingWhitespace
            guard !trimmed.isEmpty, let layer = cssShadowLayer(trimmed) else { return nil }
            layers.append(layer)
        }
        return Shadow(layers: layers)
    }

    /// The shadow in a code span of `text` (`` `0 2px 8px rgba(…)` plus a hairline ``), else the
    /// whole text as one: a table cell often says more than the value.
    package static func cssShadowSpan(in text: String) -> Shadow? {
        let spans = text.split(separator: "`", omittingEmptySubsequences: false)
        if spans.count >= 3 {
            for (index, span) in spans.enumerated() where index % 2 == 1 {
                if let shadow = cssShadowList(in: String(span)) { return shadow }
            }
        }
        return cssShadowList(in: text)
    }

    /// One layer: its words are lengths (two to four), one colour and perhaps `inset`, in any order.
    package static func cssShadowLayer(_ text: String) -> Shadow? {
        let literals = colorLiterals(in: text)
        guard literals.count == 1, let literal = literals.first, case .success(let color) = RGBAColor.parse(literal.text) else { return nil }
        let rest = String(text[..<literal.range.lowerBound]) + " " + String(text[literal.range.upperBound...])
        var lengths: [Length] = []
        var inset = false
        for word in rest.split(whereSeparator: \.fastIsWhitespace) {
            if word.lowercased() == "inset" {
                inset = true
            } else if let (length, end) = leadingLength(word), end == word.endIndex {
                // A bare number in CSS is pixels (only 0 may be written so).
                lengths.append(length.unit == .pt && !word.lowercased().hasSuffix("pt") && !word.lowercased().hasSuffix("dp") ? Length(length.value, .px) : length)
            } else {
                return nil
            }
        }
        guard (2...4).contains(lengths.count) else { return nil }
        return Shadow(x: lengths[0], y: lengths[1], blur: lengths.count > 2 ? lengths[2] : nil,
                      spread: lengths.count > 3 ? lengths[3] : nil, color: color, inset: inset)
    }

    /// A shadow's CSS text, every layer: `0px 1px 1px #00000005, inset 0px 0px 0px 1px #E5E5E5`.
    /// `fallback` colours a layer that states none.
    package static func css(_ shadow: Shadow, fallback: RGBAColor? = nil, spread alwaysSpread: Bool = true, pixels: (Length?) -> String) -> String {
        shadow.layers.map { layer in
            var parts = layer.inset ? ["inset"] : []
            parts += [layer.x, layer.y, layer.blur].map(pixels)
            if alwaysSpread || layer.spread != nil { parts.append(pixels(layer.spread)) }
            if let color = layer.color ?? fallback { parts.append(color.css) }
            return parts.joined(separator: " ")
        }.joined(separator: ", ")
    }
}
