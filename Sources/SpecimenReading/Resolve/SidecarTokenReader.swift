import Foundation
import SpecimenModel

/// Reads the `tokens:` key of a sidecar: values a document names but never gives (or gives
/// wrongly). Each entry is a value, or a mapping with `value` or `light`/`dark`, and optional
/// `usage` and `group`:
///
/// ```yaml
/// tokens:
///   accent: { light: "#5B5FC7", dark: "#8E91E8", usage: Primary actions and focus }
///   action.primary: "{accent}"
///   radius.md: 10pt
/// ```
package struct SidecarTokenReader {
    package var file: String

    package func read(_ sidecar: Sidecar) throws -> [DesignToken] {
        guard let root = sidecar.root, let entries = root["tokens"] else { return [] }
        guard case .mapping(let pairs, _) = entries else {
            throw SpecimenError("'tokens' must map token names to values", file: file, line: entries.line)
        }
        var tokens: [DesignToken] = []
        for (name, entry) in pairs {
            switch entry {
            case .scalar(let text, let line):
                tokens.append(try token(name, text, mode: nil, usage: nil, group: nil, line: line))
            case .mapping(_, let line):
                let usage = entry["usage"]?.string
                let group = entry["group"]?.string
                let known: Set<String> = ["value", "light", "dark", "usage", "group"]
                if case .mapping(let keys, _) = entry, let unknown = keys.first(where: { !known.contains($0.key) }) {
                    throw SpecimenError(
                        "unknown key '\(unknown.key)' in token '\(name)'; use value, light, dark, usage or group",
                        file: file, line: unknown.value.line)
                }
                if let value = entry["value"] {
                    tokens.append(try token(name, try text(value, name), mode: nil, usage: usage, group: group, line: value.line))
                }
                for mode in [TokenMode.light, .dark] {
                    if let value = entry[mode.rawValue] {
                        tokens.append(try token(name, try text(value, name), mode: mode, usage: usage, group: group, line: value.line))
                    }
                }
                if entry["value"] == nil && entry["light"] == nil && entry["dark"] == nil {
                    throw SpecimenError("token '\(name)' needs a value, or light and dark values", file: file, line: line)
                }
            case .sequence(_, let line):
                throw SpecimenError("token '\(name)' must be a value or a mapping, not a list", file: file, line: line)
            }
        }
        return tokens
    }

    private func text(_ value: YAMLValue, _ name: String) throws -> String {
        guard let text = value.string else {
            throw SpecimenError("the value of token '\(name)' must be text", file: file, line: value.line)
        }
        return text
    }

    private func token(_ name: String, _ raw: String, mode: TokenMode?, usage: String?, group: String?, line: Int) throws -> DesignToken {
        let text = raw.trimmingWhitespace
        let provenance = Provenance(file: file, line: line, excerpt: "\(name): \(text)", origin: .sidecar)
        let value: TokenValue
        if text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 {
            value = .alias(String(text.dropFirst().dropLast()))
        } else if text.hasPrefix("#") || text.lowercased().hasPrefix("rgb") || text.lowercased().hasPrefix("hsl") {
            switch RGBAColor.parse(text) {
            case .success(let color): value = .color(color)
            case .failure(let error): throw SpecimenError("token '\(name)': \(error.description)", file: file, line: line)
            }
        } else if let length = ValueScanner.bareLength(text) {
            value = DimensionRole.mentionsBorder(name)
                ? .borderWidth(length)
                : .dimension(length, role: DimensionRole.infer(from: [name, group ?? ""]))
        } else if let percent = text.hasSuffix("%") ? Double(text.dropLast()) : nil, (0...100).contains(percent) {
            value = .opacity(percent / 100)
        } else {
            throw SpecimenError(
                "token '\(name)': cannot read '\(text)' (expected a colour like #RRGGBB, a length like 10pt, a percentage, or {other.token})",
                file: file, line: line)
        }
        // `text.primary` groups under "Text", as the semantic names read.
        let prefix = name.split(separator: ".").count > 1 ? name.split(separator: ".").first.map { $0.prefix(1).uppercased() + $0.dropFirst() } : nil
        return DesignToken(
            name: name, value: value, group: group ?? prefix ?? "Supplied by specimen.yml", mode: mode,
            usage: usage, provenance: provenance)
    }
}
