import SpecimenModel
import SpecimenReading

extension ContrastPair {
    /// Everything needed to measure a pair before it has an id.
    package struct Draft {
        package var origin: Origin
        package var category: ContrastCategory
        package var foreground: RGBAColor
        package var foregroundName: String
        /// Nil when the element has no fill of its own and sits straight on the page.
        package var fill: RGBAColor?
        package var fillName: String?
        /// The fill as the document states it, where `fill` lays it on what is beneath it (a
        /// state's translucent fill on its resting one); nil when `fill` is as stated.
        package var statedFill: RGBAColor? = nil
        package var context: PairContext
        package var source: SourceReference
        package var exemption: String?
        /// True when `foreground` is the text already laid on the element's own fill and faded
        /// with the whole element (element opacity, CSS `opacity`, SwiftUI `.opacity()`): the
        /// screen then blends it with the page directly, beside the faded fill, never on top
        /// of it. False for text drawn on its fill as seen.
        package var includesFill = false
        /// True for text whose size the document leaves unknown where it matters (a colour used
        /// for headings only, with no size for them): measured as normal text, it is listed as not
        /// verifiable when it passes as large text and fails as normal text.
        package var sizeUnknown = false
    }

    /// Measures a draft over the page background. An opaque fill hides the page entirely; a
    /// translucent or missing one lets it through, and over a gradient the weakest point counts.
    /// A foreground that includes its fill (`Draft.includesFill`) is laid on the page itself.
    package init(measuring draft: Draft, system: String, page: PageBackground, palette: [(name: String, color: RGBAColor)]) {
        var context = draft.context
        // What the text is seen against, and the text as seen: laid on that same stack, except
        // under element opacity, where text and fill are each blended with the page.
        let stack: LayerStack
        let seen: RGBAColor
        let onPage = draft.includesFill && draft.fill != nil
        var extent: GradientExtent?
        var backgroundName = draft.fillName ?? page.name
        if let fill = draft.fill, fill.isOpaque {
            stack = LayerStack(base: fill)
            seen = stack.effectiveColor(of: draft.foreground)
        } else {
            let layers = draft.fill.map { [$0] } ?? []
            if draft.fill != nil {
                backgroundName = "\(draft.fillName ?? "fill") over \(page.name)"
            }
            context.notes.append("background: \(page.name) (\(page.reason))")
            switch page.fill {
            case .solid(let color):
                stack = LayerStack(base: color, layers: layers)
                seen = (onPage ? LayerStack(base: color) : stack).effectiveColor(of: draft.foreground)
            case .gradient(let stops):
                if let gradient = GradientBackground(stops: stops, overlays: layers) {
                    let range = gradient.contrastRange(against: draft.foreground, includingOverlays: onPage)
                    extent = GradientExtent(gradient: page.name, range: range)
                    stack = LayerStack(base: range.worst.background)
                    seen = range.worst.foreground ?? stack.effectiveColor(of: draft.foreground)
                    backgroundName += " (weakest point of the gradient)"
                } else {
                    stack = LayerStack(base: page.representativeColor, layers: layers)
                    seen = (onPage ? LayerStack(base: page.representativeColor) : stack).effectiveColor(of: draft.foreground)
                }
            }
        }
        let ratio = ContrastRatio(between: seen, and: stack.effectiveColor)
        let verdicts = ContrastVerdicts(category: draft.category, ratio: ratio)
        // The DESIGN.md linter compares a text colour with its fill's colour and ignores alpha,
        // so a transparent ghost button's dark text "fails" on black. What is drawn is measured;
        // where the two disagree, the report says why.
        if let fill = draft.statedFill ?? draft.fill, !fill.isOpaque, !draft.includesFill, draft.category.isText, verdicts[.aa].passes {
            let ignoringAlpha = ContrastRatio(between: draft.foreground.withAlpha(1), and: fill.withAlpha(1))
            if !draft.category.requirement(at: .aa).isMet(by: ignoringAlpha) {
                context.notes.append(
                    "the fill is \(fill.alpha.percentText) opaque, so what lies beneath shows through; "
                        + "ignoring its alpha, as the DESIGN.md linter does, would give \(ignoringAlpha.formatted):1")
            }
        }
        var suggestions: [PairSuggestion] = []
        // Text on a component's own fill may be fixed by the fill instead: only where the fill
        // sits on a solid page, so the candidate is measured as it would be seen.
        var ownFill: (fill: RGBAColor, under: RGBAColor)?
        if let fill = draft.fill, draft.origin == .component, draft.category.isText, !draft.includesFill {
            if fill.isOpaque {
                ownFill = (fill, fill.withAlpha(1))
            } else if case .solid(let color) = page.fill {
                ownFill = (fill, color)
            }
        }
        if draft.exemption == nil {
            var targets: Set<Double> = []
            for level in WCAGLevel.allCases where !verdicts[level].passes {
                let target = verdicts[level].minimum
                guard targets.insert(target).inserted else { continue }
                // Under element opacity the text as seen stands in for the text as written.
                suggestions.append(PairSuggestion(
                    level: level, target: target, foreground: onPage ? seen : draft.foreground, on: stack, palette: palette,
                    ownFill: ownFill))
            }
        }
        self.init(
            id: "", system: system, origin: draft.origin, category: draft.category,
            foreground: AuditColor(hex: seen.opaqueHex, name: draft.foregroundName, declared: draft.foreground.hex),
            background: AuditColor(hex: stack.effectiveColor.opaqueHex, name: backgroundName, declared: (draft.statedFill ?? draft.fill)?.hex),
            ratio: ratio.value, ratioText: ratio.formatted, verdicts: verdicts, gradient: extent,
            context: context, source: draft.source, exemption: draft.exemption, suggestions: suggestions)
    }

    /// WCAG 1.4.3 and 1.4.11 exempt inactive components.
    package static let inactiveExemption = "inactive (disabled) component: WCAG 1.4.3 and 1.4.11 do not apply"
}
