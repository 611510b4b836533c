import Foundation
import SpecimenModel

/// Writes what Specimen read from a document as DESIGN.md front matter: the seam between
/// reading and everything after it, and how a team reviews what was understood of its prose
/// (`specimen extract --format designmd`).
///
/// Every key carries a `# line N` comment naming where it was read. A value Specimen kept only
/// as the document's words is written as a comment with its line, never as a value. What the
/// format cannot hold (gradients, a component's parts) is listed the same way, so nothing is
/// dropped without a word. Components are written one entry per variant and state
/// (`button-primary-hover`), the format's way; Specimen's own extras (`borderColor`, `shadow`,
/// `minHeight`, `label`…) are what its reader draws besides the format's properties.
package struct DesignMDWriter: Sendable {
    package var system: DesignSystem

    package init(_ system: DesignSystem) {
        self.system = system
    }

    package func write() -> String {
        var out = YAMLLines()
        out.comment("Extracted by `specimen extract` from \(system.source.displayPath): what Specimen read, each value with")
        out.comment("the line it came from. Values it could not read are listed as comments, never invented.")
        out.line("version: alpha")
        out.line("name: \(Self.quoted(system.name))")
        if let summary = system.summary { out.line("description: \(Self.quoted(summary))") }
        writeTokens(into: &out)
        writeComponents(into: &out)
        for component in system.describedComponents {
            out.unread.append("line \(component.provenance.line): component \(Self.quoted(component.name)) is described only in words, not drawn: "
                + component.words.map { "\(Self.quoted(Self.excerpt($0.text))) (line \($0.provenance.line))" }.joined(separator: ", "))
        }
        for color in system.unreadColors { out.unread.append(Self.describe(color)) }
        for length in system.unreadLengths {
            out.unread.append("line \(length.line): length \(length.literal): \(Self.quoted(Self.excerpt(length.excerpt))) (\(length.reason))")
        }
        if !out.unread.isEmpty {
            out.comment("")
            out.comment("Not understood (the document's words, with their lines):")
            for note in out.unread { out.comment("  \(note)") }
        }
        return "---\n" + out.text + "---\n"
    }

    // MARK: Tokens

    private func writeTokens(into out: inout YAMLLines) {
        let tokens = system.tokens
        var groups: [(String, [(key: String, value: String, line: Int)])] = []
        func add(_ group: String, _ key: String, _ value: String, _ line: Int) {
            if let index = groups.firstIndex(where: { $0.0 == group }) {
                groups[index].1.append((key, value, line))
            } else {
                groups.append((group, [(key, value, line)]))
            }
        }
        var taken: Set<String> = []
        for token in tokens.tokens {
            let line = token.provenance.line
            let darkOnly = token.mode == .dark
            let key = Self.key(token.name)
            guard let value = tokens.value(of: token) else {
                out.unread.append("line \(line): \(token.name): \(Self.quoted(Self.excerpt(token.provenance.excerpt))) (an alias of nothing the document defines)")
                continue
            }
            let group: String
            var text: String
            switch value {
            case .color(let color):
                group = darkOnly ? "colors-dark" : "colors"
                text = Self.quoted(color.hex)
            case .dimension(let length, let role):
                group = role == .radius ? "rounded" : role == .spacing ? "spacing" : "sizes"
                text = length.description
            case .borderWidth(let length):
                group = "border-widths"
                text = length.description
            case .typeStyle(let style):
                guard !taken.contains("typography." + key) else { continue }
                taken.insert("typography." + key)
                out.deferred.append(("typography", key, Self.typeStyle(style), line))
                continue
            case .shadow(let shadow):
                group = "shadows"
                text = Self.quoted(Self.css(shadow, writtenIn: token.provenance.excerpt))
            case .opacity(let share):
                group = "opacity"
                text = share.fixedText(places: 3)
            case .number(let number):
                group = "numbers"
                text = number.fixedText(places: 3)
            case .gradient(let gradient):
                out.unread.append("line \(line): gradient \(token.name): \(gradient.stops.map { $0.color.hex }.joined(separator: " → ")) (the format has no gradients; drawn from the prose)")
                continue
            case .fontFamily(let stack):
                out.unread.append("line \(line): font family \(token.name): \(([stack.family] + stack.fallbacks).joined(separator: ", ")) (the format names families inside type styles)")
                continue
            case .alias:
                continue
            }
            // An alias is written as a reference to what it names, as the format writes it.
            if case .alias(let target) = token.value, let named = tokens.target(of: token), named.slug != token.slug {
                text = Self.quoted("{\(group).\(Self.key(named.name))}")
                _ = target
            }
            guard taken.insert(group + "." + key).inserted else { continue }
            add(group, key, text, line)
        }
        let order = ["colors", "colors-dark", "typography", "rounded", "spacing", "sizes", "border-widths", "shadows", "opacity", "numbers"]
        for name in order {
            if name == "typography" {
                let styles = out.deferred.filter { $0.group == "typography" }
                guard !styles.isEmpty else { continue }
                out.line("typography:")
                for style in styles {
                    out.line("  \(style.key):", line: style.line)
                    for (property, value) in style.value { out.line("    \(property): \(value)") }
                }
                continue
            }
            guard let entries = groups.first(where: { $0.0 == name })?.1 else { continue }
            out.line("\(name):")
            for entry in entries { out.line("  \(entry.key): \(entry.value)", line: entry.line) }
        }
    }

    private static func typeStyle(_ style: TypeStyle) -> [(String, String)] {
        var properties: [(String, String)] = []
        if let family = style.family { properties.append(("fontFamily", quoted(family))) }
        if let size = style.size { properties.append(("fontSize", size.description)) }
        if let weight = style.numericWeight { properties.append(("fontWeight", String(weight))) }
        if let height = style.lineHeight {
            // A multiplier below 4 is written bare; above, it is a length in pixels.
            properties.append(("lineHeight", height < 4 ? height.fixedText(places: 3) : "\(height.fixedText(places: 2))px"))
        }
        if let tracking = style.tracking { properties.append(("letterSpacing", tracking.description)) }
        return properties
    }

    /// `line 12: colour #000000 (also lines 40, 52): "Never use pure black (#000000)…" (named only to forbid it…)`.
    package static func describe(_ color: UnreadColor) -> String {
        let others = color.lines.dropFirst()
        let also = others.isEmpty ? "" : " (also line\(others.count > 1 ? "s" : "") \(others.prefix(8).map(String.init).joined(separator: ", "))\(others.count > 8 ? "…" : ""))"
        return "line \(color.line): colour \(color.literal)\(also): \(quoted(excerpt(color.excerpt))) (\(color.reason.text))"
    }

    /// A line's words, cut to a readable length.
    package static func excerpt(_ text: String) -> String {
        text.excerpt(118)
    }

    // MARK: Components

    private func writeComponents(into out: inout YAMLLines) {
        guard !system.components.isEmpty else { return }
        out.line("components:")
        var used: Set<String> = []
        for component in system.components {
            let base = Self.key(component.name)
            for variant in component.variants {
                let variantKey = variant.name == "base" || variant.name == "default" || component.variants.count == 1
                    ? base : "\(base)-\(Self.key(variant.name))"
                for state in ComponentState.allCases {
                    guard let properties = variant.states[state] else { continue }
                    var key = state == .default ? variantKey : "\(variantKey)-\(state.rawValue)"
                    var counter = 2
                    while !used.insert(key).inserted {
                        key = "\(variantKey)-\(counter)\(state == .default ? "" : "-\(state.rawValue)")"
                        counter += 1
                    }
                    let defaults = state == .default ? nil : variant.states[.default]
                    writeEntry(key, properties, over: defaults, line: component.spec.provenance.line, into: &out)
                }
            }
            // What the gallery lists under the cell as not drawn, as written.
            for written in component.spec.notDrawn {
                out.unread.append("line \(written.provenance.line): components.\(base): \(Self.quoted(Self.excerpt(written.text))) (not drawn)")
            }
            // What it lists in words beside the cell (its sizes' lines, its rules), as written.
            for rule in component.spec.rules {
                out.unread.append("line \(rule.provenance.line): components.\(base): \(Self.quoted(Self.excerpt(rule.text))) (listed in words)")
            }
            for part in component.parts {
                let owner = part.variant.map { "\(base)-\(Self.key($0))" } ?? base
                if let child = part.child {
                    // The copy the part's own line quotes; a stand-in from the other component is none.
                    let quoted = part.properties.provenance["sampleText"]?.line == part.line ? part.properties.sampleText : nil
                    let copy = quoted.map { " with \(Self.quoted($0))" } ?? ""
                    // A key that names no other component (or the component itself) is not drawn.
                    let found = system.components.contains { Self.key($0.name) == Self.key(child) && $0.name != component.name }
                    // Cards, boxes, rows and bars draw the components inside them; a field or a
                    // button has no place for one, and lists it.
                    let holds: Set<ComponentKind> = [.card, .container, .other, .listRow, .header]
                    out.unread.append("line \(part.line ?? component.spec.provenance.line): \(owner) "
                        + (!found ? "names {components.\(Self.key(child))}\(copy), which is no other component of the document: not drawn"
                           : holds.contains(component.kind) ? "draws {components.\(Self.key(child))}\(copy) inside it (the format has no parts; drawn from the prose)"
                           : "holds {components.\(Self.key(child))}\(copy) inside it, which its kind has no place for: listed, not drawn"))
                    continue
                }
                // A part's value no token names (`Color: Warm-700`), as a component's is listed.
                for (name, unread) in part.properties.unresolvedValues.sorted(by: { $0.key < $1.key }) {
                    out.unread.append("line \(unread.provenance.line): \(owner) part \(Self.quoted(part.name)) \(Self.sourceName.first { $0.value == name }?.key ?? name): \(Self.quoted(Self.excerpt(unread.text)))")
                }
                let drawn = Self.properties(part.properties, over: nil, tokens: system.tokens)
                guard !drawn.isEmpty else { continue }
                out.unread.append("line \(part.properties.provenance.values.map(\.line).min() ?? component.spec.provenance.line): "
                    + "\(part.variant.map { "\(base)-\(Self.key($0))" } ?? base) part \(Self.quoted(part.name)): " + drawn.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
                    + " (the format has no parts; drawn from the prose)")
            }
        }
    }

    private func writeEntry(_ key: String, _ properties: ResolvedProperties, over defaults: ResolvedProperties?, line: Int, into out: inout YAMLLines) {
        let drawn = Self.properties(properties, over: defaults, tokens: system.tokens)
        // A component stated with nothing drawable is still one: an empty map, not nothing.
        out.line("  \(key):\(drawn.isEmpty ? " {}" : "")", line: line)
        for (name, value) in drawn {
            out.line("    \(name): \(value)", line: properties.provenance[Self.sourceName[name] ?? name]?.line)
        }
        for (name, unread) in properties.unresolvedValues.sorted(by: { $0.key < $1.key }) {
            out.unread.append("line \(unread.provenance.line): components.\(key).\(name): \(Self.quoted(Self.excerpt(unread.text)))")
        }
        // `#00C182 or #00FFAA`: the format holds one value; the others the words offer, with their line.
        for (name, offered) in properties.alternatives.sorted(by: { $0.key < $1.key }) where offered != defaults?.alternatives[name] {
            let property = Self.sourceName.first { $0.value == name }?.key ?? name
            out.unread.append("line \(properties.provenance[name]?.line ?? line): components.\(key).\(property): "
                + offered.map { Self.quoted($0.hex) }.joined(separator: ", ") + " offered in its place (the first is drawn)")
        }
        // `Sans 16px / 700 or Mono 12px / 600`: the other looks, as written.
        for (name, offered) in properties.offeredWords.sorted(by: { $0.key < $1.key }) where offered != defaults?.offeredWords[name] {
            let property = Self.sourceName.first { $0.value == name }?.key ?? name
            out.unread.append("line \(properties.provenance[name]?.line ?? line): components.\(key).\(property): "
                + offered.map(Self.quoted).joined(separator: ", ") + " offered with it, as written (the first is drawn)")
        }
        // What the format holds one value of, the gallery draws side by side: said, with its line.
        func sides(_ values: [Double]) -> String { values.map { "\($0.fixedText(places: 2))px" }.joined(separator: " ") }
        if let gradient = properties.fillGradient, defaults?.fillGradient != gradient {
            out.unread.append("line \(properties.provenance["fill"]?.line ?? line): components.\(key).backgroundColor: the gradient "
                + "\(properties.tokenNames["fill"] ?? gradient.stops.map { $0.color.hex }.joined(separator: " → ")) (the format has no gradients; drawn as the gradient)")
        }
        if let corners = properties.cornerRadii, defaults?.cornerRadii != corners {
            out.unread.append("line \(properties.provenance["radius"]?.line ?? line): components.\(key).rounded: \(sides(corners)) "
                + "(per corner; the format holds one radius; drawn per corner)")
        }
        if let edges = properties.paddingEdges, defaults?.paddingEdges != edges {
            out.unread.append("line \(properties.provenance["paddingVertical"]?.line ?? line): components.\(key).padding: \(sides(edges)) "
                + "(per side; the format holds two; drawn per side)")
        }
    }

    /// The names `ResolvedProperties.provenance` files each written property under.
    package static let sourceName = [
        "backgroundColor": "fill", "rounded": "radius", "padding": "paddingHorizontal", "typography": "font", "label": "sampleText",
    ]

    /// A state writes only what differs from its default state: the reader fills in the rest.
    /// `specimen mcp` hands a component's properties to agents in the same words.
    package static func properties(_ p: ResolvedProperties, over defaults: ResolvedProperties?, tokens: ResolvedTokens) -> [(String, String)] {
        var out: [(String, String)] = []
        func add(_ name: String, _ value: String?, _ inherited: String?) {
            guard let value, value != inherited else { return }
            out.append((name, value))
        }
        func color(_ property: String, _ value: RGBAColor?) -> String? {
            guard let value else { return nil }
            if let name = p.tokenNames[property], let token = tokens.index.lookup(name), case .color(let named)? = tokens.value(of: token), named == value {
                return quoted("{colors.\(key(token.name))}")
            }
            return quoted(value.hex)
        }
        func px(_ value: Double?) -> String? { value.map { "\($0.fixedText(places: 2))px" } }
        let d = defaults
        add("backgroundColor", color("fill", p.fill), d.flatMap { color("fill", $0.fill) })
        add("textColor", color("textColor", p.textColor), d.flatMap { color("textColor", $0.textColor) })
        // A stated radius is written as stated (`999px` stays 999px), or as the reference to the
        // radius step it came from (`{rounded.soft}`), as colours are; a pill stated only in
        // words ("fully rounded") as the format's pill, 9999px.
        func rounded(_ p: ResolvedProperties) -> String? {
            if let radius = p.radius, let name = p.tokenNames["radius"], let token = tokens.index.lookupLength(name, kind: .radius),
               case .dimension(let length, .radius)? = tokens.value(of: token), length.cssPixels == radius {
                return quoted("{rounded.\(key(token.name))}")
            }
            return px(p.radius) ?? (p.fullyRounded ? "9999px" : nil)
        }
        add("rounded", rounded(p), d.flatMap(rounded))
        // Both sides as the format's `padding`; one alone under its own name, so the other is
        // not read back as zero.
        func padding(_ p: ResolvedProperties?) -> String? {
            guard let p, let vertical = p.paddingVertical, let horizontal = p.paddingHorizontal else { return nil }
            return "\(px(vertical)!) \(px(horizontal)!)"
        }
        // With a height, the reader takes `padding` as sideways only: each side is written apart.
        let shorthand = p.height == nil
        if shorthand { add("padding", padding(p), padding(d)) }
        if !shorthand || padding(p) == nil {
            add("paddingVertical", px(p.paddingVertical), d.flatMap { px($0.paddingVertical) })
            add("paddingHorizontal", px(p.paddingHorizontal), d.flatMap { px($0.paddingHorizontal) })
        }
        add("height", px(p.height), d.flatMap { px($0.height) })
        add("width", p.fullWidth ? quoted("100%") : px(p.width), d.flatMap { $0.fullWidth ? quoted("100%") : px($0.width) })
        add("minHeight", px(p.minHeight), d.flatMap { px($0.minHeight) })
        add("minWidth", px(p.minWidth), d.flatMap { px($0.minWidth) })
        add("borderWidth", px(p.borderWidth), d.flatMap { px($0.borderWidth) })
        add("borderColor", color("borderColor", p.borderColor), d.flatMap { color("borderColor", $0.borderColor) })
        add("borderSide", p.borderSide.map(quoted), d?.borderSide.map(quoted))
        add("borderStyle", p.borderStyle.map(quoted), d?.borderStyle.map(quoted))
        add("continuousCorners", p.continuousCorners ? "true" : nil, d.flatMap { $0.continuousCorners ? "true" : nil })
        // A shadow's colours in the notation of the line that wrote them: the palette shadow it
        // draws, else the component's own line.
        func shadow(_ p: ResolvedProperties) -> String? {
            guard let shadow = p.shadow else { return p.noShadow ? quoted("none") : nil }
            let line = tokens.tokens.first { tokens.value(of: $0) == .shadow(shadow) }?.provenance.excerpt ?? p.provenance["shadow"]?.excerpt
            return quoted(css(shadow, writtenIn: line))
        }
        add("shadow", shadow(p), d.flatMap(shadow))
        add("opacity", p.opacity.map { $0.fixedText(places: 3) }, d?.opacity.map { $0.fixedText(places: 3) })
        add("scaleOnPress", p.scaleOnPress.map { $0.fixedText(places: 3) }, d?.scaleOnPress.map { $0.fixedText(places: 3) })
        add("typography", p.font.flatMap(font), d?.font.flatMap(font))
        add("label", p.sampleText.map(quoted), d?.sampleText.map(quoted))
        return out
    }

    /// Nil when nothing of the type was understood (a style the scale does not define): the
    /// words are listed among those not understood, not written as an empty value.
    private static func font(_ font: ResolvedFont) -> String? {
        var parts: [String] = []
        if let family = font.family { parts.append("fontFamily: \(quoted(family))") }
        if let size = font.size { parts.append("fontSize: \(size.fixedText(places: 2))px") }
        if let weight = font.weight { parts.append("fontWeight: \(CSSFontWeight.parse(weight).map(String.init) ?? quoted(weight))") }
        if font.italic { parts.append("fontStyle: italic") }
        if font.uppercase { parts.append("textTransform: uppercase") } else if let textCase = font.textCase { parts.append("textTransform: \(textCase)") }
        if let tracking = font.letterSpacing { parts.append("letterSpacing: \(tracking.fixedText(places: 2))px") }
        else if let ems = font.letterSpacingEms { parts.append("letterSpacing: \(ems.fixedText(places: 3))em") }
        if let height = font.lineHeight { parts.append("lineHeight: \(height.fixedText(places: 3))") }
        else if let height = font.lineHeightPixels { parts.append("lineHeight: \(height.fixedText(places: 2))px") }
        if let decoration = font.decoration { parts.append("textDecoration: \(quoted(decoration))") }
        return parts.isEmpty ? nil : "{ " + parts.joined(separator: ", ") + " }"
    }

    private static func css(_ shadow: Shadow, writtenIn line: String?) -> String {
        ValueScanner.css(shadow, spread: false, writtenIn: line) { $0.map { "\($0.value.fixedText(places: 2))\($0.unit.rawValue)" } ?? "0px" }
    }

    // MARK: JSON

    /// The same reading as JSON (`--format json`): every token and every component property
    /// with its line, the words it was read from, and whether it was understood.
    package func json() -> String {
        let tokens = system.tokens
        let tokenValues: [JSONValue] = tokens.tokens.map { token in
            var entry: [String: JSONValue] = [
                "name": .string(token.name), "kind": .string(token.kind.rawValue), "line": .int(token.provenance.line),
                "words": .string(token.provenance.excerpt), "understood": .bool(tokens.value(of: token) != nil),
            ]
            if let mode = token.mode { entry["mode"] = .string(mode.rawValue) }
            if let group = token.group { entry["group"] = .string(group) }
            if case .alias(let target) = token.value { entry["alias"] = .string(target) }
            if let value = tokens.value(of: token) { entry["value"] = .string(TokenTableFormatter.describe(value)) }
            return .object(entry)
        }
        let components: [JSONValue] = system.components.map { component in
            let variants: [JSONValue] = component.variants.map { variant in
                var states: [String: JSONValue] = [:]
                for (state, properties) in variant.states {
                    var drawn: [String: JSONValue] = [:]
                    for (name, value) in Self.properties(properties, over: nil, tokens: tokens) {
                        let line = properties.provenance[Self.sourceName[name] ?? name]?.line
                        drawn[name] = ["value": .string(value), "line": line.map(JSONValue.int) ?? .null, "understood": true]
                    }
                    for (name, unread) in properties.unresolvedValues {
                        drawn[name] = ["words": .string(unread.text), "line": .int(unread.provenance.line), "understood": false]
                    }
                    states[state.rawValue] = .object(drawn)
                }
                return ["name": .string(variant.name), "states": .object(states)]
            }
            let parts: [JSONValue] = component.parts.map { part in
                var drawn: [String: JSONValue] = [:]
                for (name, value) in Self.properties(part.properties, over: nil, tokens: tokens) { drawn[name] = .string(value) }
                return ["name": .string(part.name), "properties": .object(drawn)]
            }
            return [
                "name": .string(component.name), "kind": .string(component.kind.rawValue), "line": .int(component.spec.provenance.line),
                "variants": .array(variants), "parts": .array(parts),
            ]
        }
        let unread: [JSONValue] = system.unreadColors.map { color in
            [
                "literal": .string(color.literal), "line": .int(color.line), "lines": .array(color.lines.map(JSONValue.int)),
                "words": .string(color.excerpt), "reason": .string(color.reason.key), "why": .string(color.reason.text),
                "understood": false,
            ]
        }
        let root: JSONValue = [
            "system": .string(system.slug), "name": .string(system.name), "document": .string(system.source.displayPath),
            "tokens": .array(tokenValues), "components": .array(components), "unreadColors": .array(unread),
            "unreadLengths": .array(system.unreadLengths.map { length in
                [
                    "literal": .string(length.literal), "line": .int(length.line), "column": .string(length.column),
                    "words": .string(length.excerpt), "why": .string(length.reason), "understood": false,
                ]
            }),
            "described": .array(system.describedComponents.map { component in
                [
                    "name": .string(component.name), "kind": .string(component.kind.rawValue), "line": .int(component.provenance.line),
                    "words": .array(component.words.map { ["words": .string($0.text), "line": .int($0.provenance.line), "understood": false] }),
                    "understood": .array(component.understood.map(JSONValue.string)),
                ]
            }),
        ]
        return root.pretty()
    }

    // MARK: Text

    /// A key as the format writes names: lower case, words joined by hyphens.
    package static func key(_ name: String) -> String {
        let slug = DesignToken.slug(for: name)
        return slug.isEmpty ? "unnamed" : slug
    }

    /// A double-quoted YAML scalar, escaped as JSON escapes it (a subset YAML reads the same).
    package static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: out += String(format: "\\u%04X", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

/// The front matter's lines, each with its source line as a trailing comment.
private struct YAMLLines {
    var text = ""
    var unread: [String] = []
    var deferred: [(group: String, key: String, value: [(String, String)], line: Int)] = []

    mutating func line(_ content: String, line: Int? = nil) {
        text += content + (line.map { "  # line \($0)" } ?? "") + "\n"
    }

    mutating func comment(_ content: String) {
        text += content.isEmpty ? "#\n" : "# \(content)\n"
    }
}
