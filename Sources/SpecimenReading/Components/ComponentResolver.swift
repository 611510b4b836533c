import SpecimenModel

nonisolated(unsafe) private let cssVariable = #/var\(\s*(--[A-Za-z0-9_-]+)\s*(?:,[^)]*)?\)/#

/// Resolves component specs against a system's tokens. A reference that names no token, or
/// a token without a value, becomes a diagnostic at the line that used it; it never stops
/// the build.
public struct ComponentResolver: Sendable {
    public var tokens: ResolvedTokens
    /// The appearance to resolve colours for; nil is the document's default (light) values.
    public var mode: TokenMode?

    public init(tokens: ResolvedTokens, mode: TokenMode? = nil) {
        self.tokens = tokens
        self.mode = mode
    }

    public func resolve(_ spec: ComponentSpec) -> (component: ResolvedComponent, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var variants: [ResolvedVariant] = []
        for variant in spec.effectiveVariants {
            let base = variant[.default]
            var states: [ComponentState: ResolvedProperties] = [.default: resolve(base, diagnostics: &diagnostics)]
            // In the states' order, so the same document warns in the same order on every run.
            for state in variant.states.keys.sorted() where state != .default {
                guard let own = variant.states[state] else { continue }
                var effective = own.merged(over: base)
                if own.invertsColors?.value == true {
                    // "Invert colors": the default's fill becomes the text colour and back,
                    // unless the state names its colours itself.
                    if own.fill == nil { effective.fill = base.textColor }
                    if own.textColor == nil { effective.textColor = base.fill }
                }
                var resolved = resolve(effective, diagnostics: &diagnostics)
                // `Hover: likely a deeper shadow`: a state's shadow in words not understood keeps
                // the default's, drawn, and its own words listed as unread; without it the state
                // would be drawn flat, which the words do not say.
                if resolved.shadow == nil, resolved.unresolvedValues["shadow"] != nil, let shadow = states[.default]?.shadow {
                    resolved.shadow = shadow
                    resolved.provenance["shadow"] = states[.default]?.provenance["shadow"]
                }
                states[state] = resolved
            }
            variants.append(ResolvedVariant(name: variant.name, states: states))
        }
        let parts = spec.parts.map { ResolvedPart(name: $0.name, properties: resolve($0.properties, diagnostics: &diagnostics), variant: $0.variant, child: $0.child, line: $0.provenance.line) }
        var seen: Set<String> = []
        diagnostics = diagnostics.filter { seen.insert($0.formatted).inserted }
        return (ResolvedComponent(spec: spec, variants: variants, parts: parts), diagnostics)
    }

    public func resolve(_ specs: [ComponentSpec]) -> (components: [ResolvedComponent], diagnostics: [Diagnostic]) {
        var components: [ResolvedComponent] = []
        var diagnostics: [Diagnostic] = []
        for spec in specs {
            let (component, found) = resolve(spec)
            components.append(component)
            diagnostics += found
        }
        return (Self.drawingChildren(components), diagnostics)
    }

    /// Each part that is another component takes that component's default look, with the
    /// part's own copy when it gives one. A key that names no component leaves the part as it
    /// was read: its name, in no look of its own.
    static func drawingChildren(_ components: [ResolvedComponent]) -> [ResolvedComponent] {
        guard components.contains(where: { $0.parts.contains { $0.child != nil } }) else { return components }
        var byKey: [String: ResolvedComponent] = [:]
        for component in components { byKey[Slug.make(component.name, fallback: "")] = byKey[Slug.make(component.name, fallback: "")] ?? component }
        return components.map { component in
            var out = component
            for index in out.parts.indices {
                guard let key = out.parts[index].child, let child = byKey[Slug.make(key, fallback: "")], child.name != component.name,
                      var look = child.variants.first?[.default] else { continue }
                look.sampleText = out.parts[index].properties.sampleText ?? look.sampleText
                if let copy = out.parts[index].properties.provenance["sampleText"] { look.provenance["sampleText"] = copy }
                out.parts[index].properties = look
                out.parts[index].name = child.name
            }
            return out
        }
    }

