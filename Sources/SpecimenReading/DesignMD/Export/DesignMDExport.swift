import SpecimenModel

/// `specimen export`: a DESIGN.md front matter in the formats of the reference CLI
/// (`@google/design.md` export), under the same names, from `DesignMDModel`: token names as
/// written, colours as lower-case hex, dimensions in the unit written, nothing invented and
/// no component. Where the reference writes something its target cannot read (a font list
/// quoted as one name, dotted DTCG names, units DTCG does not have), Specimen writes what the
/// target reads instead; docs/READING.md lists each difference.
public struct DesignMDExport: Sendable {
    public enum Format: String, CaseIterable, Sendable {
        case cssTailwind = "css-tailwind"
        case jsonTailwind = "json-tailwind"
        /// The reference's other name for json-tailwind.
        case tailwind
        case dtcg
        case cssVars = "css-vars"
    }

    /// A token the format cannot hold, left out rather than written wrong.
    public struct Omission: Sendable, Hashable {
        public var path: String
        public var value: String
        public var reason: String
        public var line: Int
    }

    /// Why the export cannot be written at all: a name Tailwind v4 cannot take.
    public struct Failure: Error, Sendable, Hashable {
        public var message: String
        public var line: Int
    }

    public var text: String
    public var omissions: [Omission]

    public static func export(_ model: DesignMDModel, as format: Format, prefix: String? = nil) -> Result<DesignMDExport, Failure> {
        switch format {
        case .cssTailwind: return cssTailwind(model).map { DesignMDExport(text: $0, omissions: []) }
        case .jsonTailwind, .tailwind: return .success(DesignMDExport(text: jsonTailwind(model), omissions: []))
        case .dtcg:
            let (text, omissions) = DesignMDDTCG(model: model).document()
            return .success(DesignMDExport(text: text, omissions: omissions))
        case .cssVars: return .success(DesignMDExport(text: cssVars(model, prefix: prefix), omissions: []))
        }
    }

    /// `#rrggbb`, or `#rrggbbaa` when translucent.
    package static func hex(_ color: RGBAColor) -> String { color.hex.lowercased() }

    /// A line height as CSS writes it: the multiplier alone, or the dimension.
    package static func css(_ lineHeight: DesignMDModel.LineHeight) -> String {
        switch lineHeight {
        case .multiplier(let value): DesignMDNumber.text(value)
        case .dimension(let dimension): dimension.description
        }
    }

    // MARK: - Tailwind v4

