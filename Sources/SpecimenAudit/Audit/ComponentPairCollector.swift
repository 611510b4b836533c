import SpecimenModel
import SpecimenReading

/// The pairs a system's components draw: each text colour on its fill, in every variant, state
/// and appearance, and the boundaries WCAG 1.4.11 asks 3:1 of.
package struct ComponentPairCollector {
    /// Assumed when a spec gives no font: the browser default, and iOS body text is 17pt, so this
    /// errs on the strict side.
    package static let defaultTextSize = 16.0
    package static let defaultTextWeight = 400

    /// Kinds whose boundary is what identifies them (WCAG 1.4.11): a field or a control has no
    /// label inside it to say where it is, so its border, or its fill where it has no border,
    /// must stand out from the page. A button, pill or badge with a label is identified by its
    /// label; its fill and border are not held to 3:1.
    package static let boundedKinds: Set<ComponentKind> = [.textInput, .textEditor, .toggle, .segmentedControl]
    /// Controls told by their fill where they have no border (a switch's track); a field without
    /// a border is not measured by its fill, since documents often leave its edge unstated.
    package static let filledControls: Set<ComponentKind> = [.toggle]

    /// Whether the component's boundary identifies it: a field or control by its kind, or by
    /// a control word in its name ("Country select", "Terms checkbox"; `boundaryControls`).
    package static func isBounded(_ component: ResolvedComponent) -> Bool {
        boundedKinds.contains(component.kind) || Vocabulary.standard.boundaryControls.occurs(in: ComponentKind.words(of: component.name))
    }

    package var page: PageBackground
    package var palette: [(name: String, color: RGBAColor)]
    /// The dark-mode values of the tokens named by surface words alone (`StatedSection.groundValues`):
    /// the document's dark ground where no token is named so.
    package var groundValues: [(name: String, color: RGBAColor)] = []
    /// True where the document gives no dark-mode values: then "on dark" and "on light" in a
    /// component's notes name its light and dark grounds, each of which its text is measured on.
    package var groundsByLightness = false
    /// The appearance the document calls its default (light unless it says dark): its
    /// components' colours are that appearance's, so the other is the one they may not describe.
    package var defaultMode: TokenMode = .light
    /// In the other appearance, the default one's components by name: what the other changes.
    package var defaultLook: [String: ResolvedComponent] = [:]
    /// True where the system is measured in light and dark: a variant named for one appearance
    /// (`Primary (Dark Mode)`) is then measured in that appearance only.
    package var measuresBothAppearances = false
    /// This appearance's components, whose fills are the sections a description may put a
    /// component on ("on dark-green feature bands").
    package var components: [ResolvedComponent] = []
    /// The document's words (its lines, as the model carries them), whose lines around a text
    /// colour may call the text decoration.
    package var text: DocumentProse? {
        didSet {
            decorativeBlocks = DecorativeBlocks()
            lineWords = LineWords()
        }
    }
    /// `AuditContext.words` of each line of `text` that `StatedSection.find` reads: the lines
    /// near one component are read for each of its variants and states, and for both
    /// appearances when their collectors are given one store (set it after `text`).
    package var lineWords = LineWords()

    package final class LineWords {
        private var words: [Int: [String]] = [:]

        package init() {}

        func words(ofLine number: Int, in document: DocumentProse) -> [String] {
            if let known = words[number] { return known }
            let read = AuditContext.words(of: document.line(number))
            words[number] = read
            return read
        }
    }
    /// What the words of a name or a line say, and what the block around each text colour's
    /// line says, found once: every state and variant of a component, and every component
    /// written on the line, asks again.
    var decorativeBlocks = DecorativeBlocks()

    final class DecorativeBlocks {
        var found: [Int: (words: String, line: Int)?] = [:]
        var words: [String: Bool] = [:]
        /// `statedSection`'s answer for each component and the lines its values come from.
        var statedSections: [SectionQuery: StatedSection?] = [:]

        struct SectionQuery: Hashable {
            var component: String
            var variant: String
            var file: String
            var line: Int
            var textFile: String?
            var textLine: Int?
            var lines: Set<Int>
        }

        /// Whether `AuditContext.decorativeWords(in:)` finds any.
        func isDecorative(_ text: String) -> Bool {
            if let known = words[text] { return known }
            let answer = AuditContext.decorativeWords(in: text) != nil
            words[text] = answer
            return answer
        }
    }

    /// A focus ring as measured: its colour, the ground it is judged on and the line stating it.
    private struct FocusRing: Hashable {
        var color: RGBAColor
        var ground: RGBAColor?
        var source: SourceReference
    }

    /// The drafts to measure, and the pairs not measured because a colour they name is unknown.
    package func collect(_ components: [ResolvedComponent], mode: TokenMode) -> (drafts: [ContrastPair.Draft], skipped: [SkippedPair]) {
        var drafts: [ContrastPair.Draft] = []
        var skipped: [SkippedPair] = []
        for component in components {
            // One focus ring stated for every look (`Focus: 2px ring …` under the buttons) on the
            // same ground is one pair, listed once with the first look.
            var rings: Set<FocusRing> = []
            for variant in component.variants {
                let appearance = StatedSection.appearance(named: variant.name)
                if measuresBothAppearances, let appearance, appearance != mode { continue }
                for state in variant.states.keys.sorted() {
                    guard let properties = variant.states[state] else { continue }
                    // A border colour not understood hides no text: the text on its fill is
                    // still measured, and the border is listed as not measured.
                    let borderOnly = properties.unresolved == ["borderColor"]
                    if borderOnly, var border = unknown(component: component, variant: variant.name, state: state, properties: properties, mode: mode) {
                        border.context.element = "border"
                        skipped.append(border)
                    }
                    if let unknown = (borderOnly ? nil : unknown(component: component, variant: variant.name, state: state, properties: properties, mode: mode))
                        ?? unverifiableFill(component: component, variant: variant.name, state: state, properties: properties, mode: mode)
                        ?? unknownSection(component: component, variant: variant.name, state: state, properties: properties, mode: mode) {
                        skipped.append(unknown)
                        continue
                    }
                    if mode != defaultMode, appearance != mode, let lit = defaultLook[component.name]?.variant(named: variant.name)?[state],
                       let undescribed = undescribed(component: component, variant: variant.name, state: state, properties: properties, mode: mode, defaultLook: lit) {
                        skipped.append(undescribed)
                        continue
                    }
                    // A focus state that states no border of its own shows the resting one,
                    // measured with the default: it is no focus ring the document describes. One
                    // that thickens it (`lineWidth: isFocused ? 2.5 : 2`) states its own.
                    let resting = variant.states[.default]
                    let restingBorder = state == .focus && properties.borderColor != nil && resting?.borderColor == properties.borderColor
                        && resting?.provenance["borderColor"] == properties.provenance["borderColor"]
                        && resting?.borderWidth == properties.borderWidth
                    // A translucent state fill is a layer on the resting fill
                    // (`ResolvedVariant.restingFill(under:)`): its text is read on the two
                    // together, and on the page only where they still let it through.
                    var layered = properties
                    var layer: (stated: RGBAColor, name: String)?
                    if let under = variant.restingFill(under: state), let own = properties.fill {
                        layered.fill = own.composited(over: under.color)
                        layer = (own, "\(describe(own, token: properties.tokenNames["fill"])) over \(describe(under.color, token: under.token))")
                    }
                    let shape = Self.isThinShape(properties)
                    drafts += self.drafts(component: component, variant: variant.name, state: state, properties: atFaintestPoint(layered), mode: mode,
                                          graphic: shape ? .shape : Self.isIcon(component, properties) ? .icon : nil,
                                          restingBorder: restingBorder, layer: layer).filter { draft in
                        draft.context.element != "focus ring"
                            || rings.insert(FocusRing(color: draft.foreground, ground: draft.fill, source: draft.source)).inserted
                    }
                    if let unstated = unstatedText(component: component, variant: variant.name, state: state, properties: properties, mode: mode) {
                        skipped.append(unstated)
                    }
                }
            }
            // A part (a title, a date, an icon) is drawn inside its component, so it shows the
            // component's fill when it has none of its own (or a transparent one: a stat line
            // drawn inside a dark band shows the band): its own variant's, when it is one's. A
            // part named as a variant is (a status table's `Pending` row, whose colour is its
            // icon's) sits on that variant's fill, never on the first row's.
            for part in component.parts where !Self.isDecoration(part) {
                let variantName = part.variant ?? (component.variants.count > 1 ? part.name : nil)
                let container = (variantName.flatMap { name in component.variants.first { $0.name == name } } ?? component.variants.first)?[.default]
                var properties = part.properties
                // In a set of status dots, a part named for no mark ("Complete: teal with
                // checkmark" beside "Warning: gold") is another dot, not something drawn on the
                // first one: it stands where the dots stand.
                let siblingDot = Self.isSiblingDot(part, in: component)
                if siblingDot {
                    // Its own fill, as the dots' are, and no other.
                } else if properties.fill == nil || properties.fill?.alpha == 0, let fill = container?.fill {
                    properties.fill = fill
                    properties.provenance["fill"] = container?.provenance["fill"]
                } else if properties.fill == nil, properties.textColor != nil || properties.borderColor != nil,
                          let container, container.unresolved.contains("fill") {
                    // Inside a component whose fill names no colour (a material, a word), the part
                    // stands on that fill, not on the page: it is as unknown as the fill.
                    properties.unresolved.insert("fill")
                    properties.unresolvedValues["fill"] = container.unresolvedValues["fill"]
                } else if let own = properties.fill, !own.isOpaque, let fill = container?.fill, fill.isOpaque {
                    // A part drawn as a transparent component (a row inside its table card) shows
                    // the component's fill through its own.
                    properties.fill = own.composited(over: fill)
                    let under = container?.tokenNames["fill"] ?? fill.opaqueHex
                    properties.tokenNames["fill"] = "\(properties.tokenNames["fill"] ?? own.hex) over \(under)"
                    properties.provenance["fill"] = container?.provenance["fill"]
                }
                if let unknown = unknown(component: component, variant: part.name, state: .default, properties: properties, mode: mode)
                    ?? unverifiableFill(component: component, variant: part.name, state: .default, properties: properties, mode: mode) {
                    skipped.append(unknown)
                    continue
                }
                if mode != defaultMode, let lit = defaultLook[component.name]?.parts.first(where: { $0.name == part.name })?.properties,
                   let undescribed = undescribed(component: component, variant: part.name, state: .default, properties: part.properties, mode: mode, defaultLook: lit) {
                    skipped.append(undescribed)
                    continue
                }
                let shape = !siblingDot && !Self.isGraphic(part) && Self.isThinShape(part.properties)
                let graphic: GraphicElement? = siblingDot ? .indicator : shape ? .shape
                    : Self.isGraphic(part) ? (Self.isThumb(part) ? .thumb : .icon) : nil
                drafts += self.drafts(component: component, variant: part.name, state: .default, properties: properties, mode: mode,
                                      graphic: graphic, isPart: true,
                                      graphicExemption: graphic == .icon ? Self.unexplainedPicture(part, in: component) : nil)
            }
        }
        return (drafts, skipped)
    }

    /// A part named for an effect (`Glow`, `Pulse shadow`: `pairingElements.effects`), or whose
    /// colour's clause in its line calls the colour an effect or a surface ("Halo | Ember glow
    /// `rgba(…)`"): its colour is no text, whatever property the reading gave it, and WCAG asks
    /// no contrast of it. A part whose name names text stays text; so does a card or a panel by
    /// its name alone, since it may hold text.
    package static func isDecoration(_ part: ResolvedPart) -> Bool {
        let words = ComponentKind.words(of: part.name)
        let elements = Vocabulary.standard.pairingElements
        guard let last = words.last, !Vocabulary.standard.textTokens.roles.occurs(in: words) else { return false }
        if elements.effects.occurs(in: [last]) { return true }
        guard let color = part.properties.textColor, let line = part.properties.provenance["textColor"]?.excerpt,
              let around = AuditContext.wordsAround(color, in: line, name: part.name) else { return false }
        // A control's edge may be a boundary WCAG 1.4.11 asks 3:1 of: it stays measured.
        let edges: Set<String> = ["border", "outline", "stroke"]
        return elements.decorative.occurs(in: around.filter { !edges.contains($0) }) && !Vocabulary.standard.textTokens.roles.occurs(in: around)
    }

    /// A colour the document states but that names nothing is unknown: a pair measured against
    /// a stand-in (the page, white) would be a false result, so the pair is listed as skipped.
    private func unknown(
        component: ResolvedComponent, variant: String, state: ComponentState, properties: ResolvedProperties, mode: TokenMode
    ) -> SkippedPair? {
        guard let first = properties.unresolved.sorted().first else { return nil }
        let values = properties.unresolved.sorted().map { property in
            "the \(ResolvedProperties.describe(property: property)) ‘\(properties.unresolvedValues[property]?.text ?? "?")’"
        }
        let source = properties.unresolvedValues[first]?.provenance
        return SkippedPair(
            context: PairContext(component: component.name, kind: component.kind, variant: variant, state: state, mode: mode, element: "text"),
            reason: "\(values.joined(separator: " and ")) \(values.count > 1 ? "name" : "names") no colour the document defines",
            source: source.map(SourceReference.init) ?? SourceReference(component.spec.provenance))
    }

    /// Text on a fill that is no surface the text can be measured on:
    /// - a fill whose line says it is a picture or a video ("Dark video or full-bleed imagery
    ///   (typically black …)"): no one ratio holds over a photo, so the pair is not verifiable;
    /// - a fill named as a text colour (`Muted Links`, `Body Text`), which a misreading put
    ///   under the text: a backdrop must be a surface.
    private func unverifiableFill(
        component: ResolvedComponent, variant: String, state: ComponentState, properties: ResolvedProperties, mode: TokenMode
    ) -> SkippedPair? {
        guard properties.textColor != nil, properties.fill != nil else { return nil }
        let context = PairContext(component: component.name, kind: component.kind, variant: variant, state: state, mode: mode, element: "text")
        let fillSource = properties.provenance["fill"].map(SourceReference.init) ?? SourceReference(component.spec.provenance)
        if let line = properties.provenance["fill"]?.excerpt, AuditContext.namesImage(Self.fillWords(of: line)) {
            return SkippedPair(
                context: context,
                reason: "its backdrop is a picture (‘\(line.trimmingWhitespace)’): not verifiable unless a solid backdrop is stated",
                source: fillSource, cause: .unverifiable)
        }
        // "Active link: `#ffffff` with bottom-border indicator": the line's label gives the colour
        // to text, and nothing around the value calls it a fill.
        if let line = properties.provenance["fill"]?.excerpt, let fill = properties.fill, Self.givesColorToText(line, color: fill) {
            return SkippedPair(
                context: context,
                reason: "its fill comes from ‘\(line.trimmingWhitespace)’, which gives the colour to text, not to a surface: not measured; check which colour the document means",
                source: fillSource, cause: .unverifiable)
        }
        // The token it names, else every colour of the palette with its value.
        let fillNames: [String] = properties.tokenNames["fill"].map { [$0] } ?? properties.fill.map { fill in
            palette.filter { $0.color.withAlpha(1) == fill.withAlpha(1) && $0.color.alpha == fill.alpha }.map(\.name)
        } ?? []
        if let name = fillNames.first, fillNames.allSatisfy(Self.namesTextColor) {
            return SkippedPair(
                context: context,
                reason: "its fill ‘\(name)’ is named as a text colour, not a surface: not measured; check which colour the document means",
                source: fillSource, cause: .unverifiable)
        }
        return nil
    }

    /// A line whose label names text ("Active link:", "Caption —") and whose words around the
    /// colour's value name no fill, background or surface: the colour is that text's.
    package static func givesColorToText(_ line: String, color: RGBAColor) -> Bool {
        guard let colon = line.firstIndex(where: { $0 == ":" || $0 == "：" }),
              let around = AuditContext.wordsAround(color, in: line, name: "") else { return false }
        let label = ComponentKind.words(of: String(line[..<colon]))
        guard Vocabulary.standard.textTokens.roles.occurs(in: label) else { return false }
        let surfaces = Vocabulary.standard.pageBackground
        let words = label + around
        return Set(words).isDisjoint(with: Vocabulary.standard.pairingColumns.background)
            && !surfaces.background.occurs(in: words) && !surfaces.surface.occurs(in: words)
    }

    /// The words of a fill's line that describe the fill: before a colon, a label ("Background:")
    /// is dropped, so "Image Treatment" in a heading-like label does not count, only the value.
    private static func fillWords(of line: String) -> String {
        guard let colon = line.firstIndex(where: { $0 == ":" || $0 == "：" }) else { return line }
        return String(line[line.index(after: colon)...])
    }

    /// `Muted Links`, `Body Text`: a colour whose name says it is text or a link, and says
    /// nothing of a surface or a component.
    package static func namesTextColor(_ name: String) -> Bool {
        let words = ComponentKind.words(of: name)
        guard !Set(words).isDisjoint(with: Vocabulary.standard.textTokens.text.union(Vocabulary.standard.textTokens.namedRoles)) else { return false }
        if !Set(words).isDisjoint(with: Vocabulary.standard.pairingColumns.background) { return false }
        if Vocabulary.standard.pageBackground.background.occurs(in: words) || Vocabulary.standard.pageBackground.surface.occurs(in: words) { return false }
        if Vocabulary.standard.textTokens.placeholder.occurs(in: words) { return false }
        return (ComponentKind.classify(name) ?? .other) == .other
    }

    /// The words that call a component's text decoration, and the line they are on: in its name
    /// or the variant's, on its text colour's line, or in that line's block of the description
    /// ("Purpose: sets the theme without competing with the copy").
    /// `isPart`: a part's own line says whether its text is decoration; the lines around it
    /// describe the component and its other parts (`… two decorative corner line shapes` over
    /// `Column labels in ink`).
    private func decoration(component: ResolvedComponent, variant: String, properties: ResolvedProperties, isPart: Bool = false) -> (words: String, line: Int)? {
        let textLine = properties.provenance["textColor"]
        if decorativeBlocks.isDecorative(variant + " " + component.name) {
            return (variant == "base" ? component.name : variant, textLine?.line ?? component.spec.provenance.line)
        }
        guard let textLine else { return nil }
        if decorativeBlocks.isDecorative(textLine.excerpt) { return (textLine.excerpt, textLine.line) }
        guard !isPart, let document = text, textLine.file == document.file else { return nil }
        if let known = decorativeBlocks.found[textLine.line] { return known }
        var answer: (words: String, line: Int)?
        for (number, text) in AuditContext.block(around: textLine.line, in: document) where decorativeBlocks.isDecorative(text) {
            answer = (text, number)
            break
        }
        decorativeBlocks.found[textLine.line] = answer
        return answer
    }

    /// The words that call a component decoration in its description, from its heading to its
    /// colour's line ("A decorative rule under each section title", then the rule's spec in a
    /// fence): a shape the document calls ornament beside a title that says what it marks.
    private func describedAsDecoration(_ component: ResolvedComponent, properties: ResolvedProperties) -> (words: String, line: Int)? {
        guard let document = text, let textLine = properties.provenance["textColor"], textLine.file == document.file,
              component.spec.provenance.file == document.file else { return nil }
        let first = component.spec.provenance.line
        guard first <= textLine.line, textLine.line - first <= Self.descriptionReach else { return nil }
        for number in first...textLine.line where decorativeBlocks.isDecorative(document.line(number)) {
            return (document.line(number), number)
        }
        return nil
    }

    /// How many lines below its heading a component's description is read for what it calls itself.
    private static let descriptionReach = 12

    /// The section a component's description puts it on (`StatedSection`), when its fill
    /// lets it show.
    private func statedSection(component: ResolvedComponent, variant: String, properties: ResolvedProperties) -> StatedSection? {
        guard let document = text else { return nil }
        // Found once for what `find` reads: every state and mode of a component asks again,
        // most of them with the same lines.
        let textLine = properties.provenance["textColor"]
        let query = DecorativeBlocks.SectionQuery(
            component: component.name, variant: variant, file: component.spec.provenance.file, line: component.spec.provenance.line,
            textFile: textLine?.file, textLine: textLine?.line,
            lines: Set(properties.provenance.values.filter { $0.file == document.file }.map(\.line)))
        if let known = decorativeBlocks.statedSections[query] { return known }
        let lineWords = lineWords
        let found = StatedSection.find(
            component: component, variant: variant, properties: properties, document: document, palette: palette, components: components,
            page: page.fill == .solid(page.representativeColor) ? page.representativeColor : nil, groundValues: groundValues,
            lineWords: { lineWords.words(ofLine: $0, in: document) })
        decorativeBlocks.statedSections[query] = found
        return found
    }

    /// A fill that is one of the system's gradients, as its text is seen where it is faintest:
    /// a label laid across the gradient must be read at its weakest point, as text on a gradient
    /// page is.
    private func atFaintestPoint(_ properties: ResolvedProperties) -> ResolvedProperties {
        guard properties.fill == nil, let gradient = properties.fillGradient,
              let background = GradientBackground(stops: gradient.colorStops, canvas: page.representativeColor) else { return properties }
        var out = properties
        let faintest = properties.textColor.map { background.contrastRange(against: $0).worst.background } ?? background.effectiveColor(at: 0)
        out.fill = faintest
        out.tokenNames["fill"] = "\(properties.tokenNames["fill"] ?? "its gradient") where the text is faintest (\(faintest.hex))"
        return out
    }

    /// Text on a section the description names dark but gives no colour for ("Used on
    /// dark-green bands"): measured on the page it would be a pairing nobody chose. Listed as
    /// not verifiable; so is text on a gradient the document gives one colour of.
    private func unknownSection(
        component: ResolvedComponent, variant: String, state: ComponentState, properties: ResolvedProperties, mode: TokenMode
    ) -> SkippedPair? {
        guard properties.textColor != nil, !(properties.fill?.isOpaque ?? false),
              let section = statedSection(component: component, variant: variant, properties: properties),
              section.color == nil || section.isGradient else { return nil }
        let what = section.isGradient
            ? "a gradient the document gives only one colour of: not verifiable, as text on any gradient named in words"
            : "a dark section whose colour the document does not give: not verifiable on the page"
        return SkippedPair(
            context: PairContext(component: component.name, kind: component.kind, variant: variant, state: state, mode: mode, element: "text"),
            reason: "\(section.name.hasPrefix("a dark ground") ? "it is meant for" : "its description puts it on") \(section.name), \(what)",
            source: SourceReference(file: text?.file ?? component.spec.provenance.file, line: section.line), cause: .unverifiable)
    }

    /// A labelled control (a button, a pill, a badge) whose fill the document states but whose
    /// text colour it does not: its label is drawn in some colour nobody wrote down, so a claim
    /// about its text cannot be checked. Listed, never measured against a guess.
    private func unstatedText(
        component: ResolvedComponent, variant: String, state: ComponentState, properties: ResolvedProperties, mode: TokenMode
    ) -> SkippedPair? {
        // An icon button ("white mic icon", a "+" icon) draws a glyph, not a label.
        let labelled: Set<ComponentKind> = [.button, .pill, .statusBadge]
        let words = ComponentKind.words(of: component.name + " " + component.spec.provenance.excerpt)
        guard state == .default, labelled.contains(component.kind), properties.textColor == nil, let fill = properties.fill, fill.alpha > 0,
              properties.unresolved.isEmpty, !Vocabulary.standard.pairingElements.graphic.occurs(in: words) else { return nil }
        return SkippedPair(
            context: PairContext(component: component.name, kind: component.kind, variant: variant, state: state, mode: mode, element: "text"),
            reason: "the document states its fill but not its text colour",
            source: properties.provenance["fill"].map(SourceReference.init) ?? SourceReference(component.spec.provenance))
    }

    /// An appearance the document does not describe (the dark one, or the light one where the
    /// document calls dark its default): the component's colours are the default appearance's
    /// (no value of this appearance for any), and with no opaque fill of its own its text would
    /// be read on this appearance's page, a pairing nobody chose. Listed, not measured as a failure.
    private func undescribed(
        component: ResolvedComponent, variant: String, state: ComponentState, properties: ResolvedProperties, mode: TokenMode,
        defaultLook: ResolvedProperties
    ) -> SkippedPair? {
        guard properties.carriesColours(unchangedFrom: defaultLook) else { return nil }
        let appearance = mode == .dark ? "dark" : "light"
        return SkippedPair(
            context: PairContext(component: component.name, kind: component.kind, variant: variant, state: state, mode: mode, element: "text"),
            reason: "the document gives no \(appearance) value for its colours, so its look on the \(appearance) page is not described",
            source: (properties.provenance["textColor"] ?? properties.provenance["borderColor"]).map(SourceReference.init) ?? SourceReference(component.spec.provenance), cause: .undescribed)
    }

    private func drafts(
        component: ResolvedComponent, variant: String, state: ComponentState, properties: ResolvedProperties, mode: TokenMode,
        graphic: GraphicElement? = nil, isPart: Bool = false, restingBorder: Bool = false,
        layer: (stated: RGBAColor, name: String)? = nil, graphicExemption: String? = nil
    ) -> [ContrastPair.Draft] {
        var drafts: [ContrastPair.Draft] = []
        // A control's variant named for its disabled look (`.input-disabled` read as
        // "Disabled") is the disabled state, which WCAG exempts, whatever the reader called it.
        // A status badge or dot saying "Disabled" tells the user something, and stays measured.
        let inactive = Vocabulary.standard.pairingElements.inactive
        let namedInactive = ![.statusBadge, .indicatorDot].contains(component.kind)
            && !Set(ComponentKind.words(of: variant + " " + component.name)).isDisjoint(with: inactive)
        let exemption = state == .disabled || namedInactive ? ContrastPair.inactiveExemption : nil
        let opacity = min(1, max(0, properties.opacity ?? 1))
        // Group opacity, which is what `.opacity()` and CSS `opacity` do: the element is drawn
        // whole (text on its fill), then faded over the page. So the fill's pixels are the
        // faded fill over the page, and the text's pixels are the faded text-on-fill over the
        // page: the text covers its own fill, it is not laid on the faded one.
        var fill = properties.fill.map { $0.withAlpha($0.alpha * opacity) }
        var fillName = layer?.name ?? properties.fill.map { describe($0, token: properties.tokenNames["fill"]) }
        let (ownFill, ownFillName) = (fill, fillName)
        // A state's layer on its resting fill is reported as stated, measured as laid.
        let statedFill = layer.map { $0.stated.withAlpha($0.stated.alpha * opacity) }
        // "A tag on the ink hero": what shows through a missing or translucent fill is the
        // section the description puts the component on, not the page. A light or dark ground
        // ("on light surfaces") is what a filled one's edge is seen against.
        let section = statedSection(component: component, variant: isPart ? "" : variant, properties: properties)
        let ground = section.flatMap { section in section.color.map { (name: section.name, color: $0) } }
        if !(fill?.isOpaque ?? false), let ground {
            fillName = fill == nil ? ground.name : "\(fillName ?? "fill") over \(ground.name)"
            fill = fill.map { $0.composited(over: ground.color) } ?? ground.color
        }
        let edgeGround = section.map { $0.places(properties) } ?? false ? ground : nil
        func context(_ element: String, size: Double? = nil, weight: Int? = nil, notes: [String] = []) -> PairContext {
            var notes = notes
            if opacity < 1 { notes.append("element opacity \(opacity.percentText)") }
            return PairContext(
                component: component.name, kind: component.kind, variant: variant, state: state, mode: mode,
                element: element, textSize: size, textWeight: weight, notes: notes)
        }
        let fallbackSource = SourceReference(component.spec.provenance)

        if let graphic, let icon = properties.textColor {
            // An icon sits on its component's fill, or on the page without one. A shape the
            // document calls decoration (an ornamental rule under a title, which the title's
            // text identifies) is exempt, as decorative text is.
            let decorative = exemption == nil && graphic == .shape
                ? decoration(component: component, variant: variant, properties: properties, isPart: isPart)
                    ?? (isPart ? nil : describedAsDecoration(component, properties: properties)) : nil
            drafts.append(ContrastPair.Draft(
                origin: .component, category: .nonText, foreground: icon.withAlpha(icon.alpha * opacity),
                foregroundName: describe(icon, token: properties.tokenNames["textColor"]), fill: fill, fillName: fillName,
                statedFill: statedFill,
                context: context(graphic.rawValue), source: (properties.provenance["textColor"]).map(SourceReference.init) ?? fallbackSource,
                exemption: exemption ?? graphicExemption ?? decorative.map { AuditContext.decorativeShapeExemption(words: $0.words, line: $0.line) }))
        } else if let text = properties.textColor {
            var notes: [String] = []
            let size = properties.font?.size ?? {
                notes.append("no font size given: \(Int(Self.defaultTextSize))px assumed")
                return Self.defaultTextSize
            }()
            let weight = CSSFontWeight.parse(properties.font?.weight) ?? {
                notes.append("no font weight given: \(Self.defaultTextWeight) assumed")
                return Self.defaultTextWeight
            }()
            var foreground = text.withAlpha(text.alpha * opacity)
            var includesFill = false
            if let ownFill = properties.fill, opacity < 1 {
                let onFill = text.composited(over: ownFill)
                foreground = onFill.withAlpha(onFill.alpha * opacity)
                includesFill = true
            }
            let source = properties.provenance["textColor"] ?? properties.provenance["fill"]
            let decorative = exemption == nil ? decoration(component: component, variant: variant, properties: properties, isPart: isPart) : nil
            let textDraft = ContrastPair.Draft(
                origin: .component, category: ContrastCategory(textSize: TextSizeCategory(pixelSize: size, weight: weight)),
                foreground: foreground, foregroundName: describe(text, token: properties.tokenNames["textColor"]),
                fill: fill, fillName: fillName, statedFill: statedFill,
                context: context("text", size: size, weight: weight, notes: notes),
                source: source.map(SourceReference.init) ?? fallbackSource,
                exemption: exemption ?? decorative.map { AuditContext.decorativeExemption(words: $0.words, line: $0.line) },
                includesFill: includesFill)
            drafts.append(textDraft)
            // "yellow on dark, also yellow on light": text without a fill of its own is measured
            // on every ground its notes name, not only the one it is drawn on.
            if !isPart, !includesFill, !(ownFill?.isOpaque ?? false) {
                let used = ground?.color ?? page.representativeColor
                for other in otherGrounds(component: component, properties: properties, besides: used) {
                    var draft = textDraft
                    draft.fill = ownFill.map { $0.composited(over: other.color) } ?? other.color
                    draft.fillName = ownFill == nil ? other.name : "\(ownFillName ?? "fill") over \(other.name)"
                    drafts.append(draft)
                }
            }
        }

        // Boundaries are judged against what surrounds the component: the page. Only what alone
        // identifies the component or its state is held to 3:1: a focus ring, an indicator, a
        // field's or control's edge. A labelled button, pill or badge is told by its label.
        let bounded = !isPart && Self.isBounded(component)
        let hasBorder = properties.borderColor != nil && (properties.borderWidth ?? 1) > 0
        if hasBorder, let border = properties.borderColor, !restingBorder, state == .focus || bounded || component.kind == .indicatorDot {
            let element = state == .focus ? "focus ring" : (component.kind == .indicatorDot ? "indicator" : "border")
            var borderExemption = exemption
            // A field whose own fill stands out from the page is told by its fill: its border
            // may be as faint as it likes.
            if borderExemption == nil, state != .focus, component.kind != .indicatorDot, let fill,
               case let standing = standing(of: fill, on: edgeGround?.color), ContrastRequirement.nonText.isMet(by: standing) {
                borderExemption = "its fill sets it apart from \(edgeGround == nil ? "the page" : "its ground") (\(standing.formatted):1), so WCAG 1.4.11 does not ask 3:1 of its border"
            }
            drafts.append(ContrastPair.Draft(
                origin: .component, category: .nonText, foreground: border.withAlpha(border.alpha * opacity),
                foregroundName: describe(border, token: properties.tokenNames["borderColor"]), fill: edgeGround?.color, fillName: edgeGround?.name,
                context: context(element), source: (properties.provenance["borderColor"]).map(SourceReference.init) ?? fallbackSource,
                exemption: borderExemption))
        } else if let componentFill = properties.fill, !isPart, Self.filledControls.contains(component.kind) || component.kind == .indicatorDot, !hasBorder {
            // A switch without a border is told by its track; a dot is its fill.
            drafts.append(ContrastPair.Draft(
                origin: .component, category: .nonText, foreground: componentFill.withAlpha(componentFill.alpha * opacity),
                foregroundName: describe(componentFill, token: properties.tokenNames["fill"]), fill: edgeGround?.color, fillName: edgeGround?.name,
                context: context(component.kind == .indicatorDot ? "indicator" : "fill"),
                source: (properties.provenance["fill"]).map(SourceReference.init) ?? fallbackSource, exemption: exemption))
        }
        return drafts
    }

    /// The light and dark grounds a component's notes put its text on ("yellow on dark, also
    /// yellow on light": `StatedSection.groundTones`), other than the one it is measured on
    /// already: a ground of the page's lightness is the page, one of the other lightness the
    /// document's ground of that lightness (`canvas-light`), when it names one; an unknown one is
    /// left out. Read in the component's prose caption (a front-matter component's) or the block
    /// of its text colour's line; only where the document gives no dark-mode values, where light
    /// and dark are its appearances.
    private func otherGrounds(component: ResolvedComponent, properties: ResolvedProperties, besides used: RGBAColor) -> [(name: String, color: RGBAColor)] {
        guard groundsByLightness, let document = text, component.spec.provenance.file == document.file,
              case .solid(let pageColor) = page.fill else { return [] }
        var lines: [Int] = []
        if !component.spec.describedAt.isEmpty {
            lines = component.spec.describedAt.flatMap { AuditContext.block(around: $0, in: document).map(\.line) }
        } else if let textLine = properties.provenance["textColor"], textLine.file == document.file {
            lines = AuditContext.block(around: textLine.line, in: document).map(\.line)
        }
        let pageIsDark = pageColor.withAlpha(1).relativeLuminance < 0.18
        var out: [(name: String, color: RGBAColor)] = []
        for number in Set(lines).sorted() {
            for tone in StatedSection.groundTones(in: document.line(number)) {
                let toneWord = tone == .dark ? "dark" : "light"
                let ground: (name: String, color: RGBAColor)?
                if (tone == .dark) == pageIsDark {
                    ground = ("on \(toneWord) (line \(number)): \(page.name)", pageColor)
                } else {
                    ground = StatedSection.namedGround(tone, noun: nil, palette: palette, groundValues: groundValues)
                        .map { ("on \(toneWord) (line \(number)): \($0.name)", $0.color) }
                }
                guard let ground, ground.color.withAlpha(1) != used.withAlpha(1),
                      !out.contains(where: { $0.color == ground.color }) else { continue }
                out.append(ground)
            }
        }
        return out
    }

    /// How far a fill stands out from the page where it stands out least: over a gradient, its
    /// weakest point.
    private func standing(of fill: RGBAColor, on ground: RGBAColor? = nil) -> ContrastRatio {
        let grounds: [RGBAColor] = if let ground { [ground] } else {
            switch page.fill {
            case .solid(let color): [color]
            case .gradient(let stops): stops.map(\.color)
            }
        }
        return grounds.map { ground in
            let opaque = ground.withAlpha(1)
            return ContrastRatio(between: fill.composited(over: opaque), and: opaque)
        }.min() ?? ContrastRatio(1)
    }

    /// The token the component names for this colour; else the palette token with this colour
    /// and alpha, else its hex. A colour whose alpha the component set itself (a token at 50%)
    /// spells the alpha out.
    private func describe(_ color: RGBAColor, token: String?) -> String {
        if let token {
            let stated = palette.first { $0.name == token }?.color
            return stated.map { $0.alpha == color.alpha } ?? color.isOpaque ? token : "\(token) at \(color.alpha.percentText)"
        }
        let opaque = color.withAlpha(1)
        // The same 8-bit channels are the same hex, without formatting one per entry; a token of
        // the same channels and alpha is preferred over one that differs only in its alpha.
        func sameChannels(_ entry: RGBAColor) -> Bool {
            entry.withAlpha(1) == opaque || (entry.red8, entry.green8, entry.blue8) == (opaque.red8, opaque.green8, opaque.blue8)
        }
        let exact = palette.first { sameChannels($0.color) && $0.color.alpha8 == color.alpha8 }
        let name = (exact ?? palette.first { sameChannels($0.color) })?.name ?? color.opaqueHex
        if exact != nil { return name }
        return color.isOpaque ? name : "\(name) at \(color.alpha.percentText)"
    }
}