    private func resolve(_ set: PropertySet, diagnostics: inout [Diagnostic]) -> ResolvedProperties {
        var provenance: [String: Provenance] = [:]
        var unresolved: Set<String> = []
        var unresolvedValues: [String: ResolvedProperties.UnresolvedValue] = [:]
        var tokenNames: [String: String] = [:]
        var alternatives: [String: [RGBAColor]] = [:]
        var fillGradient: Gradient?
        func color(_ name: String, _ value: PropertyValue<RGBAColor>?) -> RGBAColor? {
            guard var value else { return nil }
            // `#fff (light) or #191918 (dark)`: the dark appearance draws the dark colour.
            if mode == .dark, value.darkValue != nil || value.darkReference != nil {
                value.value = value.darkValue
                value.reference = value.darkReference
                value.opacity = nil
                value.alternatives = []
            }
            func unknown() {
                unresolved.insert(name)
                unresolvedValues[name] = ResolvedProperties.UnresolvedValue(text: ValueScanner.clean(value.raw), provenance: value.provenance)
            }
            if value.isUnknown {
                unknown()
                return nil
            }
            var resolved: RGBAColor?
            // `Dusk gradient` naming one of the system's gradients: the fill is that gradient.
            if name == "fill", value.value == nil, case let reference = value.reference ?? ValueScanner.clean(value.raw),
               let token = tokens.index.lookup(reference, preferring: .gradient),
               case .gradient(let gradient)? = tokens.value(of: token, mode: mode) {
                fillGradient = gradient
                tokenNames[name] = token.name
                provenance[name] = value.provenance
                return nil
            }
            // A gradient the fill's words state (`linear-gradient(90deg, #A, #B)`, `Linear
            // gradient #A to #B`) is drawn and measured as one; one they name but that cannot be
            // read is the document's words, never its first colour drawn flat.
            if name == "fill", let stated = Self.statedGradient(in: value.raw) {
                guard case .gradient(let gradient) = stated else {
                    unknown()
                    return nil
                }
                fillGradient = gradient
                provenance[name] = value.provenance
                // Named as the system's gradient of the same stops, when it has one.
                if let token = tokens.tokens(of: .gradient).first(where: { token in
                    if case .gradient(gradient)? = tokens.value(of: token, mode: mode) { true } else { false }
                }) {
                    tokenNames[name] = token.name
                }
                return nil
            }
            // `Ember gradient` where the system defines no such gradient: one colour of it drawn
            // flat would pass for the document's fill.
            if name == "fill", value.value == nil, ColorValueScanner.matches(in: value.raw).isEmpty,
               Vocabulary.standard.auditContext.gradientBackdrops.occurs(in: ComponentKind.words(of: value.raw)) {
                unknown()
                return nil
            }
            if let literal = value.value {
                resolved = literal
                // A front matter's `{colors.on-primary}` arrives resolved, with its name beside it.
                if let reference = value.reference, let token = tokens.index.lookup(reference, mode: mode) { tokenNames[name] = token.name }
            } else if let reference = value.reference {
                resolved = lookupColor(reference)
                if resolved != nil, let token = tokens.index.lookup(reference, mode: mode) { tokenNames[name] = token.name }
                // `Green (50% opacity)`: a colour the document names, at an opacity of its own.
                if resolved == nil, let (named, opacity) = Self.namedAtOpacity(reference), let token = tokens.index.lookup(named, mode: mode),
                   case .color(let color)? = tokens.value(of: token, mode: mode) {
                    resolved = color.withAlpha(color.alpha * opacity)
                    tokenNames[name] = token.name
                }
                if resolved == nil {
                    diagnostics.append(self.unresolved(reference, value.provenance))
                    unknown()
                }
            } else {
                // `Fill: Nowhere`: stated, but naming no colour the system knows. Unknown, never
                // a default: the preview says so and the audit measures nothing against it.
                diagnostics.append(self.unresolved(ValueScanner.clean(value.raw), value.provenance))
                unknown()
            }
            guard var color = resolved else { return nil }
            if let opacity = value.opacity { color = color.withAlpha(color.alpha * opacity) }
            provenance[name] = value.provenance
            if !value.alternatives.isEmpty, value.value != nil {
                alternatives[name] = value.alternatives.map { alternative in value.opacity.map { alternative.withAlpha(alternative.alpha * $0) } ?? alternative }
            }
            return color
        }
        func length(_ name: String, _ value: PropertyValue<Length>?) -> Double? {
            guard let value else { return nil }
            // A step's name is looked for in the scale the property draws from first.
            let kind: TokenKind? = switch name {
            case "radius": .radius
            case "paddingVertical", "paddingHorizontal": .spacing
            case "borderWidth": .borderWidth
            default: nil
            }
            // Words that give no length ("same padding as a button not described"): not understood.
            if value.isUnknown {
                unresolvedValues[name] = ResolvedProperties.UnresolvedValue(text: ValueScanner.clean(value.raw), provenance: value.provenance)
                return nil
            }
            if let literal = value.value {
                // A length past what any reader should let through is not drawn.
                guard Length.isDrawable(literal.cssPixels) else { return nil }
                provenance[name] = value.provenance
                // A front matter's `{rounded.md}` arrives resolved, with its name beside it; a
                // `rounded-xl` read at the framework's scale yields to the document's own `xl`.
                guard let reference = value.reference, let token = tokens.index.lookupLength(reference, kind: kind) else { return literal.cssPixels }
                tokenNames[name] = token.name
                if token.kind == kind, case .dimension(let length, _)? = tokens.value(of: token) { return length.cssPixels }
                return literal.cssPixels
            }
            guard let reference = value.reference else { return nil }
            if let token = tokens.index.lookupLength(reference, kind: kind), let resolved = tokens.value(of: token) {
                tokenNames[name] = token.name
                switch resolved {
                case .dimension(let length, _), .borderWidth(let length):
                    provenance[name] = value.provenance
                    return length.cssPixels
                case .number(let number):
                    provenance[name] = value.provenance
                    return number
                default: break
                }
            }
            diagnostics.append(self.unresolved(reference, value.provenance))
            return nil
        }
        func flag(_ name: String, _ value: PropertyValue<Bool>?) -> Bool {
            if let value, value.value == true { provenance[name] = value.provenance; return true }
            return false
        }
        func number(_ name: String, _ value: PropertyValue<Double>?, in range: ClosedRange<Double>) -> Double? {
            guard let value, let number = value.value else { return nil }
            // Readers keep values out of range as words; this holds for any reader to come.
            guard range.contains(number) else { return nil }
            provenance[name] = value.provenance
            return number
        }
        // A shadow written out, or named by the palette's shadow token (`Shadow: Level 2`).
        // Words that name none ("with shadow") stay words, shown as not understood: a made-up
        // shadow would pass for the document's.
        var noShadow = false
        func shadow(_ value: PropertyValue<Shadow>?) -> Shadow? {
            guard let value else { return nil }
            // `Shadow: none`, `Shadow: なし`: stated, and none.
            if !value.isUnknown, value.value == nil, Self.saysNoShadow(value.raw) {
                noShadow = true
                provenance["shadow"] = value.provenance
                return nil
            }
            var resolved = value.isUnknown ? nil : value.value
            if resolved == nil, !value.isUnknown, let reference = value.reference, let token = tokens.index.lookup(reference, preferring: .shadow),
               case .shadow(let named)? = tokens.value(of: token) {
                resolved = named
                tokenNames["shadow"] = token.name
            }
            // `var(--raised)`: the system's shadow token; `0 0 0 3px var(--focus-glow)`: a ring
            // whose colour is the system's token.
            if resolved == nil, !value.isUnknown, value.raw.contains(literal: "var(") {
                if let whole = value.raw.trimmingWhitespace.trimming(charactersIn: ";").wholeMatch(of: cssVariable),
                   let token = tokens.index.lookup(String(whole.1)), case .shadow(let named)? = tokens.value(of: token) {
                    resolved = named
                    tokenNames["shadow"] = token.name
                } else {
                    resolved = Self.shadow(value.raw) { lookupColor($0) }
                }
            }
            // "Carries Level 3 soft-stack shadow", "inherits the focus-ring shadow": words
            // naming one of the system's shadows (`NamedShadow`), all its layers.
            if resolved == nil, !value.isUnknown, value.value == nil, value.reference != nil, !NamedShadow.isHedged(value.raw), !NamedShadow.isAnothersShadow(value.raw),
               let named = NamedShadow.shadow(in: value.raw, among: NamedShadow.candidates(in: tokens.tokens), value: { token in
                   if case .shadow(let shadow)? = tokens.value(of: token) { return shadow }
                   return nil
               }) {
                resolved = named.shadow
                if let token = named.token { tokenNames["shadow"] = token.name }
            }
            // `Light shadow (shadow-sm)`: a shadow utility, the document's own shadow step of
            // that name where it has one, else at the framework's own scale.
            if resolved == nil, !value.isUnknown, value.value == nil, let (step, framework) = TailwindShadowClasses.shadow(in: value.raw) {
                if let (token, own) = TailwindShadowClasses.documentStep(step, in: tokens) {
                    resolved = own
                    tokenNames["shadow"] = token.name
                } else {
                    resolved = framework
                }
            }
            if resolved != nil {
                provenance["shadow"] = value.provenance
            } else {
                unresolvedValues["shadow"] = ResolvedProperties.UnresolvedValue(text: ValueScanner.clean(value.raw), provenance: value.provenance)
            }
            return resolved
        }
        if let text = set.sampleText, text.value != nil { provenance["sampleText"] = text.provenance }
        if let style = set.borderStyle, style.value != nil { provenance["borderStyle"] = style.provenance }
        var out = ResolvedProperties(
            fill: color("fill", set.fill), textColor: color("textColor", set.textColor),
            borderWidth: length("borderWidth", set.borderWidth), borderColor: color("borderColor", set.borderColor),
            borderSide: set.borderSide?.value, radius: length("radius", set.radius),
            continuousCorners: flag("continuousCorners", set.continuousCorners), fullyRounded: flag("fullyRounded", set.fullyRounded),
            height: length("height", set.height), minHeight: length("minHeight", set.minHeight),
            width: length("width", set.width), minWidth: length("minWidth", set.minWidth), fullWidth: flag("fullWidth", set.fullWidth),
            paddingVertical: length("paddingVertical", set.paddingVertical), paddingHorizontal: length("paddingHorizontal", set.paddingHorizontal),
            font: nil, shadow: shadow(set.shadow), opacity: number("opacity", set.opacity, in: 0...1), scaleOnPress: number("scaleOnPress", set.scaleOnPress, in: 0...10),
            sampleText: set.sampleText?.value, provenance: [:])
        out.borderStyle = set.borderStyle?.value
        out.fillGradient = fillGradient
        out.noShadow = noShadow
        out.alternatives = alternatives
        for (name, words) in set.offeredWords { out.offeredWords[name] = words }
        // `16px 16px 0 0`, `6px 35px 6px 15px`: CSS's shorthand, drawn side by side as written.
        if out.radius != nil, set.radius?.value != nil, let corners = set.radius.flatMap({ Self.shorthand(in: $0.raw) }),
           corners.count > 1, Set(corners).count > 1 {
            out.cornerRadii = corners
        } else if let radius = out.radius, radius > 0, set.radius?.value != nil,
                  let side = set.radius.flatMap({ $0.raw.firstMatch(of: Self.cornersOfOneSide) }).map({ $0.1.lowercased() }) {
            // `25px top corners`: the two corners of that side rounded, the other two square.
            let rounded: [String: [Bool]] = ["top": [true, true, false, false], "bottom": [false, false, true, true],
                                             "left": [true, false, false, true], "right": [false, true, true, false]]
            out.cornerRadii = rounded[side]?.map { $0 ? radius : 0 }
        }
        if out.paddingVertical != nil, set.paddingVertical?.value != nil, let edges = set.paddingVertical.flatMap({ Self.shorthand(in: $0.raw) }),
           edges.count > 2, edges.count == 4 ? (edges[0] != edges[2] || edges[1] != edges[3]) : edges[0] != edges[2] {
            out.paddingEdges = edges
        }
        if let font = set.font, let spec = font.value {
            out.font = resolveFont(spec, at: font.provenance, diagnostics: &diagnostics)
            provenance["font"] = font.provenance
            // `Font: Caption` where the type scale has no Caption: the style's name, not understood.
            if let style = spec.styleReference, typeStyle(named: style) == nil, !namesFontFamily(style) {
                unresolvedValues["font"] = ResolvedProperties.UnresolvedValue(text: style, provenance: font.provenance)
            } else if let family = spec.family, family.hasPrefix("--"), out.font?.family == nil {
                unresolvedValues["font"] = ResolvedProperties.UnresolvedValue(text: family, provenance: font.provenance)
            }
        }
        out.provenance = provenance
        out.tokenNames = tokenNames
        out.unresolved = unresolved
        out.unresolvedValues = unresolvedValues
        return out
    }

