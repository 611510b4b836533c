import Foundation
import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// Builds gallery view models for one system's components: a preview per variant, state and
/// mode, drawn through the kind's template, with the properties behind it.
package struct GalleryBuilder {
    package var system: AnalyzedSystem
    package var linker: SourceLinker
    package var templates: TemplateLibrary
    /// The path from the page to the system's folder: `../` from its gallery, `../../slug/`
    /// from a cross-system page.
    package var systemPrefix: String
    package var backdrop: Backdrop
    /// Extra sample content from the sidecar, by component name.
    package var sampleHints: [String: [String]]
    /// Prepended to component anchors; cross-system pages use the slug so two systems'
    /// "Buttons" never share an id.
    package var anchorPrefix = ""
    /// The system's monospaced family, for specs that ask for "Monospace".
    package let monoFamily: String?
    /// The system's own font for previews that name none.
    package let systemFamily: String?
    /// The audit's component text pairs, by `pairKey`: every preview cell looks its pair up.
    private let textPairs: [String: String]
    /// The grounds the tokens give beside their names, for placing each variant: one per system.
    private let groundValues: [(name: String, color: RGBAColor)]

    package init(system: AnalyzedSystem, linker: SourceLinker, templates: TemplateLibrary, systemPrefix: String, backdrop: Backdrop, sampleHints: [String: [String]]) {
        self.system = system
        self.linker = linker
        self.templates = templates
        self.systemPrefix = systemPrefix
        self.backdrop = backdrop
        self.sampleHints = sampleHints
        let css = ComponentCSS(system: system)
        monoFamily = css.monoFamily
        systemFamily = css.systemFamily
        groundValues = StatedSection.groundValues(of: system.system.tokens)
        var pairs: [String: String] = [:]
        for pair in system.audit?.pairs ?? [] where pair.origin == .component && pair.context.element == "text" {
            let key = Self.pairKey(pair.context.component, pair.context.variant, pair.context.state, pair.context.mode)
            if pairs[key] == nil { pairs[key] = pair.id }
            // A pair the dark appearance draws in the same colours is measured once: the dark
            // cell is that pair too.
            if pair.context.mode == .light, pair.context.notes.contains(SystemAudit.sameInDark) {
                let dark = Self.pairKey(pair.context.component, pair.context.variant, pair.context.state, .dark)
                if pairs[dark] == nil { pairs[dark] = pair.id }
            }
        }
        textPairs = pairs
    }

    package static let stateOrder: [ComponentState] = [.default, .hover, .pressed, .focus, .selected, .disabled, .error]
    package static func templateName(_ kind: ComponentKind) -> String {
        var out = ""
        for character in kind.rawValue {
            if character.fastIsUppercase { out += "-" + character.lowercased() } else { out.append(character) }
        }
        return "components." + out
    }

    package func source(_ provenance: Provenance) -> SourceView {
        linker.view(provenance, prefix: systemPrefix)
    }

    /// Every component's previews, in `system.components` order. They do not depend on where
    /// the page sits, so the gallery, the compare pages and the Changes page share one drawing.
    package func previews() throws -> [[GalleryVariantView]] {
        try system.components.indices.map { index in
            try variants(system.components[index], dark: system.darkComponents.indices.contains(index) ? system.darkComponents[index] : nil)
        }
    }

    /// The gallery's kinds, from `previews()`.
    package func kinds(previews: [[GalleryVariantView]]) -> [GalleryKindView] {
        var order: [ComponentKind] = []
        var grouped: [ComponentKind: [GalleryComponentView]] = [:]
        var anchors = AnchorSlugger()
        for (index, component) in system.components.enumerated() {
            if grouped[component.kind] == nil { order.append(component.kind) }
            var view = view(component, variants: previews[index])
            view.anchor = anchors.anchor(for: view.anchor)
            grouped[component.kind, default: []].append(view)
        }
        let sorted = order.sorted { (ComponentKind.allCases.firstIndex(of: $0) ?? 0) < (ComponentKind.allCases.firstIndex(of: $1) ?? 0) }
        return sorted.map { GalleryKindView(title: $0.traits.title, anchor: "kind-" + $0.rawValue, components: grouped[$0] ?? []) }
    }

    /// The components the document describes only in words, each with its lines.
    package func described() -> [DescribedComponentView] {
        var anchors = AnchorSlugger()
        return system.describedComponents.map { component in
            DescribedComponentView(
                name: component.name, anchor: anchors.anchor(for: "described-" + DesignToken.slug(for: component.name)),
                source: source(component.provenance),
                lines: component.words.map { DescribedLineView(text: $0.text, source: source($0.provenance)) },
                understood: component.understood.isEmpty ? nil : "Read of it: " + component.understood.joined(separator: ", ") + ", too little to draw it by.")
        }
    }

    package func view(_ component: ResolvedComponent, dark: ResolvedComponent?) throws -> GalleryComponentView {
        view(component, variants: try variants(component, dark: dark))
    }

    /// A preview per variant, state and mode.
    package func variants(_ component: ResolvedComponent, dark darkValues: ResolvedComponent?) throws -> [GalleryVariantView] {
        // A dark stage shows dark values only: light values on a dark page are no appearance
        // the document describes, and not what the audit measured.
        let dark = backdrop.dark == nil ? nil : darkValues
        let samples = Self.sharedSamples(component.spec) + (sampleHints[component.name] ?? [])
        var variants: [GalleryVariantView] = []
        // Variants with one state each (status badges) read best side by side in one row.
        let grouped = component.variants.count > 1 && !component.kind.traits.interactive
            && component.variants.allSatisfy { Array($0.states.keys) == [.default] }
        // In a row, only the variants that stand on the page: one its words put on a section or
        // ground of its own ("on dark sections", a "Dark mode" bullet) is drawn on that stage.
        var inRow: Set<String> = []
        if grouped {
            inRow = Set(component.variants.filter { variant in
                placed(component, variant: variant, on: backdrop.light, mode: nil, appearance: .light).map { $0.0 == backdrop.light } ?? false
            }.map(\.name))
        }
        // A "Light mode" or "Dark mode" variant is one appearance of the component: where the
        // page has two columns, it is drawn in its own mode's only.
        let appearances = Dictionary(uniqueKeysWithValues: component.variants.compactMap { variant in
            StatedSection.appearance(named: variant.name).map { (variant.name, $0) }
        })
        let hasDark = dark != nil && backdrop.dark != nil
        if !inRow.isEmpty {
            var stages = [try row(component, only: inRow.filter { !hasDark || appearances[$0] != .dark }, samples: samples, backdrop: backdrop.light, appearance: .light, mode: backdrop.dark == nil ? nil : "Light")]
            if let dark, let darkPage = backdrop.dark {
                stages.append(try row(dark, only: inRow.filter { appearances[$0] != .light }, samples: samples, backdrop: darkPage, appearance: .dark, mode: "Dark"))
            }
            variants.append(GalleryVariantView(name: "Variants", showName: false, stages: stages.filter { !$0.states.isEmpty }))
        }
        for variant in component.variants where !inRow.contains(variant.name) {
            // An appearance with no ground the document gives is listed as not drawn (`view`).
            guard let (light, lightMode) = placed(component, variant: variant, on: backdrop.light, mode: backdrop.dark == nil ? nil : "Light", appearance: .light) else { continue }
            var stages: [StageView] = []
            // Where the document calls dark its default, a look whose colours it gives no light
            // value of is the dark appearance's alone: drawn on the dark page, as it is measured.
            let darkLookOnly = hasDark && appearances[variant.name] == nil && system.system.tokens.defaultAppearance?.mode == .dark
                && dark?.variants.first(where: { $0.name == variant.name })?[.default].map { darkBase in
                    variant[.default].map { $0.carriesColours(unchangedFrom: darkBase) } ?? false
                } ?? false
            if (!hasDark || appearances[variant.name] != .dark) && !darkLookOnly {
                stages.append(try stage(component, variant: variant, samples: samples, backdrop: light, appearance: .light, mode: lightMode))
            }
            if appearances[variant.name] != .light, let dark, let darkPage = backdrop.dark, let darkVariant = dark.variants.first(where: { $0.name == variant.name }),
               let (page, mode) = placed(dark, variant: darkVariant, on: darkPage, mode: "Dark", appearance: .dark) {
                stages.append(try stage(dark, variant: darkVariant, samples: samples, backdrop: page, appearance: .dark, mode: mode))
            }
            if stages.isEmpty {
                stages.append(try stage(component, variant: variant, samples: samples, backdrop: light, appearance: .light, mode: lightMode))
            }
            variants.append(GalleryVariantView(name: variant.name, showName: component.variants.count > 1 || variant.name.lowercased() != "base", stages: stages))
        }
        return variants
    }

    /// The stage a variant is drawn on: the section its own description puts it on ("Used on
    /// dark-green feature bands"), as the audit measures it, when its fill lets that show and
    /// the document gives the section's colour; the light or dark ground its words or its name
    /// put it on ("on light surfaces", `Ghost on Dark`), whatever its fill; the page otherwise,
    /// labelled so when the section's colour is not given. Nil for a variant named for a dark
    /// appearance ("Dark mode") with no dark ground the document gives: it is not drawn.
    private func placed(
        _ component: ResolvedComponent, variant: ResolvedVariant, on page: PageBackground, mode: String?, appearance: TokenMode
    ) -> (PageBackground, String?)? {
        guard let base = variant[.default] else { return (page, mode) }
        let palette = AuditPalette(tokens: system.tokens, mode: appearance).colors
        let components = appearance == .dark ? system.darkComponents : system.components
        guard let section = StatedSection.find(
            component: component, variant: variant.name, properties: base, document: system.prose, palette: palette, components: components,
            page: page.fill == .solid(page.representativeColor) ? page.representativeColor : nil, groundValues: groundValues)
        else { return (page, mode) }
        let prefix = mode.map { "\($0) · " } ?? ""
        guard section.places(base) else {
            // A light-filled component meant for a dark ground the document gives no colour for
            // (a white button "on dark"): on the page, where it all but vanishes, and saying so.
            guard section.isGround, section.color == nil, !section.isAppearance,
                  let fill = base.fill, fill.relativeLuminance > 0.5 else { return (page, mode) }
            return (page, prefix + "meant for \(section.name), whose colour the document does not give: drawn on the page")
        }
        guard let color = section.color else {
            if section.isAppearance { return nil }
            // Drawn on a dark ground all the same (its text is meant for one), and saying which.
            let unknown = "meant for \(section.name), whose colour the document does not give"
            // The dark ground the audit would take ("on dark surfaces"), as a stand-in for a dark
            // section of unknown colour: one chooser, so a ground is never drawn in a colour the
            // audit calls unknown.
            if let surface = StatedSection.namedGround(.dark, noun: nil, palette: palette, groundValues: groundValues) {
                let stage = PageBackground(fill: .solid(surface.color), name: surface.name, reason: "the document's dark surface")
                return (stage, prefix + "\(unknown): drawn on \(surface.name), the document's dark surface; not verifiable")
            }
            let stage = PageBackground(fill: .solid(Self.assumedDark), name: "assumed dark", reason: "no dark surface given")
            return (stage, prefix + "\(unknown): drawn on an assumed neutral dark, not the document's; not verifiable")
        }
        let stage = PageBackground(fill: .solid(color), name: section.name, reason: section.isGround ? "the ground its words put it on" : "the section its description puts it on")
        let gradient = section.isGradient ? ", the one colour the document gives the gradient" : ""
        return (stage, prefix + "on \(section.name)\(gradient)")
    }

    /// The variants named for a dark appearance that `placed` leaves undrawn, as written.
    private func appearancesNotDrawn(_ component: ResolvedComponent) -> [DocumentText] {
        component.variants.compactMap { variant in
            guard placed(component, variant: variant, on: backdrop.light, mode: nil, appearance: .light) == nil,
                  let spec = component.spec.variants.first(where: { $0.name == variant.name }) else { return nil }
            let written = spec.provenance.excerpt.trimmingWhitespace.trimming(charactersIn: "-* ").replacing("**", with: "")
            return DocumentText(text: written.isEmpty ? variant.name : written, provenance: spec.provenance)
        }
    }

    /// The neutral dark a component meant for a dark section is drawn on when the document
    /// names no dark surface: its stage label says it is assumed.
    static let assumedDark = RGBAColor(red8: 0x22, green8: 0x22, blue8: 0x22)

    /// Whether the document gives each of the component's variants its own copy (a Label
    /// column's cell), as read: a stand-in made from a name is no copy.
    static func everyVariantHasCopy(_ component: ResolvedComponent) -> Bool {
        let variants = component.spec.variants
        return !variants.isEmpty && variants.allSatisfy { $0.states[.default]?.sampleText != nil }
    }

    /// The component's section: its previews, and the properties and sources behind them.
    package func view(_ component: ResolvedComponent, variants: [GalleryVariantView]) -> GalleryComponentView {
        let samples = Self.sharedSamples(component.spec) + (sampleHints[component.name] ?? [])
        let violations = system.ruleViolations.filter { $0.component == component.name }.map { violation in
            ViolationView(message: violation.message, rule: source(violation.rule.provenance), source: violation.provenance.map(source))
        }
        let hinted = sampleHints[component.name] != nil
        let standInNote = Self.standInNote(component, samples: samples)
        let someVariantHasCopy = component.spec.variants.contains { $0.states[.default]?.sampleText != nil }
        let copyNote = hinted
            ? "Sample copy partly supplied by specimen.yml."
            : (samples.isEmpty && standInNote == nil && component.kind.traits.showsCopy && !Self.everyVariantHasCopy(component)
                ? (someVariantHasCopy
                    ? "The document gives copy for some variants only; the others show the component's name."
                    : "The document gives no sample copy; the component's name stands in.") : nil)
        let notes = [Self.unresolvedNote(component), Self.unresolvedMarkNote(component), copyNote, standInNote].compactMap { $0 }
        return GalleryComponentView(
            name: component.name, kind: component.kind.traits.title,
            anchor: anchorPrefix + "component-" + Slug.make(component.name, fallback: "component"),
            source: source(component.spec.provenance), variants: variants, properties: properties(component),
            css: css(component), violations: violations, rules: component.spec.rules.map { RuleView(text: $0.text, html: MarkdownParser().inlineHTML($0.text)) },
            sampleNote: notes.isEmpty ? nil : notes.joined(separator: " "),
            notDrawn: (component.spec.notDrawn + Self.partsNotDrawn(component) + appearancesNotDrawn(component)).map { DescribedLineView(text: $0.text, source: source($0.provenance)) })
    }

    /// The parts a component's kind has no place for (a field's error label, a button's icon):
    /// only cards and containers draw parts (and bars the components inside them), and a generic box or a row is drawn as a card when
    /// it has some; even they draw a part only where it has a place (as text, a picture, a
    /// component inside, or a rule), so a card's footer band stated by its fill alone is listed.
    /// Each as the document wrote it, with its line, and the other lines its look was read from
    /// (a style sheet rule's `color: …` below its `content: "*"`).
    package static func partsNotDrawn(_ component: ResolvedComponent) -> [DocumentText] {
        let drawsParts: Set<ComponentKind> = [.card, .container, .other, .listRow]
        // A box or row drawn compact (a tickbox sized for a glyph) is no card: it draws none.
        let compact = [.other, .listRow].contains(component.kind) && !component.variants.isEmpty && component.variants.allSatisfy { variant in
            variant[.default].map { CompactLabel.isCompact(component.kind, names: [component.name, variant.name], properties: $0) } ?? true
        }
        let kindDraws = drawsParts.contains(component.kind) && !compact
        // A bar draws the other components its prose puts in it (a nav's buttons), and no other part.
        let drawsChildren = component.kind.traits.drawsChildren && component.parts.count == component.spec.parts.count
        let mark = component.parts.count == component.spec.parts.count ? markIndex(component) : nil
        let fieldLabel = component.parts.count == component.spec.parts.count ? fieldLabelIndex(component) : nil
        return component.spec.parts.enumerated().compactMap { index, part in
            if index == mark || index == fieldLabel { return nil }
            if kindDraws, component.parts.count == component.spec.parts.count ? drawsPart(component, index: index) : true { return nil }
            if drawsChildren, isChildPart(component, index: index) { return nil }
            let written = part.provenance.excerpt.trimmingWhitespace.trimming(charactersIn: "-* ").replacing("**", with: "")
            var text = written.lowercased().hasPrefix(part.name.lowercased()) || written.isEmpty ? (written.isEmpty ? part.name : written) : "\(part.name): \(written)"
            // The other declarations of the part's style sheet rule that state its look.
            var seen: Set<Int> = [part.provenance.line]
            for other in part.properties.statedProvenances.sorted(by: { $0.line < $1.line })
            where other.file == part.provenance.file && seen.insert(other.line).inserted {
                // Only a style sheet's declarations (`color: var(--danger);`): a rule's lines.
                let line = other.excerpt.trimmingWhitespace
                guard line.hasSuffix(";"), let colon = line.firstIndex(of: ":"),
                      line[..<colon].allSatisfy({ $0.isLowercase || $0 == "-" }), !text.contains(literal: line) else { continue }
                text += " " + line
            }
            return DocumentText(text: text, provenance: part.provenance)
        }
    }

    /// Says so when a stated colour names nothing the system defines: the preview is drawn
    /// without it (an unknown fill hatched), and the audit measures nothing against it.
    package static func unresolvedNote(_ component: ResolvedComponent) -> String? {
        let names = Set(component.variants.flatMap { $0.states.values.flatMap(\.unresolved) })
        guard !names.isEmpty else { return nil }
        let listed = names.sorted().map(ResolvedProperties.describe(property:)).joined(separator: " and ")
        var drawn = ["an unknown fill is hatched"]
        if names.contains("borderColor") { drawn.append("an unknown border or ring dashed grey") }
        if names.contains("textColor") { drawn.append("unknown text grey") }
        let ways = drawn.joined(separator: ", ")
        return "The document's \(listed) names no colour this system defines; it is drawn without it (\(ways)) and adds no contrast pair."
    }

    /// Says so when the mark a control draws inside itself (a progress bar's fill) has a colour
    /// in words not understood: it is drawn as unknown, and what the document wrote is shown.
    package static func unresolvedMarkNote(_ component: ResolvedComponent) -> String? {
        guard let index = markIndex(component), case let part = component.parts[index],
              part.properties.fill == nil, part.properties.unresolved.contains("fill") else { return nil }
        let written = part.properties.unresolvedValues["fill"].map { " (“\($0.text)”, line \($0.provenance.line))" } ?? ""
        return "The \(part.name.lowercased())'s colour\(written) is not understood; it is drawn as unknown (hatched, or grey where it is a line) and adds no contrast pair."
    }

    package static func samples(_ spec: ComponentSpec) -> [String] {
        var seen: Set<String> = []
        return spec.samples.compactMap(\.value).map { $0.trimmingWhitespace }.filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// The component's shared copy: what labels a variant that gives none of its own. Copy a
    /// variant gives as its own (`**Primary** — "Sign up"`) labels that variant alone.
    package static func sharedSamples(_ spec: ComponentSpec) -> [String] {
        let owned = Set(spec.variants.compactMap { $0.states[.default]?.sampleText?.value?.trimmingWhitespace })
            .union(spec.samples.filter(spec.isVariantCopy).compactMap { $0.value?.trimmingWhitespace })
        return samples(spec).filter { !owned.contains($0) }
    }

    /// One stage with the default state of every variant named in `only`, each labelled with
    /// its variant's name.
    private func row(_ component: ResolvedComponent, only: Set<String>, samples: [String], backdrop: PageBackground, appearance: TokenMode, mode: String?) throws -> StageView {
        var cells: [StateCellView] = []
        for variant in component.variants where only.contains(variant.name) {
            guard let properties = variant.states[.default] else { continue }
            var own = properties
            if own.sampleText == nil { own.sampleText = variant.name }
            let html = try render(PreviewCell(
                component: component, variant: variant.name, properties: own, style: ComponentStyle.declarations(own), samples: samples,
                backdrop: backdrop, appearance: appearance,
                auditPair: auditPair(component, variant: variant.name, state: .default, appearance: appearance)))
            cells.append(StateCellView(
                label: variant.name, html: html,
                spec: specData(component, variant: variant.name, state: .default, properties: properties, appearance: appearance)))
        }
        return StageView(mode: mode, backdrop: backdrop.css, ink: backdrop.representativeColor.readableInk.css, liveHTML: nil, states: cells)
    }

    private func stage(_ component: ResolvedComponent, variant: ResolvedVariant, samples: [String], backdrop: PageBackground, appearance: TokenMode, mode: String?) throws -> StageView {
        let ink = backdrop.representativeColor.readableInk
        let states = Self.stateOrder.filter { variant.states[$0] != nil }
        let live = component.kind.traits.interactive
        var cells: [StateCellView] = []
        var liveHTML: String?
        if let base = variant.states[.default] {
            if live {
                var style = ComponentStyle.declarations(base)
                for (state, suffix) in ComponentStyle.stateSuffixes {
                    if let properties = variant.states[state] {
                        style += ComponentStyle.declarations(properties, suffix: suffix, under: variant.restingFill(under: state)?.color)
                    }
                }
                var cell = PreviewCell(
                    component: component, variant: variant.name, properties: base, style: style, samples: samples,
                    backdrop: backdrop, appearance: appearance,
                    auditPair: auditPair(component, variant: variant.name, state: .default, appearance: appearance))
                cell.live = true
                cell.selected = variant.states[.selected]
                cell.selectedPair = auditPair(component, variant: variant.name, state: .selected, appearance: appearance)
                liveHTML = try render(cell)
            }
            for state in states {
                guard let properties = variant.states[state] else { continue }
                let under = variant.restingFill(under: state)?.color
                var cell = PreviewCell(
                    component: component, variant: variant.name, properties: properties,
                    style: ComponentStyle.declarations(properties, under: under),
                    samples: samples, backdrop: backdrop, appearance: appearance,
                    auditPair: auditPair(component, variant: variant.name, state: state, appearance: appearance))
                cell.stateClass = state == .default ? "" : "is-" + state.rawValue
                cell.fillUnder = under
                cell.selected = variant.states[.selected]
                let html = try render(cell)
                cells.append(StateCellView(
                    label: state == .default ? "Default" : state.rawValue.capitalized, html: html,
                    spec: specData(component, variant: variant.name, state: state, properties: properties, appearance: appearance)))
            }
        }
        return StageView(mode: mode, backdrop: backdrop.css, ink: ink.css, liveHTML: liveHTML, states: cells)
    }

    private func render(_ cell: PreviewCell) throws -> String {
        let (component, properties, samples) = (cell.component, cell.properties, cell.samples)
        var declarations = cell.style
        // A filled component whose text colour the document leaves open gets readable ink on
        // its own fill (on a gradient, where it starts; a state's layer with its resting fill)
        // rather than on the page behind it.
        if properties.textColor == nil, !properties.unresolved.contains("textColor"),
           let fill = properties.fill ?? properties.fillGradient?.stops.first?.color {
            let ground = cell.fillUnder.map { $0.composited(over: cell.backdrop.representativeColor) } ?? cell.backdrop.representativeColor
            declarations.append("--c-text: \(fill.composited(over: ground).readableInk.css)")
        }
        declarations.append("--c-font: \(ComponentStyle.fontFamily(properties, systemFamily: systemFamily, monoFamily: monoFamily))")
        // Inner dividers between zones take the zones' own stroke, which documents state apart
        // from the outer border (a 3pt frame around 1.5pt dividers).
        let partStrokes = component.parts.compactMap(\.properties.borderWidth).filter { $0 > 0 }
        if let divider = Dictionary(grouping: partStrokes, by: { $0 }).max(by: { ($0.value.count, -$0.key) < ($1.value.count, -$1.key) })?.key {
            declarations.append("--c-divider: \(RGBAColor.format(divider))px")
        }
        if let ratio = component.spec.aspectRatio?.value { declarations.append("--c-aspect: \(RGBAColor.format(ratio))") }
        let label = Self.label(component, properties: properties, samples: samples)
        // `42%` for copy: the share of the track its mark covers, as the document draws it.
        if component.kind.traits.markShowsShare, label.hasSuffix("%"), let share = Double(label.dropLast()), (0...100).contains(share) {
            declarations.append("--c-share: \(RGBAColor.format(share))%")
        }
        let compact = CompactLabel.isCompact(component.kind, names: [component.name, cell.variant], properties: properties)
        let standIn = compact && !CompactLabel.fits(label, kind: component.kind, properties: properties)
            ? CompactLabel.standIn(component.kind, copy: [label] + samples) : nil
        // A variant's own parts (`Status Panel`'s title) are drawn on that variant alone.
        let parts = component.parts.enumerated().filter { $0.element.variant == nil || $0.element.variant == cell.variant }.map { index, part in
            PartPreview(
                // A part in a family of its own (a title in the display face of a card set in the
                // body face) is drawn in it.
                name: part.name, style: (ComponentStyle.declarations(part.properties)
                    + (part.properties.font?.family == nil || part.properties.font?.family == properties.font?.family ? [] : ["--c-font: \(ComponentStyle.fontFamily(part.properties, systemFamily: systemFamily, monoFamily: monoFamily))"])).joined(separator: "; "),
                label: part.properties.sampleText, text: part.properties.sampleText ?? part.name, index: index,
                // Parts are measured in the default state: another state's copy claims no pair.
                partPair: cell.stateClass.isEmpty ? self.auditPair(component, variant: part.name, state: .default, appearance: cell.appearance) : nil)
        }
        let textParts = parts.filter { Self.isTextPart(component, index: $0.index, label: label) }
        let mediaParts = parts.filter { Self.isMediaPart(component, index: $0.index) }.map { part in
            var part = part
            part.placeholder = component.parts[part.index].properties.fill == nil
            return part
        }
        let childParts = parts.filter { Self.isChildPart(component, index: $0.index) }
        let ruleParts = parts.filter { Self.isRulePart(component, index: $0.index, label: label) }
        let shown = samples.isEmpty ? [label] : samples
        let items = shown.enumerated().map { index, item in
            PreviewItemView(label: item, auditPair: cell.live && index == 0 && cell.selected != nil ? cell.selectedPair : cell.auditPair)
        }
        var preview = PreviewView(
            style: declarations.joined(separator: "; "), label: standIn?.text ?? label,
            samples: shown, items: items,
            secondary: samples.dropFirst().first, tertiary: samples.dropFirst(2).first,
            parts: parts, textParts: textParts, mediaParts: mediaParts, childParts: childParts, ruleParts: ruleParts, live: cell.live, stateClass: cell.stateClass,
            compact: compact, glyph: standIn == .icon,
            continuous: properties.continuousCorners,
            selectedStyle: (cell.selected.map {
                ComponentStyle.declarations($0, under: component.variants.first { $0.name == cell.variant }?.restingFill(under: .selected)?.color)
            } ?? []).joined(separator: "; "),
            accessibleName: label == component.name ? label : "\(component.name): \(label)", auditPair: cell.auditPair)
        // A bar of several stated tabs, or one its name calls the tabs' holder (`Tab group`), keeps
        // the bar's width: its padding is as often the bar's inset as a tab's.
        preview.sized = component.kind.traits.itemAloneSizedByPadding && items.count == 1
            && (properties.paddingVertical != nil || properties.paddingHorizontal != nil || properties.paddingEdges != nil)
            && Set([component.name, cell.variant].flatMap { ComponentKind.words(of: $0) }).isDisjoint(with: Vocabulary.standard.tabHolderWords)
        if let index = Self.markIndex(component), let part = parts.first(where: { $0.index == index }) {
            var mark = part
            let properties = component.parts[index].properties
            // A colour not understood: hatched where the mark is a fill, grey where it is a line (a tick).
            let unknown = properties.fill == nil && properties.unresolved.contains("fill") ? ["--m-line: var(--unknown-line)"] : []
            mark.style = (ComponentStyle.declarations(properties, prefix: "m") + unknown).joined(separator: "; ")
            preview.mark = mark
        }
        if let index = Self.fieldLabelIndex(component) { preview.fieldLabel = parts.first { $0.index == index } }
        if component.kind.traits.rowAccessories {
            preview.leadingMark = component.spec.states(Vocabulary.standard.rowLeadingWords)
            preview.chevron = component.spec.states(Vocabulary.standard.rowTrailingWords)
        }
        var name = templates.has(Self.templateName(component.kind)) ? Self.templateName(component.kind) : "components.other"
        // A box of no known kind, or a row, whose parts the document styles is drawn as a card
        // holding them (a row's template has no place for parts).
        if name == "components.other" || name == "components.list-row", !compact, !(textParts.isEmpty && mediaParts.isEmpty && childParts.isEmpty && ruleParts.isEmpty), templates.has("components.card") {
            name = "components.card"
        }
        return try templates.render(preview, template: name)
    }

    // MARK: Parts a card draws

    /// The part a control draws inside its own shape (`controlShapes.marks`): the first its
    /// lines name (a switch's `Thumb`, a progress bar's `Fill`), on every variant.
    package static func markIndex(_ component: ResolvedComponent) -> Int? {
        guard let marks = Vocabulary.standard.controlShapes.marks[component.kind] else { return nil }
        return component.parts.firstIndex { $0.variant == nil && $0.child == nil && marks.covers(ComponentKind.words(of: $0.name)) }
    }

    /// A part named in words (`Column labels`), not by code (`Text(value)`) nor by its copy
    /// (`"Read More" link`), that states the look of text: a visible text colour and a size
    /// a line of text can have. A colour or a weight alone is as often a shape's (a white
    /// satellite circle, a thin orange line) or a layout line misread.
    package static func isTextPart(_ component: ResolvedComponent, index: Int, label: String?) -> Bool {
        guard component.parts.indices.contains(index) else { return false }
        let part = component.parts[index], properties = part.properties
        let words = Set(ComponentKind.words(of: part.name))
        let graphicWords = Vocabulary.standard.graphicParts, textWords = Set(Vocabulary.standard.iconOnlyButtons.text)
        // A part set in one of the system's type styles (`Heading in {typography.title}`) is
        // text in the component's own ink when it names no colour of its own.
        let typed = component.spec.parts.indices.contains(index) && component.spec.parts[index].properties.font?.value?.styleReference != nil
        guard let size = properties.font?.size, size >= 8 else { return false }
        if let ink = properties.textColor { guard ink.alpha > 0 else { return false } } else if !typed { return false }
        let text = properties.sampleText ?? part.name
        return properties.sampleText == nil && text != label && part.child == nil
            && part.name.allSatisfy { $0.isLetter || $0.isWhitespace || $0 == "-" || $0 == "'" }
            && (words.isDisjoint(with: graphicWords) || !words.isDisjoint(with: textWords))
    }

    /// A picture the document names without its colour (`Main photo area, 24px corners`) is
    /// drawn hatched, as an unknown fill is: where it sits, not what it shows.
    package static func isMediaPart(_ component: ResolvedComponent, index: Int) -> Bool {
        guard component.parts.indices.contains(index) else { return false }
        let part = component.parts[index], properties = part.properties
        let named = Set(ComponentKind.words(of: part.name)).intersection(Vocabulary.standard.mediaParts)
        guard properties.textColor == nil, part.child == nil, !named.isEmpty else { return false }
        // Without a fill, only a whole word naming a picture (not one character of a script
        // matched a character at a time) and no stroke of its own (a gauge's track).
        return properties.fill != nil || (properties.borderColor == nil && named.contains { $0.count > 1 })
    }

    /// Another component drawn inside this one, in that component's look.
    package static func isChildPart(_ component: ResolvedComponent, index: Int) -> Bool {
        guard component.parts.indices.contains(index) else { return false }
        let properties = component.parts[index].properties
        return component.parts[index].child != nil && !isMediaPart(component, index: index)
            && (properties.fill != nil || properties.borderColor != nil || properties.textColor != nil)
    }

    /// A line between items (`item-divider`, `row border`): a rule in its colour.
    package static func isRulePart(_ component: ResolvedComponent, index: Int, label: String?) -> Bool {
        guard component.parts.indices.contains(index) else { return false }
        let properties = component.parts[index].properties
        return properties.borderColor != nil && properties.fill == nil && properties.textColor == nil
            && component.parts[index].child == nil && !isMediaPart(component, index: index)
            && !isTextPart(component, index: index, label: label)
    }

    /// The part a field draws as its label (`Label: Bold, 13px, uppercase` on a text field,
    /// `separateLabelKinds`): the first part named by the word alone.
    package static func fieldLabelIndex(_ component: ResolvedComponent) -> Int? {
        guard component.kind.traits.drawsFieldLabel else { return nil }
        return component.parts.firstIndex { $0.variant == nil && ComponentKind.words(of: $0.name) == ["label"] }
    }

    /// Whether a card draws the part in one of its places.
    package static func drawsPart(_ component: ResolvedComponent, index: Int) -> Bool {
        isTextPart(component, index: index, label: nil) || isMediaPart(component, index: index)
            || isChildPart(component, index: index) || isRulePart(component, index: index, label: nil)
    }

    /// The text a preview shows: the state's own sample, else the document's first, else the
    /// component's name.
    package static func label(_ component: ResolvedComponent, properties: ResolvedProperties, samples: [String]) -> String {
        properties.sampleText ?? samples.first ?? component.name
    }

    /// Says so when a compact preview (`CompactLabel`) shows a stand-in for its text.
    package static func standInNote(_ component: ResolvedComponent, samples: [String]) -> String? {
        guard let variant = component.variants.first, let properties = variant[.default],
              CompactLabel.isCompact(component.kind, names: [component.name, variant.name], properties: properties)
        else { return nil }
        let label = label(component, properties: properties, samples: samples)
        guard !CompactLabel.fits(label, kind: component.kind, properties: properties) else { return nil }
        let given = properties.sampleText != nil || !samples.isEmpty
        switch CompactLabel.standIn(component.kind, copy: [label] + samples) {
        case .icon:
            let noun = component.kind.traits.compactNoun
            return given
                ? "“\(label)” does not fit a \(noun) sized for a glyph; an icon placeholder stands in, and the text is its accessible name."
                : "The \(noun) is sized for a glyph and the document gives no sample copy; an icon placeholder stands in."
        case .text(let day):
            return given
                ? "“\(label)” does not fit a day cell; the day number “\(day)” stands in."
                : "The document gives no day number; “\(day)” stands in."
        }
    }

    // MARK: Machine-readable spec

    /// The audit pair that measured this text: the same component, variant (or part), state and
    /// appearance. Nil when the audit has none (no text colour stated, or no dark values).
    private func auditPair(_ component: ResolvedComponent, variant: String, state: ComponentState, appearance: TokenMode) -> String? {
        textPairs[Self.pairKey(component.name, variant, state, appearance)]
    }

    private static func pairKey(_ component: String?, _ variant: String?, _ state: ComponentState?, _ mode: TokenMode?) -> String {
        [component ?? "", variant ?? "", state?.rawValue ?? "", mode?.rawValue ?? ""].joined(separator: "\u{1F}")
    }

    /// The values a preview cell is drawn from, as its `data-spec-*` attributes: resolved
    /// numbers and colours, the token a fill was written as, and the font the page shows.
    private func specData(
        _ component: ResolvedComponent, variant: String, state: ComponentState, properties: ResolvedProperties, appearance: TokenMode
    ) -> [SpecDataView] {
        var data: [SpecDataView] = [SpecDataView(name: "component", value: component.name),
                                    SpecDataView(name: "variant", value: variant),
                                    SpecDataView(name: "state", value: state.rawValue),
                                    SpecDataView(name: "mode", value: appearance.rawValue)]
        func add(_ name: String, _ value: String?) {
            if let value { data.append(SpecDataView(name: name, value: value)) }
        }
        add("fill", properties.fill?.hex)
        let written = component.spec.effectiveVariant(named: variant)?.states[state]?.fill
        // The token's own name, as tokens.json has it (`BrandColors.red` is the token `red`); code
        // literals such as `Color.clear` are no token.
        if properties.fill != nil, let written, written.opacity == nil, let reference = written.reference,
           let token = system.tokens.index.lookup(reference, mode: appearance) {
            add("fill-token", token.name)
        }
        add("text", properties.textColor?.hex)
        add("border-width", (properties.borderWidth ?? (properties.borderColor != nil ? 1 : nil)).map(RGBAColor.format))
        add("border-color", properties.borderColor?.hex)
        add("border-side", properties.borderSide)
        add("border-style", properties.borderStyle)
        add("radius", properties.radius.map(RGBAColor.format) ?? (properties.fullyRounded ? "999" : nil))
        add("height", properties.height.map(RGBAColor.format))
        add("min-height", properties.height == nil ? properties.minHeight.map(RGBAColor.format) : nil)
        let family = properties.font?.family ?? systemFamily
        add("font-family", family)
        add("font-shown", shownFamily(properties))
        return data
    }

    /// The family a reader sees: the named one, or the stand-in the page names for a platform
    /// font that cannot be shipped.
    private func shownFamily(_ properties: ResolvedProperties) -> String? {
        let (stack, family) = ComponentStyle.fontStack(properties, systemFamily: systemFamily, monoFamily: monoFamily)
        return stack.standIn ?? family
    }

    // MARK: Properties and CSS

    private func properties(_ component: ResolvedComponent) -> [PropertyRowView] {
        var rows: [PropertyRowView] = []
        for variant in component.spec.effectiveVariants {
            for state in Self.stateOrder {
                guard let set = variant.states[state] else { continue }
                let scope = [variant.name.lowercased() == "base" ? nil : variant.name, state == .default ? nil : state.rawValue]
                    .compactMap { $0 }.joined(separator: " · ")
                let resolved = component.variants.first { $0.name == variant.name }?.states[state]
                // `#00C182 or #00FFAA`, `Sans 16px / 700 or Mono 12px / 600`: the first drawn, the
                // others said beside it, a colour by its value and other words as written. A
                // front matter's `{rounded.md}` is shown as written; prose by the token it names.
                func row<T>(_ label: String, _ value: PropertyValue<T>?, _ shown: String?, swatch: RGBAColor? = nil, offering colors: [RGBAColor]? = nil) {
                    guard let value else { return }
                    let others = (colors ?? []).map(\.hex) + value.offeredWords.map { "“\($0)”" }
                    rows.append(PropertyRowView(
                        scope: scope.isEmpty ? "all" : scope, property: label,
                        value: shown.map { others.isEmpty ? $0 : ([$0] + others).joined(separator: " or ") + " (the first drawn)" } ?? "unresolved",
                        swatch: swatch?.css, written: FrontMatterReferences.path(in: value.raw) == nil ? value.reference ?? value.raw : value.raw,
                        source: source(value.provenance)))
                }
                // A gradient fill is shown by its stops, never as unresolved.
                let gradient = resolved?.fillGradient.map { "gradient " + $0.stops.map(\.color.hex).joined(separator: " → ") }
                row("Fill", set.fill, resolved?.fill?.hex ?? gradient, swatch: resolved?.fill, offering: resolved?.alternatives["fill"])
                row("Text", set.textColor, resolved?.textColor?.hex, swatch: resolved?.textColor, offering: resolved?.alternatives["textColor"])
                row("Border width", set.borderWidth, resolved?.borderWidth.map { "\(RGBAColor.format($0))pt" })
                row("Border colour", set.borderColor, resolved?.borderColor?.hex, swatch: resolved?.borderColor, offering: resolved?.alternatives["borderColor"])
                row("Radius", set.radius, resolved.map { $0.fullyRounded ? "fully rounded" : $0.radius.map { "\(RGBAColor.format($0))pt" } ?? "unresolved" })
                row("Continuous corners", set.continuousCorners, resolved?.continuousCorners == true ? "yes" : nil)
                row("Height", set.height, resolved?.height.map { "\(RGBAColor.format($0))pt" })
                row("Minimum height", set.minHeight, resolved?.minHeight.map { "\(RGBAColor.format($0))pt" })
                row("Width", set.width, resolved?.width.map { "\(RGBAColor.format($0))pt" })
                row("Padding (vertical)", set.paddingVertical, resolved?.paddingVertical.map { "\(RGBAColor.format($0))pt" })
                row("Padding (horizontal)", set.paddingHorizontal, resolved?.paddingHorizontal.map { "\(RGBAColor.format($0))pt" })
                // The case and a tracking drawn too (`uppercase tracking 0.04em`); a font whose
                // words gave none of these is unresolved, never an empty value beside its sentence.
                row("Font", set.font, resolved?.font.flatMap { font in
                    let tracking = font.letterSpacingEms.flatMap { $0 == 0 ? nil : "\(RGBAColor.format($0))em tracking" }
                        ?? font.letterSpacing.flatMap { $0 == 0 ? nil : "\(RGBAColor.format($0))pt tracking" }
                    let aspects = [font.size.map { "\(RGBAColor.format($0))pt" }, font.weight, font.family, font.italic ? "italic" : nil,
                                   font.uppercase ? "uppercase" : font.textCase, tracking,
                                   font.decoration.map { $0 == "none" ? "no underline" : $0 }].compactMap { $0 }
                    // A line height alone is still understood.
                    let leading = font.lineHeight.map { "\(RGBAColor.format($0)) line height" } ?? font.lineHeightPixels.map { "\(RGBAColor.format($0))pt line height" }
                    let shown = aspects.isEmpty ? leading : aspects.joined(separator: " ")
                    // A type style the scale does not define is said so beside what else was read.
                    guard let style = resolved?.unresolvedValues["font"]?.text else { return shown }
                    return shown.map { "\($0); style ‘\(style)’ unresolved" }
                })
                // A state's shadow in words not understood is drawn as the default's (`ComponentResolver`).
                row("Shadow", set.shadow, resolved?.unresolvedValues["shadow"] != nil
                    ? (resolved?.shadow == nil ? nil : "unresolved; the default's drawn")
                    : resolved?.noShadow == true ? "none"
                    : resolved?.shadow.map { ValueScanner.css($0, spread: false) { $0.map { "\(RGBAColor.format($0.cssPixels))px" } ?? "0px" } })
                row("Opacity", set.opacity, resolved?.opacity.map(\.percentText))
                row("Scale on press", set.scaleOnPress, resolved?.scaleOnPress.map { RGBAColor.format($0) })
            }
        }
        return rows
    }

    /// The default state's CSS, to copy into a web implementation.
    private func css(_ component: ResolvedComponent) -> String {
        ComponentCSS(systemFamily: systemFamily, monoFamily: monoFamily).snippet(component)
    }
}
