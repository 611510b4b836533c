import Foundation
import SpecimenModel

/// `tokens.json` in the Design Tokens Community Group format 2025.10.
///
/// Shape: one group per kind (`color`, `spacing`, `typography`…), each holding its tokens
/// under their export keys, so a token's path is `kind.key` and an alias is written as the
/// reference `{kind.key}`. Lengths are `{"value": n, "unit": "px"}` using the
/// one-point-one-pixel convention, stated in the root `$description`.
///
/// Modes: `$value` is the light (or mode-less) value; a token with a dark definition repeats
/// both under `$extensions."dev.specimen".modes` as `{"light": …, "dark": …}`, in the same
/// `$value` syntax. A dark-only token carries its dark value in `$value` and only `dark` in
/// `modes`. A reference inside `modes.dark` means the target's dark value when it has one.
///
/// Provenance, the name as written and the authored unit sit in `$extensions."dev.specimen"`.
/// Free text (names, usage) only ever appears as JSON strings; keys are sorted so the bytes are
/// stable. Nothing is invented: a type style that states all five parts the `typography`
/// composite requires is one token; one that states fewer is a group of the parts it states,
/// each a token of its own type (`typography.caption.fontSize`), since 2025.10 has no partial
/// composite. A `$schema` names the format.
public struct DTCGExporter: TokenExporter {
    public static let extensionKey = "dev.specimen"
    public static let schema = "https://www.designtokens.org/schemas/2025.10/format.json"
    public static let allowedTypes: Set<String> = [
        "color", "dimension", "fontFamily", "fontWeight", "typography", "shadow", "gradient", "number",
    ]

    public init() {}

    public var fileName: String { "tokens.json" }

    public func export(_ input: ExportInput, systemName: String, systemSlug: String) -> String {
        let catalog = input.catalog
        var root: [String: JSONValue] = [
            "$schema": .string(Self.schema),
            "$description": .string("Design tokens of \(systemName), exported by Specimen. Lengths use 1 iOS pt = 1 CSS px."),
        ]
        var rootExtension: [String: JSONValue] = [
            "system": ["name": .string(systemName), "slug": .string(systemSlug)],
            "units": "1pt = 1px",
            "modes": catalog.hasDarkMode ? ["light", "dark"] : ["light"],
        ]
        if !catalog.unresolvedAliases.isEmpty {
            rootExtension["unresolvedAliases"] = .array(catalog.unresolvedAliases.map { token -> JSONValue in
                var item: [String: JSONValue] = ["name": .string(token.name), "source": Self.source(token.provenance)]
                if case .alias(let target) = token.value { item["target"] = .string(target) }
                return .object(item)
            })
        }
        root["$extensions"] = [Self.extensionKey: .object(rootExtension)]
        var groups: [String: [String: JSONValue]] = [:]
        for entry in catalog.entries {
            let group = Self.groupName(for: entry.kind)
            if entry.kind == .typeStyle, let parts = partialStyle(entry, catalog: catalog) {
                groups[group, default: [:]][entry.key] = parts
                continue
            }
            groups[group, default: [:]][entry.key] = token(entry, catalog: catalog)
        }
        for (group, members) in groups { root[group] = .object(members) }
        return JSONValue.object(root).pretty()
    }

    /// The group a kind's tokens sit in, which is also the first segment of their path.
    package static func groupName(for kind: TokenKind) -> String {
        switch kind {
        case .color: "color"
        case .gradient: "gradient"
        case .spacing: "spacing"
        case .radius: "radius"
        case .size: "size"
        case .borderWidth: "border-width"
        case .typeStyle: "typography"
        case .fontFamily: "font-family"
        case .shadow: "shadow"
        case .opacity: "opacity"
        case .number: "number"
        case .alias: "alias"
        }
    }

    package static func type(for kind: TokenKind) -> String {
        switch kind {
        case .color: "color"
        case .gradient: "gradient"
        case .spacing, .radius, .size, .borderWidth: "dimension"
        case .typeStyle: "typography"
        case .fontFamily: "fontFamily"
        case .shadow: "shadow"
        case .opacity, .number, .alias: "number"
        }
    }

    /// The `{kind.key}` reference to an entry.
    package static func reference(to entry: ExportEntry) -> String {
        "{\(groupName(for: entry.kind)).\(entry.key)}"
    }