    private func resolveFont(_ spec: FontSpec, at provenance: Provenance, diagnostics: inout [Diagnostic]) -> ResolvedFont {
        var font = ResolvedFont(family: spec.family, size: spec.size?.cssPixels, weight: spec.weight, italic: spec.italic, uppercase: spec.uppercase)
        font.textCase = spec.textCase
        font.letterSpacing = spec.letterSpacing?.cssPixels
        font.letterSpacingEms = spec.letterSpacingEms
        font.lineHeight = spec.lineHeight
        font.lineHeightPixels = spec.lineHeightLength?.cssPixels
        font.decoration = spec.decoration
        if let reference = spec.styleReference {
            if let style = typeStyle(named: reference) {
                font.family = font.family ?? style.family
                font.size = font.size ?? style.size?.cssPixels
                font.weight = font.weight ?? style.weight
                if font.letterSpacing == nil, font.letterSpacingEms == nil { font.letterSpacing = style.tracking?.cssPixels }
                // A type style's line height is a multiplier up to a few, a height in px past that.
                if font.lineHeight == nil, font.lineHeightPixels == nil, let height = style.lineHeight {
                    if height <= 4 { font.lineHeight = height } else { font.lineHeightPixels = height }
                }
            } else if namesFontFamily(reference), let token = tokens.index.lookup(reference), case .fontFamily(let stack)? = tokens.value(of: token) {
                // `Font: \`--mono\``: the reference names a family, not a type style.
                font.family = font.family ?? stack.family
            } else {
                diagnostics.append(unresolved(reference, provenance))
            }
        }
        if let reference = spec.sizeReference, font.size == nil {
            if let token = tokens.index.lookup(reference), let value = tokens.value(of: token) {
                switch value {
                case .dimension(let length, _): font.size = length.cssPixels
                case .number(let number): font.size = number
                default: break
                }
            }
            if font.size == nil { diagnostics.append(unresolved(reference, provenance)) }
        }
        if let family = font.family, let token = tokens.index.lookup(family), case .fontFamily(let stack)? = tokens.value(of: token) {
            font.family = stack.family
        } else if let family = font.family, family.hasPrefix("--") {
            // A custom property no stack defines names no font: kept as words, never drawn.
            diagnostics.append(unresolved(family, provenance))
            font.family = nil
        }
        return font
    }

