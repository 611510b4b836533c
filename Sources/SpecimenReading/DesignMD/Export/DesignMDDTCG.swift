import Foundation
import SpecimenModel

/// `specimen export --format dtcg`: the model as a Design Tokens Community Group 2025.10 file
/// that validates against the format's rules, with nothing invented:
///
/// - `$schema`, then `$description` (the document's, else its name), then the groups `color`,
///   `spacing`, `rounded` and `typography`, each only when it has tokens;
/// - `$type` on the color, spacing and rounded groups, which every member shares;
/// - a nested DESIGN.md name (`background.light`) is a nested group, as DTCG names may not hold
///   a dot;
/// - colours in sRGB with a six-digit `hex` and `alpha` only when translucent;
/// - dimensions in px or rem as written (1.5rem stays rem); the format has no other unit, so a
///   value in em, %, vw… is left out and listed under `$extensions."dev.specimen".notExported`
///   with the reason, never converted at a guessed size;
/// - a type style whose five properties are all known is a `typography` token; one that states
///   fewer is a group of what it states, each a token of its own type (fontFamily, dimension,
///   fontWeight, number), since the composite requires all five. A font list is an array;
///   `lineHeight` is a multiplier of the style's own size; an `em` letter spacing is converted
///   to the unit of that size.
package struct DesignMDDTCG {
    package static let schema = "https://www.designtokens.org/schemas/2025.10/format.json"
    /// Root font size CSS gives `rem`, for a line height in px on a size in rem.
    package static let rootPixels = 16.0

    package let model: DesignMDModel

    package func document() -> (String, [DesignMDExport.Omission]) {
        var omissions: [DesignMDExport.Omission] = []
        var root: [(String, OrderedJSON)] = [("$schema", .string(Self.schema))]
        if let description = [model.description, model.name].compactMap({ $0 }).first(where: { !$0.isEmpty }) {
            root.append(("$description", .string(description)))
        }
        var tree = Tree()

        for color in model.colors {
            tree.insert(path: ["color"] + Self.segments(color.name), token: Self.colorToken(color.color), line: color.line,
                        written: Self.hexText(color.color), omissions: &omissions)
        }
        for (group, dimensions) in [("spacing", model.spacing), ("rounded", model.rounded)] {
            for dimension in dimensions {
                let path = [group] + Self.segments(dimension.name)
                guard let value = Self.dimension(dimension.value) else {
                    omissions.append(.init(path: path.joined(separator: "."), value: dimension.value.description,
                                           reason: "DTCG 2025.10 dimensions are px or rem", line: dimension.line))
                    continue
                }
                tree.insert(path: path, token: .object([("$value", value)]), line: dimension.line,
                            written: dimension.value.description, omissions: &omissions)
            }
        }
        for style in model.typography {
            typography(style, into: &tree, omissions: &omissions)
        }
        for group in ["color", "spacing", "rounded"] { tree.setType(group == "color" ? "color" : "dimension", on: group) }
        root += tree.members
        if !omissions.isEmpty {
            let listed = omissions.map { omission -> OrderedJSON in
                .object([("path", .string(omission.path)), ("value", .string(omission.value)), ("reason", .string(omission.reason))])
            }
            root.append(("$extensions", .object([("dev.specimen", .object([("notExported", .array(listed))]))])))
        }
        return (OrderedJSON.object(root).text(), omissions)
    }

    // MARK: - Typography

    private func typography(_ style: DesignMDModel.TypeStyle, into tree: inout Tree, omissions: inout [DesignMDExport.Omission]) {
        let path = ["typography"] + Self.segments(style.name)
        let base = path.joined(separator: ".")
        var parts: [(key: String, type: String, value: OrderedJSON)] = []
        func omit(_ property: String, _ written: String, _ reason: String) {
            omissions.append(.init(path: "\(base).\(property)", value: written, reason: reason, line: style.line))
        }
        if let family = style.fontFamily {
            let families = CSSFontFamilyList.families(in: family)
            if families.isEmpty {
                omit("fontFamily", family, "no family is named")
            } else {
                parts.append(("fontFamily", "fontFamily", families.count == 1 ? .string(families[0]) : .array(families.map(OrderedJSON.string))))
            }
        }
        if let size = style.fontSize {
            if let value = Self.dimension(size) {
                parts.append(("fontSize", "dimension", value))
            } else {
                omit("fontSize", size.description, "DTCG 2025.10 dimensions are px or rem, and a size in \(size.unit) depends on the parent's")
            }
        }
        if let weight = style.fontWeight {
            if (1...1000).contains(weight) {
                parts.append(("fontWeight", "fontWeight", .number(weight)))
            } else {
                omit("fontWeight", DesignMDNumber.text(weight), "DTCG 2025.10 font weights are 1 to 1000")
            }
        }
        if let spacing = style.letterSpacing {
            if let value = letterSpacing(spacing, size: style.fontSize) {
                parts.append(("letterSpacing", "dimension", value))
            } else {
                omit("letterSpacing", spacing.description, spacing.unit == "em"
                     ? "an em letter spacing is a share of the style's font size, which is not given in px or rem"
                     : "DTCG 2025.10 dimensions are px or rem")
            }
        }
        if let lineHeight = style.lineHeight {
            if let multiplier = Self.lineHeightMultiplier(lineHeight, size: style.fontSize) {
                parts.append(("lineHeight", "number", .number(Self.rounded(multiplier))))
            } else {
                omit("lineHeight", DesignMDExport.css(lineHeight),
                     "DTCG 2025.10 writes a line height as a multiplier of the font size, and the style gives no size in the same terms")
            }
        }
        guard !parts.isEmpty else { return }
        if parts.count == 5 {
            let value = OrderedJSON.object(parts.map { ($0.key, $0.value) })
            tree.insert(path: path, token: .object([("$type", .string("typography")), ("$value", value)]), line: style.line,
                        written: base, omissions: &omissions)
        } else {
            for part in parts {
                tree.insert(path: path + [part.key], token: .object([("$type", .string(part.type)), ("$value", part.value)]),
                            line: style.line, written: base, omissions: &omissions)
            }
        }
    }

    /// An em letter spacing in the unit of the style's size: -0.02em of 16px is -0.32px.
    private func letterSpacing(_ spacing: DesignMDDimension, size: DesignMDDimension?) -> OrderedJSON? {
        if let value = Self.dimension(spacing) { return value }
        guard spacing.unit == "em", let size, Self.dimension(size) != nil else { return nil }
        return Self.dimension(DesignMDDimension(value: Self.rounded(spacing.value * size.value), unit: size.unit))
    }

    /// A line height as a multiplier of the style's own size: `1.2em` and `1.2` are 1.2,
    /// `150%` is 1.5, `24px` on `16px` is 1.5 (rem taken at CSS's initial 16px when the two
    /// differ). Nil when there is no size to divide by.
    package static func lineHeightMultiplier(_ lineHeight: DesignMDModel.LineHeight, size: DesignMDDimension?) -> Double? {
        switch lineHeight {
        case .multiplier(let value): return value
        case .dimension(let dimension):
            switch dimension.unit {
            case "em": return dimension.value
            case "%": return dimension.value / 100
            case "px", "rem":
                guard let size, let sizePixels = pixels(size), sizePixels > 0, let heightPixels = pixels(dimension) else { return nil }
                return heightPixels / sizePixels
            default: return nil
            }
        }
    }

    private static func pixels(_ dimension: DesignMDDimension) -> Double? {
        switch dimension.unit {
        case "px": dimension.value
        case "rem": dimension.value * rootPixels
        default: nil
        }
    }

    // MARK: - Values

    package static func colorToken(_ color: RGBAColor) -> OrderedJSON {
        var value: [(String, OrderedJSON)] = [
            ("colorSpace", .string("srgb")),
            ("components", .array([color.red, color.green, color.blue].map { .number(rounded($0, places: 3)) })),
        ]
        if !color.isOpaque { value.append(("alpha", .number(rounded(color.alpha, places: 3)))) }
        value.append(("hex", .string(color.opaqueHex.lowercased())))
        return .object([("$value", .object(value))])
    }

    package static func hexText(_ color: RGBAColor) -> String { color.hex.lowercased() }

    /// `{value, unit}` for px and rem, the units DTCG 2025.10 has; nil for any other.
    package static func dimension(_ dimension: DesignMDDimension) -> OrderedJSON? {
        guard dimension.unit == "px" || dimension.unit == "rem" else { return nil }
        return .object([("value", .number(dimension.value)), ("unit", .string(dimension.unit))])
    }

    package static func rounded(_ value: Double, places: Int = 4) -> Double {
        let scale = pow(10, Double(places))
        let result = (value * scale).rounded() / scale
        return result == 0 ? 0 : result
    }

    /// `background.light` → `["background", "light"]`: DTCG names may hold no dot, so a nested
    /// name is a nested group.
    package static func segments(_ name: String) -> [String] {
        name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    // MARK: - The tree of groups

    /// Groups in the order their first token was added.
    package struct Tree {
        package private(set) var members: [(String, OrderedJSON)] = []

        /// Puts a token at `path`, making the groups on the way. A name DTCG forbids (`$…`, braces,
        /// empty), or a place already taken by a token or a group, leaves it out with the reason.
        package mutating func insert(path: [String], token: OrderedJSON, line: Int, written: String, omissions: inout [DesignMDExport.Omission]) {
            let name = path.dropFirst().joined(separator: ".")
            if let bad = path.first(where: { $0.isEmpty || $0.hasPrefix("$") || $0.contains("{") || $0.contains("}") }) {
                omissions.append(.init(path: path.joined(separator: "."), value: written,
                                       reason: "'\(bad)' is no DTCG name (empty, starting with $, or holding a brace)", line: line))
                return
            }
            guard Self.insert(token, at: path[...], into: &members) else {
                omissions.append(.init(path: path.joined(separator: "."), value: written,
                                       reason: "'\(name)' is both a token and a group", line: line))
                return
            }
        }

        private static func insert(_ token: OrderedJSON, at path: ArraySlice<String>, into members: inout [(String, OrderedJSON)]) -> Bool {
            guard let head = path.first else { return false }
            let index = members.firstIndex { $0.0 == head }
            if path.count == 1 {
                guard index == nil else { return false }
                members.append((head, token))
                return true
            }
            var children: [(String, OrderedJSON)] = []
            if let index {
                guard case .object(let existing) = members[index].1, !existing.contains(where: { $0.0 == "$value" }) else { return false }
                children = existing
            }
            guard insert(token, at: path.dropFirst(), into: &children) else { return false }
            if let index { members[index].1 = .object(children) } else { members.append((head, .object(children))) }
            return true
        }

        /// `$type` first in a top-level group, which its members then share.
        package mutating func setType(_ type: String, on group: String) {
            guard let index = members.firstIndex(where: { $0.0 == group }), case .object(let children) = members[index].1 else { return }
            members[index].1 = .object([("$type", .string(type))] + children)
        }
    }
}
