import SpecimenModel

/// The aligned text table `specimen tokens --format table` prints: one row per definition
/// (a token with light and dark values has two), in the export order of `ExportCatalog`, with
/// aliases that resolve nowhere at the end so they are not lost from view.
///
/// Columns are separated by two spaces and aligned by display width, so names in CJK scripts
/// line up in a terminal; the last column is never padded, so no line ends in spaces.
public struct TokenTableFormatter: TokenExporter {
    public static let columns = ["NAME", "KIND", "VALUE", "MODE", "SOURCE"]

    public init() {}

    public var fileName: String { "tokens.txt" }

    public func export(_ input: ExportInput, systemName: String, systemSlug: String) -> String {
        format(input.catalog)
    }

    public func format(_ tokens: ResolvedTokens) -> String {
        format(ExportCatalog(tokens))
    }

    package func format(_ catalog: ExportCatalog) -> String {
        var rows: [[String]] = []
        for entry in catalog.entries {
            for token in [entry.light, entry.dark].compactMap({ $0 }) {
                rows.append(row(token, kind: entry.kind, catalog: catalog))
            }
        }
        for token in catalog.unresolvedAliases {
            rows.append(row(token, kind: nil, catalog: catalog))
        }
        return Self.render([Self.columns] + rows)
    }

    private func row(_ token: DesignToken, kind: TokenKind?, catalog: ExportCatalog) -> [String] {
        var kindText = kind?.rawValue ?? "alias"
        if kind != nil, case .alias = token.value { kindText += " (alias)" }
        return [
            ExportText.singleLine(token.name),
            kindText,
            ExportText.singleLine(Self.describe(token, catalog: catalog)),
            token.mode?.rawValue ?? "-",
            ExportText.singleLine(token.provenance.location),
        ]
    }

    package static func render(_ rows: [[String]]) -> String {
        let count = rows.map(\.count).max() ?? 0
        let widths = (0..<count).map { column in rows.map { column < $0.count ? DisplayWidth.of($0[column]) : 0 }.max() ?? 0 }
        return rows.map { cells in
            cells.enumerated().map { column, cell in
                column == cells.count - 1 ? cell : DisplayWidth.padded(cell, to: widths[column])
            }
            .joined(separator: "  ")
            .trimmingTrailingSpaces
        }
        .joined(separator: "\n") + "\n"
    }

    package static func describe(_ token: DesignToken, catalog: ExportCatalog) -> String {
        switch token.value {
        case .alias(let reference):
            guard let value = catalog.value(of: token, in: token.mode ?? .light) else {
                return "→ \(reference) (unresolved)"
            }
            let target = catalog.aliasTarget(of: token)?.displayName ?? reference
            return "→ \(target) = \(describe(value))"
        default:
            return describe(token.value)
        }
    }

    package static func describe(_ value: TokenValue) -> String {
        switch value {
        case .color(let color): return color.hex
        case .gradient(let gradient):
            let stops = zip(gradient.stops, gradient.resolvedPositions).map { "\($0.color.hex) \(ExportText.number($1 * 100, decimals: 1))%" }
            return "linear \(ExportText.number(gradient.angle ?? 180))° " + stops.joined(separator: ", ")
        case .dimension(let length, _), .borderWidth(let length): return length.description
        case .typeStyle(let style):
            var parts: [String] = []
            if let family = style.family { parts.append(family) }
            if let design = style.design { parts.append(design) }
            if let size = style.size { parts.append(size.description) }
            if let weight = style.weight { parts.append(weight) }
            if let lineHeight = style.lineHeight { parts.append("/\(ExportText.number(lineHeight))") }
            if let tracking = style.tracking { parts.append("tracking \(tracking)") }
            return parts.joined(separator: " ")
        case .fontFamily(let stack): return ([stack.family] + stack.fallbacks).joined(separator: ", ")
        case .shadow(let shadow):
            return shadow.layers.map { layer in
                var parts = layer.inset ? ["inset"] : []
                parts += [layer.x, layer.y, layer.blur, layer.spread].map { $0?.description ?? "0" }
                if let color = layer.color { parts.append(color.hex) }
                return parts.joined(separator: " ")
            }.joined(separator: ", ")
        case .opacity(let value): return "\(ExportText.number(value * 100, decimals: 1))%"
        case .number(let value): return ExportText.number(value)
        case .alias(let reference): return "→ \(reference)"
        }
    }
}

private extension String {
    /// An empty last cell would otherwise leave the separator behind.
    var trimmingTrailingSpaces: String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
