import Foundation
import SpecimenModel

/// Reads a component described by utility classes, as Tailwind and shadcn documents do:
/// `bg-primary text-primary-foreground hover:bg-primary/90 rounded-md`. A class whose prefix
/// the vocabulary names (`bg`, `text`, `border`) and whose rest is a colour the system defines
/// (through the name index: `primary`, `brand-500`) or a bracketed literal (`bg-[#F5F5F5]`) sets
/// that colour; every other class (`text-sm`, `rounded-md`, `px-4`) says nothing about colour
/// and is left alone. A text that is not all classes is prose, not read here.
package struct UtilityClassReader {
    package var context: ComponentContext

    /// The colours by state, or nil when the text is not a list of utility classes or none of
    /// them names a colour.
    package func read(_ text: String, line: Int) -> [ComponentState: PropertySet]? {
        guard let words = Self.classWords(text) else { return nil }
        var out: [ComponentState: PropertySet] = [:]
        var shadowColors: [ComponentState: (word: String, color: RGBAColor?)] = [:]
        var gradients: [ComponentState: GradientClasses] = [:]
        var rings: [ComponentState: RingClasses] = [:]
        var utility = false
        for (word, spelledState) in words {
            var variants = word.split(separator: ":").map(String.init)
            let core = variants.removeLast()
            // Dark values come from the tokens' own dark definitions, not from `dark:` classes.
            if variants.contains("dark") { continue }
            let named = variants.map { ComponentState.from(label: $0, kind: nil) }
            // A breakpoint's (`md:bg-white`) or a pseudo-element's (`after:bg-primary`, an underline
            // drawn under a link) class is no look of the component at rest, nor of a state.
            if named.contains(nil) { continue }
            let state = named.lazy.compactMap { $0 }.first ?? spelledState ?? .default
            // A state's shape (`hover:shadow-md`, `disabled:opacity-50`) is that state's.
            if readShape(core, raw: word, line: line, into: &out[state, default: PropertySet()]) {
                // (A size alone, `h-3.5 w-3.5` for icons, is no look of a component.)
                utility = utility || core.contains(literal: "-") && !Self.isSizeClass(core)
                continue
            }
            // `active:scale-[0.98]`, `active:scale-95`: the size a press shrinks the component to.
            // (No other state's scale is a look the preview draws.)
            if state == .pressed, let factor = Self.scaleFactor(core) {
                out[state, default: PropertySet()].scaleOnPress = PropertyValue(raw: word, value: factor, provenance: context.provenance(line: line))
                utility = true
                continue
            }
            // `focus:ring-2 focus:ring-primary ring-offset-2`: a ring around the box, its width,
            // colour and gap.
            if core == "ring" || core.hasPrefix("ring-") {
                readRing(core, raw: word, line: line, into: &rings[state, default: RingClasses()])
                utility = true
                continue
            }
            // `bg-gradient-to-br from-teal-50 to-white`: a linear gradient and its stops.
            if let direction = Self.gradientDirection(core) {
                gradients[state, default: GradientClasses()].direction = direction
                gradients[state, default: GradientClasses()].words.append(word)
                utility = true
                continue
            }
            if let slot = ["from-", "via-", "to-"].firstIndex(where: core.hasPrefix) {
                gradients[state, default: GradientClasses()].stops[slot] = String(core.drop { $0 != "-" }.dropFirst())
                gradients[state, default: GradientClasses()].words.append(word)
                continue
            }
            // `shadow-blue-500/15` colours the shadow a step class draws (Tailwind's shadow colour).
            if core.hasPrefix("shadow-"), !core.contains(literal: "_"), let tint = color(String(core.dropFirst("shadow-".count)), raw: word, line: line) {
                // The system's colour by its name, else none known.
                var value = tint.value ?? tint.reference.flatMap(context.colorToken(named:)).flatMap { token -> RGBAColor? in
                    if case .color(let color)? = context.tokens.value(of: token) { return color }
                    return nil
                }
                if let opacity = tint.opacity { value?.alpha *= opacity }
                shadowColors[state] = (word, value)
                continue
            }
            guard let (meaning, rest) = Self.split(core) else { continue }
            // `border-t-sky-600`: one edge's colour, which the preview has no way to draw alone.
            if meaning == .border, let edge = rest.split(separator: "-").first, edge.count == 1, rest.count > 2 { continue }
            guard let value = color(rest, raw: word, line: line) else { continue }
            var set = out[state] ?? PropertySet()
            switch meaning {
            case .fill: set.fill = value
            case .text: set.textColor = value
            case .border: set.borderColor = value
            default: continue
            }
            out[state] = set
            utility = true
        }
        for (state, tint) in shadowColors { tintShadow(of: &out[state, default: PropertySet()], with: tint) }
        for (state, ring) in rings where ring.width != nil && out[state]?.shadow == nil {
            out[state, default: PropertySet()].shadow = ringShadow(ring, line: line)
        }
        for (state, classes) in gradients where classes.direction != nil {
            out[state, default: PropertySet()].fill = gradientFill(classes, line: line)
        }
        // `cards get a border`: lower-case words, one of which is a utility's too, are prose.
        guard utility else { return nil }
        out = out.filter { !$0.value.isEmpty }
        return out.isEmpty ? nil : out
    }

    /// A gradient's classes: its direction (`to bottom right`) and its `from-`, `via-` and `to-`
    /// colours, as written.
    private struct GradientClasses {
        var direction: String?
        var stops: [String?] = [nil, nil, nil]
        var words: [String] = []
    }

    /// A ring's classes: its width (`ring-2`; `ring` alone is 3px), its colour as written and
    /// as known, and the gap between it and the box (`ring-offset-2`).
    private struct RingClasses {
        var width: Double?
        var color: (word: String, value: RGBAColor?)?
        var offset: Double?
        var words: [String] = []
    }

    private func readRing(_ core: String, raw: String, line: Int, into ring: inout RingClasses) {
        ring.words.append(raw)
        let rest = core == "ring" ? "" : String(core.dropFirst("ring-".count))
        if rest.isEmpty {
            ring.width = 3
        } else if let width = Double(rest) {
            ring.width = width
        } else if rest.hasPrefix("offset-") {
            // (The gap's colour is the page's, white unless stated: not drawn otherwise.)
            if let offset = Double(rest.dropFirst("offset-".count)) { ring.offset = offset }
        } else if rest != "inset", let tint = color(rest, raw: raw, line: line) {
            var value = tint.value ?? tint.reference.flatMap(context.colorToken(named:)).flatMap { token -> RGBAColor? in
                if case .color(let color)? = context.tokens.value(of: token) { return color }
                return nil
            }
            if let opacity = tint.opacity { value?.alpha *= opacity }
            ring.color = (raw, value)
        }
    }

    /// The shadow a ring draws: a spread of its width around the box, outside a white gap where it
    /// has one. Without a colour known, the classes as written, not understood (never a
    /// framework's default colour).
    private func ringShadow(_ ring: RingClasses, line: Int) -> PropertyValue<Shadow> {
        let provenance = context.provenance(line: line)
        let written = ring.words.joined(separator: " ")
        guard let width = ring.width, let color = ring.color?.value else { return .unknown(raw: written, provenance: provenance) }
        let offset = ring.offset ?? 0
        var layers: [Shadow] = []
        if offset > 0 { layers.append(Shadow(x: Length(0, .px), y: Length(0, .px), blur: Length(0, .px), spread: Length(offset, .px), color: RGBAColor(red: 1, green: 1, blue: 1))) }
        layers.append(Shadow(x: Length(0, .px), y: Length(0, .px), blur: Length(0, .px), spread: Length(offset + width, .px), color: color))
        guard let shadow = Shadow(layers: layers) else { return .unknown(raw: written, provenance: provenance) }
        return PropertyValue(raw: written, value: shadow, provenance: provenance)
    }

    /// `bg-gradient-to-br` (v3), `bg-linear-to-br` (v4) → `to bottom right`.
    private static func gradientDirection(_ core: String) -> String? {
        let sides = ["t": "top", "r": "right", "b": "bottom", "l": "left"]
        for prefix in ["bg-gradient-to-", "bg-linear-to-"] where core.hasPrefix(prefix) {
            let edge = core.dropFirst(prefix.count)
            let words = edge.compactMap { sides[String($0)] }
            guard (1...2).contains(edge.count), words.count == edge.count else { return nil }
            return "to " + words.joined(separator: " ")
        }
        return nil
    }

    /// The fill a gradient's classes draw: CSS's linear gradient of their colours, which the
    /// resolver reads as a gradient; with a stop missing or of no colour known, the classes as
    /// written, not understood (never the first stop drawn flat).
    private func gradientFill(_ classes: GradientClasses, line: Int) -> PropertyValue<RGBAColor> {
        let provenance = context.provenance(line: line)
        let written = classes.words.joined(separator: " ")
        guard let direction = classes.direction, classes.stops[0] != nil, classes.stops[2] != nil else {
            return .unknown(raw: written, provenance: provenance)
        }
        var hexes: [String] = []
        for stop in classes.stops.compactMap({ $0 }) {
            guard let value = color(stop, raw: stop, line: line) else { return .unknown(raw: written, provenance: provenance) }
            var literal = value.value ?? value.reference.flatMap(context.colorToken(named:)).flatMap { token -> RGBAColor? in
                if case .color(let color)? = context.tokens.value(of: token) { return color }
                return nil
            }
            if let opacity = value.opacity { literal?.alpha *= opacity }
            guard let literal else { return .unknown(raw: written, provenance: provenance) }
            hexes.append(literal.hex)
        }
        return PropertyValue(raw: "linear-gradient(\(direction), \(hexes.joined(separator: ", ")))", provenance: provenance)
    }

    /// `shadow-lg shadow-blue-500/15`: the step's shadow (the document's own step of that name
    /// first, as the resolver takes it) with every layer in that colour; in a colour not known,
    /// a shadow not known, never the step's grey. A colour without a step class draws nothing.
    private func tintShadow(of set: inout PropertySet, with tint: (word: String, color: RGBAColor?)) {
        guard let stated = set.shadow, stated.value == nil, let (step, framework) = TailwindShadowClasses.shadow(in: stated.raw) else { return }
        guard let color = tint.color else {
            set.shadow = .unknown(raw: stated.raw + " " + tint.word, provenance: stated.provenance)
            return
        }
        var base = framework
        if let (_, own) = TailwindShadowClasses.documentStep(step, in: context.tokens) { base = own }
        guard let tinted = Shadow(layers: base.layers.map { var layer = $0; layer.color = color; return layer }) else { return }
        set.shadow = PropertyValue(raw: stated.raw + " " + tint.word, value: tinted, provenance: stated.provenance)
    }

    /// The classes of a text that is a list of them, each with the state a state's word spelled
    /// before it gives: `bg-white shadow-sm, hover bg-slate-50` is `hover:bg-slate-50`, the word
    /// holding to the next comma. Commas between classes are only separators. Nil for prose.
    private static func classWords(_ text: String) -> [(word: String, state: ComponentState?)]? {
        // (A colour noted beside a class, `bg-primary (#429512)`, is the document's: `StatedUtilityColors`.)
        let classes = statedColors(in: text.replacing(literal: "`", with: "")).text
        // A comma closes a run only where a space or the end follows it: `rgba(0,0,0,0.1)` in
        // an arbitrary value is one class.
        let runs = classes.components(separatedBy: ", ").map { $0.hasSuffix(",") ? String($0.dropLast()) : $0 }
        guard isClassList(runs.joined(separator: " ")) else { return nil }
        var out: [(word: String, state: ComponentState?)] = []
        for run in runs {
            var state: ComponentState?
            for word in run.split(whereSeparator: \.fastIsWhitespace).map(String.init) {
                // The state's own name, as a variant prefix spells it (`hover`, `focus`, `active`);
                // never a connecting word some label reads as a state (`text-white on bg-x`).
                if ComponentState(rawValue: word).map({ $0 != .default }) == true || Vocabulary.standard.activeStateWords.contains(word) {
                    state = ComponentState.from(label: word, kind: nil)
                    continue
                }
                out.append((word, state))
            }
        }
        return out
    }

    /// `bg-primary (#429512)`, `border-black-70 (#cdcdcd)`: a class, then in brackets the colour
    /// it stands for, as a document notes its own theme's class beside the value. The text with
    /// those brackets taken out (a list of classes still), and each such class with its colour,
    /// in the order written.
    static func statedColors(in text: String) -> (text: String, colors: [(utility: String, color: RGBAColor)]) {
        guard text.contains(literal: "(#") else { return (text, []) }
        var colors: [(utility: String, color: RGBAColor)] = []
        var kept = ""
        var rest = Substring(text)
        while let match = rest.firstMatch(of: statedColor) {
            let word = String(match.output.1)
            guard case .success(let color)? = ColorValueScanner.matches(in: String(match.output.2)).first?.color else {
                kept += rest[..<match.range.upperBound]
                rest = rest[match.range.upperBound...]
                continue
            }
            colors.append((word, color))
            kept += rest[..<match.range.lowerBound] + word
            rest = rest[match.range.upperBound...]
        }
        kept += rest
        return (kept, colors)
    }

    /// A class (lower case, as `isClass` takes it) and a bracket holding one hex colour.
    nonisolated(unsafe) private static let statedColor = /([a-z][a-z0-9:\/.%_\-]*)[ \t]*\([ \t]*(#[0-9A-Fa-f]{3,8})[ \t]*\)/

    /// Tailwind's shape, spacing and type utilities at its default theme, as its colour, corner
    /// and type classes are read elsewhere (`TailwindRadiusClasses`, `TailwindTypeClasses`):
    /// `rounded-xl`, `px-4` (a step is a quarter rem), `border-2`, `font-semibold`, `text-sm`,
    /// `shadow-md`.
    /// Whether the class was one of them.
    private func readShape(_ core: String, raw: String, line: Int, into set: inout PropertySet) -> Bool {
        let provenance = context.provenance(line: line)
        if core == "rounded-full" {
            set.fullyRounded = PropertyValue(raw: raw, value: true, provenance: provenance)
            return true
        }
        // `4px (rounded-md)`, `gap-4 = 4px`: the document's own length for the class, or its
        // step, wins over the framework's default.
        let stated = context.statedUtilityLengths.length(ofClass: core)
        if core.hasPrefix("rounded-"), let stated, TailwindRadiusClasses.radii[String(core.dropFirst("rounded-".count))] != stated.value {
            set.radius = PropertyValue(raw: raw, value: stated, provenance: provenance)
            return true
        }
        // The document's own step of that name wins over the framework's, as in a phrase: its
        // `--radius-xl` for `rounded-xl`, as a theme's custom properties restyle the utilities.
        if core.hasPrefix("rounded-"), case let step = String(core.dropFirst("rounded-".count)), let radius = TailwindRadiusClasses.radii[step] {
            set.radius = PropertyValue(raw: raw, value: Length(radius, .px), reference: context.radiusToken(step: step)?.name ?? "rounded.\(step)", provenance: provenance)
            return true
        }
        // `rounded-btn`: a step of the project's own theme, the document's radius of that name;
        // one it does not define is its words, not understood (never the framework's default).
        if core.hasPrefix("rounded-"), case let step = String(core.dropFirst("rounded-".count)),
           step.first?.fastIsLetter == true, !step.contains(literal: "["), Self.cornerPrefix(of: step) == nil,
           !Self.isSizeStep(step) {
            let token = ["rounded.\(step)", "radius-\(step)", "rounded-\(step)"].lazy
                .compactMap { self.context.tokens.index.lookupLength($0, kind: .radius) }.first { $0.kind == .radius }
            set.radius = token.map { PropertyValue(raw: raw, reference: $0.name, provenance: provenance) } ?? .unknown(raw: raw, provenance: provenance)
            return true
        }
        for (prefix, sides) in [("p-", "xy"), ("px-", "x"), ("py-", "y")] where core.hasPrefix(prefix) {
            guard let steps = Double(core.dropFirst(prefix.count)), steps >= 0 else { return false }
            let length = PropertyValue(raw: raw, value: stated ?? Length(steps * 4, .px), provenance: provenance)
            if sides.contains("x") { set.paddingHorizontal = length }
            if sides.contains("y") { set.paddingVertical = length }
            return true
        }
        // `h-10`, `w-8`, `size-8`: the component's height and width, at the same scale.
        for (prefix, sides) in [("h-", "h"), ("w-", "w"), ("size-", "hw")] where core.hasPrefix(prefix) {
            guard let steps = Double(core.dropFirst(prefix.count)), steps > 0 else { return false }
            let length = PropertyValue(raw: raw, value: stated ?? Length(steps * 4, .px), provenance: provenance)
            if sides.contains("h") { set.height = length }
            if sides.contains("w") { set.width = length }
            return true
        }
        // `shadow-elev-2`: a step of the project's own theme, the document's shadow of that name.
        if core.hasPrefix("shadow-"), case let step = String(core.dropFirst("shadow-".count)), TailwindShadowClasses.shadows[step] == nil,
           step.first?.fastIsLetter == true, let (token, shadow) = TailwindShadowClasses.documentStep(step, in: context.tokens) {
            set.shadow = PropertyValue(raw: raw, value: shadow, reference: token.name, provenance: provenance)
            return true
        }
        // `shadow-md`: resolved as a shadow utility in words is, the document's own step first.
        if core.hasPrefix("shadow-"), TailwindShadowClasses.shadows[String(core.dropFirst("shadow-".count))] != nil {
            // (The step as the resolver reads it, without a state's prefix: `hover:shadow-md`.)
            set.shadow = PropertyValue(raw: core, provenance: provenance)
            return true
        }
        // `shadow-[0_1px_3px_rgba(0,0,0,0.04)]`: CSS's shadow, its spaces written as underscores.
        if core.hasPrefix("shadow-["), core.hasSuffix("]") {
            let css = core.dropFirst("shadow-[".count).dropLast().replacing(literal: "_", with: " ")
            // A shadow the words cannot draw (`hsl(var(--clay)/0.2)`) is the document's words, not
            // understood; a bracket of a colour alone is the shadow's colour, read below.
            if let shadow = ValueScanner.cssShadowList(in: css) {
                set.shadow = PropertyValue(raw: raw, value: shadow, provenance: provenance)
                return true
            }
            if css.contains(where: \.isWhitespace) {
                set.shadow = .unknown(raw: raw, provenance: provenance)
                return true
            }
        }
        // `border-b`, `border-l-2`: a line on that edge alone (`border-x` is two, not read).
        if core.hasPrefix("border-"), case let parts = core.split(separator: "-"), parts.count <= 3,
           let side = ["t": "top", "b": "bottom", "l": "left", "r": "right"][String(parts[1])],
           let width = parts.count == 2 ? 1 : Double(parts[2]) {
            set.borderWidth = PropertyValue(raw: raw, value: Length(width, .px), provenance: provenance)
            set.borderSide = PropertyValue(raw: raw, value: side, provenance: provenance)
            return true
        }
        if core == "border" || core.hasPrefix("border-"), let width = core == "border" ? 1 : Double(core.dropFirst("border-".count)) {
            set.borderWidth = PropertyValue(raw: raw, value: Length(width, .px), provenance: provenance)
            return true
        }
        if core.hasPrefix("font-"), let weight = ValueScanner.weight(in: String(core.dropFirst("font-".count))) {
            var font = set.font?.value ?? FontSpec()
            font.weight = weight
            set.font = PropertyValue(raw: raw, value: font, provenance: provenance)
            return true
        }
        // `opacity-50`: the whole component at that share, as a disabled state is often written.
        if core.hasPrefix("opacity-"), let percent = Double(core.dropFirst("opacity-".count)), (0...100).contains(percent) {
            set.opacity = PropertyValue(raw: raw, value: percent / 100, provenance: provenance)
            return true
        }
        // `text-14` where the document's steps are pixels (`gap-4` = 4px): a 14px size.
        let pixelSize = context.statedUtilityLengths.spacingStep == 1 ? Double(core.dropFirst("text-".count)).flatMap { (8...96).contains($0) ? $0 : nil } : nil
        if core.hasPrefix("text-"), let size = TailwindTypeClasses.sizes[String(core.dropFirst("text-".count))]?.size ?? pixelSize {
            var font = set.font?.value ?? FontSpec()
            font.size = Length(size, .px)
            set.font = PropertyValue(raw: raw, value: font, provenance: provenance)
            return true
        }
        return false
    }

    /// `h-10`, `w-8`, `size-4`: a height or width utility.
    private static func isSizeClass(_ core: String) -> Bool {
        ["h-", "w-", "size-"].contains { core.hasPrefix($0) }
    }

    /// `scale-95` → 0.95, `scale-[0.98]` → 0.98: the factor of a scale utility (of both axes).
    static func scaleFactor(_ core: String) -> Double? {
        guard core.hasPrefix("scale-") else { return nil }
        let step = core.dropFirst("scale-".count)
        if step.hasPrefix("["), step.hasSuffix("]"), let factor = Double(step.dropFirst().dropLast()), factor > 0, factor <= 2 { return factor }
        guard !step.isEmpty, step.allSatisfy({ $0.isASCII && $0.isNumber }), let percent = Double(step), percent > 0, percent <= 200 else { return nil }
        return percent / 100
    }

    /// `primary/90` → the `primary` token at 90%; `[#F5F5F5]` → that literal.
    private func color(_ rest: String, raw: String, line: Int) -> PropertyValue<RGBAColor>? {
        var name = rest
        var opacity: Double?
        if let slash = rest.lastIndex(of: "/"), let percent = Double(rest[rest.index(after: slash)...]) {
            name = String(rest[..<slash])
            opacity = percent / 100
        }
        let provenance = context.provenance(line: line)
        if name.hasPrefix("["), name.hasSuffix("]") {
            let literal = String(name.dropFirst().dropLast())
            guard let match = ColorValueScanner.matches(in: literal).first, case .success(let color) = match.color else { return nil }
            return PropertyValue(raw: raw, value: color, opacity: opacity, provenance: provenance)
        }
        guard let token = context.colorToken(named: name) else {
            // `bg-primary (#429512)`: the colour the document notes beside the class.
            if let noted = context.statedUtilityColors.colors[name] { return PropertyValue(raw: raw, value: noted, opacity: opacity, provenance: provenance) }
            // `bg-white`, `text-black`: the colours every utility palette shares.
            if let basic = ValueScanner.namedColor(name) { return PropertyValue(raw: raw, value: basic, opacity: opacity, provenance: provenance) }
            // `bg-indigo-500` names a step of Tailwind's own palette where the document defines
            // no colour of that name; another palette's step is a colour, but unknown, so the
            // pair is skipped rather than drawn on the page behind it.
            // (A hue the document gives steps of itself is its own scale: a step it leaves out
            // of it is unknown.)
            if let step = TailwindPalette.color(name, besides: context.tokens) {
                return PropertyValue(raw: raw, value: step, opacity: opacity, provenance: provenance)
            }
            if Self.isPaletteStep(name) { return PropertyValue(raw: raw, reference: name, opacity: opacity, provenance: provenance) }
            // `text-text-muted`, `bg-emerald/10`: a colour of the project's own theme that the
            // document does not define is its words, unresolved and listed, never dropped. A
            // utility of another sort under a colour's prefix (`text-center`, `bg-cover`,
            // `border-dashed`: `utilityKeywords`) names no colour.
            guard Self.mayNameThemeColor(name) else { return nil }
            return PropertyValue(raw: raw, reference: name, opacity: opacity, provenance: provenance)
        }
        return PropertyValue(raw: raw, reference: token.name, opacity: opacity, provenance: provenance)
    }

    /// Whether the rest of a colour utility (`brand-accent` in `text-brand-accent`) may name a
    /// colour of the project's own theme: a name, and no size or other keyword of the prefix.
    package static func mayNameThemeColor(_ name: String) -> Bool {
        !Vocabulary.standard.namesNoColor(utility: name) && TailwindTypeClasses.sizes[name] == nil && name.first?.fastIsLetter == true
            && name.allSatisfy({ $0.isASCII && ($0.fastIsLetter || $0.fastIsNumber || $0 == "-") })
    }

    /// `xs`, `4xl`: a framework step of a size scale (one this reader's table may not hold).
    private static func isSizeStep(_ step: String) -> Bool {
        let size = step.drop { $0.fastIsNumber }
        return ["xs", "sm", "md", "lg", "xl", "full", "none"].contains(String(size))
    }

    /// `t-lg`, `tl-md`, `s-xl`: a class rounding some corners (`rounded-t-lg`), by its corners.
    private static func cornerPrefix(of step: String) -> Substring? {
        let head = step.prefix { $0 != "-" }
        return ["t", "b", "l", "r", "s", "e", "tl", "tr", "bl", "br", "ss", "se", "es", "ee"].contains(String(head)) ? head : nil
    }

    /// CSS's pseudo-elements as Tailwind's prefixes name them: `after:bg-primary` styles a box
    /// drawn after the element (a link's underline), not the element.
    package static let pseudoElementPrefixes: Set<String> = ["after", "before", "placeholder", "file", "marker", "selection", "first-letter", "first-line", "backdrop"]

    /// The classes of a list behind a pseudo-element's prefix (`after:h-0.5`, `hover:after:scale-x-100`).
    package static func pseudoElementClasses(_ classes: String) -> [Substring] {
        classes.split(separator: " ").filter { word in word.split(separator: ":").dropLast().contains { pseudoElementPrefixes.contains(String($0)) } }
    }

    /// Whether every class of a list styles a pseudo-element.
    package static func stylesOnlyPseudoElements(_ classes: String) -> Bool {
        let words = classes.split(separator: " ")
        return !words.isEmpty && pseudoElementClasses(classes).count == words.count
    }

    /// `indigo-500`, `gray-50`: a hue and a step of a utility palette (50, 100 … 900, 950).
    package static func isPaletteStep(_ name: String) -> Bool {
        guard let dash = name.lastIndex(of: "-"), let step = Int(name[name.index(after: dash)...]) else { return false }
        let hue = name[..<dash]
        return !hue.isEmpty && hue.allSatisfy { $0.fastIsLetter || $0 == "-" } && (step == 50 || step == 950 || (step % 100 == 0 && (100...900).contains(step)))
    }

    /// The vocabulary's prefix a class opens with, and the rest: `text-primary-foreground` →
    /// (text, `primary-foreground`).
    private static let prefixes = Vocabulary.standard.utilityPrefixes.sorted { ($0.key.count, $0.key) > ($1.key.count, $1.key) }

    private static func split(_ core: String) -> (Vocabulary.PropertyMeaning, String)? {
        for (prefix, meaning) in prefixes where core.hasPrefix(prefix + "-") {
            let rest = String(core.dropFirst(prefix.count + 1))
            if !rest.isEmpty { return (meaning, rest) }
        }
        return nil
    }

    /// `bg-gray-50` → `gray-50`: the colour a single colour class names, when it names one by
    /// name (not an arbitrary `[#…]` value) and carries no state prefix.
    package static func colorName(ofClass word: String) -> String? {
        guard isClass(word), !word.contains(literal: ":"), let (_, rest) = split(word), !rest.hasPrefix("["), !rest.contains(literal: "/") else { return nil }
        return rest
    }

    /// The colour classes in a text that name Tailwind's palette (`bg-gray-50`, `text-zinc-400`,
    /// `border-red-500/40`) or black and white (`bg-black`), as matches of the class as written.
    /// A class behind a state or mode (`hover:bg-gray-100`, `dark:bg-zinc-900`) is that state's,
    /// not a colour of the line's own, and is passed over.
    package static func paletteClasses(in text: String) -> [ColorValueScanner.Match] {
        guard text.contains(literal: "-") else { return [] }
        var out: [ColorValueScanner.Match] = []
        var index = text.startIndex
        while index < text.endIndex {
            guard text[index].fastIsLetter, index == text.startIndex || !isClassCharacter(text[text.index(before: index)]) else {
                index = text.index(after: index)
                continue
            }
            let end = text[index...].firstIndex { !isClassCharacter($0) } ?? text.endIndex
            let word = String(text[index..<end])
            if !word.contains(literal: ":"), let (meaning, rest) = split(word), [.fill, .text, .border].contains(meaning) {
                var name = Substring(rest)
                var alpha = 1.0
                if let slash = rest.lastIndex(of: "/"), let percent = Double(rest[rest.index(after: slash)...]) {
                    name = rest[..<slash]
                    alpha = percent / 100
                }
                if var color = TailwindPalette.color(String(name)) ?? ValueScanner.namedColor(String(name), includingClear: false) {
                    color.alpha = alpha
                    out.append(ColorValueScanner.Match(text: word, range: index..<end, color: .success(color)))
                }
            }
            index = end
        }
        return out
    }

    /// Whether every utility class a text names is a colour class (`bg-gray-50 (Light) /
    /// bg-black (Dark)`), so that the text gives colours, not a look (`bg-gray-50 rounded-xl p-4`).
    package static func namesOnlyColors(_ text: String) -> Bool {
        let words = text.split { $0.fastIsWhitespace || "`,;()（）".contains($0) }.map(String.init)
        // A line of classes only (`text-sky-700 underline`) is a look unless each is a colour.
        let classesOnly = isClassList(text)
        return words.allSatisfy { word in
            guard word.contains(literal: "-") || classesOnly && !["or", "and", "/"].contains(word), isClass(word),
                  word.first?.fastIsLowercase == true else { return true }
            return word.contains(literal: ":") || split(word).map { [.fill, .text, .border].contains($0.0) } == true && isColorWord(word)
        }
    }

    /// `text-xs` is a size and `border-2` a width, though their prefixes name colour properties.
    private static func isColorWord(_ word: String) -> Bool {
        guard let (_, rest) = split(word) else { return false }
        let name = rest.split(separator: "/").first.map(String.init) ?? rest
        return !name.isEmpty && Double(name) == nil && TailwindTypeClasses.sizes[name] == nil
    }

    /// The property a colour class sets: `bg-x` the fill, `text-x` the text.
    package static func meaning(ofClass word: String) -> Vocabulary.PropertyMeaning? { split(word)?.0 }

    private static func isClassCharacter(_ character: Character) -> Bool {
        character.fastIsLetter || character.fastIsNumber || "-:/".contains(character)
    }

    /// `bg-primary`, `text-[#FFF]`: a class whose prefix names a colour property.
    package static func isColorClass(_ word: String) -> Bool { split(word) != nil }

    /// Whether a text is only utility classes, some of them with a prefix (`bg-x rounded-md`).
    package static func isClassList(_ text: String) -> Bool {
        let text = statedColors(in: text).text
        if let ascii = isASCIIClassList(text) { return ascii }
        let words = text.replacing(literal: "`", with: "").split(whereSeparator: \.fastIsWhitespace).map(String.init)
        return !words.isEmpty && words.allSatisfy(isClass) && words.contains { $0.contains(literal: "-") }
    }

    /// `isClassList` over bytes, for the common case of an ASCII line (nil for any other):
    /// words of lower-case letters, digits and `-:/#.%_`, with anything but spaces in brackets.
    private static func isASCIIClassList(_ text: String) -> Bool? {
        var words = 0
        var hyphen = false
        var inWord = false
        var inBrackets = false
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            switch byte {
            case UInt8(ascii: "`"): continue
            case UInt8(ascii: " "), 0x09...0x0D: inWord = false; continue
            default: break
            }
            if !inWord {
                guard (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) else { return false }
                inWord = true
                inBrackets = false
                words += 1
            }
            if byte == UInt8(ascii: "-") { hyphen = true }
            if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") {
                inBrackets = byte == UInt8(ascii: "[")
            } else if !inBrackets, !(UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte), !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte),
                      !"-:/#.%_".utf8.contains(byte) {
                return false
            }
        }
        return words > 0 && hyphen
    }

    /// `hover:bg-primary/90`, `px-4`, `bg-[#F5F5F5]`: lower case, digits and the marks classes
    /// use; an arbitrary value in brackets may hold anything but spaces.
    private static func isClass(_ word: String) -> Bool {
        guard word.first?.fastIsLetter == true else { return false }
        var inBrackets = false
        for character in word {
            if character == "[" || character == "]" {
                inBrackets = character == "["
            } else if !inBrackets, !((character.fastIsLetter && character.fastIsLowercase) || character.fastIsNumber || "-:/#.%_".contains(character)) {
                return false
            }
        }
        return true
    }
}
