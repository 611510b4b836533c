extension ContrastPair {
    /// Everything needed to measure a pair before it has an id.
    struct Draft {
        var origin: Origin
        var category: ContrastCategory
        var foreground: RGBAColor
        var foregroundName: String
        /// Nil when the element has no fill of its own and sits straight on the page.
        var fill: RGBAColor?
        var fillName: String?
        var context: PairContext
        var source: SourceReference
        var exemption: String?
    }

    /// Measures a draft over the page background. An opaque fill hides the page entirely; a
    /// translucent or missing one lets it through, and over a gradient the weakest point counts.
    init(measuring draft: Draft, system: String, page: PageBackground, palette: [(name: String, color: RGBAColor)]) {
        var context = draft.context
        let stack: LayerStack
        var extent: GradientExtent?
        var backgroundName = draft.fillName ?? page.name
        if let fill = draft.fill, fill.isOpaque {
            stack = LayerStack(base: fill)
        } else {
            let layers = draft.fill.map { [$0] } ?? []
            if draft.fill != nil {
                backgroundName = "\(draft.fillName ?? "fill") over \(page.name)"
            }
            context.notes.append("background: \(page.name) (\(page.reason))")
            switch page.fill {
            case .solid(let color):
                stack = LayerStack(base: color, layers: layers)
            case .gradient(let stops):
                if let gradient = GradientBackground(stops: stops, overlays: layers) {
                    let range = gradient.contrastRange(against: draft.foreground)
                    extent = GradientExtent(gradient: page.name, range: range)
                    stack = LayerStack(base: range.worst.background)
                    backgroundName += " (weakest point of the gradient)"
                } else {
                    stack = LayerStack(base: page.representativeColor, layers: layers)
                }
            }
        }
        let ratio = ContrastRatio(foreground: draft.foreground, on: stack)
        let verdicts = ContrastVerdicts(category: draft.category, ratio: ratio)
        var suggestions: [PairSuggestion] = []
        if draft.exemption == nil {
            var targets: Set<Double> = []
            for level in WCAGLevel.allCases where !verdicts[level].passes {
                let target = verdicts[level].minimum
                guard targets.insert(target).inserted else { continue }
                suggestions.append(PairSuggestion(level: level, target: target, foreground: draft.foreground, on: stack, palette: palette))
            }
        }
        self.init(
            id: "", system: system, origin: draft.origin, category: draft.category,
            foreground: AuditColor(hex: stack.effectiveColor(of: draft.foreground).opaqueHex, name: draft.foregroundName, declared: draft.foreground.hex),
            background: AuditColor(hex: stack.effectiveColor.opaqueHex, name: backgroundName, declared: draft.fill?.hex),
            ratio: ratio.value, ratioText: ratio.formatted, verdicts: verdicts, gradient: extent,
            context: context, source: draft.source, exemption: draft.exemption, suggestions: suggestions)
    }

    /// WCAG 1.4.3 and 1.4.11 exempt inactive components.
    static let inactiveExemption = "inactive (disabled) component: WCAG 1.4.3 and 1.4.11 do not apply"
}
