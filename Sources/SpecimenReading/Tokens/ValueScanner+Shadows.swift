import SpecimenModel

// `{colors.ring}` inside a shadow's CSS, and "plus inset hairline" / "+ the hairline ring" after it.
nonisolated(unsafe) private let shadowColorReference = /\{colou?rs\.([A-Za-z0-9_.-]+)\}/
nonisolated(unsafe) private let shadowAddition = /(?i)(?:^|\s)(?:plus|\+)\s+(?:an?\s+|the\s+)?([^.;,()]+)/

/// Shadows as CSS's `box-shadow` writes them: one layer or several separated by commas, each
/// two to four lengths with its colour before or after them and perhaps `inset`
/// (`0 1px 1px #00000005, 0 2px 2px #0000000A`, `rgba(0,0,0,0.15) 4px 4px 0 0`,
/// `inset 0 0 0 1px #E5E5E5`).
extension ValueScanner {
    /// The shadow `text` is, all of it; nil when any part is something else.
    package static func cssShadowList(in text: String) -> Shadow? {
        var layers: [Shadow] = []
        var parts = LabelledText.topLevelParts(of: declarationValue(clean(text)))
        // `a, b, c, ...`: the layers written, the elided rest left to the words.
        if parts.count > 1, let last = parts.last?.trimmingWhitespace, ["...", "…"].contains(last) { parts.removeLast() }
        for part in parts {
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

    /// `box-shadow: 0 2px 8px rgba(…);` as a CSS declaration writes it: the value alone.
    package static func declarationValue(_ text: String) -> String {
        var value = text.trimmingWhitespace
        for property in ["box-shadow", "-webkit-box-shadow"] where value.lowercased().hasPrefix(property) {
            let rest = value.dropFirst(property.count).trimmingWhitespace
            guard rest.hasPrefix(":") else { continue }
            value = String(rest.dropFirst()).trimmingWhitespace
            break
        }
        if value.hasSuffix(";") { value = String(value.dropLast()).trimmingWhitespace }
        return value
    }

    /// A shadow as a table cell or a sentence writes it: CSS in a code span, perhaps with words
    /// around it that say more (`` `0 0 0 1px #00000014` inset 1 px border ``, `` `…` plus inset
    /// hairline ``, `` `0 0 0 2px {colors.ring}` at 50% alpha ``).
    package struct WrittenShadow: Sendable, Equatable {
        /// The CSS as written (a declaration's value), colours by reference left in.
        package var css: String
        /// The shadow, when every colour is written out.
        package var shadow: Shadow?
        /// The colour tokens the CSS names (`{colors.ring}` → `ring`), in order.
        package var references: [String]
        /// "at 50% alpha" after a colour by reference: that colour's opacity.
        package var alpha: Double?
        /// "plus inset hairline": another shadow the words add, by its name's words.
        package var added: String?
        /// The layers "plus …" adds, when the shadow's own colour is known only later.
        package var addedLayers: [Shadow] = []
    }

    /// The shadow in a code span of `text` and the words about it; nil when no span (or, with
    /// none, the whole text) is a shadow. The word `inset` right beside a one-layer span makes
    /// it inset.
    package static func writtenShadow(in text: String) -> WrittenShadow? {
        let spans = text.split(separator: "`", omittingEmptySubsequences: false).map(String.init)
        var candidates: [(code: String, before: String, after: String)] = []
        if spans.count >= 3 {
            for index in stride(from: 1, to: spans.count - 1, by: 2) {
                candidates.append((spans[index], spans[..<index].enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " "),
                                   spans[(index + 1)...].enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")))
            }
        } else {
            candidates.append((text, "", ""))
        }
        for (code, before, after) in candidates {
            let css = declarationValue(clean(code))
            var references: [String] = []
            // A colour by reference stands in as black to read the lengths; the colour is the token's.
            let stand = css.replacing(shadowColorReference) { match in
                references.append(String(match.1))
                return "#000000"
            }
            guard var shadow = cssShadowList(in: stand) else { continue }
            if shadow.layers.count == 1, !shadow.inset {
                let next = after.split(whereSeparator: { !$0.isLetter }).first?.lowercased()
                let last = before.split(whereSeparator: { !$0.isLetter }).last?.lowercased()
                if next == "inset" || last == "inset" { shadow.inset = true }
            }
            var added: String?
            if let match = after.firstMatch(of: shadowAddition) {
                let words = String(match.1).trimmingWhitespace
                if !words.isEmpty { added = words }
            }
            let alpha = references.isEmpty ? nil : opacity(in: after)
            // The stand-in black read the layers; `inset` from the words is kept on the CSS too.
            let written = shadow.inset && !stand.lowercased().contains("inset") ? "inset " + css : css
            return WrittenShadow(css: written, shadow: references.isEmpty ? shadow : nil, references: references, alpha: alpha, added: added)
        }
        return nil
    }

    /// The shadow `css` (with `{colors.x}` references) draws, each reference the colour `color`
    /// gives it at `alpha` of its own opacity; nil when one names no colour.
    package static func shadow(_ written: WrittenShadow, color: (String) -> RGBAColor?) -> Shadow? {
        if let shadow = written.shadow { return shadow }
        var missing = false
        let text = written.css.replacing(shadowColorReference) { match in
            guard let found = color(String(match.1)) else { missing = true; return "" }
            return (written.alpha.map { found.withAlpha(found.alpha * $0) } ?? found).css
        }
        guard !missing, let own = cssShadowList(in: text) else { return nil }
        return Shadow(layers: own.layers + written.addedLayers)
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
    /// `fallback` colours a layer that states none. A translucent colour `writtenIn` (the line the
    /// shadow was read from) writes in hex keeps that notation (`RGBAColor.css(keepingHexIn:)`).
    package static func css(
        _ shadow: Shadow, fallback: RGBAColor? = nil, spread alwaysSpread: Bool = true, writtenIn line: String? = nil,
        pixels: (Length?) -> String
    ) -> String {
        shadow.layers.map { layer in
            var parts = layer.inset ? ["inset"] : []
            parts += [layer.x, layer.y, layer.blur].map(pixels)
            if alwaysSpread || layer.spread != nil { parts.append(pixels(layer.spread)) }
            if let color = layer.color ?? fallback { parts.append(color.css(keepingHexIn: line)) }
            return parts.joined(separator: " ")
        }.joined(separator: ", ")
    }
}
