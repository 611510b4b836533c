import Foundation
import SpecimenModel

/// `tokens.css`: every token as a custom property on `:root`.
///
/// Property names are `--<key>` (the token's slug, made unique), type styles expand to
/// `--<key>-font-family`, `-font-size`, `-font-weight`, `-line-height` and `-letter-spacing`,
/// and aliases are `var(--<target>)`. Lengths are px by the one-point-one-pixel convention.
///
/// Dark values follow the system setting unless the page forces a theme:
/// `@media (prefers-color-scheme: dark) { :root:not([data-theme="light"]) {…} }`, then
/// `[data-theme="dark"]` and `[data-theme="light"]` blocks so any element can force either.
/// Those blocks also restate aliases of mode-dependent tokens, because a `var()` in a custom
/// property is resolved where it is declared.
///
/// Only numbers, validated colours (`RGBAColor.css`) and escaped font names reach the style
/// sheet; names are reduced to slugs and usage text is never written.
public struct CSSTokenExporter: TokenExporter {
    public init() {}

    public var fileName: String { "tokens.css" }

    package static let typeSuffixes = ["-font-family", "-font-size", "-font-weight", "-line-height", "-letter-spacing"]

    public func export(_ input: ExportInput, systemName: String, systemSlug: String) -> String {
        let catalog = input.catalog
        let names = propertyNames(catalog)
        var out = "/* \(ExportText.comment(systemName)) design tokens, exported by Specimen. 1pt = 1px. */\n"
        out += block(":root", indent: "", catalog.entries.compactMap { entry in
            entry.light.map { declarations(entry, token: $0, mode: .light, catalog: catalog, names: names) }
        })
        guard catalog.hasDarkMode else { return out }
        let varying = catalog.entries.filter(catalog.variesByMode)
        let dark = varying.compactMap { entry in
            entry.token(in: .dark).map { declarations(entry, token: $0, mode: .dark, catalog: catalog, names: names) }
        }
        let light = varying.compactMap { entry in
            entry.light.map { declarations(entry, token: $0, mode: .light, catalog: catalog, names: names) }
        }
        out += "\n@media (prefers-color-scheme: dark) {\n"
        out += block(":root:not([data-theme=\"light\"])", indent: "  ", dark)
        out += "}\n"
        out += "\n" + block("[data-theme=\"dark\"]", indent: "", dark)
        out += "\n" + block("[data-theme=\"light\"]", indent: "", light)
        return out
    }

    private func block(_ selector: String, indent: String, _ groups: [[(String, String)]]) -> String {
        var out = "\(indent)\(selector) {\n"
        for (name, value) in groups.joined() {
            out += "\(indent)  \(name): \(value);\n"
        }
        return out + "\(indent)}\n"
    }

    /// The property name stem of every entry. A type style claims its suffixed names too, so a
    /// size token called `body-font-size` cannot silently overwrite the `body` style's size.
    package func propertyNames(_ catalog: ExportCatalog) -> [String: String] {
        var used: Set<String> = []
        var names: [String: String] = [:]
        for entry in catalog.entries {
            let suffixes = entry.kind == .typeStyle ? Self.typeSuffixes : [""]
            var stem = "--" + entry.key
            var counter = 2
            while suffixes.contains(where: { used.contains(stem + $0) }) {
                stem = "--\(entry.key)-\(counter)"
                counter += 1
            }
            suffixes.forEach { used.insert(stem + $0) }
            names[entry.key] = stem
        }
        return names
    }

    private func declarations(
        _ entry: ExportEntry, token: DesignToken, mode: TokenMode, catalog: ExportCatalog, names: [String: String]
    ) -> [(String, String)] {
        guard let stem = names[entry.key] else { return [] }
        if case .alias = token.value {
            guard let target = catalog.aliasTarget(of: token), let targetStem = names[target.key],
                  let value = catalog.value(of: token, in: mode) else { return [] }
            return values(of: value).map { suffix, _ in (stem + suffix, "var(\(targetStem + suffix))") }
        }
        return values(of: token.value, writtenIn: token.provenance.excerpt).map { suffix, value in (stem + suffix, value) }
    }

