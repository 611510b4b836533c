import Foundation
import SpecimenModel

/// Reads the `components:` map of a DESIGN.md front matter into component specs.
///
/// Each entry is one component; an entry whose key is another entry's key plus a state word
/// (`button-primary-hover`) is that component's state. The kind comes from the name's words, as
/// for Markdown headings; a name that matches no kind is a generic box, never nothing. Colour
/// references stay references, so dark mode resolves them through the tokens; other references
/// are followed here. Properties outside the schema are used where they mean something to a
/// preview (`borderColor`). Broken references and properties outside the schema are reported
/// by the lint (`broken-ref`, `unknown-key`), not here, so each is said once.
package struct FrontMatterComponentReader {
    package let frontMatter: FrontMatter
    private let references: FrontMatterReferences
    /// Colour names with a dark mode: a reference to one stays a reference so that dark mode
    /// resolves it; any other reference means its value in every appearance.
    private let namesWithDarkMode: Set<String>

    /// Properties outside the schema (`DesignMDSchema.componentProperties`) that a preview can
    /// still draw.
    package static let drawnExtras: Set<String> = Set([
        "borderColor", "borderWidth", "border", "opacity", "shadow", "boxShadow",
        // What `specimen extract` writes of a prose component beyond the format's properties.
        "minHeight", "minWidth", "paddingVertical", "paddingHorizontal", "borderSide", "borderStyle", "continuousCorners", "scaleOnPress", "label",
    ]).union(keyAliases.keys).union(typeKeys)

    /// Keys written in CSS's or CSS-in-JS's spelling (`background: "{colors.surface}"`,
    /// `borderRadius: 11px`), read as the format's own; where both are written, the format's wins.
    package static let keyAliases: [String: String] = [
        "background": "backgroundColor", "background-color": "backgroundColor", "bg": "backgroundColor",
        "color": "textColor", "borderRadius": "rounded", "border-radius": "rounded", "radius": "rounded", "cornerRadius": "rounded",
    ]

    /// A type style's keys written on the component itself (`fontSize: 17.6px`, `fontWeight:
    /// "600"`) rather than in a `typography` style: read over the style the component names, if any.
    package static let typeKeys: Set<String> = [
        "fontFamily", "fontSize", "fontWeight", "fontStyle", "lineHeight", "letterSpacing", "textTransform", "textDecoration",
    ]

    /// `tokens`: the system's resolved tokens, which say which colours have a dark mode.
    package init(_ frontMatter: FrontMatter, tokens: ResolvedTokens) {
        self.frontMatter = frontMatter
        self.references = FrontMatterReferences(root: frontMatter.root)
        self.namesWithDarkMode = Set(tokens.tokens.filter { $0.mode == .dark }.map(\.slug))
    }

    private var file: String { frontMatter.file }

    package func read() -> (specs: [ComponentSpec], diagnostics: [Diagnostic]) {
        guard let components = frontMatter.root["components"] else { return ([], []) }
        guard let entries = components.entries else {
            return ([], [Diagnostic(.warning, "'components' must map component names to their properties", file: file, line: components.line)])
        }
        var diagnostics: [Diagnostic] = []
        let names = Set(entries.map(\.key))
        var specs: [ComponentSpec] = []
        var indexByName: [String: Int] = [:]
        for (key, value) in entries {
            guard let properties = value.entries else {
                diagnostics.append(Diagnostic(.warning, "components.\(key) must map properties to values, not be a \(FrontMatterTokenReader.shape(of: value))", file: file, line: value.line))
                continue
            }
            let (owner, state) = Self.stateSplit(key, among: names)
            let set = read(properties, component: key, diagnostics: &diagnostics)
            if let owner, let state, let index = indexByName[owner] {
                // Stated, so a state, even when it changes nothing (a focus ring the format
                // cannot express): the preview still shows it. It wins over the owner's own
                // state keys (`hoverBackgroundColor`) where both say the same thing.
                specs[index].base.states[state] = set.merged(over: specs[index].base.states[state] ?? PropertySet())
                specs[index].restatedAt.append(provenance(key, line: value.line))
                continue
            }
            let kind = ComponentKind.classifyComponentName(key) ?? .other
            var spec = ComponentSpec(name: key, kind: kind, provenance: provenance(key, line: value.line))
            var base = set
            if base.sampleText == nil {
                base.sampleText = PropertyValue(raw: key, value: Self.sample(for: key), provenance: provenance(key, line: value.line))
            }
            spec.base[.default] = base
            // `hoverBackgroundColor`, `focusBorderColor`: the entry's own keys for a state.
            var byState: [(state: ComponentState, properties: [(key: String, value: YAMLValue)])] = []
            for (property, raw) in properties {
                guard let split = Self.stateProperty(property, kind: kind) else { continue }
                if let at = byState.firstIndex(where: { $0.state == split.state }) {
                    byState[at].properties.append((split.property, raw))
                } else {
                    byState.append((split.state, [(split.property, raw)]))
                }
            }
            for (state, stated) in byState {
                spec.base.states[state] = read(stated, component: key, diagnostics: &diagnostics)
            }
            indexByName[key] = specs.count
            specs.append(spec)
        }
        return (specs, diagnostics)
    }

    /// A part the prose sets in one of the front matter's type styles (`Title in
    /// {typography.heading-xl}`) takes that style as the front matter states it: its family and
    /// its exact weight (`330`, which the style's token rounds to a named weight). What the part
    /// states itself is kept.
    package func setPartsInTheirTypeStyles(_ specs: inout [ComponentSpec]) {
        for index in specs.indices {
            for at in specs[index].parts.indices {
                guard let font = specs[index].parts[at].properties.font, let spec = font.value, let style = spec.styleReference,
                      let entries = references.lookup(style)?.entries else { continue }
                specs[index].parts[at].properties.font = PropertyValue(raw: font.raw, value: spec.merged(over: self.font(entries)), reference: font.reference, provenance: font.provenance)
            }
        }
    }

    /// `**Caption** (12px, 600): tags, buttons` in the prose beside a front matter: a line named
    /// after one of its type styles whose use names a kind gives that style to every component
    /// of the kind whose entry names none (`TypeStyleUseTests`). A kind two styles' uses name
    /// takes neither.
    package func setKindsInTheirTypeStyles(_ specs: inout [ComponentSpec], statements: [Statement], context: ComponentContext) {
        guard let styles = frontMatter.root["typography"]?.entries, !styles.isEmpty else { return }
        func slug(_ text: String) -> String {
            text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: "-")
        }
        let keys = Dictionary(styles.map { (slug($0.key), $0) }, uniquingKeysWith: { first, _ in first })
        let uses: [(key: String, entries: [(key: String, value: YAMLValue)], use: String, line: Int)] = statements.compactMap { statement in
            guard statement.syntax == .bullet || statement.syntax == .paragraph, !statement.value.isEmpty,
                  let style = statement.label.split(separator: "/").lazy.compactMap({ keys[slug(String($0))] }).first,
                  let entries = style.value.entries else { return nil }
            return (style.key, entries, statement.value, statement.line)
        }
        guard !uses.isEmpty else { return }
        for index in specs.indices {
            let spec = specs[index]
            guard ([spec.base] + spec.variants).allSatisfy({ $0.states.values.allSatisfy { $0.font == nil } }) else { continue }
            let named = uses.filter { KindUses.names($0.use, kind: spec.kind, optional: ["label", "text", "copy"]) }
            guard Set(named.map(\.key)).count == 1, let use = named.first else { continue }
            specs[index].base[.default].font = PropertyValue(raw: "{typography.\(use.key)}", value: font(use.entries), provenance: context.provenance(line: use.line))
        }
    }

    /// `0px 4px 8px`: offsets, blur and spread with no colour, which CSS draws in the text's
    /// colour and the document did not name.
    package static func colorlessShadow(_ text: String) -> Shadow? {
        let pieces = text.split(separator: " ").map(String.init)
        let lengths = pieces.compactMap(FrontMatterTokenReader.length)
        guard (2...4).contains(lengths.count), lengths.count == pieces.count else { return nil }
        return Shadow(x: lengths[0], y: lengths[1], blur: lengths.count > 2 ? lengths[2] : nil, spread: lengths.count > 3 ? lengths[3] : nil)
    }

    /// `1px solid rgba(10, 19, 23, 0.12)` → `1px`, `solid`, `rgba(10, 19, 23, 0.12)`: the words of
    /// a border shorthand, a colour function's spaces kept inside it.
    package static func borderPieces(_ text: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if character == "(" { depth += 1 } else if character == ")" { depth = max(0, depth - 1) }
            if character == " ", depth == 0 {
                if !current.isEmpty { pieces.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { pieces.append(current) }
        return pieces
    }

    /// The states a key may open with (`hoverBackgroundColor`): those a preview shows apart.
    private static let statePrefixes = ["hover", "focus", "pressed", "active", "disabled"]

    /// `hoverBackgroundColor` → (hover, `backgroundColor`), `focusBorderColor` → (focus,
    /// `borderColor`): a state word, then a property this reader reads, in camelCase. A key whose
    /// rest is no such property (`hoverLift`) is not one.
    package static func stateProperty(_ key: String, kind: ComponentKind?) -> (state: ComponentState, property: String)? {
        for word in statePrefixes where key.hasPrefix(word) {
            let rest = key.dropFirst(word.count)
            guard let first = rest.first, first.isUppercase else { continue }
            let property = first.lowercased() + rest.dropFirst()
            guard DesignMDSchema.componentProperties.contains(property) || drawnExtras.contains(property),
                  let state = ComponentState.from(label: word, kind: kind), state != .default else { continue }
            return (state, property)
        }
        return nil
    }

    /// `borderBottom: 1px solid {colors.rule}`: a border on one side, as `border` and
    /// `borderSide` say it, where it is the entry's only border (`sideBorderKey`).
    static func sideBordersSpelledOut(_ properties: [(key: String, value: YAMLValue)]) -> [(key: String, value: YAMLValue)] {
        guard let key = sideBorderKey(in: properties), let side = sideBorder(key) else { return properties }
        return properties.flatMap { property, raw -> [(key: String, value: YAMLValue)] in
            property == key ? [("border", raw), ("borderSide", .scalar(side, line: raw.line))] : [(property, raw)]
        }
    }

    /// The one key of an entry that borders one side (`borderBottom`), when the entry states no
    /// other border, side or sides: a box can draw one side's border only.
    package static func sideBorderKey(in properties: [(key: String, value: YAMLValue)]) -> String? {
        let sides = properties.filter { sideBorder($0.key) != nil }
        guard sides.count == 1, !properties.contains(where: { $0.key == "border" || $0.key == "borderSide" }) else { return nil }
        return sides[0].key
    }

    /// `borderBottom` → `bottom`.
    static func sideBorder(_ key: String) -> String? {
        ["top", "bottom", "left", "right"].first { key == "border" + $0.prefix(1).uppercased() + $0.dropFirst() }
    }

    /// Whether this reader reads a key outside the format by its name in an entry of these
    /// properties: a state's property, or the one side's border.
    package static func readsKey(_ key: String, kind: ComponentKind?, in properties: [(key: String, value: YAMLValue)]) -> Bool {
        stateProperty(key, kind: kind) != nil || sideBorderKey(in: properties) == key
    }

    /// `button-primary-hover` → (`button-primary`, hover) when `button-primary` is an entry too.
    package static func stateSplit(_ key: String, among names: Set<String>) -> (String?, ComponentState?) {
        for separator in ["-", "_", "."] {
            guard let cut = key.range(of: separator, options: .backwards) else { continue }
            let owner = String(key[..<cut.lowerBound])
            let suffix = String(key[cut.upperBound...])
            guard names.contains(owner), var state = ComponentState.from(label: suffix, kind: ComponentKind.classifyComponentName(owner)) else { continue }
            // `tab-button-active`, `sidebar-link-active`: an item that navigates is active where the reader is.
            if state == .pressed, Vocabulary.standard.activeStateWords.contains(suffix.lowercased()),
               ComponentKind.words(of: owner).contains(where: Vocabulary.standard.activeMeansSelectedWords.contains) {
                state = .selected
            }
            return (owner, state)
        }
        return (nil, nil)
    }

    /// Sample copy from the name: `button-primary` → "Button primary", `newsRow` → "News row".
    /// The words as written: the vocabulary's singular forms are for matching, not for showing
    /// ("New row").
    package static func sample(for key: String) -> String {
        var spaced = ""
        var previous: Character?
        for character in key {
            if character == "-" || character == "_" || character == "." {
                spaced += " "
            } else {
                if character.fastIsUppercase, let previous, previous.fastIsLowercase { spaced += " " }
                spaced.append(character)
            }
            previous = character
        }
        let text = spaced.split(separator: " ").joined(separator: " ").lowercased()
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    private func provenance(_ excerpt: String, line: Int) -> Provenance {
        Provenance(file: file, line: line, excerpt: excerpt)
    }

    private func read(_ properties: [(key: String, value: YAMLValue)], component: String, diagnostics: inout [Diagnostic]) -> PropertySet {
        var set = PropertySet()
        let stated = Set(properties.map(\.key))
        var typeEntries: [(key: String, value: YAMLValue)] = []
        for (writtenKey, raw) in Self.sideBordersSpelledOut(properties) {
            let written = raw.string ?? ""
            let source = provenance("\(writtenKey): \(written)", line: raw.line)
            if Self.typeKeys.contains(writtenKey) {
                typeEntries.append((writtenKey, raw))
                continue
            }
            let property = Self.keyAliases[writtenKey] ?? writtenKey
            if property != writtenKey, stated.contains(property) { continue }
            func warn(_ message: String) {
                diagnostics.append(Diagnostic(.warning, "components.\(component).\(writtenKey): \(message)", file: file, line: raw.line))
            }
            // Properties outside the schema are the lint's to report (unknown-key); the reader
            // only skips those a preview cannot draw.
            if !DesignMDSchema.componentProperties.contains(property), !Self.drawnExtras.contains(property) { continue }
            // A broken reference is the lint's to report (broken-ref). A colour stated but unknown
            // stays marked as such, so nothing is drawn or measured in its place. The format lets
            // components name composite values, so a group of the wrong shape for its property is
            // this reader's to warn about, below.
            guard case .success(let resolved) = references.resolve(raw, allowComposite: true) else {
                let unknown = PropertyValue<RGBAColor>.unknown(raw: written, provenance: source)
                switch property {
                case "backgroundColor": set.fill = unknown
                case "textColor": set.textColor = unknown
                case "borderColor": set.borderColor = unknown
                default: break
                }
                continue
            }
            switch property {
            case "backgroundColor", "textColor", "borderColor":
                // A fill written as a CSS gradient is the resolver's to read as one; any other value
                // that is no colour is warned of and marked, so no default is drawn or measured.
                let gradient = property == "backgroundColor" && ComponentResolver.gradientCalls.contains { written.contains(literal: $0) }
                let value = gradient ? PropertyValue(raw: written, provenance: source)
                    : color(raw, resolved: resolved, source: source, warn: warn) ?? .unknown(raw: written, provenance: source)
                switch property {
                case "backgroundColor": set.fill = value
                case "textColor": set.textColor = value
                default: set.borderColor = value
                }
            case "typography":
                if let entries = resolved.entries {
                    set.font = PropertyValue(raw: written, value: font(entries), provenance: source)
                } else {
                    warn("expected a reference to a type style, such as {typography.label-md}")
                }
            case "rounded":
                // `50%`: a circle or a capsule, as CSS draws it on a square or a bar.
                if let text = resolved.string?.trimmingWhitespace, text.hasSuffix("%"), let share = Double(text.dropLast()), share >= 50 {
                    set.radius = PropertyValue(raw: written, value: Length(9999, .px), provenance: source)
                    set.fullyRounded = PropertyValue(raw: written, value: true, provenance: source)
                    continue
                }
                guard let length = lengthValue(resolved, warn: warn) else { continue }
                // `{rounded.md}` keeps the step's name beside its length, as a colour keeps its own.
                let step = raw.string.flatMap(FrontMatterReferences.path(in:)).flatMap { path in
                    path.hasPrefix("rounded.") ? String(path.dropFirst("rounded.".count)).replacing(literal: ".", with: "-") : nil
                }
                set.radius = PropertyValue(raw: written, value: length, reference: step, provenance: source)
                if length.cssPixels >= 999 { set.fullyRounded = PropertyValue(raw: written, value: true, provenance: source) }
            case "padding":
                guard let text = resolved.string else { warn("expected one to four lengths"); continue }
                let lengths = text.split(separator: " ").compactMap { part -> Length? in
                    let piece = String(part)
                    if let path = FrontMatterReferences.path(in: piece), let target = references.lookup(path), let string = target.string {
                        return FrontMatterTokenReader.length(string)
                    }
                    return FrontMatterTokenReader.length(piece)
                }
                guard !lengths.isEmpty else { warn("'\(text)' is not a length"); continue }
                set.paddingVertical = PropertyValue(raw: written, value: lengths[0], provenance: source)
                set.paddingHorizontal = PropertyValue(raw: written, value: lengths.count > 1 ? lengths[1] : lengths[0], provenance: source)
            case "size":
                guard let length = lengthValue(resolved, warn: warn) else { continue }
                set.width = PropertyValue(raw: written, value: length, provenance: source)
                set.height = PropertyValue(raw: written, value: length, provenance: source)
            case "height":
                guard let length = lengthValue(resolved, warn: warn) else { continue }
                set.height = PropertyValue(raw: written, value: length, provenance: source)
            case "width":
                guard let text = resolved.string else { continue }
                if text.trimmingWhitespace == "100%" {
                    set.fullWidth = PropertyValue(raw: written, value: true, provenance: source)
                } else if let length = lengthValue(resolved, warn: warn) {
                    set.width = PropertyValue(raw: written, value: length, provenance: source)
                }
            case "borderWidth":
                guard let length = lengthValue(resolved, warn: warn) else { continue }
                set.borderWidth = PropertyValue(raw: written, value: length, provenance: source)
            case "border":
                guard let text = resolved.string else { continue }
                // `1px solid {colors.hairline}`: a width and a colour, in any order.
                for piece in Self.borderPieces(text) {
                    if let length = FrontMatterTokenReader.length(piece) {
                        set.borderWidth = PropertyValue(raw: written, value: length, provenance: source)
                    } else if let value = color(.scalar(piece, line: raw.line), resolved: references.resolveText(piece), source: source, warn: { _ in }) {
                        set.borderColor = value
                    }
                }
            case "opacity":
                guard let text = resolved.string?.trimmingWhitespace else { continue }
                let percent = text.hasSuffix("%")
                guard let number = Double(percent ? String(text.dropLast()) : text) else { warn("'\(text)' is not an opacity"); continue }
                let share = percent ? number / 100 : number
                // 1e17 or infinity is no opacity: kept as the document's words, never drawn.
                guard (0...1).contains(share) else {
                    warn("opacity '\(text)' is outside 0–1 (0%–100%), so it is not drawn")
                    set.opacity = .unknown(raw: written, provenance: source)
                    continue
                }
                set.opacity = PropertyValue(raw: written, value: share, provenance: source)
            case "shadow", "boxShadow":
                guard let text = resolved.string else { continue }
                if let shadow = ValueScanner.shadow(in: text) ?? Self.colorlessShadow(text) {
                    set.shadow = PropertyValue(raw: written, value: shadow, provenance: source)
                } else if ComponentResolver.saysNoShadow(text) {
                    // `shadow: none`, as `specimen extract` writes a component said to have none.
                    set.shadow = PropertyValue(raw: text, provenance: source)
                }
            case "minHeight", "minWidth", "paddingVertical", "paddingHorizontal":
                guard let length = lengthValue(resolved, warn: warn) else { continue }
                let value = PropertyValue(raw: written, value: length, provenance: source)
                switch property {
                case "minHeight": set.minHeight = value
                case "minWidth": set.minWidth = value
                case "paddingVertical": set.paddingVertical = value
                default: set.paddingHorizontal = value
                }
            case "borderSide":
                guard let side = resolved.string?.lowercased(), ["top", "bottom", "left", "right"].contains(side) else { warn("borderSide is top, bottom, left or right"); continue }
                set.borderSide = PropertyValue(raw: written, value: side, provenance: source)
            case "borderStyle":
                guard let style = resolved.string?.lowercased(), PropertyPhraseReader.lineStyles.contains(style) else { warn("borderStyle is dashed, dotted or double"); continue }
                set.borderStyle = PropertyValue(raw: written, value: style, provenance: source)
            case "continuousCorners":
                guard let flag = resolved.string?.lowercased(), ["true", "false"].contains(flag) else { warn("continuousCorners is true or false"); continue }
                set.continuousCorners = PropertyValue(raw: written, value: flag == "true", provenance: source)
            case "scaleOnPress":
                guard let number = resolved.string.flatMap(FrontMatterTokenReader.number), (0...10).contains(number) else { warn("scaleOnPress is a number such as 0.97"); continue }
                set.scaleOnPress = PropertyValue(raw: written, value: number, provenance: source)
            case "label":
                guard let text = resolved.string else { continue }
                set.sampleText = PropertyValue(raw: written, value: text, provenance: source)
            default:
                continue
            }
        }
        if !typeEntries.isEmpty, let first = typeEntries.first {
            let own = font(typeEntries)
            let excerpt = typeEntries.map { "\($0.key): \($0.value.string ?? "")" }.joined(separator: ", ")
            let merged = set.font?.value.map { own.merged(over: $0) } ?? own
            set.font = PropertyValue(raw: excerpt, value: merged, provenance: provenance(excerpt, line: first.value.line))
        }
        // A stated height is the box's height: the `padding` shorthand then only spaces the
        // content sideways, as `height: 48px; padding: 16px` lays out in CSS's border box (the
        // text is centred). A vertical padding stated on its own is kept.
        if set.height != nil, properties.contains(where: { $0.key == "padding" }), !properties.contains(where: { $0.key == "paddingVertical" }) {
            set.paddingVertical = nil
        }
        return set
    }

    /// A colour property: a reference to a colour token stays a reference (so dark mode can
    /// resolve it); a literal is parsed here.
    private func color(_ raw: YAMLValue, resolved: YAMLValue, source: Provenance, warn: (String) -> Void) -> PropertyValue<RGBAColor>? {
        guard let text = resolved.string else { warn("a colour must be a single value"); return nil }
        guard case .success(let parsed) = CSSColor.parse(text) else {
            warn("'\(text)' is not a CSS colour")
            return nil
        }
        if let path = raw.string.flatMap(FrontMatterReferences.path(in:)), let name = Self.colorTokenName(path) {
            let hasDarkMode = namesWithDarkMode.contains(DesignToken.slug(for: name))
            return PropertyValue(raw: raw.string ?? text, value: hasDarkMode ? nil : parsed.color, reference: name, provenance: source)
        }
        return PropertyValue(raw: text, value: parsed.color, provenance: source)
    }

    /// `colors.on-primary` → `on-primary`, the name the token reader gave that colour.
    private static func colorTokenName(_ path: String) -> String? {
        for group in ["colors.", "colours."] where path.hasPrefix(group) {
            let name = String(path.dropFirst(group.count)).replacing(literal: ".", with: "-")
            return name.isEmpty ? nil : name
        }
        return nil
    }

    private func lengthValue(_ value: YAMLValue, warn: (String) -> Void) -> Length? {
        guard let text = value.string, let length = FrontMatterTokenReader.length(text) else {
            warn(value.string.map(FrontMatterTokenReader.lengthProblem) ?? "a \(FrontMatterTokenReader.shape(of: value)) is not a length")
            return nil
        }
        return length
    }

    private func font(_ entries: [(key: String, value: YAMLValue)]) -> FontSpec {
        var spec = FontSpec()
        for (key, raw) in entries {
            guard case .success(let value) = references.resolve(raw), let text = value.string else { continue }
            switch key {
            case "fontFamily": spec.family = text.split(separator: ",").first.map { $0.trimming(charactersIn: " \"'") }
            case "fontSize": spec.size = FrontMatterTokenReader.length(text)
            // A weight between the named ones (`450`) stays as stated, as prose's does.
            case "fontWeight": spec.weight = CSSFontWeight.parse(text).flatMap { $0 % 100 == 0 ? CSSFontWeight.name(for: $0) : String($0) }
            case "fontStyle": spec.italic = text.lowercased() == "italic"
            case "textTransform":
                let lower = text.lowercased()
                if lower == "uppercase" { spec.uppercase = true } else if ["lowercase", "capitalize"].contains(lower) { spec.textCase = lower }
            case "letterSpacing":
                if text.lowercased().hasSuffix("em"), !text.lowercased().hasSuffix("rem"), let ems = Double(text.dropLast(2).trimmingWhitespace) {
                    spec.letterSpacingEms = ems
                } else {
                    spec.letterSpacing = FrontMatterTokenReader.length(text)
                }
            case "lineHeight":
                if let multiplier = Double(text.trimmingWhitespace) { spec.lineHeight = multiplier } else { spec.lineHeightLength = FrontMatterTokenReader.length(text) }
            case "textDecoration":
                let lower = text.lowercased().trimmingWhitespace
                if ["underline", "underline dotted", "line-through", "none"].contains(lower) { spec.decoration = lower }
            default: continue
            }
        }
        return spec
    }
}

extension FrontMatterReferences {
    /// A piece of text resolved when it is a whole reference, else itself.
    package func resolveText(_ text: String) -> YAMLValue {
        let value = YAMLValue.scalar(text, line: 0)
        if case .success(let end) = resolve(value) { return end }
        return value
    }
}
