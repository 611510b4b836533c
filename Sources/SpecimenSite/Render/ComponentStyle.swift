import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// CSS custom properties for a component preview, built from resolved numbers and colours
/// only: nothing a document wrote reaches a style attribute as text.
///
/// The default state sets `--c-fill`, `--c-text`…; other states add suffixed copies
/// (`--c-fill-hover`, `--c-fill-active`…) that the gallery style sheet applies under real
/// `:hover`, `:active` and `:focus-visible`.
package enum ComponentStyle {
    package static let stateSuffixes: [(ComponentState, String)] = [
        (.hover, "hover"), (.pressed, "active"), (.focus, "focus"), (.disabled, "disabled"), (.selected, "selected"), (.error, "error"),
    ]

    /// Declarations for one state's properties, with `suffix` appended to every name. `under` is
    /// the resting fill a translucent state fill is laid over (`ResolvedVariant.restingFill(under:)`),
    /// drawn as CSS layers so the cell shows what the audit measures.
    /// `prefix` names the properties (`--c-fill`); a mark drawn inside a control (a switch's
    /// thumb) takes its own (`--m-fill`), so what it leaves unstated is never the control's,
    /// inherited from the element around it.
    package static func declarations(_ properties: ResolvedProperties, suffix: String = "", fallbackText: RGBAColor? = nil, under: RGBAColor? = nil, prefix: String = "c") -> [String] {
        let end = suffix.isEmpty ? "" : "-" + suffix
        var out: [String] = []
        func add(_ name: String, _ value: String?) {
            if let value { out.append("--\(prefix)-\(name)\(end): \(value)") }
        }
        func px(_ value: Double?, least: Double = 0) -> String? { value.map { "\(RGBAColor.format(max(least, min($0, 2000))))px" } }
        // A fill the document names but the system does not define is drawn hatched, so its
        // text stays legible and nobody reads the page behind it as the component's colour.
        let layer = properties.fill.map { fill in under.map { "linear-gradient(\(fill.css), \(fill.css)), \($0.css)" } ?? fill.css }
        add("fill", layer ?? properties.fillGradient?.css ?? (properties.unresolved.contains("fill") ? "var(--unknown-fill)" : nil))
        // A text colour the document states but the system does not define is drawn in the
        // unknown grey, never in the page's ink, which would look stated.
        let unknownText = properties.textColor == nil && properties.unresolved.contains("textColor")
        add("text", unknownText ? "var(--unknown-line)" : (properties.textColor ?? (suffix.isEmpty ? fallbackText : nil))?.css)
        // A border colour with no stated width is drawn as a hairline, the platforms' default.
        // One the document names but the system does not define (`var(--border-subtle)`) is
        // drawn dashed in the hatch's grey, never in the ink or the accent, which would look stated.
        let unknownBorder = properties.borderColor == nil && properties.unresolved.contains("borderColor")
        add("bw", px(properties.borderWidth ?? (properties.borderColor != nil || unknownBorder ? 1 : nil)))
        add("bc", properties.borderColor?.css ?? (unknownBorder ? "var(--unknown-line)" : nil))
        // A border on one edge only (an underline, a divider, a tab bar's top rule) is drawn on that edge.
        // A stated line style (`dashed 2px outline`) is drawn as stated, the focus ring's too.
        let stated = properties.borderStyle.flatMap { PropertyPhraseReader.lineStyles.contains($0) ? $0 : nil }
        let line = unknownBorder ? "dashed" : stated ?? "solid"
        add("bstyle", ["top": "\(line) none none none", "right": "none \(line) none none", "bottom": "none none \(line) none",
                       "left": "none none none \(line)"][properties.borderSide ?? ""] ?? (unknownBorder || stated != nil ? line : nil))
        if unknownBorder || stated != nil { add("ostyle", line) }
        // The stated radius wins; "fully rounded" alone becomes a pill shape.
        if let corners = properties.cornerRadii {
            add("radius", corners.compactMap { px($0) }.joined(separator: " "))
        } else if let radius = properties.radius {
            add("radius", px(radius))
        } else if properties.fullyRounded {
            add("radius", "999px")
        }
        add("height", px(properties.height))
        add("minh", px(properties.minHeight))
        // A stated vertical padding and no height: the control is as tall as its padding and
        // text make it, not the gallery's touch-target height (a `2px 8px` tag is no 44px pill).
        if suffix.isEmpty, properties.height == nil, properties.minHeight == nil,
           properties.paddingVertical != nil || properties.paddingEdges != nil {
            add("floor", "0px")
        }
        add("width", px(properties.width))
        add("minw", px(properties.minWidth))
        add("pady", px(properties.paddingVertical))
        add("padx", px(properties.paddingHorizontal))
        // Sides that differ (`6px 35px 6px 15px`): each side, over what `pady` and `padx` give two.
        if let edges = properties.paddingEdges, edges.count >= 3 {
            add("padt", px(edges[0]))
            add("padr", px(edges[1]))
            add("padb", px(edges[2]))
            add("padl", px(edges.count == 4 ? edges[3] : edges[1]))
        }
        if let font = properties.font {
            add("size", px(font.size.flatMap { $0 > 0 ? $0 : nil }))
            if let weight = CSSFontWeight.parse(font.weight) { add("weight", "\(weight)") }
            if font.uppercase { add("case", "uppercase") } else if let textCase = font.textCase, ["lowercase", "capitalize"].contains(textCase) { add("case", textCase) }
            if font.italic { add("style", "italic") }
            if let tracking = font.letterSpacing, Length.isDrawable(tracking) {
                add("tracking", "\(RGBAColor.format(max(-20, min(tracking, 50))))px")
            } else if let ems = font.letterSpacingEms, ems.isFinite {
                add("tracking", "\(RGBAColor.format(max(-1, min(ems, 2))))em")
            }
            if let height = font.lineHeight, height.isFinite, height > 0 {
                add("lh", RGBAColor.format(min(height, 4)))
            } else if let height = font.lineHeightPixels, height > 0 {
                add("lh", px(height))
            }
            // Only the decorations CSS names, never the document's words.
            let decorations = ["underline": "underline", "underline dotted": "underline dotted", "line-through": "line-through", "none": "none"]
            if let decoration = font.decoration.flatMap({ decorations[$0] }) { add("decoration", decoration) }
        }
        add("opacity", properties.opacity.map { RGBAColor.format(max(0, min($0, 1))) })
        add("scale", properties.scaleOnPress.map { RGBAColor.format(max(0.5, min($0, 1.5))) })
        if properties.noShadow {
            add("shadow", "none")
        } else if let shadow = properties.shadow {
            // Offsets and spreads may be negative (a contact shadow pulled in under its box).
            add("shadow", ValueScanner.css(shadow, fallback: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.15), spread: false) { px($0?.cssPixels, least: -2000) ?? "0px" })
            // A stated ring (`box-shadow: 0 0 0 3px …` on focus, every layer a ring; an elevation
            // with a hairline ring among its layers is none) is the focus indicator: the
            // state's copy shows it alone, without the gallery's outline.
            if shadow.layers.allSatisfy(\.isRing) { add("ring", "none") }
        }
        return out
    }

    /// The font stack for a preview: the component's own family, else the system's.
    package static func fontFamily(_ properties: ResolvedProperties, systemFamily: String?, monoFamily: String? = nil) -> String {
        fontStack(properties, systemFamily: systemFamily, monoFamily: monoFamily).stack.css
    }

    /// The stack, and the family it is for. "Monospace" and "Rounded" name a design, not a
    /// family: they use the system's own monospaced family when it has one.
    package static func fontStack(_ properties: ResolvedProperties, systemFamily: String?, monoFamily: String?) -> (stack: FontStackCSS.Stack, family: String?) {
        let written = properties.font?.family
        switch written?.lowercased() {
        case "monospace", "mono", "monospaced":
            let family = monoFamily ?? "SF Mono"
            return (FontStackCSS.stack(family: family, design: "monospace"), family)
        case "rounded":
            return (FontStackCSS.stack(family: systemFamily, design: "rounded"), systemFamily)
        default:
            let family = written ?? systemFamily
            return (FontStackCSS.stack(family: family, design: written?.lowercased()), family)
        }
    }
}
