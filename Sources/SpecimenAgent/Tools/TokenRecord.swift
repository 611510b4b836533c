import SpecimenAudit
import SpecimenModel
import SpecimenReading

/// Where a value was stated: the file relative to the content folder, the line, and the words.
struct SourceLine: Encodable, Hashable {
    var file: String
    var line: Int
    var text: String?

    init(_ provenance: Provenance, words: Bool = true) {
        file = provenance.file
        line = provenance.line
        text = words && !provenance.excerpt.isEmpty ? provenance.excerpt : nil
    }
}

/// A token of a system's palette as an agent uses it: its value in each appearance, resolved
/// through aliases, where each value was stated, and the names to write it by.
struct TokenRecord: Encodable {
    var name: String
    /// The group of `tokens.json` (DTCG): color, spacing, radius, typography…
    var group: String
    /// The token's key in that group, and its path in `tokens.json`: `{color.ink}`.
    var key: String
    var reference: String
    /// The custom property `tokens.css` defines for it.
    var cssVariable: String?
    /// The heading or code group the document states it under.
    var section: String?
    var role: String?
    var usage: String?
    /// True when the value comes from specimen.yml rather than the document.
    var supplied: Bool
    var light: Definition?
    var dark: Definition?

    struct Definition: Encodable {
        /// As `specimen tokens` prints it: `#222222`, `16pt`, `EB Garamond 28pt bold /1.2`.
        var value: String
        /// For a colour: `#RRGGBB`, or `#RRGGBBAA` when translucent.
        var hex: String?
        /// The token this one names, when it is an alias (`{colors.primary}`).
        var aliasOf: String?
        /// `light` or `dark` when the document gives this value for one appearance; absent
        /// when it is the one value for both.
        var mode: String?
        var source: SourceLine
    }

    /// The DTCG groups, in `tokens.json`'s order.
    static let groups = TokenKind.allCases.filter { $0 != .alias }.map(DTCGExporter.groupName(for:))

    init(_ entry: ExportEntry, catalog: ExportCatalog, cssNames: [String: String], appearance: TokenMode?) {
        let primary = entry.primary
        name = primary.name
        group = DTCGExporter.groupName(for: entry.kind)
        key = entry.key
        reference = DTCGExporter.reference(to: entry)
        cssVariable = cssNames[entry.key]
        section = primary.group
        role = primary.role
        usage = primary.usage
        supplied = primary.provenance.origin == .sidecar
        func definition(_ token: DesignToken?, in mode: TokenMode) -> Definition? {
            guard let token, let value = catalog.value(of: token, in: mode) else { return nil }
            var hex: String?
            if case .color(let color) = value { hex = color.hex }
            var alias: String?
            if case .alias = token.value { alias = catalog.aliasTarget(of: token)?.displayName }
            return Definition(
                value: TokenTableFormatter.describe(value), hex: hex, aliasOf: alias, mode: token.mode?.rawValue,
                source: SourceLine(token.provenance))
        }
        switch appearance {
        case .light?: light = definition(entry.token(in: .light), in: .light)
        case .dark?: dark = definition(entry.token(in: .dark), in: .dark)
        case nil:
            light = definition(entry.light, in: .light)
            dark = definition(entry.dark, in: .dark)
        }
    }

    /// The palette entries of a system's export (its component tier left out), with the
    /// catalogue the keys and references come from: the same keys as the published tokens.json.
    static func palette(of system: AnalyzedSystem) -> (catalog: ExportCatalog, entries: [ExportEntry]) {
        let catalog = ExportCatalog(system.exportedTokens)
        let paletteCount = system.tokens.tokens.count
        return (catalog, catalog.entries.filter { $0.firstIndex < paletteCount })
    }
}