    /// Whether a reference names one of the document's font families.
    private func namesFontFamily(_ reference: String) -> Bool {
        guard let token = tokens.index.lookup(reference), case .fontFamily? = tokens.value(of: token) else { return false }
        return true
    }

    /// The type style a reference names, where a colour or a step of another scale shares its name.
    private func typeStyle(named reference: String) -> TypeStyle? {
        guard let token = tokens.index.lookup(reference, preferring: .typeStyle), case .typeStyle(let style)? = tokens.value(of: token) else { return nil }
        return style
    }

    /// A shadow whose colours are CSS variables, each replaced by the colour `color` gives it;
    /// nil when one names no colour.
    package static func shadow(_ text: String, color: (String) -> RGBAColor?) -> Shadow? {
        var text = text
        for match in text.matches(of: cssVariable).reversed() {
            guard let found = color(String(match.1)) else { return nil }
            text.replaceSubrange(match.range, with: found.css)
        }
        return ValueScanner.shadow(in: text)
    }

    /// A token's colour, a CSS literal, or one of the colour words every platform shares
    /// (`white`, `Color.clear`).
    private func lookupColor(_ reference: String) -> RGBAColor? {
        if let token = tokens.index.lookup(reference, mode: mode) {
            if case .color(let color)? = tokens.value(of: token, mode: mode) { return color }
            return nil
        }
        // `zinc-300` in a Text cell: a step of Tailwind's palette the system does not scale itself.
        return Self.literalColor(reference) ?? TailwindPalette.color(TokenIndex.clean(reference), besides: tokens)
    }

