import Foundation
import SpecimenModel

/// Turns the token groups of a DESIGN.md front matter into tokens, each with the file line of
/// its YAML key: `colors` (any CSS colour), `typography` (type styles), `rounded` (radii),
/// `spacing` (lengths or numbers), and any other group whose values parse as a colour, length,
/// shadow or number. References are followed to their value; the token says what it refers to.
///
/// Dimensions in `rem` are converted at 16 px, CSS's initial font size; `em` letter spacing at the
/// style's own font size. A value that does not parse is a diagnostic, never a guess; a reference
/// that does not resolve gives no token, and the lint reports it (`broken-ref`).
package struct FrontMatterTokenReader {
    package let frontMatter: FrontMatter
    private let references: FrontMatterReferences

    /// Keys of the DESIGN.md schema that hold no tokens.
    package static let metadataKeys = DesignMDSchema.metadataKeys.union([DesignMDSchema.componentsKey])

    package init(_ frontMatter: FrontMatter) {
        self.frontMatter = frontMatter
        self.references = FrontMatterReferences(root: frontMatter.root)
    }

    private var file: String { frontMatter.file }

    package func read() -> TokenFindings {
        var findings = TokenFindings()
        for (group, value) in frontMatter.root.entries ?? [] where !Self.metadataKeys.contains(group) {
            guard let entries = value.entries else {
                findings.diagnostics.append(Diagnostic(
                    .warning, "'\(group)' must map token names to values; its \(Self.shape(of: value)) was skipped",
                    file: file, line: value.line))
                continue
            }
            // A parallel dark group, unambiguous by its name: `colors-dark:` beside `colors:`, or
            // `colors: { light: …, dark: … }`.
            if let colors = Self.colorGroupOfDarkTwin(group) {
                for (name, entry) in Self.flatten(entries) {
                    read(group: colors, name: name, value: entry, mode: .dark, into: &findings)
                }
                continue
            }
            if Self.isColorGroup(group), let light = value["light"]?.entries, let dark = value["dark"]?.entries,
               entries.allSatisfy({ $0.key == "light" || $0.key == "dark" }) {
                for (name, entry) in Self.flatten(light) { read(group: group, name: name, value: entry, into: &findings) }
                for (name, entry) in Self.flatten(dark) { read(group: group, name: name, value: entry, mode: .dark, into: &findings) }
                continue
            }
            for (name, entry) in Self.flatten(entries) {
                read(group: group, name: name, value: entry, into: &findings)
            }
        }
        findings.tokens = Self.pairDarkVariants(findings.tokens, referenced: Self.referencedNames(in: frontMatter.root))
        return findings
    }

    package static func isColorGroup(_ group: String) -> Bool { group == "colors" || group == "colours" }

    /// `colors-dark`, `darkColors`, `dark-colours` → `colors`: a group of dark values.
    package static func colorGroupOfDarkTwin(_ group: String) -> String? {
        let words = Set(ComponentKind.words(of: group))
        guard words.count == 2, words.contains("dark") else { return nil }
        if words.contains("color") { return "colors" }
        if words.contains("colour") { return "colours" }
        return nil
    }

    /// Nested groups (`blue: { 50: …, 100: … }`) become `blue-50`, `blue-100`, down to the depth
    /// the format allows (21 keys; `model:nesting-depth` reports deeper ones); typography entries
    /// are mappings themselves and stay whole.
    private static func flatten(_ entries: [(key: String, value: YAMLValue)], prefix: String = "", depth: Int = 0) -> [(String, YAMLValue)] {
        entries.flatMap { key, value -> [(String, YAMLValue)] in
            let name = prefix.isEmpty ? key : "\(prefix)-\(key)"
            if let wrapped = FrontMatterReferences.wrappedValue(of: value) { return [(name, wrapped)] }
            if let nested = value.entries, depth < DesignMDModel.maxNestingDepth, !Self.isTypeStyle(nested) {
                return flatten(nested, prefix: name, depth: depth + 1)
            }
            return [(name, value)]
        }
    }

    private static func isTypeStyle(_ entries: [(key: String, value: YAMLValue)]) -> Bool {
        entries.contains { TypeStyleKey(rawValue: $0.key) != nil }
    }

    private func read(group: String, name: String, value: YAMLValue, mode: TokenMode? = nil, into findings: inout TokenFindings) {
        let resolved: YAMLValue
        switch references.resolve(value, allowComposite: group == "typography") {
        case .success(let end): resolved = end
        // No token: the lint reports the broken reference (`broken-ref`).
        case .failure: return
        }
        let written = value.string ?? resolved.string ?? ""
        // Resolved, so a reference names something.
        let usage = value.string.flatMap(FrontMatterReferences.path(in:)).map { "Refers to {\($0)}" }
        let provenance = Provenance(file: file, line: value.line, excerpt: "\(name): \(written)".trimmingWhitespace)
        func token(_ tokenValue: TokenValue) -> DesignToken {
            DesignToken(name: name, value: tokenValue, group: group, mode: mode, usage: usage, provenance: provenance)
        }
        func problem(_ message: String) {
            findings.diagnostics.append(Diagnostic(.warning, "\(group).\(name): \(message)", file: file, line: value.line))
        }

        switch group {
        case "colors", "colours":
            guard let text = resolved.string else { return problem("a colour must be text, not a \(Self.shape(of: resolved))") }
            switch CSSColor.parse(text) {
            case .failure(let error): problem(error.description)
            case .success(let color):
                findings.tokens.append(token(.color(color.color)))
                if !color.isInSRGBGamut {
                    findings.diagnostics.append(Diagnostic(
                        .note, "\(group).\(name): \(text) is outside the sRGB gamut; swatches and contrast use the nearest sRGB colour, \(color.color.hex)",
                        file: file, line: value.line))
                }
            }
        case "typography":
            guard let style = resolved.entries else { return problem("a type style must map fontFamily, fontSize… to values, not be a \(Self.shape(of: resolved))") }
            let (typeStyle, problems) = readTypeStyle(style)
            for (message, line) in problems {
                findings.diagnostics.append(Diagnostic(.warning, "\(group).\(name): \(message)", file: file, line: line))
            }
            findings.tokens.append(token(.typeStyle(typeStyle)))
        case "rounded", "spacing":
            guard let text = resolved.string else { return problem("expected a length such as 8px, not a \(Self.shape(of: resolved))") }
            if let length = Self.length(text) {
                findings.tokens.append(token(.dimension(length, role: group == "rounded" ? .radius : .spacing)))
            } else if let number = Self.number(text) {
                findings.tokens.append(token(.number(number)))
            } else {
                problem("'\(text)' is not a length (px, rem or em) or a number")
            }
        default:
            guard let text = resolved.string else { return problem("kept as written: a \(Self.shape(of: resolved)) is not a value Specimen can show") }
            if let parsed = Self.anyValue(text, group: group) {
                findings.tokens.append(token(parsed))
            } else {
                findings.diagnostics.append(Diagnostic(
                    .note, "\(group).\(name): '\(text)' is not a colour, length, shadow or number; listed as written only",
                    file: file, line: value.line))
            }
        }
    }

    package enum TypeStyleKey: String {
        case fontFamily, fontSize, fontWeight, lineHeight, letterSpacing, fontFeature, fontVariation, fontStyle, textTransform
    }

    /// The style, and each problem with the line of the property it concerns.
    private func readTypeStyle(_ entries: [(key: String, value: YAMLValue)]) -> (TypeStyle, [(String, Int)]) {
        var style = TypeStyle()
        var problems: [(String, Int)] = []
        var letterSpacing: (text: String, line: Int)?
        for (key, raw) in entries {
            // A broken reference is the lint's to report (`broken-ref`).
            guard case .success(let value) = references.resolve(raw) else { continue }
            guard let text = value.string else {
                problems.append(("\(key) must be a single value, not a \(Self.shape(of: raw))", raw.line))
                continue
            }
            switch TypeStyleKey(rawValue: key) {
            case .fontFamily:
                // `Inter, system-ui, sans-serif`: the first family is the one the style asks for,
                // and the rest of the list is kept for the exports, whole.
                let families = CSSFontFamilyList.families(in: text)
                style.family = families.first
                style.fallbacks = families.count > 1 ? Array(families.dropFirst()) : nil
            case .fontSize:
                if let length = Self.length(text) { style.size = length } else { problems.append(("fontSize \(Self.lengthProblem(text))", raw.line)) }
            case .fontWeight:
                if let weight = CSSFontWeight.parse(text) { style.weight = CSSFontWeight.name(for: (weight / 100) * 100) ?? text } else { problems.append(("fontWeight '\(text)' is not a weight", raw.line)) }
            case .lineHeight:
                // `1.2em` is relative to the style's own size, as CSS reads it: a multiplier.
                let lower = text.trimmingWhitespace.lowercased()
                if lower.hasSuffix("em"), !lower.hasSuffix("rem"), let multiplier = Self.number(lower.dropLast(2)) { style.lineHeight = multiplier }
                else if let length = Self.length(text) { style.lineHeight = length.cssPixels }
                else if let number = Self.number(text) { style.lineHeight = number }
                else if text.hasSuffix("%"), let percent = Self.number(text.dropLast()) { style.lineHeight = percent / 100 }
                else { problems.append(("lineHeight '\(text)' is not a length or a number", raw.line)) }
            case .letterSpacing:
                letterSpacing = (text, raw.line)
            case .fontFeature:
                style.fontFeatureSettings = text
            case .fontVariation:
                style.fontVariationSettings = text
            case .fontStyle:
                if text.lowercased() == "italic" { style.design = [style.design, "italic"].compactMap { $0 }.joined(separator: " ") }
            case .textTransform:
                continue
            case nil:
                problems.append(("unknown type style property '\(key)'; expected fontFamily, fontSize, fontWeight, lineHeight, letterSpacing, fontFeature or fontVariation", raw.line))
            }
        }
        if let (text, line) = letterSpacing {
            let trimmed = text.trimmingWhitespace.lowercased()
            if trimmed.hasSuffix("em"), !trimmed.hasSuffix("rem"), let value = Self.number(trimmed.dropLast(2)) {
                if let size = style.size {
                    style.tracking = Length(value * size.cssPixels, .px)
                } else {
                    problems.append(("letterSpacing '\(text)' is relative to a font size the style does not give", line))
                }
            } else if trimmed == "normal" || trimmed == "0" {
                style.tracking = Length(0, .px)
            } else if let length = Self.length(text) {
                style.tracking = length
            } else {
                problems.append(("letterSpacing \(Self.lengthProblem(text))", line))
            }
        }
        return (style, problems)
    }

    /// A CSS length in px, pt or rem (at 16 px), or an `em` outside type (also at 16 px). The
    /// unit follows the number directly, as in CSS: `12 px` is no length (`model:invalid-dimension`).
    package static func length(_ text: String) -> Length? {
        let trimmed = text.trimmingWhitespace.lowercased()
        for (unit, scale, kind) in [("rem", 16.0, Length.Unit.px), ("px", 1, .px), ("pt", 1, .pt), ("em", 16, .px)] where trimmed.hasSuffix(unit) {
            let digits = trimmed.dropLast(unit.count)
            guard digits.last?.fastIsWhitespace != true, let value = number(digits), Length.isDrawable(value * scale) else { return nil }
            return Length(value * scale, kind)
        }
        if trimmed == "0" { return Length(0, .px) }
        return nil
    }

    /// Why `text` is no length: not one at all, or one past `Length.limit`.
    package static func lengthProblem(_ text: String) -> String {
        let digits = text.trimmingWhitespace.lowercased().trimmingCharacters(in: CharacterSet.letters.union(["%"]))
        if let value = Double(digits), !Length.isDrawable(value) || !Length.isDrawable(value * 16) {
            return "'\(text)' is beyond the ±1,000,000px Specimen reads"
        }
        return "'\(text)' is not a length"
    }

    /// A plain number, within what Specimen draws: infinity, NaN and magnitudes past
    /// `Length.limit` (`1e400`, `1e17`) are no value, so no later conversion can trap on them.
    package static func number(_ text: some StringProtocol) -> Double? {
        guard let value = Double(text.trimmingWhitespace), Length.isDrawable(value) else { return nil }
        return value
    }

    /// A value in a group the schema does not define: a colour, a shadow, a length or a number.
    private static func anyValue(_ text: String, group: String) -> TokenValue? {
        if case .success(let color) = CSSColor.parse(text) { return .color(color.color) }
        if let length = length(text) { return .dimension(length, role: DimensionRole.infer(from: [group])) }
        if let number = number(text) { return .number(number) }
        if !ValueScanner.colorLiterals(in: text).isEmpty, let shadow = ValueScanner.shadow(in: text) { return .shadow(shadow) }
        return nil
    }

    package static func shape(of value: YAMLValue) -> String {
        switch value {
        case .scalar: "single value"
        case .sequence: "list"
        case .mapping: "mapping"
        }
    }

    /// The last part of every `{group.name}` reference in the tree: the names something uses.
    package static func referencedNames(in root: YAMLValue) -> Set<String> {
        var names: Set<String> = []
        func walk(_ value: YAMLValue) {
            switch value {
            case .scalar(let text, _):
                if let path = FrontMatterReferences.path(in: text), let last = path.split(separator: ".").last {
                    names.insert(DesignToken.slug(for: String(last)))
                }
            case .sequence(let items, _): items.forEach(walk)
            case .mapping(let pairs, _): pairs.forEach { walk($0.value) }
            }
        }
        walk(root)
        return names
    }

    /// `surface-dark` is the dark mode of `surface` when the document clearly writes a dark theme
    /// that way: some background-like colour (background, surface, canvas, page) has a `-dark`
    /// twin that is darker than it. Otherwise `primary-dark` is just a darker primary, a token of
    /// its own. A `-dark` colour that a component or token names directly is a colour of the light
    /// design (a dark band on a light page), never a mode.
    package static func pairDarkVariants(_ tokens: [DesignToken], referenced: Set<String>) -> [DesignToken] {
        let colors = tokens.filter { $0.group == "colors" || $0.group == "colours" }
        let bySlug = Dictionary(colors.map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first })
        func base(of token: DesignToken) -> DesignToken? {
            guard token.slug.hasSuffix("-dark"), !referenced.contains(token.slug) else { return nil }
            return bySlug[String(token.slug.dropLast(5))]
        }
        let backgroundWords = Vocabulary.standard.darkTwinSurfaces
        let hasDarkTheme = colors.contains { token in
            guard let light = base(of: token), case .color(let dark) = token.value, case .color(let lightColor) = light.value else { return false }
            return !backgroundWords.isDisjoint(with: light.slug.split(separator: "-").map(String.init))
                && dark.relativeLuminance < lightColor.relativeLuminance
        }
        guard hasDarkTheme else { return tokens }
        return tokens.map { token in
            guard let light = base(of: token), token.group == light.group else { return token }
            var dark = token
            dark.name = light.name
            dark.slug = light.slug
            dark.mode = .dark
            dark.usage = dark.usage ?? "Dark mode of \(light.name), written \(token.name)"
            return dark
        }
    }
}