    private func token(_ entry: ExportEntry, catalog: ExportCatalog) -> JSONValue {
        let primary = entry.primary
        var defaulted: Set<String> = []
        var object: [String: JSONValue] = [
            "$type": .string(Self.type(for: entry.kind)),
            "$value": value(of: primary, catalog: catalog, defaulted: &defaulted),
        ]
        let description = [primary.role, primary.usage].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ". ")
        if !description.isEmpty { object["$description"] = .string(description) }

        var info: [String: JSONValue] = ["name": .string(primary.name), "source": Self.source(primary.provenance)]
        if let group = primary.group { info["group"] = .string(group) }
        if !primary.restatedAt.isEmpty { info["restatedAt"] = .array(primary.restatedAt.map(Self.source)) }
        if let variant = primary.variantOf { info["variantOf"] = .string(variant) }
        if entry.dark != nil {
            var modes: [String: JSONValue] = [:]
            if let light = entry.light { modes["light"] = value(of: light, catalog: catalog, defaulted: &defaulted) }
            if let dark = entry.dark {
                modes["dark"] = value(of: dark, catalog: catalog, defaulted: &defaulted)
                if entry.light != nil { info["darkSource"] = Self.source(dark.provenance) }
            }
            info["modes"] = .object(modes)
        }
        if case .alias(let target) = primary.value { info["aliasOf"] = .string(target) }
        if let length = Self.authoredLength(primary.value) {
            info["authored"] = ["value": .double(ExportText.rounded(length.value)), "unit": .string(length.unit.rawValue)]
        }
        if case .gradient(let gradient) = primary.value {
            info["angle"] = .double(ExportText.rounded(gradient.angle ?? 180))
            if let direction = gradient.direction { info["direction"] = .string(direction) }
        }
        if !defaulted.isEmpty { info["defaulted"] = .strings(defaulted.sorted()) }
        object["$extensions"] = [Self.extensionKey: .object(info)]
        return .object(object)
    }

    private static func authoredLength(_ value: TokenValue) -> Length? {
        switch value {
        case .dimension(let length, _), .borderWidth(let length): length
        default: nil
        }
    }

    package static func source(_ provenance: Provenance) -> JSONValue {
        ["file": .string(provenance.file), "line": .int(provenance.line), "origin": .string(provenance.origin.rawValue)]
    }

    /// The `$value` of one definition. Parts the 2025.10 composites require but the document
    /// does not state are filled with neutral values and named in `defaulted`.
    private func value(of token: DesignToken, catalog: ExportCatalog, defaulted: inout Set<String>) -> JSONValue {
        switch token.value {
        case .alias:
            // The catalog only keeps aliases that resolve, so the target exists.
            return .string(catalog.aliasTarget(of: token).map(Self.reference(to:)) ?? "")
        case .color(let color):
            return Self.color(color)
        case .gradient(let gradient):
            return .array(zip(gradient.stops, gradient.resolvedPositions).map { stop, position -> JSONValue in
                ["color": Self.color(stop.color), "position": .double(ExportText.rounded(min(1, max(0, position))))]
            })
        case .dimension(let length, _), .borderWidth(let length):
            return Self.dimension(length.cssPixels)
        case .typeStyle(let style):
            return typography(style, defaulted: &defaulted)
        case .fontFamily(let stack):
            return stack.fallbacks.isEmpty ? .string(stack.family) : .strings([stack.family] + stack.fallbacks)
        case .shadow(let shadow):
            func length(_ part: Length?, _ name: String) -> JSONValue {
                if part == nil { defaulted.insert("shadow.\(name)") }
                return Self.dimension(part?.cssPixels ?? 0)
            }
            if shadow.color == nil { defaulted.insert("shadow.color") }
            return [
                "color": Self.color(shadow.color ?? RGBAColor(red: 0, green: 0, blue: 0)),
                "offsetX": length(shadow.x, "offsetX"), "offsetY": length(shadow.y, "offsetY"),
                "blur": length(shadow.blur, "blur"), "spread": length(shadow.spread, "spread"),
            ]
        case .opacity(let value):
            return .double(ExportText.rounded(min(1, max(0, value))))
        case .number(let value):
            return .double(ExportText.rounded(value))
        }
    }

    private func typography(_ style: TypeStyle, defaulted: inout Set<String>) -> JSONValue {
        var value: [String: JSONValue] = [:]
        if let family = style.family {
            value["fontFamily"] = style.fallbacks.map { .strings([family] + $0) } ?? .string(family)
        } else {
            value["fontFamily"] = .strings(TypeStyleReading.genericFamilies(for: style))
            defaulted.insert("typography.fontFamily")
        }
        if let size = style.size {
            value["fontSize"] = Self.dimension(size.cssPixels)
        } else {
            value["fontSize"] = Self.dimension(TypeStyleReading.defaultSize)
            defaulted.insert("typography.fontSize")
        }
        if let weight = style.numericWeight {
            value["fontWeight"] = .int(weight)
        } else {
            value["fontWeight"] = 400
            defaulted.insert("typography.fontWeight")
        }
        value["letterSpacing"] = Self.dimension(style.tracking?.cssPixels ?? 0)
        if style.tracking == nil { defaulted.insert("typography.letterSpacing") }
        if let ratio = TypeStyleReading.lineHeightRatio(style) {
            value["lineHeight"] = .double(ExportText.rounded(ratio))
        } else {
            value["lineHeight"] = .double(TypeStyleReading.defaultLineHeight)
            defaulted.insert("typography.lineHeight")
        }
        return .object(value)
    }

    /// The parts of a type style (`fontFamily`, `fontSize`…) as DTCG writes each alone, with
    /// their types; only what is known: a line height that is a length, on a style without a
    /// size, is no multiplier and is not written.
    package static func styleParts(_ style: TypeStyle) -> [(key: String, type: String, value: JSONValue)] {
        var parts: [(String, String, JSONValue)] = []
        if let family = style.family {
            parts.append(("fontFamily", "fontFamily", style.fallbacks.map { .strings([family] + $0) } ?? .string(family)))
        }
        if let size = style.size { parts.append(("fontSize", "dimension", dimension(size.cssPixels))) }
        if let weight = style.numericWeight { parts.append(("fontWeight", "fontWeight", .int(weight))) }
        if let tracking = style.tracking { parts.append(("letterSpacing", "dimension", dimension(tracking.cssPixels))) }
        if let ratio = TypeStyleReading.lineHeightRatio(style) { parts.append(("lineHeight", "number", .double(ExportText.rounded(ratio)))) }
        return parts
    }

    /// A type style (or an alias of one) that states fewer than the five parts: a group of the
    /// parts it states; nil for a whole style, which is one `typography` token.
    private func partialStyle(_ entry: ExportEntry, catalog: ExportCatalog) -> JSONValue? {
        let primary = entry.primary
        let mode: TokenMode = entry.light != nil ? .light : .dark
        guard case .typeStyle(let style)? = catalog.value(of: primary, in: mode) else { return nil }
        let parts = Self.styleParts(style)
        guard parts.count < 5 else { return nil }
        let target = catalog.aliasTarget(of: primary)
        var group: [String: JSONValue] = [:]
        let description = [primary.role, primary.usage].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ". ")
        if !description.isEmpty { group["$description"] = .string(description) }
        for part in parts {
            var info: [String: JSONValue] = ["name": .string(primary.name), "part": .string(part.key), "source": Self.source(primary.provenance)]
            if let name = primary.group { info["group"] = .string(name) }
            // An alias of a partial style names each of its target's parts.
            let value = target.map { JSONValue.string("{\(Self.groupName(for: $0.kind)).\($0.key).\(part.key)}") } ?? part.value
            if case .alias(let aliased) = primary.value { info["aliasOf"] = .string(aliased) }
            group[part.key] = ["$type": .string(part.type), "$value": value, "$extensions": [Self.extensionKey: .object(info)]]
        }
        return .object(group)
    }

    package static func color(_ color: RGBAColor) -> JSONValue {
        [
            "colorSpace": "srgb",
            "components": .array([color.red, color.green, color.blue].map { .double(ExportText.rounded($0)) }),
            "alpha": .double(ExportText.rounded(color.alpha)),
            "hex": .string(color.opaqueHex.lowercased()),
        ]
    }

    package static func dimension(_ pixels: Double) -> JSONValue {
        ["value": .double(ExportText.rounded(pixels)), "unit": "px"]
    }
}