    /// `Green (50% opacity)`: the words before a bracket that holds only an opacity, and that
    /// opacity; nil for any other reference.
    package static func namedAtOpacity(_ reference: String) -> (name: String, opacity: Double)? {
        let text = TokenIndex.clean(reference)
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")"),
              let opacity = ValueScanner.opacity(in: String(text[open...])) else { return nil }
        let name = text[..<open].trimmingWhitespace
        return name.isEmpty ? nil : (name, opacity)
    }

    /// A reference that names no token but is a colour on its own: a CSS literal, or one of the
    /// colour words every platform shares (`white`, `Color.clear`).
    /// A custom property (`var(--color-white)`) the system does not define names no colour:
    /// its value is the style sheet's, which the document does not give, whatever its name says.
    package static func literalColor(_ reference: String) -> RGBAColor? {
        if let literal = RGBAColor(css: TokenIndex.clean(reference)) { return literal }
        if reference.trimmingWhitespace.hasPrefix("--") || reference.contains(literal: "var(") { return nil }
        let last = reference.split(separator: ".").last.map(String.init) ?? reference
        return ValueScanner.namedColor(TokenIndex.clean(last))
    }

    private func unresolved(_ reference: String, _ provenance: Provenance) -> Diagnostic {
        let known = tokens.index.lookup(reference) != nil
        let reason = known ? "token '\(reference.excerpt())' has no value (add it to specimen.yml)" : "unresolved reference '\(reference.excerpt())'"
        return Diagnostic(.warning, "component property: \(reason)", file: provenance.file, line: provenance.line)
    }
}

