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

    /// Declarations for one state's properties, with `suffix` appended to every name.
    package static func declarations(_ properties: ResolvedProperties, suffix: String = "", fallbackText: RGBAColor? = nil) -> [String] {
        let end = suffix.isEmpty ? "" : "-" + suffix
        var out: [String] = []
        func add(_ name: String, _ value: String?) {
            if let value { out.append("--c-\(name)\(end): \(value)") }
        }
        func px(_ value: Double?) -> String? { value.map { "\(RGBAColor.format(max(0, min($0, 2000))))px" } }
        // A fill the document names but the system does not define is drawn hatched, so its
        // text stays legible and nobody reads the page behind it as the component's colour.
        add("fill", properties.fill?.css ?? (properties.unresolved.contains("fill") ? "var(--unknown-fill)" : nil))
        add("text", (properties.textColor ?? (suffix.isEmpty ? fallbackText : nil))?.css)
        // A border colour with no stated width is drawn as a hairline, the platforms' default.
        add("bw", px(properties.borderWidth ?? (properties.borderColor != nil ? 1 : nil)))
        add("bc", properties.borderColor?.css)
        // The stated radius wins; "fully rounded" alone becomes a pill shape.
        if let radius = properties.radius {
            add("radius", px(radius))
        } else if properties.fullyRounded {
            add("radius", "999px")
        }
        add("height", px(properties.height))
        add("minh", px(properties.minHeight))
        add("width", px(properties.width))
        add("minw", px(properties.minWidth))
        add("pady", px(properties.paddingVertical))
        add("padx", px(properties.paddingHorizontal))
        if let font = properties.font {
            add("size", px(font.size.flatMap { $0 > 0 ? $0 : nil }))
            if let weight = font.weight.flatMap({ TypeStyle.weights[$0.lowercased()] }) { add("weight", "\(weight)") }
            if font.uppercase { add("case", "uppercase") }
            if font.italic { add("style", "italic") }
        }
        add("opacity", properties.opacity.map { RGBAColor.format(max(0, min($0, 1))) })
        add("scale", properties.scaleOnPress.map { RGBAColor.format(max(0.5, min($0, 1.5))) })
        if let shadow = properties.shadow {
            add("shadow", ValueScanner.css(shadow, fallback: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.15), spread: false) { px($0?.cssPixels) ?? "0px" })
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