    /// The CSS text of a value, as (name suffix, value) pairs. A translucent colour the line it
    /// was read from (`line`) writes in hex keeps that notation (`#0000001A`, exact), the others
    /// are `rgb(r g b / a)`.
    package func values(of value: TokenValue, writtenIn line: String? = nil) -> [(String, String)] {
        switch value {
        case .alias:
            return []
        case .color(let color):
            return [("", color.css(keepingHexIn: line))]
        case .gradient(let gradient):
            let stops = zip(gradient.stops, gradient.resolvedPositions).map { stop, position in
                "\(stop.color.css(keepingHexIn: line)) \(ExportText.number(min(1, max(0, position)) * 100, decimals: 2))%"
            }
            let angle = ExportText.number(gradient.angle ?? 180, decimals: 2)
            return [("", "linear-gradient(\(angle)deg, \(stops.joined(separator: ", ")))")]
        case .dimension(let length, _), .borderWidth(let length):
            return [("", Self.pixels(length.cssPixels))]
        case .typeStyle(let style):
            var parts: [(String, String)] = []
            if let families = Self.fontFamilies(of: value) {
                parts.append(("-font-family", families.joined(separator: ", ")))
            }
            if let size = style.size { parts.append(("-font-size", Self.pixels(size.cssPixels))) }
            if let weight = style.numericWeight { parts.append(("-font-weight", String(weight))) }
            if let lineHeight = style.lineHeight, lineHeight > 0 {
                let text = TypeStyleReading.isAbsoluteLineHeight(lineHeight) ? Self.pixels(lineHeight) : ExportText.number(lineHeight)
                parts.append(("-line-height", text))
            }
            if let tracking = style.tracking { parts.append(("-letter-spacing", Self.pixels(tracking.cssPixels))) }
            return parts
        case .fontFamily:
            return [("", Self.fontFamilies(of: value)?.joined(separator: ", ") ?? "")]
        case .shadow(let shadow):
            return [("", ValueScanner.css(shadow, writtenIn: line) { Self.pixels($0?.cssPixels ?? 0) })]
        case .opacity(let value):
            return [("", ExportText.number(min(1, max(0, value))))]
        case .number(let value):
            return [("", ExportText.number(value))]
        }
    }

    package static func pixels(_ value: Double) -> String {
        let number = ExportText.number(value, decimals: 3)
        return number == "0" ? "0" : number + "px"
    }

    package static let genericFamilies: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "math", "emoji",
        "ui-serif", "ui-sans-serif", "ui-monospace", "ui-rounded", "-apple-system",
    ]

    /// The items of a `font-family` list: family names quoted and escaped, CSS generic keywords
    /// left bare so they keep working. Each can stand in CSS on its own, as Tailwind v3 needs:
    /// it joins the array it is given without escaping anything.
    package static func fontStackItems(_ families: [String]) -> [String] {
        var seen: Set<String> = []
        return families
            .map { $0.trimmingWhitespace }
            .filter { !$0.isEmpty && seen.insert($0.lowercased()).inserted }
            .map { genericFamilies.contains($0.lowercased()) ? $0.lowercased() : ExportText.cssString($0) }
    }

    /// The font list a font-family token or a type style stands for, or nil for a style that
    /// names neither a family nor a design.
    package static func fontFamilies(of value: TokenValue) -> [String]? {
        switch value {
        case .fontFamily(let stack):
            return fontStackItems([stack.family] + stack.fallbacks)
        case .typeStyle(let style) where style.family != nil && style.fallbacks != nil:
            // The document's own list, whole.
            return fontStackItems([style.family!] + style.fallbacks!)
        case .typeStyle(let style) where style.family != nil || style.design != nil:
            return fontStackItems((style.family.map { [$0] } ?? []) + TypeStyleReading.genericFamilies(for: style))
        default:
            return nil
        }
    }
}
