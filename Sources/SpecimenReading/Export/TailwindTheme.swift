import SpecimenModel

/// A system's tokens laid out as Tailwind theme values. The v3 JSON and the v4 CSS export both
/// read it, so a token gets the same utility name in either (`bg-canvas`, `p-xs`, `text-title`).
///
/// Names start from the token's export key (`ExportCatalog`), minus a leading word that only
/// repeats the token's kind (`space.xs` → `xs`, `color-primary` → `primary`), because the
/// namespace already says it and `p-space-xs` says it twice. Names are unique within each
/// namespace, claimed in catalog order: a taken name falls back to the whole key, then to the
/// key with a counter, as tokens.css does. A colour whose value changes with the mode also claims
/// `<name>-dark`, the class the v3 export's nested colour makes, and names Tailwind v4 would read
/// as another namespace (`TailwindNamespace.isReserved`) are never given out.
///
/// Values are the CSS text tokens.css writes (`CSSTokenExporter.values(of:)`), so every CSS
/// export agrees digit for digit; only numbers and validated colours reach them, and names are
/// slugs, which keeps a hostile token name from breaking out of a declaration or a JSON key.
package struct TailwindTheme: Sendable {
    /// The parts of a type style Tailwind attaches to its font size.
    package enum Companion: CaseIterable, Sendable {
        case lineHeight, letterSpacing, fontWeight

        /// Tailwind v4: `--text-<name>--line-height`.
        package var variableSuffix: String {
            switch self {
            case .lineHeight: "--line-height"
            case .letterSpacing: "--letter-spacing"
            case .fontWeight: "--font-weight"
            }
        }

        /// Tailwind v3: the key in the options object of a `[size, {…}]` font size.
        package var optionKey: String {
            switch self {
            case .lineHeight: "lineHeight"
            case .letterSpacing: "letterSpacing"
            case .fontWeight: "fontWeight"
            }
        }
    }

    package struct Value: Sendable {
        package var namespace: TailwindNamespace
        package var name: String
        /// Set on a type style's line height, tracking or weight repeated beside its size.
        package var companion: Companion?
        /// The CSS text in light, or in the one mode the token has.
        package var text: String
        /// For a font family: the list items, each quoted or a generic keyword.
        package var families: [String]?
        /// The name, in the same namespace, of the value an alias names.
        package var reference: String?
        /// Only for a colour whose value changes with the mode: its dark CSS text, and the name
        /// its dark definition refers to when that is an alias.
        package var darkText: String?
        package var darkReference: String?
    }

    /// In namespace order (`TailwindNamespace.allCases`), then catalog order; a type style's
    /// companions follow its size.
    package private(set) var values: [Value] = []
    private var placed: [(kind: TokenKind, namespaces: Set<TailwindNamespace>)] = []

    package init(_ tokens: ResolvedTokens) {
        self.init(ExportCatalog(tokens))
    }

    package init(_ catalog: ExportCatalog) {
        var used: [TailwindNamespace: Set<String>] = [:]
        var names: [String: [TailwindNamespace: String]] = [:]
        var unnamed: [(entry: ExportEntry, values: [Value])] = []

        for entry in catalog.entries {
            let mode: TokenMode = entry.light != nil ? .light : .dark
            let parts = catalog.value(of: entry.primary, in: mode).map(Self.parts(of:)) ?? []
            placed.append((entry.kind, Set(parts.map(\.namespace))))
            guard !parts.isEmpty else { continue }
            var dark: String?
            if entry.kind == .color, entry.light != nil, catalog.variesByMode(entry),
               let token = entry.token(in: .dark), let value = catalog.value(of: token, in: .dark) {
                dark = Self.parts(of: value).first?.text
            }
            let base = Self.baseName(of: entry)
            var entryNames: [TailwindNamespace: String] = [:]
            for namespace in TailwindNamespace.allCases where parts.contains(where: { $0.namespace == namespace }) {
                let variants = namespace == .colors && dark != nil ? ["", "-dark"] : [""]
                entryNames[namespace] = Self.claim(base: base, key: entry.key, variants: variants, in: namespace, used: &used[namespace, default: []])
            }
            names[entry.key] = entryNames
            unnamed.append((entry, parts.map { part in
                var value = part
                value.name = entryNames[part.namespace] ?? ""
                value.darkText = part.companion == nil && part.namespace == .colors ? dark : nil
                return value
            }))
        }

        var collected: [Value] = []
        for (entry, entryValues) in unnamed {
            func target(of token: DesignToken) -> ExportEntry? {
                guard case .alias = token.value else { return nil }
                return catalog.aliasTarget(of: token)
            }
            let lightTarget = target(of: entry.primary)
            // Without a dark definition of its own, an alias follows its target into dark.
            let darkTarget = entry.dark.map(target(of:)) ?? lightTarget
            for var value in entryValues {
                value.reference = lightTarget.flatMap { names[$0.key]?[value.namespace] }
                if value.darkText != nil {
                    value.darkReference = darkTarget.flatMap { names[$0.key]?[value.namespace] }
                }
                collected.append(value)
            }
        }
        let order = Dictionary(uniqueKeysWithValues: TailwindNamespace.allCases.enumerated().map { ($1, $0) })
        // A stable sort keeps catalog order inside each namespace.
        values = collected.enumerated()
            .sorted { (order[$0.element.namespace] ?? 0, $0.offset) < (order[$1.element.namespace] ?? 0, $1.offset) }
            .map(\.element)
    }

    package func values(in namespace: TailwindNamespace) -> [Value] {
        values.filter { $0.namespace == namespace }
    }

    /// How many tokens of each kind an export that writes only `written` namespaces leaves
    /// out, in kind order, for its header.
    package func omitted(writing written: (TailwindNamespace) -> Bool) -> [(kind: TokenKind, count: Int)] {
        TokenKind.allCases.compactMap { kind in
            let count = placed.filter { $0.kind == kind && !$0.namespaces.contains(where: written) }.count
            return count > 0 ? (kind, count) : nil
        }
    }

    /// Leading words that only restate a kind, longest first so `font-family-` wins over `font-`.
    package static let kindWords: [TokenKind: [String]] = [
        .color: ["colours", "colors", "colour", "color"],
        .gradient: ["gradients", "gradient"],
        .spacing: ["spacing", "space"],
        .size: ["sizing", "sizes", "size"],
        .radius: ["corner-radius", "border-radius", "rounded", "radius", "radii"],
        .borderWidth: ["border-width", "border", "stroke"],
        .typeStyle: ["typography", "text", "type", "font"],
        .fontFamily: ["font-family", "typeface", "family", "font"],
        .shadow: ["elevation", "shadows", "shadow"],
        .opacity: ["opacity"],
    ]

    package static func baseName(of entry: ExportEntry) -> String {
        for word in kindWords[entry.kind] ?? [] where entry.key.hasPrefix(word + "-") {
            return String(entry.key.dropFirst(word.count + 1))
        }
        return entry.key
    }

    /// The first free name of `base`, `key`, `key-2`, `key-3`…, free meaning that the name with
    /// each of `variants` appended is unused, and that Tailwind would not read it as another
    /// namespace.
    private static func claim(base: String, key: String, variants: [String], in namespace: TailwindNamespace, used: inout Set<String>) -> String {
        let stem = namespace.isReserved(key) ? "\(namespace.tag)-\(key)" : key
        func isFree(_ name: String) -> Bool {
            !namespace.isReserved(name) && variants.allSatisfy { !used.contains(name + $0) }
        }
        var name = isFree(base) ? base : stem
        var counter = 2
        while !isFree(name) {
            name = "\(stem)-\(counter)"
            counter += 1
        }
        variants.forEach { used.insert(name + $0) }
        return name
    }

    /// The Tailwind values one resolved token value gives, unnamed. Colours are lower-case
    /// (`#a1b2c3`), as Tailwind writes its own and the DESIGN.md tools export them.
    private static func parts(of value: TokenValue) -> [Value] {
        let css = CSSTokenExporter().values(of: value)
        guard case .typeStyle = value else {
            guard let namespace = TailwindNamespace.namespaces(for: value.kind).first, var text = css.first?.1 else { return [] }
            if case .color = value { text = text.lowercased() }
            return [Value(namespace: namespace, name: "", text: text, families: CSSTokenExporter.fontFamilies(of: value))]
        }
        let text = Dictionary(css, uniquingKeysWith: { first, _ in first })
        var parts: [Value] = []
        if let family = text["-font-family"] {
            parts.append(Value(namespace: .fontFamily, name: "", text: family, families: CSSTokenExporter.fontFamilies(of: value)))
        }
        let size = text["-font-size"]
        if let size { parts.append(Value(namespace: .fontSize, name: "", text: size)) }
        let companions: [(Companion, TailwindNamespace, String)] = [
            (.lineHeight, .lineHeight, "-line-height"), (.letterSpacing, .letterSpacing, "-letter-spacing"), (.fontWeight, .fontWeight, "-font-weight"),
        ]
        for (companion, namespace, suffix) in companions {
            guard let part = text[suffix] else { continue }
            // A companion without a size would be a line height belonging to no `text-*` class.
            if size != nil { parts.append(Value(namespace: .fontSize, name: "", companion: companion, text: part)) }
            parts.append(Value(namespace: namespace, name: "", text: part))
        }
        return parts
    }
}
