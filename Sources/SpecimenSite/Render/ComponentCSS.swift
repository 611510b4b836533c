import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// The CSS a component is drawn with, to copy into a web implementation: the gallery's
/// snippet under each component, and what `specimen mcp` hands a coding agent, from one place
/// so the two never disagree. Built from resolved numbers and colours only, as the previews are.
package struct ComponentCSS: Sendable {
    /// The system's own font for components that name none.
    package let systemFamily: String?
    /// The system's monospaced family, for specs that ask for "Monospace".
    package let monoFamily: String?

    package init(systemFamily: String?, monoFamily: String?) {
        self.systemFamily = systemFamily
        self.monoFamily = monoFamily
    }

    /// The families the gallery previews `system`'s components in.
    package init(system: AnalyzedSystem) {
        let monoFamily = system.tokens.tokens.lazy.compactMap { token -> String? in
            guard case .fontFamily(let stack)? = system.tokens.value(of: token),
                  ([stack.family] + stack.fallbacks).contains(where: { $0.lowercased().contains(literal: "mono") || $0.lowercased().contains(literal: "menlo") })
            else { return nil }
            return stack.family
        }.first
        self.init(systemFamily: system.previewFontFamily, monoFamily: monoFamily)
    }

    /// The class a component's rules are written for: `.save-button`.
    package static func selector(_ component: ResolvedComponent) -> String {
        "." + Slug.make(component.name, fallback: "component")
    }

    /// The gallery's snippet: the first variant's default state.
    package func snippet(_ component: ResolvedComponent) -> String {
        guard let base = component.variants.first?.states[.default] else { return "" }
        return rule(Self.selector(component), base)
    }

    /// One rule with every property a state states, in the order the gallery lists them.
    package func rule(_ selector: String, _ properties: ResolvedProperties) -> String {
        var lines: [String] = []
        if let fill = properties.fill {
            lines.append("background: \(fill.css);")
        } else if let gradient = properties.fillGradient {
            lines.append("background: \(gradient.css);")
        }
        if let text = properties.textColor { lines.append("color: \(text.css);") }
        if let width = properties.borderWidth {
            // One edge only (an underline, a divider): that edge's border.
            let edge = ["top", "bottom", "left", "right"].contains(properties.borderSide ?? "") ? "border-\(properties.borderSide!)" : "border"
            let line = properties.borderStyle.flatMap { PropertyPhraseReader.lineStyles.contains($0) ? $0 : nil } ?? "solid"
            lines.append("\(edge): \(RGBAColor.format(width))px \(line) \(properties.borderColor?.css ?? "currentColor");")
        }
        if properties.fullyRounded {
            lines.append("border-radius: 999px;")
        } else if let radius = properties.radius {
            lines.append("border-radius: \(RGBAColor.format(radius))px;")
            if properties.continuousCorners { lines.append("corner-shape: squircle; /* iOS continuous corners */") }
        }
        if let height = properties.height { lines.append("min-height: \(RGBAColor.format(height))px;") }
        if let vertical = properties.paddingVertical { lines.append("padding-block: \(RGBAColor.format(vertical))px;") }
        if let horizontal = properties.paddingHorizontal { lines.append("padding-inline: \(RGBAColor.format(horizontal))px;") }
        if let font = properties.font {
            if let size = font.size, size > 0 { lines.append("font-size: \(RGBAColor.format(size))px;") }
            if let weight = CSSFontWeight.parse(font.weight) { lines.append("font-weight: \(weight);") }
            if font.uppercase { lines.append("text-transform: uppercase;") }
        }
        // A family the document names, the component's or the system's; with none, the copy
        // states none: the preview's stand-in is the gallery's choice, not the system's font.
        if properties.font?.family != nil || systemFamily != nil {
            lines.append("font-family: \(ComponentStyle.fontFamily(properties, systemFamily: systemFamily, monoFamily: monoFamily));")
        }
        if let opacity = properties.opacity { lines.append("opacity: \(RGBAColor.format(opacity));") }
        // A state that states nothing a rule can carry: an empty rule, not a blank line in one.
        if lines.isEmpty { return selector + " {}" }
        return selector + " {\n" + lines.map { "  " + $0 }.joined(separator: "\n") + "\n}"
    }

    /// The custom properties the state itself gives a preview cell (`--c-fill: #0B4F6C`…), which
    /// the gallery's style sheet (`Templates/assets/gallery.css`) turns into the drawing. The
    /// gallery adds what it works out beyond the spec (readable ink on a fill whose text colour
    /// the document leaves open, the dividers between parts); those are not stated values.
    package func previewProperties(_ properties: ResolvedProperties) -> [String] {
        ComponentStyle.declarations(properties)
            + ["--c-font: \(ComponentStyle.fontFamily(properties, systemFamily: systemFamily, monoFamily: monoFamily))"]
    }
}