extension ComponentResolver {
    /// Calls that paint a gradient: a fill holding one is that gradient, or not understood.
    package static let gradientCalls = ["linear-gradient(", "radial-gradient(", "conic-gradient(", "LinearGradient(", "RadialGradient(", "AngularGradient("]

    /// What a fill's words state as a gradient.
    package enum StatedGradient: Equatable {
        case gradient(Gradient)
        /// A gradient is named, but its stops or shape cannot be read (a radial call, a `var()`
        /// stop, a stop that is no colour).
        case unread
    }

    /// The gradient a fill's words state: a CSS linear gradient call, or stops joined by
    /// arrows or "to" beside a gradient's word (`Linear gradient #A to #B`, `Gradient (#A →
    /// #B)`), which has CSS's own direction as it states none. Nil when they state none.
    package static func statedGradient(in raw: String) -> StatedGradient? {
        if gradientCalls.contains(where: { raw.contains(literal: $0) }) {
            guard !raw.contains(literal: "repeating-"), let css = ValueStatementInterpreter.cssLinearGradient(in: raw),
                  css.stops.count >= 2, css.failures.isEmpty else { return .unread }
            return .gradient(Gradient(stops: css.stops, direction: css.direction,
                                      angle: css.direction.flatMap(ValueScanner.angle(forDirection:)) ?? 180))
        }
        guard Vocabulary.standard.auditContext.gradientBackdrops.occurs(in: ComponentKind.words(of: raw)),
              let run = ValueStatementInterpreter.arrowStops(in: ValueScanner.clean(raw)) else { return nil }
        let stops = run.compactMap { literal -> GradientStop? in
            guard case .success(let color) = RGBAColor.parse(literal.text) else { return nil }
            return GradientStop(color: color)
        }
        return stops.count == run.count ? .gradient(Gradient(stops: stops, direction: nil, angle: 180)) : .unread
    }