    /// What Tailwind v4 takes as the name part of a theme variable.
    package static func isTailwindName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCIIAlphanumeric else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCIIAlphanumeric || $0 == "-" }
    }

    /// One `@theme` block: colours, then families, sizes, line heights, letter spacings and
    /// weights of the type styles, radii and spacing, each group only when it has members.
    package static func cssTailwind(_ model: DesignMDModel) -> Result<String, Failure> {
        let names = model.colors.map { ($0.name, $0.line) } + model.typography.map { ($0.name, $0.line) }
            + model.rounded.map { ($0.name, $0.line) } + model.spacing.map { ($0.name, $0.line) }
        if let (name, line) = names.first(where: { !isTailwindName($0.0) }) {
            return .failure(Failure(
                message: "Token name \"\(name)\" is not a valid CSS identifier for Tailwind v4 export (must match /^[a-zA-Z0-9][a-zA-Z0-9-]*$/)",
                line: line))
        }
        var lines: [String] = []
        lines += model.colors.map { "--color-\($0.name): \(hex($0.color));" }
        lines += model.typography.compactMap { style in style.fontFamily.map { "--font-\(style.name): \(CSSFontFamilyList.css(CSSFontFamilyList.families(in: $0)));" } }
        lines += model.typography.compactMap { style in style.fontSize.map { "--text-\(style.name): \($0);" } }
        lines += model.typography.compactMap { style in style.lineHeight.map { "--leading-\(style.name): \(css($0));" } }
        lines += model.typography.compactMap { style in style.letterSpacing.map { "--tracking-\(style.name): \($0);" } }
        lines += model.typography.compactMap { style in style.fontWeight.map { "--font-weight-\(style.name): \(DesignMDNumber.text($0));" } }
        lines += model.rounded.map { "--radius-\($0.name): \($0.value);" }
        lines += model.spacing.map { "--spacing-\($0.name): \($0.value);" }
        return .success("@theme {\n" + lines.map { "  \($0)\n" }.joined() + "}\n")
    }

    // MARK: - Tailwind v3

    /// `{"theme": {"extend": {…}}}` with its five keys always present. A family list stays the
    /// one string the document wrote: Tailwind v3 writes it into `font-family` as it is, which
    /// reads it as the list. A type size carries the style's line height, letter spacing and
    /// weight; a style without a size has no entry, as `text-*` would have no size to set.
    package static func jsonTailwind(_ model: DesignMDModel) -> String {
        var fontSizes: [(String, OrderedJSON)] = []
        for style in model.typography {
            guard let size = style.fontSize else { continue }
            var meta: [(String, OrderedJSON)] = []
            if let lineHeight = style.lineHeight { meta.append(("lineHeight", .string(css(lineHeight)))) }
            if let letterSpacing = style.letterSpacing { meta.append(("letterSpacing", .string(letterSpacing.description))) }
            if let weight = style.fontWeight { meta.append(("fontWeight", .string(DesignMDNumber.text(weight)))) }
            fontSizes.append((style.name, .array([.string(size.description), .object(meta)])))
        }
        let extend: [(String, OrderedJSON)] = [
            ("colors", .object(model.colors.map { ($0.name, .string(hex($0.color))) })),
            ("fontFamily", .object(model.typography.compactMap { style in style.fontFamily.map { (style.name, .array([.string($0)])) } })),
            ("fontSize", .object(fontSizes)),
            ("borderRadius", .object(model.rounded.map { ($0.name, .string($0.value.description)) })),
            ("spacing", .object(model.spacing.map { ($0.name, .string($0.value.description)) })),
        ]
        return OrderedJSON.object([("theme", .object([("extend", .object(extend))]))]).text()
    }

    // MARK: - CSS custom properties

    /// `:root` with `--[prefix-]color-*`, `--[prefix-]spacing-*` and `--[prefix-]rounded-*`; dots
    /// in names become hyphens, and anything else CSS would not read in a name is escaped.
    package static func cssVars(_ model: DesignMDModel, prefix: String?) -> String {
        let head = "--" + ((prefix ?? "").isEmpty ? "" : "\(prefix!)-")
        func name(_ group: String, _ token: String) -> String {
            cssIdentifier(head + group + "-" + token.replacing(literal: ".", with: "-"))
        }
        var lines: [String] = []
        lines += model.colors.map { "\(name("color", $0.name)): \(hex($0.color));" }
        lines += model.spacing.map { "\(name("spacing", $0.name)): \($0.value);" }
        lines += model.rounded.map { "\(name("rounded", $0.name)): \($0.value);" }
        return ":root {\n" + lines.map { "  \($0)\n" }.joined() + "}\n"
    }

    /// A custom property name CSS reads as written: letters, digits, `-`, `_` and non-ASCII as
    /// they are; anything else (a space, a colon) escaped with a backslash.
    package static func cssIdentifier(_ name: String) -> String {
        var out = ""
        for scalar in name.unicodeScalars {
            if scalar.isASCIIAlphanumeric || scalar == "-" || scalar == "_" || scalar.value >= 0x80 {
                out.unicodeScalars.append(scalar)
            } else if scalar.value < 0x20 || scalar.value == 0x7F {
                out += "\\" + String(scalar.value, radix: 16) + " "
            } else {
                out += "\\"
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

extension Unicode.Scalar {
    package var isASCIIAlphanumeric: Bool {
        ("a"..."z").contains(self) || ("A"..."Z").contains(self) || ("0"..."9").contains(self)
    }
}
