import SpecimenModel

/// `tailwind.theme.css`: the tokens as Tailwind CSS v4 theme variables, one `@theme` block.
///
/// Namespaces: `--color-*`, `--font-*` (families, a type style's included), `--text-*` with the
/// `--text-<name>--line-height`, `--letter-spacing` and `--font-weight` companions Tailwind
/// applies with the size, `--font-weight-*`, `--leading-*` and `--tracking-*` (each type style's
/// own, so `leading-body` works apart from `text-body`), `--radius-*` and `--spacing-*` (spacing
/// and sizes). Names and values come from `TailwindTheme`; aliases are `var()` of their target.
///
/// Dark: `@theme` holds one value per variable and may only sit at the top level, so it cannot
/// hold a dark value. Tailwind's utilities read the variables (`bg-canvas` is
/// `background-color: var(--color-canvas)`), so the dark colours follow as ordinary rules that
/// set the same `--color-*` variables: under `prefers-color-scheme: dark` unless the root has
/// `class="light"`, and under `.dark`, with `.light` forcing light back, the class Tailwind's
/// documented `@custom-variant dark` uses. The header says so, since the file is read by people
/// wiring it into their own style sheet.
public struct TailwindCSSExporter: TokenExporter {
    public init() {}

    public var fileName: String { "tailwind.theme.css" }

    public func export(_ input: ExportInput, systemName: String, systemSlug: String) -> String {
        let theme = input.theme
        let written = theme.values.filter { $0.namespace.variablePrefix != nil }
        let varying = written.filter { $0.darkText != nil }
        var header = [
            "\(ExportText.comment(systemName)) design tokens as Tailwind CSS v4 theme variables, exported by Specimen. 1pt = 1px.",
            "Use: @import \"tailwindcss\"; then this file. tokens.css has the same values as plain custom properties.",
        ]
        if !varying.isEmpty {
            header += [
                "Dark: @theme takes one top-level value per variable, so the dark colours follow it as plain rules",
                "that set the same --color-* variables, which Tailwind's utilities read: when the system is dark",
                "(unless the root has class=\"light\"), and inside class=\"dark\"; class=\"light\" forces light back.",
            ]
        }
        let omitted = theme.omitted { $0.variablePrefix != nil }
        if !omitted.isEmpty {
            let list = omitted.map { "\($0.count) \(Self.noun(for: $0.kind, count: $0.count))" }.joined(separator: ", ")
            header.append("Left out, having no namespace here: \(list). tokens.css has them.")
        }
        var out = header.map { "/* \($0) */\n" }.joined()

        out += "@theme {\n"
        var previous: TailwindNamespace?
        for value in written {
            if let previous, previous != value.namespace { out += "\n" }
            previous = value.namespace
            out += "  \(Self.variable(value)): \(Self.text(value, dark: false));\n"
        }
        out += "}\n"
        guard !varying.isEmpty else { return out }

        let dark = varying.map { "\(Self.variable($0)): \(Self.text($0, dark: true));" }
        let light = varying.map { "\(Self.variable($0)): \(Self.text($0, dark: false));" }
        out += "\n@media (prefers-color-scheme: dark) {\n  :root:not(.light) {\n"
        out += dark.map { "    \($0)\n" }.joined()
        out += "  }\n}\n"
        out += "\n.dark {\n" + dark.map { "  \($0)\n" }.joined() + "}\n"
        out += "\n.light {\n" + light.map { "  \($0)\n" }.joined() + "}\n"
        return out
    }

    /// `--text-title--line-height`. Names are slugs of single hyphens, so the companion's `--`
    /// cannot be mistaken for part of a name.
    package static func variable(_ value: TailwindTheme.Value, name: String? = nil) -> String {
        (value.namespace.variablePrefix ?? "") + (name ?? value.name) + (value.companion?.variableSuffix ?? "")
    }

    /// Aliases stay `var()` references in every block, so the dark and light rules restate
    /// them: a `var()` in a custom property is resolved where it is declared.
    private static func text(_ value: TailwindTheme.Value, dark: Bool) -> String {
        let reference = dark ? value.darkReference : value.reference
        if let reference { return "var(\(variable(value, name: reference)))" }
        return dark ? value.darkText ?? value.text : value.text
    }

    private static func noun(for kind: TokenKind, count: Int) -> String {
        let (one, many) = switch kind {
        case .color: ("colour", "colours")
        case .gradient: ("gradient", "gradients")
        case .spacing: ("spacing value", "spacing values")
        case .radius: ("radius", "radii")
        case .size: ("size", "sizes")
        case .borderWidth: ("border width", "border widths")
        case .typeStyle: ("type style", "type styles")
        case .fontFamily: ("font family", "font families")
        case .shadow: ("shadow", "shadows")
        case .opacity: ("opacity", "opacities")
        case .number: ("number", "numbers")
        case .alias: ("alias", "aliases")
        }
        return count == 1 ? one : many
    }
}