    /// The two to four lengths of a CSS shorthand written in a row (`16px 16px 0 0`,
    /// `6px 35px 6px 15px`), in CSS pixels; at least one carries a unit, and nothing but spaces
    /// stands between them. Nil for one length or none, or lengths in separate phrases.
    /// `top corners`, `bottom corners`: the corners a radius is given to, by the side they share.
    nonisolated(unsafe) private static let cornersOfOneSide = #/(?i)\b(top|bottom|left|right)\s+corners\b/#

    package static func shorthand(in text: String) -> [Double]? {
        var best: [Double] = []
        var run: [Double] = []
        var hasUnit = false, bestHasUnit = false
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            // `500 (3px rounded corners)`: what a bracket opens restates the value before it,
            // never another corner.
            if word.first == "(" {
                if run.count > best.count { best = run; bestHasUnit = hasUnit }
                run = []; hasUnit = false
            }
            let trimmed = word.trimming(charactersIn: "`,;()")
            let whole = trimmed.count == word.count || word.last == "," || word.last == ";" || word.last == ")" || word.first == "(" || word.first == "`" || word.last == "`"
            if whole, ValueScanner.isLengthWord(Substring(trimmed)), let length = ValueScanner.step(in: trimmed)?.length {
                run.append(length.cssPixels)
                hasUnit = hasUnit || trimmed.contains(where: \.isLetter)
                // A comma or a closing bracket ends the run: `8px, 12px` are two phrases.
                if word.last == "," || word.last == ";" || word.last == ")" {
                    if run.count > best.count { best = run; bestHasUnit = hasUnit }
                    run = []; hasUnit = false
                }
            } else {
                if run.count > best.count { best = run; bestHasUnit = hasUnit }
                run = []; hasUnit = false
            }
        }
        if run.count > best.count { best = run; bestHasUnit = hasUnit }
        guard (2...4).contains(best.count), bestHasUnit else { return nil }
        return best
    }

    /// Whether a shadow's words say there is none: the whole value, less its code marks, a
    /// closing full stop and a state line's own label (`Hover: Shadow: none`), is one of
    /// `phraseFlags.noShadow` (`none`, `なし`, `no shadow`).
    package static func saysNoShadow(_ text: String) -> Bool {
        var value = ValueScanner.clean(text).trimmingWhitespace.trimming(charactersIn: "`.。;\"'").trimmingWhitespace.lowercased()
        if let colon = value.firstIndex(where: { $0 == ":" || $0 == "：" }),
           Vocabulary.standard.property(String(value[..<colon]).trimmingWhitespace) == .shadow {
            value = value[value.index(after: colon)...].trimmingWhitespace
        }
        let none = Vocabulary.standard.phraseFlags.noShadow
        // `none (flat design)`, `なし（フラットデザイン）`: a note in brackets after the value;
        // `mostly flat (box-shadow: none)`: the note is the value, written as CSS.
        if let open = value.firstIndex(where: LabelledText.openers.contains), let last = value.last, LabelledText.closers.contains(last) {
            let head = String(value[..<open].trimmingWhitespace)
            let note = String(value[value.index(after: open)..<value.index(before: value.endIndex)].trimmingWhitespace)
            // `なし（ホバー時に elevation-1 適用）`: a note giving a state its own shadow is more than
            // a remark; the words stay the document's.
            let words = ComponentKind.words(of: note)
            let namesAState = Vocabulary.standard.stateWords.keys.contains { word in
                word != "on" && (word.utf8.allSatisfy { $0 < 0x80 } ? words.contains(word) : note.contains(word))
            }
            return none.contains(note) || (!namesAState && none.contains(head))
        }
        return !value.isEmpty && none.contains(value)
    }
}
