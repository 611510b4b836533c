import Foundation
import SpecimenModel

/// `tailwind.theme.json`: the tokens as a Tailwind CSS v3 configuration holding only
/// `theme.extend`, usable as a preset (`presets: [require("./tailwind.theme.json")]`) or merged
/// into a `tailwind.config.js`.
///
/// Keys: `colors`, `fontFamily`, `fontSize`, `fontWeight`, `lineHeight`, `letterSpacing`,
/// `borderRadius`, `spacing` (spacing and sizes), `borderWidth`, `boxShadow`, `opacity` and
/// `backgroundImage` (gradients); a key with nothing in it is left out. A type style with a size
/// is a font size, written as the `[size, { lineHeight, letterSpacing, fontWeight }]` pair when it
/// states any of those; its family, weight, line height and tracking are also listed under their
/// own keys with the style's name. Names and values come from `TailwindTheme`.
///
/// Tailwind v3 joins a `fontFamily` array without escaping it, so each family arrives quoted and
/// escaped. JSON has no references, so aliases carry their target's value. A colour that changes
/// with the mode is a nested colour, `{"DEFAULT": light, "dark": dark}`, giving `bg-canvas` and
/// `dark:bg-canvas-dark`. Plain numbers have no theme key and are left out. Keys are sorted so
/// the bytes are stable.
public struct TailwindThemeExporter: TokenExporter {
    public init() {}

    public var fileName: String { "tailwind.theme.json" }

    public func export(_ input: ExportInput, systemName: String, systemSlug: String) -> String {
        let theme = input.theme
        var extend: [String: JSONValue] = [:]
        for namespace in TailwindNamespace.allCases {
            var group: [String: JSONValue] = [:]
            let values = theme.values(in: namespace)
            let companions = Dictionary(grouping: values.filter { $0.companion != nil }, by: \.name)
            for value in values where value.companion == nil {
                group[value.name] = json(value, companions: companions[value.name] ?? [])
            }
            if !group.isEmpty { extend[namespace.themeKey] = .object(group) }
        }
        let root: JSONValue = ["theme": ["extend": .object(extend)]]
        return root.pretty()
    }

    private func json(_ value: TailwindTheme.Value, companions: [TailwindTheme.Value]) -> JSONValue {
        if let dark = value.darkText {
            return ["DEFAULT": .string(value.text), "dark": .string(dark)]
        }
        if let families = value.families {
            return .strings(families)
        }
        guard !companions.isEmpty else { return .string(value.text) }
        var options: [String: JSONValue] = [:]
        for companion in companions {
            if let key = companion.companion?.optionKey { options[key] = .string(companion.text) }
        }
        return [.string(value.text), .object(options)]
    }
}
